import type { MemberDetail } from '@meedu/contract';
import { Avatar, Card, Col, Flex, Row, Statistic, Tag, Typography } from 'antd';

/** The card on top of /member (screens/account §9.1). */
export function ProfileSummary({ user }: { user: MemberDetail }) {
  const vip = user.role_id !== 0 && user.role !== null;
  return (
    <Card>
      <Row gutter={24} align="middle">
        <Col flex="auto">
          <Flex gap={16} align="center">
            <Avatar src={user.avatar} size={64} alt={user.nick_name} />
            <div>
              <Flex gap={8} align="center">
                <Typography.Title level={4} style={{ margin: 0 }}>
                  {user.nick_name}
                </Typography.Title>
                {vip ? <Tag color="gold">VIP</Tag> : null}
              </Flex>
              {vip && user.role_expired_at ? (
                <Typography.Text type="secondary">
                  {user.role?.name ? `${user.role.name} · ` : ''}会员有效期至{user.role_expired_at}
                </Typography.Text>
              ) : null}
            </div>
          </Flex>
        </Col>
        <Col>
          <Flex gap={40}>
            <Statistic title="我的积分" value={user.credit1} />
            <Statistic title="成功邀请(人)" value={user.invite_people_count} />
            <Statistic title="邀请余额(元)" value={user.invite_balance} />
          </Flex>
        </Col>
      </Row>
    </Card>
  );
}
