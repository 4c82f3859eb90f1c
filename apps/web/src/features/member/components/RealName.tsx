import type { MemberDetail } from '@meedu/contract';
import { Button, Descriptions, Result } from 'antd';

/** Tab `实名认证` of /member (screens/account §9.2). The server masks both values. */
export function RealName({ user, onStart }: { user: MemberDetail; onStart(): void }) {
  if (user.is_face_verify) {
    return (
      <Result status="success" title="已完成实名认证">
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            { key: 'name', label: '姓名', children: user.profile_real_name },
            { key: 'id', label: '身份证号', children: user.profile_id_number },
          ]}
        />
      </Result>
    );
  }
  return (
    <Result
      status="info"
      title="尚未完成实名认证"
      extra={
        <Button type="primary" onClick={onStart}>
          开始认证
        </Button>
      }
    />
  );
}
