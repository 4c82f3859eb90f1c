import { useState } from 'react';
import { MemberLayout } from '../../../components/member-nav/index.ts';
import { PlainCard } from '../../../components/PlainCard.tsx';
import { TabBar } from '../../../components/TabBar.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { BalanceLine } from '../components/BalanceLine.tsx';
import { LedgerPanel } from '../components/LedgerPanel.tsx';
import { useFreshMember } from '../components/use-fresh-member.ts';

const TABS = [
  { key: 1, label: '我的积分' },
  { key: 2, label: '明细规则' },
] as const;

/** `/member/credit1-free` (screens commerce-exam §9.1): the balance, the ledger and the reward rules. */
export default function Credit1FreePage() {
  useDocumentTitle('我的积分');
  const [tab, setTab] = useState<1 | 2>(1);
  useFreshMember(tab);
  return (
    <MemberLayout>
      <PlainCard>
        <TabBar<1 | 2> items={TABS} active={tab} onChange={setTab} label="我的积分" className="mc-tabs-bar" />
        <BalanceLine />
        {tab === 2 ? <LedgerPanel withInvite /> : null}
      </PlainCard>
    </MemberLayout>
  );
}
