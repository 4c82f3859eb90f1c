import { screen, within } from '@testing-library/react';
import type { MemberCert } from '@meedu/contract';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginAs, makeConfig, makeMember, ok, renderWithProviders } from '../../../../test/render.tsx';
import { queryClient } from '../../../api/query-client.ts';
import { configQuery } from '../../../api/system.ts';
import { token } from '../../../lib/storage.ts';
import { useSession } from '../../../stores/session.ts';
import CertsPage from './CertsPage.tsx';
import { server } from '../../../../test/msw.ts';

let certs: MemberCert[] = [];
let down = false;
beforeEach(() => {
  down = false;
  certs = [
    {
      id: 5,
      created_at: new Date(Date.now() - 3 * 86400_000).toISOString(),
      cert: { id: 9, name: '《Python 入门》结业证书', template_image: '/c.svg' },
    },
    { id: 4, created_at: new Date(Date.now() - 86400_000).toISOString(), cert: null },
  ];
  server.use(
    http.get('*/api/v2/member/unreadNotificationCount', () => HttpResponse.json(ok(0))),
    http.get('*/addons/Cert/api/v1/member/cert', () =>
      down ? HttpResponse.error() : HttpResponse.json(ok({ data: certs, total: certs.length })),
    ),
  );
  queryClient.setQueryData(configQuery.queryKey, makeConfig());
  loginAs(makeMember());
  token.set('tok-1');
});
afterEach(() => {
  server.resetHandlers();
  queryClient.clear();
  useSession.setState({ isLogin: false, freshUnread: false });
  vi.restoreAllMocks();
});

describe('/member/certs', () => {
  it('lists certificates and opens the download with the template id and the token', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderWithProviders(<CertsPage />, { queryClient });
    const list = await screen.findByRole('list', { name: '证书列表' });
    expect(within(list).getByText('《Python 入门》结业证书')).toBeInTheDocument();
    expect(within(list).getByText('3天前')).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: /下载证书/ })).toHaveLength(1);
    await user.click(within(list).getByRole('button', { name: /下载证书/ }));
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/\/addons\/Cert\/api\/v1\/member\/cert\/9\/download\?token=tok-1$/),
      '_blank',
      'noopener',
    );
  });

  it('shows the empty image, and 加载失败 on a network error', async () => {
    certs = [];
    const first = renderWithProviders(<CertsPage />, { queryClient });
    expect(await screen.findByRole('status', { name: '暂无数据' })).toBeInTheDocument();
    first.unmount();
    queryClient.removeQueries({ queryKey: ['certs'] });
    down = true;
    renderWithProviders(<CertsPage />, { queryClient });
    expect(await screen.findByRole('alert', { name: '加载失败' })).toBeInTheDocument();
  });
});
