import type { SocialiteLoginReply } from '@meedu/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/query-client.ts';
import { StorageKeys, flags, storage, token } from '../../lib/storage.ts';
import { useDialogs } from '../../stores/dialogs.ts';
import { useFeatures } from '../../stores/features.ts';
import { useSession } from '../../stores/session.ts';
import { AppProviders } from '../providers.tsx';
import type { StartupEnv } from './run-startup.ts';
import { Startup } from './Startup.tsx';
import { authApi } from '../../../test/handlers/auth.ts';
import { marketingApi } from '../../../test/handlers/marketing.ts';
import { memberApi } from '../../../test/handlers/member.ts';
import { systemApi } from '../../../test/handlers/system.ts';
import { networkError, refuse } from '../../../test/handlers/http.ts';
import { makeMember } from '../../../test/factories/member.ts';
import { makeConfig, makeNav } from '../../../test/factories/system.ts';
import { server } from '../../../test/msw.ts';
import { cachedMember } from '../../../test/render.tsx';

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

let config = makeConfig();
let configFails = false;
const codeBodies: unknown[] = [];
let codeReply: SocialiteLoginReply = { success: 1, token: 'code-token' };
beforeEach(() =>
  server.use(
    systemApi.config(() => (configFails ? networkError() : config)),
    systemApi.navs(() => [makeNav(1, '首页', '/')]),
    memberApi.detail(({ request }) =>
      request.headers.get('authorization') ? makeMember({ is_bind_mobile: 0 }) : refuse('错误', 401),
    ),
    authApi.loginCode(async ({ request }) => {
      codeBodies.push(await request.json());
      return codeReply;
    }),
    marketingApi.shareBind([]),
  ),
);
beforeEach(() => {
  queryClient.clear();
  config = makeConfig();
  configFails = false;
  codeBodies.length = 0;
  codeReply = { success: 1, token: 'code-token' };
});

function makeEnv(url: string, userAgent = DESKTOP): StartupEnv & { replaced: string[]; left: string[] } {
  const u = new URL(url, 'http://shop.example');
  const replaced: string[] = [];
  const left: string[] = [];
  return {
    location: { origin: u.origin, pathname: u.pathname, search: u.search },
    userAgent,
    replaceUrl: (to) => replaced.push(to),
    leave: (to) => left.push(to),
    replaced,
    left,
  };
}

function start(env: StartupEnv) {
  return render(
    <AppProviders client={queryClient}>
      <Startup env={env}>
        <p>应用已就绪</p>
      </Startup>
    </AppProviders>,
  );
}

describe('Startup', () => {
  it('shows a spinner, loads config and navs, derives the feature switches, then renders', async () => {
    config = makeConfig({ enabled_addons: ['Zhibo', 'Paper', 'Credit1Mall'] });
    start(makeEnv('/'));
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    expect(await screen.findByText('应用已就绪')).toBeInTheDocument();
    const f = useFeatures.getState().features;
    expect(f).toMatchObject({
      vip: true,
      live: true,
      paper: true,
      wrongBook: true,
      credit1Mall: true,
      book: false,
    });
    expect(queryClient.getQueryData(['system', 'navs'])).toHaveLength(1);
  });

  it('shows 网站初始化失败 with the reason and a working 重试 when config fails', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    configFails = true;
    start(makeEnv('/'));
    expect(await screen.findByText('网站初始化失败')).toBeInTheDocument();
    expect(screen.getByText('网络异常，请检查网络后重试')).toBeInTheDocument();
    configFails = false;
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('应用已就绪')).toBeInTheDocument();
    spy.mockRestore();
  });

  it('with a token loads the member and applies the pending flags from config', async () => {
    token.set('tok');
    config = makeConfig({ member: { enabled_mobile_bind_alert: 1, enabled_face_verify: false } });
    start(makeEnv('/courses'));
    expect(await screen.findByText('应用已就绪')).toBeInTheDocument();
    expect(cachedMember()?.nick_name).toBe('学习达人');
    expect(useSession.getState().isLogin).toBe(true);
    expect(flags.bindMobilePending()).toBe(true);
  });

  it('stores msv from the address', async () => {
    start(makeEnv('/?msv=inviter9'));
    await screen.findByText('应用已就绪');
    expect(storage.get(StorageKeys.msv)).toBe('inviter9');
  });

  it('exchanges login_code once, logs in and drops the two parameters', async () => {
    const env = makeEnv('/courses?x=1&login_code=abc&action=login');
    const first = start(env);
    expect(await screen.findByText('应用已就绪')).toBeInTheDocument();
    expect(codeBodies).toEqual([{ code: 'abc' }]);
    expect(token.get()).toBe('code-token');
    expect(useSession.getState().isLogin).toBe(true);
    expect(env.replaced).toEqual(['/courses?x=1']);
    first.unmount();

    // A reload with the same code does not exchange it again.
    useSession.setState({ isLogin: false });
    start(makeEnv('/courses?x=1&login_code=abc&action=login'));
    expect(await screen.findByText('应用已就绪')).toBeInTheDocument();
    expect(codeBodies).toHaveLength(1);
  });

  it('on /login/callback goes to the safe redirect after the exchange, and sends the stored msv', async () => {
    storage.set(StorageKeys.msv, 'm1');
    const env = makeEnv(
      `/login/callback?redirect=${encodeURIComponent('/member?tab=2')}&login_code=c2&action=login`,
    );
    start(env);
    await screen.findByText('应用已就绪');
    expect(codeBodies).toEqual([{ code: 'c2', msv: 'm1' }]);
    expect(env.replaced).toEqual(['/member?tab=2']);
  });

  it('refuses an off-site redirect on /login/callback', async () => {
    const env = makeEnv(
      `/login/callback?redirect=${encodeURIComponent('https://evil.example')}&login_code=c3&action=login`,
    );
    start(env);
    await screen.findByText('应用已就绪');
    expect(env.replaced).toEqual(['/']);
  });

  it('success 0 with bind_mobile keeps the code and opens the code-bind dialog', async () => {
    codeReply = { success: 0, action: 'bind_mobile', code: 'c4' };
    start(makeEnv('/login?login_code=c4&action=login'));
    await screen.findByText('应用已就绪');
    expect(storage.get(StorageKeys.loginCode)).toBe('c4');
    expect(useDialogs.getState().open).toBe('codeBindMobile');
    expect(token.get()).toBeNull();
  });

  it('a failed exchange toasts the server message and still starts', async () => {
    server.use(authApi.loginCode(() => refuse('已过期')));
    start(makeEnv('/?login_code=old&action=login'));
    expect(await screen.findByText('应用已就绪')).toBeInTheDocument();
    expect(await screen.findByText('已过期')).toBeInTheDocument();
    expect(token.get()).toBeNull();
  });

  it('ignores action=bind codes (the member page handles them)', async () => {
    start(makeEnv('/member?login_code=b1&action=bind'));
    await screen.findByText('应用已就绪');
    expect(codeBodies).toHaveLength(0);
  });

  it('sends mobile visitors to the H5 site when configured, and renders nothing else', async () => {
    config = makeConfig({ h5_url: 'https://m.example.com' });
    const env = makeEnv('/courses/detail/12', IPHONE);
    start(env);
    await waitFor(() => expect(env.left).toEqual(['https://m.example.com/#/pages/course/show?id=12']));
    expect(screen.queryByText('应用已就绪')).not.toBeInTheDocument();
  });

  it('keeps mobile visitors when no H5 site is configured', async () => {
    const env = makeEnv('/courses/detail/12', IPHONE);
    start(env);
    expect(await screen.findByText('应用已就绪')).toBeInTheDocument();
    expect(env.left).toEqual([]);
  });
});
