import type { MemberDetail, Nav, SystemConfig } from '@meedu/contract';
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../src/app/providers.tsx';

export interface RenderOptions {
  /** The address the test starts at (path and query). Default '/'. */
  route?: string;
  /** The route pattern the element is mounted on, for useParams. Default '*'. */
  path?: string;
  /** Bring your own client (for example to pre-fill the cache); otherwise a fresh one without retries. */
  queryClient?: QueryClient;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export interface RenderWithProvidersResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
  user: ReturnType<typeof userEvent.setup>;
}

/**
 * Renders `ui` with the storefront's providers (antd zh_CN + <App>, react-query) inside a memory data router.
 * Navigation away from `path` lands on a catch-all route; read `router.state.location` to see where it went.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', queryClient = createTestQueryClient() }: RenderOptions = {},
): RenderWithProvidersResult {
  const routes =
    path === '*'
      ? [{ path: '*', element: ui }]
      : [
          { path, element: ui },
          { path: '*', element: <div data-testid="elsewhere" /> },
        ];
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient, user: userEvent.setup() };
}

/** The current address of a test router: pathname + search. */
export function currentUrl(router: RenderWithProvidersResult['router']): string {
  const { pathname, search } = router.state.location;
  return pathname + search;
}

/** Contract-shaped payloads (contract account §4.1, §4.3, §5.1) for tests; override what a case needs. */
export function makeConfig(over: Partial<SystemConfig> = {}): SystemConfig {
  return {
    webname: '学堂在线',
    name: '学堂在线',
    logo: { logo: '/images/logo.png', white_logo: '/images/logo-white.png' },
    url: 'http://localhost',
    pc_url: 'http://localhost',
    h5_url: '',
    icp: '',
    icp_link: '',
    icp2: '',
    icp2_link: '',
    user_protocol: 'http://localhost/user/protocol',
    user_private_protocol: 'http://localhost/user/private_protocol',
    aboutus: 'http://localhost/aboutus',
    player: {
      cover: '',
      enabled_bullet_secret: 0,
      bullet_secret: { size: 14, color: 'red', opacity: 1, text: '' },
    },
    member: { enabled_mobile_bind_alert: 0, enabled_face_verify: false },
    socialites: { qq: 0, wechat_scan: 0, wechat_oauth: 0 },
    credit1_reward: { register: 0, watched_vod_course: 0, watched_video: 0, paid_order: 0 },
    enabled_addons: [],
    sliders: [],
    navs: [],
    links: [],
    ...over,
  };
}

export function makeNav(id: number, name: string, url: string, over: Partial<Nav> = {}): Nav {
  return {
    id,
    sort: id,
    name,
    url,
    active_routes: '',
    platform: 'PC',
    parent_id: 0,
    blank: 0,
    children: [],
    ...over,
  };
}

export function makeMember(over: Partial<MemberDetail> = {}): MemberDetail {
  return {
    id: 1,
    avatar: 'http://localhost/avatar.png',
    nick_name: '学习达人',
    mobile: '13800000000',
    is_lock: 0,
    is_active: 1,
    role_id: 0,
    role_expired_at: null,
    role: null,
    invite_balance: 0,
    is_password_set: 1,
    is_set_nickname: 1,
    created_at: '2024-01-01T00:00:00.000000Z',
    credit1: 0,
    credit2: 0,
    credit3: 0,
    is_bind_qq: 0,
    is_bind_wechat: 0,
    is_bind_mobile: 1,
    invite_people_count: 0,
    is_face_verify: true,
    profile_real_name: '',
    profile_id_number: '',
    ...over,
  };
}

/** The `{code, message, data}` envelope. */
export const ok = <T,>(data: T) => ({ code: 0, message: '', data });
export const fail = (message: string, code = 1) => ({ code, message, data: [] });
