import { screen, within } from '@testing-library/react';
import type { MemberCert } from '@meedu/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../api/query-client.ts';
import { configQuery } from '../../../api/system.ts';
import { token } from '../../../lib/storage.ts';
import { marketingApi } from '../../../../test/handlers/marketing.ts';
import { makeMember } from '../../../../test/factories/member.ts';
import { makeConfig } from '../../../../test/factories/system.ts';
import { outage, findLoadFailure } from '../../../../test/load-failure.ts';
import { server } from '../../../../test/msw.ts';
import { antdElements, loginAs, renderRoute } from '../../../../test/render.tsx';

let certs: MemberCert[] = [];
const down = outage();
beforeEach(() => {
  certs = [
    {
      id: 5,
      created_at: new Date(Date.now() - 3 * 86400_000).toISOString(),
      cert: { id: 9, name: '《Python 入门》结业证书', template_image: '/c.svg' },
    },
    { id: 4, created_at: new Date(Date.now() - 86400_000).toISOString(), cert: null },
  ];
  server.use(marketingApi.certs(down.reply(() => ({ data: certs, total: certs.length }))));
  queryClient.setQueryData(configQuery.queryKey, makeConfig());
  loginAs(makeMember());
  token.set('tok-1');
});
afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

describe('/member/certs', () => {
  it('lists certificates and opens the download with the template id and the token', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await renderRoute('/member/certs', { queryClient });
    const list = await screen.findByRole('list', { name: '证书列表' });
    expect(within(list).getByText('《Python 入门》结业证书')).toBeInTheDocument();
    expect(within(list).getByText('3天前')).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: /下载证书/ })).toHaveLength(1);
    expect(antdElements()).toEqual([]); // a plain page (issue 30)
    await user.click(within(list).getByRole('button', { name: /下载证书/ }));
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/\/addons\/Cert\/api\/v1\/member\/cert\/9\/download\?token=tok-1$/),
      '_blank',
      'noopener',
    );
  });

  it('shows the empty image, and 加载失败 on a network error', async () => {
    certs = [];
    const first = await renderRoute('/member/certs', { queryClient });
    expect(await screen.findByRole('status', { name: '暂无数据' })).toBeInTheDocument();
    first.unmount();
    queryClient.removeQueries({ queryKey: ['certs'] });
    down.start();
    await renderRoute('/member/certs', { queryClient });
    expect(await findLoadFailure()).toBeInTheDocument();
  });
});
