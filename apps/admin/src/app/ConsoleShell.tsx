/**
 * Everything behind the login: the administrator's session (`GET /auth/me`; 401 goes back to the login screen),
 * the layout with the side menu built from the route table and filtered by permissions, and the screens. Loaded
 * after the login screen, so the first download stays small.
 */
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { Permission } from '@meedu/contract/admin';
import { grants } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Flex, Layout, Menu, Spin, Typography, type MenuProps } from 'antd';
import { Suspense } from 'react';
import { Link, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { AdminApiError } from '../api/client.ts';
import { meQuery, useLogoutMutation } from '../api/session.ts';
import { LoadFailed } from '../components/LoadFailed.tsx';
import { consoleRoutes, homePath, type ConsoleRoute } from './routes.tsx';
import { ForbiddenScreen, NotFoundScreen } from './StatusScreens.tsx';

const { Sider, Header, Content } = Layout;

function menuItems(can: (p: Permission) => boolean): MenuProps['items'] {
  const visible = consoleRoutes.filter((r) => r.menu && (r.permission === null || can(r.permission)));
  const item = (r: ConsoleRoute) => ({
    key: r.path,
    icon: r.menu?.icon,
    label: <Link to={r.path}>{r.title}</Link>,
  });
  const groups = [...new Set(visible.map((r) => r.menu?.group))];
  return groups.flatMap((group): NonNullable<MenuProps['items']> => {
    const items = visible.filter((r) => r.menu?.group === group).map(item);
    return group ? [{ type: 'group', key: group, label: group, children: items }] : items;
  });
}

function Screen({ route, allowed }: { route: ConsoleRoute; allowed: boolean }) {
  if (!allowed) return <ForbiddenScreen />;
  const Page = route.page;
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
      <Page />
    </Suspense>
  );
}

export default function ConsoleShell() {
  const me = useQuery(meQuery);
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogoutMutation();
  const { message } = App.useApp();

  if (me.isPending) return <Spin fullscreen tip="加载中" />;
  if (me.isError) {
    // 401 has already sent the administrator to the login screen (app/unauthorized.ts).
    if (me.error instanceof AdminApiError && me.error.status === 401) return null;
    return <LoadFailed message={me.error.message} onRetry={() => void me.refetch()} />;
  }
  const can = (p: Permission) => grants(me.data.permissions, p);
  const selected = consoleRoutes.find((r) => location.pathname.startsWith(r.path))?.path;

  const signOut = async () => {
    // The screen leaves either way; when the server did not hear it, the operator is told the session lives on.
    const ended = await logout.mutateAsync().then(
      () => true,
      () => false,
    );
    if (ended) message.success('已退出登录');
    else message.warning('退出登录未送达服务器，本次会话将在到期后失效');
    void navigate('/login', { replace: true });
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sider width={208} theme="light" breakpoint="lg" collapsedWidth={0}>
        <Typography.Title level={2} style={{ fontSize: 18, padding: '16px 24px', margin: 0 }}>
          管理控制台
        </Typography.Title>
        <nav aria-label="主菜单">
          <Menu mode="inline" selectedKeys={selected ? [selected] : []} items={menuItems(can)} />
        </nav>
      </Sider>
      <Layout>
        <Header style={{ background: '#fff', padding: '0 24px' }}>
          <Flex justify="end" align="center" gap={16} style={{ height: '100%' }}>
            <Link to="/account">
              <UserOutlined /> {me.data.name}
            </Link>
            <Button icon={<LogoutOutlined />} onClick={() => void signOut()} loading={logout.isPending}>
              退出登录
            </Button>
          </Flex>
        </Header>
        <Content style={{ margin: 24 }}>
          <main>
            <Routes>
              <Route index element={<Navigate to={homePath(can)} replace />} />
              {consoleRoutes.map((r) => (
                <Route
                  key={r.path}
                  path={`${r.path.slice(1)}/*`}
                  element={<Screen route={r} allowed={r.permission === null || can(r.permission)} />}
                />
              ))}
              <Route path="*" element={<NotFoundScreen />} />
            </Routes>
          </main>
        </Content>
      </Layout>
    </Layout>
  );
}
