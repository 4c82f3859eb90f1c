import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, Card, Col, Flex, Input, Row, Skeleton, Statistic, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { LoadError } from '../../../components/LoadError.tsx';
import { CatalogList } from '../../../components/catalog-list/CatalogList.tsx';
import { usePagedQuery } from '../../../components/catalog-list/use-paged-query.ts';
import { SafeHtml } from '../../../components/SafeHtml.tsx';
import { TabBar } from '../../../components/TabBar.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { changeTime } from '../../../lib/relative-time.ts';
import { useMember } from '../../../stores/session-actions.ts';
import {
  GOODS_PAGE_SIZE,
  RECORDS_PAGE_SIZE,
  balanceRecordsQuery,
  shareConfigQuery,
  shareGoodsQuery,
  shareUserQuery,
} from '../api/share.ts';
import { goodsShareUrl, inviteUrl } from '../components/share-url.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

const WithdrawDialog = lazy(() => import('../components/WithdrawDialog.tsx'));

type Tab = 1 | 2;
const TABS = [
  { key: 1, label: '分销课程' },
  { key: 2, label: '资金明细' },
] as const;

function useCopy() {
  const { message } = useFeedback();
  return (text: string) =>
    navigator.clipboard.writeText(text).then(
      () => void message.success('复制成功'),
      () => void message.error('复制失败，请手动复制'),
    );
}

/** `/share` (screens account §15): the invite link, the figures, withdrawal, the share goods and the records. */
export default function SharePage() {
  useDocumentTitle('推广');
  const { message } = useFeedback();
  const member = useMember();
  const copy = useCopy();
  const origin = window.location.origin;
  const user = useQuery(shareUserQuery);
  const config = useQuery(shareConfigQuery);
  const [link, setLink] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>(1);
  const [withdrawing, setWithdrawing] = useState(false);
  const goods = usePagedQuery(shareGoodsQuery, GOODS_PAGE_SIZE, tab === 1);
  const records = usePagedQuery(balanceRecordsQuery, RECORDS_PAGE_SIZE, tab === 2);
  const uid = member?.id ?? 0;
  const loading = (tab === 1 ? goods : records).query.isFetching;

  const withdraw = () => {
    if (!user.data) return;
    if (user.data.invite_balance === 0) void message.error('余额为0时不可提现');
    else setWithdrawing(true);
  };

  if (user.isError && !user.data)
    return <LoadError error={user.error} onRetry={() => user.refetch()} retrying={user.isFetching} />;

  return (
    <div className="container" style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 0' }}>
      <Card>
        <Flex gap={24} align="center" wrap>
          <Avatar size={64} src={member?.avatar} alt="" />
          <strong>{member?.nick_name}</strong>
          {user.data && member ? (
            <>
              <Input
                aria-label="邀请链接"
                value={link ?? inviteUrl(origin, uid)}
                onChange={(e) => setLink(e.target.value)}
                style={{ width: 320 }}
              />
              <Button type="primary" onClick={() => void copy(link ?? inviteUrl(origin, uid))}>
                复制您的专属邀请链接
              </Button>
              <Statistic title="邀请人数" value={user.data.invite_count} />
              <Statistic title="邀请余额" value={user.data.invite_balance} />
              <Button onClick={withdraw}>提现</Button>
            </>
          ) : (
            <Skeleton active paragraph={{ rows: 1 }} title={false} style={{ width: 600 }} />
          )}
        </Flex>
      </Card>
      <Row gutter={24} style={{ marginTop: 24 }}>
        <Col span={16}>
          <Card>
            <TabBar<Tab>
              items={TABS}
              active={tab}
              onChange={(t) => {
                if (!loading) setTab(t);
              }}
              label="推广"
              className="mc-tabs-bar"
            />
            {tab === 1 ? (
              <CatalogList
                {...goods}
                pageOf={(r) => r.data}
                skeleton={
                  <Flex gap={16}>
                    {[0, 1, 2].map((i) => (
                      <Skeleton.Node key={i} active style={{ width: 216, height: 248 }} />
                    ))}
                  </Flex>
                }
              >
                {(items) => (
                  <ul
                    aria-label="分销课程"
                    style={{
                      listStyle: 'none',
                      padding: 0,
                      display: 'grid',
                      gridTemplateColumns: 'repeat(3, 1fr)',
                      gap: 16,
                    }}
                  >
                    {items.map((g) => (
                      <li key={g.id} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12 }}>
                        <img
                          src={g.goods_thumb}
                          alt=""
                          loading="lazy"
                          style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }}
                        />
                        <div style={{ margin: '8px 0' }}>{g.goods_title}</div>
                        <Typography.Text type="danger">{`邀新用户下单可赚${g.reward}元`}</Typography.Text>
                        <Button
                          block
                          style={{ marginTop: 8 }}
                          onClick={() => void copy(goodsShareUrl(origin, g, uid))}
                        >
                          复制链接
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </CatalogList>
            ) : (
              <CatalogList
                {...records}
                pageOf={(r) => r}
                skeleton={<Skeleton active paragraph={{ rows: 3 }} title={false} />}
              >
                {(items) => (
                  <ul aria-label="资金明细" style={{ listStyle: 'none', padding: 0 }}>
                    {items.map((r, i) => (
                      <li
                        key={`${r.created_at}-${i}`}
                        style={{
                          display: 'flex',
                          gap: 16,
                          padding: '12px 0',
                          borderBottom: '1px solid #f0f0f0',
                        }}
                      >
                        <span style={{ flex: 1 }}>{r.remark}</span>
                        <span>{`${r.amount}元`}</span>
                        <Typography.Text type="secondary">{changeTime(r.created_at)}</Typography.Text>
                      </li>
                    ))}
                  </ul>
                )}
              </CatalogList>
            )}
          </Card>
        </Col>
        <Col span={8}>
          <Card title="分销课程说明">
            {config.data ? <SafeHtml html={config.data.rules} /> : <Skeleton active />}
          </Card>
        </Col>
      </Row>
      {withdrawing && user.data ? (
        <Suspense fallback={null}>
          <WithdrawDialog
            balance={user.data.invite_balance}
            onClose={() => {
              records.pager.go(1);
              setWithdrawing(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
