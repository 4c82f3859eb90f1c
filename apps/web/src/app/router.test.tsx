import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { flags, token } from '../lib/storage.ts';
import { guardRedirect } from './guard.tsx';
import { AppProviders } from './providers.tsx';
import { buildRoutes } from './router.tsx';
import type { RouteEntry } from './routes.ts';
import { systemApi } from '../../test/handlers/system.ts';
import { server } from '../../test/msw.ts';
import { createTestQueryClient } from '../../test/render.tsx';

beforeEach(() => server.use(systemApi.navs([]), systemApi.links([])));
beforeEach(() => {
  token.clear();
  flags.setBindMobile(false);
  flags.setFaceCheck(false);
});

const page = (text: string) => () => Promise.resolve({ default: () => <p>{text}</p> });
function Boom(): never {
  throw new Error('页面炸了');
}

const table: RouteEntry[] = [
  { path: '/', layout: 'full', auth: false, page: page('首页内容'), prefetch: null },
  { path: '/login', layout: 'headerOnly', auth: false, page: page('登录页'), prefetch: null },
  { path: '/book/read/:id', layout: 'footerOnly', auth: true, page: page('阅读器'), prefetch: null },
  { path: '/live/video/:id', layout: 'bare', auth: true, page: page('直播间'), prefetch: null },
  { path: '/member/orders', layout: 'full', auth: true, page: page('订单列表'), prefetch: null },
  { path: '/bind-mobile', layout: 'full', auth: false, page: page('绑定手机'), prefetch: null },
  { path: '/face-check', layout: 'full', auth: false, page: page('实名认证'), prefetch: null },
  {
    path: '/broken',
    layout: 'full',
    auth: false,
    page: () => Promise.resolve({ default: Boom }),
    prefetch: null,
  },
  { path: '/slow', layout: 'full', auth: false, page: () => new Promise(() => undefined), prefetch: null },
];

function renderAt(url: string) {
  const router = createMemoryRouter(buildRoutes(table), { initialEntries: [url] });
  render(
    <AppProviders client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
const here = (router: ReturnType<typeof renderAt>) =>
  router.state.location.pathname + router.state.location.search;

describe('guardRedirect (SPEC §2 order)', () => {
  it('no token → /login with the encoded path and query', () => {
    expect(guardRedirect('/member/orders?page=2&x=a%20b')).toBe(
      `/login?redirect=${encodeURIComponent('/member/orders?page=2&x=a%20b')}`,
    );
  });
  it('token and bind pending → /bind-mobile, even when face check is pending too', () => {
    token.set('t');
    flags.setBindMobile(true);
    flags.setFaceCheck(true);
    expect(guardRedirect('/member')).toBe('/bind-mobile');
  });
  it('token and face pending → /face-check', () => {
    token.set('t');
    flags.setFaceCheck(true);
    expect(guardRedirect('/member')).toBe('/face-check');
  });
  it('token and nothing pending → stay', () => {
    token.set('t');
    expect(guardRedirect('/member')).toBeNull();
  });
});

describe('router', () => {
  it('sends a visitor of a protected page to /login?redirect=… (replace)', async () => {
    const router = renderAt('/member/orders?page=2');
    expect(await screen.findByText('登录页')).toBeInTheDocument();
    expect(here(router)).toBe('/login?redirect=%2Fmember%2Forders%3Fpage%3D2');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends pending bind to /bind-mobile, then pending face to /face-check, else shows the page', async () => {
    token.set('t');
    flags.setBindMobile(true);
    flags.setFaceCheck(true);
    const router = renderAt('/member/orders');
    expect(await screen.findByText('绑定手机')).toBeInTheDocument();
    expect(here(router)).toBe('/bind-mobile');

    flags.setBindMobile(false);
    await router.navigate('/member/orders');
    expect(await screen.findByText('实名认证')).toBeInTheDocument();

    flags.setFaceCheck(false);
    await router.navigate('/member/orders');
    expect(await screen.findByText('订单列表')).toBeInTheDocument();
  });

  it('puts pages in their layouts: header+footer, header only, footer only, bare', async () => {
    token.set('t');
    const router = renderAt('/');
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveClass('site-main');

    await router.navigate('/login');
    expect(await screen.findByText('登录页')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    await router.navigate('/book/read/1');
    expect(await screen.findByText('阅读器')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await router.navigate('/live/video/1');
    expect(await screen.findByText('直播间')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows a spinner while a lazy page loads', async () => {
    renderAt('/slow');
    expect(await screen.findByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows the not-found page for unknown paths, in the bare layout, with a way home', async () => {
    const router = renderAt('/no/such/page');
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /返回首页/ }));
    await waitFor(() => expect(here(router)).toBe('/'));
  });

  it('shows the application error screen when a page throws', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken');
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('页面炸了')).toBeInTheDocument();
    spy.mockRestore();
  });

  it('leaves the error screen when the address changes', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = renderAt('/broken');
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    await router.navigate('/');
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    spy.mockRestore();
  });

  it('scrolls to the top when the pathname changes', async () => {
    const spy = vi.spyOn(window, 'scrollTo');
    const router = renderAt('/');
    await screen.findByText('首页内容');
    // The scroll runs in a passive effect, which may come after the page is on screen: wait for it, both times.
    await waitFor(() => expect(spy).toHaveBeenCalledWith(0, 0));
    spy.mockClear();
    await router.navigate('/login');
    await screen.findByText('登录页');
    await waitFor(() => expect(spy).toHaveBeenCalledWith(0, 0));
    spy.mockRestore();
  });
});
