import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberDetail } from '@meedu/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../api/query-client.ts';
import { configQuery } from '../../../api/system.ts';
import { token } from '../../../lib/storage.ts';
import { browser } from '../../../lib/browser.ts';
import { memberApi } from '../../../../test/handlers/member.ts';
import { systemApi } from '../../../../test/handlers/system.ts';
import { makeMember } from '../../../../test/factories/member.ts';
import { makeConfig } from '../../../../test/factories/system.ts';
import { server } from '../../../../test/msw.ts';
import { cachedMember, currentUrl, renderRoute } from '../../../../test/render.tsx';

let member: MemberDetail = makeMember();
const socialConfig = () => makeConfig({ socialites: { qq: 1, wechat_scan: 1, wechat_oauth: 0 } });
let posted: Record<string, unknown[]> = {};

beforeEach(() =>
  server.use(
    memberApi.detail(() => member),
    systemApi.config(() => socialConfig()),
    memberApi.nickname(async ({ request }) => {
      const body = (await request.json()) as { nick_name: string };
      (posted.nickname ??= []).push(body);
      member = { ...member, nick_name: body.nick_name, is_set_nickname: 1 };
      return [];
    }),
  ),
);

beforeEach(() => {
  queryClient.clear();
  queryClient.setQueryData(configQuery.queryKey, socialConfig());
  token.set('tok');
  member = makeMember({ is_set_nickname: 0, mobile: '13812345678' });
  posted = {};
});
afterEach(() => {
  vi.restoreAllMocks();
});

const renderPage = (route = '/member') => renderRoute(route, { queryClient });

describe('/member', () => {
  it('shows the profile with the masked mobile and the figures', async () => {
    member = makeMember({
      mobile: '13812345678',
      credit1: 120,
      role_id: 2,
      role: { id: 2, name: '年度会员' },
      role_expired_at: '2030-01-01 00:00:00',
    });
    await renderPage();
    expect(await screen.findByText('138****5678')).toBeInTheDocument();
    expect(screen.getByText('成功邀请(人)')).toBeInTheDocument();
    expect(screen.getByText('120')).toBeInTheDocument();
    expect(screen.getByText('VIP')).toBeInTheDocument();
    expect(screen.getByText(/会员有效期至2030-01-01 00:00:00/)).toBeInTheDocument();
    expect(screen.getByText('绑定QQ')).toBeInTheDocument();
    expect(screen.getByText('绑定微信')).toBeInTheDocument();
  });

  it('sets the nickname once: empty is refused, a value is saved and the page follows', async () => {
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: /^修\s?改$/ }));
    expect(screen.getByText('（只可修改一次）')).toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('昵称'));
    await user.click(screen.getByRole('button', { name: /^保\s?存$/ }));
    expect(await screen.findByText('请输入昵称')).toBeInTheDocument();
    expect(posted.nickname).toBeUndefined();

    await user.type(screen.getByPlaceholderText('昵称'), '新昵称');
    await user.click(screen.getByRole('button', { name: /^保\s?存$/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(posted.nickname).toEqual([{ nick_name: '新昵称' }]);
    expect(await screen.findByText('已修改')).toBeInTheDocument();
    expect(cachedMember()?.nick_name).toBe('新昵称');
  });

  it('checks the avatar file type and the 1 MB limit before uploading', async () => {
    const { container } = await renderPage();
    await screen.findByText('点击图片修改');
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type=file]')!;
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('notes.txt不是图片文件')).toBeInTheDocument();
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(container.ownerDocument.querySelector<HTMLInputElement>('input[type=file]')!, big);
    expect(await screen.findByText('图片大小不超过1M')).toBeInTheDocument();
  });

  it('asks to bind a mobile before setting a password', async () => {
    member = makeMember({ is_bind_mobile: 0, mobile: '' });
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: '点击设置（修改）密码' }));
    expect(await screen.findByText('请绑定手机号')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '绑定手机号' })).toBeInTheDocument();
  });

  it('binds QQ by leaving for the provider with action=bind', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const { user } = await renderPage();
    await user.click((await screen.findAllByRole('button', { name: '点击绑定' }))[0]!);
    const url = new URL(assign.mock.calls[0]![0]);
    expect(url.searchParams.get('action')).toBe('bind');
    expect(url.searchParams.get('s_url')).toBe(`${window.location.origin}/member`);
    expect(url.searchParams.get('f_url')).toBe(`${window.location.origin}/member`);
  });

  it('finishes a QQ bind once per code and cleans the address', async () => {
    let binds = 0;
    server.use(
      memberApi.bindWithCode(async ({ request }) => {
        binds += 1;
        expect(await request.json()).toEqual({ code: 'abc' });
        member = { ...member, is_bind_qq: 1 };
        return [];
      }),
    );
    const { router } = await renderPage('/member?login_code=abc&action=bind');
    expect(await screen.findByText('绑定成功')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/member'));
    expect(await screen.findByRole('button', { name: '解绑账号' })).toBeInTheDocument();
    expect(binds).toBe(1);
    expect(sessionStorage.getItem('login_code:abc')).toBe('abc');
  });

  it('shows a QQ bind failure from the address', async () => {
    await renderPage(
      '/member?login_err_msg=%E6%8E%88%E6%9D%83%E7%99%BB%E5%BD%95%E5%A4%B1%E8%B4%A5&action=bind',
    );
    expect(await screen.findByText('授权登录失败')).toBeInTheDocument();
  });
});
