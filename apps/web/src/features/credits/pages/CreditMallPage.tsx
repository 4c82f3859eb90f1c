import { Card } from 'antd';
import { useState } from 'react';
import { MemberLayout } from '../../../components/member-nav/index.ts';
import { TabBar } from '../../../components/TabBar.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { BalanceLine } from '../components/BalanceLine.tsx';
import { GoodsDetail } from '../components/GoodsDetail.tsx';
import { GoodsGrid } from '../components/GoodsGrid.tsx';
import { LedgerPanel } from '../components/LedgerPanel.tsx';
import { MallOrders } from '../components/MallOrders.tsx';
import { useFreshMember } from '../components/use-fresh-member.ts';

type Tab = 1 | 2 | 3;
const TABS = [
  { key: 1, label: '积分商城' },
  { key: 2, label: '明细规则' },
  { key: 3, label: '积分订单' },
] as const;

/**
 * `/member/credit1-records` (screens commerce-exam §9.2): the goods (and one goods' detail in place of the grid),
 * the ledger and rules, and the member's exchanges.
 */
export default function CreditMallPage() {
  useDocumentTitle('积分商城');
  const [tab, setTab] = useState<Tab>(1);
  const [goodsId, setGoodsId] = useState<number | null>(null);
  useFreshMember(tab);
  const choose = (t: Tab) => {
    setGoodsId(null);
    setTab(t);
  };
  return (
    <MemberLayout>
      <Card>
        <TabBar<Tab> items={TABS} active={tab} onChange={choose} label="积分商城" className="mc-tabs-bar" />
        <BalanceLine />
        {tab === 1 ? (
          goodsId === null ? (
            <GoodsGrid onOpen={setGoodsId} />
          ) : (
            <GoodsDetail id={goodsId} onBack={() => setGoodsId(null)} onExchanged={() => choose(3)} />
          )
        ) : tab === 2 ? (
          <LedgerPanel withInvite={false} />
        ) : (
          <MallOrders />
        )}
      </Card>
    </MemberLayout>
  );
}
