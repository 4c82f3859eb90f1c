import { Space, Typography } from 'antd';
import { useMe } from '../../../api/session.ts';
import { PasswordCard } from '../components/PasswordCard.tsx';
import { SessionsCard } from '../components/SessionsCard.tsx';
import { TotpCard } from '../components/TotpCard.tsx';

export default function AccountPage() {
  const me = useMe();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        我的账号
      </Typography.Title>
      <Typography.Text>
        {me?.name}（{me?.is_super ? '超级管理员' : (me?.role_name ?? '—')}）
      </Typography.Text>
      <PasswordCard />
      <TotpCard />
      <SessionsCard />
    </Space>
  );
}
