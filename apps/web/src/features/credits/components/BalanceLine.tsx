import { useMember } from '../../../stores/session-actions.ts';

/** `我的积分：{credit1}积分` under the tabs of both credit pages. */
export function BalanceLine() {
  const member = useMember();
  return (
    <p style={{ margin: '16px 0' }}>
      我的积分：
      {/* antd's Text strong type="danger", plain (issue 30) */}
      <strong style={{ color: '#cf1322', fontWeight: 600 }}>{member ? `${member.credit1}积分` : '-'}</strong>
    </p>
  );
}
