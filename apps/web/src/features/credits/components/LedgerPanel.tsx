import { ClockCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { configQuery } from '../../../api/system.ts';
import { CatalogList } from '../../../components/catalog-list/CatalogList.tsx';
import { usePagedQuery } from '../../../components/catalog-list/use-paged-query.ts';
import { ListSpinner } from '../../../components/catalog-list/ListSpinner.tsx';
import { changeTime } from '../../../lib/relative-time.ts';
import { LEDGER_PAGE_SIZE, credit1RecordsQuery } from '../api/credit1-records.ts';

// The theme's colours (components/antd/theme.ts) and antd's Title level 5.
const DANGER = '#cf1322';
const SECONDARY = 'rgba(0, 0, 0, 0.6)';
const TITLE = { margin: '0 0 8px', fontSize: 16, fontWeight: 600, lineHeight: 1.5 } as const;

/**
 * `明细规则` (screens commerce-exam §9.1 tab 2): the ledger on the left, how credits are earned on the right (each
 * rule only when it gives something). The mall page leaves out the invite line (§9.2). Plain markup with antd's
 * look (Row/Col 16 + 8 with a 32 px gutter, Title level 5, secondary and danger text), so the credit pages load
 * none of antd first (issue 30).
 */
export function LedgerPanel({ withInvite }: { withInvite: boolean }) {
  const ledger = usePagedQuery(credit1RecordsQuery, LEDGER_PAGE_SIZE);
  const reward = useQuery(configQuery).data?.credit1_reward;
  const rules: string[] = [];
  if (reward) {
    if (reward.register) rules.push(`• 注册登录 +${reward.register} 积分`);
    if (reward.watched_video) rules.push(`• 看完视频 +${reward.watched_video} 积分`);
    if (reward.watched_vod_course) rules.push(`• 看完课程 +${reward.watched_vod_course} 积分`);
    if (reward.paid_order) rules.push(`• 下单成功 +实付金额*${Math.floor(reward.paid_order * 100)}% 积分`);
    if (withInvite && reward.invite) rules.push(`• 邀请好友注册 +${reward.invite} 积分`);
  }
  rules.push('• 可以回答积分悬赏问题获取积分');
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '2fr 1fr', columnGap: 32 }}>
      <div>
        <h3 style={TITLE}>积分明细</h3>
        <CatalogList
          query={ledger.query}
          pager={{ ...ledger.pager, scrollTop: false }}
          pageOf={(r) => r}
          skeleton={<ListSpinner />}
        >
          {(rows) => (
            <ul aria-label="积分明细" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {rows.map((r, i) => (
                <li
                  key={`${r.created_at}-${i}`}
                  style={{ display: 'flex', gap: 16, padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}
                >
                  <span style={{ flex: 1 }}>{r.remark}</span>
                  <span style={{ color: r.sum > 0 ? DANGER : SECONDARY }}>
                    {r.sum > 0 ? `+${r.sum}` : String(r.sum)}
                  </span>
                  <span style={{ color: SECONDARY, width: 130, textAlign: 'right' }}>
                    <ClockCircleOutlined /> {changeTime(r.created_at)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CatalogList>
      </div>
      <div>
        <h3 style={TITLE}>积分获取</h3>
        <ul aria-label="积分获取" style={{ listStyle: 'none', margin: 0, padding: 0, lineHeight: 2 }}>
          {rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
