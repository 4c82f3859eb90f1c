import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../api/query-client.ts';
import { configQuery } from '../../../api/system.ts';
import { flags, token } from '../../../lib/storage.ts';
import { holdTimers } from '../../../../test/timers.ts';
import { memberApi } from '../../../../test/handlers/member.ts';
import { systemApi } from '../../../../test/handlers/system.ts';
import { queryOf, refuse } from '../../../../test/handlers/http.ts';
import { makeMember } from '../../../../test/factories/member.ts';
import { makeConfig } from '../../../../test/factories/system.ts';
import { server } from '../../../../test/msw.ts';
import { currentUrl, renderRoute } from '../../../../test/render.tsx';

let member = makeMember();
beforeEach(() =>
  server.use(
    memberApi.detail(() => member),
    systemApi.captchaImage(() => ({ sensitive: false, key: 'k', img: 'data:image/png;base64,c' })),
  ),
);

beforeEach(() => {
  queryClient.clear();
  queryClient.setQueryData(
    configQuery.queryKey,
    makeConfig({ member: { enabled_mobile_bind_alert: 1, enabled_face_verify: true } }),
  );
  token.set('tok');
  member = makeMember();
});

describe('/face-check', () => {
  it('shows the verification QR, polls every 2.5 s and goes on at status 9', async () => {
    const clock = holdTimers(2500);
    flags.setFaceCheck(true);
    let polls = 0;
    server.use(
      memberApi.faceVerifyStart(async ({ request }) => {
        expect(await request.json()).toEqual({ s_url: 'PC' });
        return {
          url: 'http://localhost/__dev/face?biz_token=b1',
          rule_id: '1',
          biz_token: 'b1',
          request_id: 'r',
        };
      }),
      memberApi.faceVerifyStatus(({ request }) => {
        polls += 1;
        expect(queryOf(request).get('biz_token')).toBe('b1');
        // Not verified yet: the server puts the status where the envelope's code goes.
        return polls < 2 ? HttpResponse.json({ code: { status: 5 }, message: '', data: [] }) : { status: 9 };
      }),
    );
    const { router } = await renderRoute('/face-check?redirect=%2Fmember', { queryClient });
    expect(await screen.findByText('请使用微信扫码完成实名认证')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '无法扫码？在本机打开认证页面' })).toHaveAttribute(
      'href',
      'http://localhost/__dev/face?biz_token=b1',
    );
    await clock.scheduled(2500);
    clock.advance(2500);
    await waitFor(() => expect(polls).toBe(1));
    // The next poll is set once this answer is handled: the member is still here.
    await clock.scheduled(2500);
    expect(currentUrl(router)).toBe('/face-check?redirect=%2Fmember');
    clock.advance(2500);
    await waitFor(() => expect(currentUrl(router)).toBe('/member'));
    expect(await screen.findByText('实名认证成功')).toBeInTheDocument();
    expect(flags.faceCheckPending()).toBe(false);
  });

  it('says so when the member was verified before', async () => {
    flags.setFaceCheck(true);
    server.use(memberApi.faceVerifyStart(() => refuse('当前学员已完成实人认证')));
    const { user, router } = await renderRoute('/face-check', { queryClient });
    expect(await screen.findByText('您已完成实名认证')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^继\s?续$/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(flags.faceCheckPending()).toBe(false);
  });

  it('sends a visitor without a token to login', async () => {
    token.clear();
    const { router } = await renderRoute('/face-check', { queryClient });
    await waitFor(() => expect(currentUrl(router)).toBe('/login?redirect=%2Fface-check'));
  });
});

describe('/bind-mobile', () => {
  it('uses the page rules, binds, then continues to face check when it is pending', async () => {
    flags.setBindMobile(true);
    member = makeMember({ is_face_verify: false });
    const bodies: unknown[] = [];
    server.use(
      memberApi.bindMobile(async ({ request }) => {
        bodies.push(await request.json());
        return [];
      }),
    );
    const { user, router } = await renderRoute('/bind-mobile', { queryClient });
    await user.click(await screen.findByRole('button', { name: '立即绑定' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(await screen.findByText('请输入短信验证码')).toBeInTheDocument();
    expect((await screen.findAllByText('请输入图形验证码')).length).toBeGreaterThan(0);

    await user.type(screen.getByPlaceholderText('请输入手机号'), '13900000009');
    await user.type(screen.getByPlaceholderText('请输入图形验证码'), 'abcd');
    await user.type(screen.getByPlaceholderText('请输入短信验证码'), '112233');
    await user.click(screen.getByRole('button', { name: '立即绑定' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/face-check'));
    expect(bodies).toEqual([{ mobile: '13900000009', mobile_code: '112233' }]);
    expect(flags.bindMobilePending()).toBe(false);
    expect(flags.faceCheckPending()).toBe(true);
  });

  it('goes to /member when nothing else is pending', async () => {
    flags.setBindMobile(true);
    server.use(memberApi.bindMobile([]));
    const { user, router } = await renderRoute('/bind-mobile', { queryClient });
    await user.type(await screen.findByPlaceholderText('请输入手机号'), '13900000009');
    await user.type(screen.getByPlaceholderText('请输入图形验证码'), 'abcd');
    await user.type(screen.getByPlaceholderText('请输入短信验证码'), '112233');
    await user.click(screen.getByRole('button', { name: '立即绑定' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/member'));
    expect(screen.getByText('绑定成功')).toBeInTheDocument();
  });
});
