import { Space, Typography } from 'antd';
import { useMe } from '../../../api/session.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PasswordCard } from '../components/PasswordCard.tsx';
import { SessionsCard } from '../components/SessionsCard.tsx';
import { TotpCard } from '../components/TotpCard.tsx';

export default function AccountPage() {
  const me = useMe();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <PageHeader title="我的账号" />
      <Typography.Text>
        {me?.name}（{me?.is_super ? '超级管理员' : (me?.role_name ?? '—')}）
      </Typography.Text>
      <PasswordCard />
      <TotpCard />
      <SessionsCard />
    </Space>
  );
}
