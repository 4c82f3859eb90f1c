import { Typography } from 'antd';
import { useMember } from '../../../stores/session-actions.ts';

/** `我的积分：{credit1}积分` under the tabs of both credit pages. */
export function BalanceLine() {
  const member = useMember();
  return (
    <p style={{ margin: '16px 0' }}>
      我的积分：
      <Typography.Text strong type="danger">
        {member ? `${member.credit1}积分` : '-'}
      </Typography.Text>
    </p>
  );
}
