import { screen, waitFor, within } from '@testing-library/react';
import type {
  CommentsReplyV3,
  CommentStoreReplyV3,
  CreateOrderReplyV3,
  DecorationBlocksReply,
  MemberDetailV430,
} from '@meedu/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootShell } from './layouts/RootShell.tsx';
import WechatScanDialog from '../features/auth/components/WechatScanDialog.tsx';
import { WechatBindDialog } from '../features/member/components/WechatBindDialog.tsx';
import { paths } from '../config/paths.ts';
import { token } from '../lib/storage.ts';
import { capabilitiesOf } from '../api/capabilities.ts';
import { queryClient } from '../api/query-client.ts';
import { configQuery } from '../api/system.ts';
import { config4930, configOf, type Dialect } from '../../test/factories/dialect.ts';
import { makeCourse, makeCourseDetailReply, makeCourseListItem } from '../../test/factories/course.ts';
import { makeMember } from '../../test/factories/member.ts';
import { makeConfig } from '../../test/factories/system.ts';
import { courseApi } from '../../test/handlers/course.ts';
import { httpError, onGet, onPost } from '../../test/handlers/http.ts';
import { memberApi } from '../../test/handlers/member.ts';
import { orderApi } from '../../test/handlers/order.ts';
import { server } from '../../test/msw.ts';
import { currentUrl, loginAs, renderRoute, renderWithProviders } from '../../test/render.tsx';

/** Every request path with its query, and each POST's JSON body, as the server saw them. */
let asked: string[] = [];
let posted: { path: string; body: unknown }[] = [];
const listen = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  asked.push(url.pathname + url.search);
  if (request.method === 'POST')
    void request
      .clone()
      .json()
      .then((body: unknown) => posted.push({ path: url.pathname, body }));
};
beforeEach(() => {
  asked = [];
  posted = [];
  server.events.on('request:start', listen);
});
afterEach(() => {
  server.events.removeListener('request:start', listen);
  token.clear();
});

/** The server speaks `dialect`: its config is in the cache before the screen renders, as after start-up. */
async function serverSpeaks(dialect: Dialect) {
  server.use(configOf(dialect));
  await queryClient.fetchQuery(configQuery);
}

describe('capabilities from the config reply', () => {
  it('4.9.8 keeps every 4.9.8 call; 4.9.30 takes every new one; a config with both keeps 4.9.8 calls', () => {
    const legacy = capabilitiesOf(makeConfig());
    expect(legacy).toMatchObject({
      orders: 'per-goods',
      comments: 'flat',
      homeBlocks: 'view-block',
      wechatScan: 'mp-qr',
      attachments: 'stream',
      playInfo: 'client-trial',
      protocols: { vip: null, paidContent: null },
    });
    expect(capabilitiesOf(config4930({ course_purchase_notice: '<p>须知</p>' }))).toMatchObject({
      orders: 'unified',
      comments: 'threaded',
      homeBlocks: 'decoration',
      wechatScan: 'oauth-page',
      attachments: 'signed-url',
      playInfo: 'server-trial',
      protocols: { paidContent: 'http://localhost/user/paid_content_purchase_protocol' },
      coursePurchaseNotice: '<p>须知</p>',
    });
    const both = capabilitiesOf({ ...config4930(), webname: '学堂', sliders: [] });
    expect(both).toMatchObject({
      orders: 'per-goods',
      comments: 'flat',
      homeBlocks: 'view-block',
    });
    expect(both.protocols.vip).toBe('http://localhost/user/vip_protocol');
    expect(capabilitiesOf(undefined).orders).toBe('per-goods');
  });
});

describe('buying a course', () => {
  const checkout = paths.order({ goods_type: 'vod', goods_id: 7, goods_name: '课程七', goods_charge: 99 });

  it('4.9.30: the agreement tick, POST /api/v3/order, the cashier QR polled until paid', async () => {
    await serverSpeaks('4.9.30');
    loginAs(makeMember());
    let status = 5;
    const reply: CreateOrderReplyV3 = {
      order_no: '202611291230451234',
      total: 99,
      discount: 0,
      is_paid: false,
      pay_url: 'http://localhost/payment/index?sign=order-abc',
      sign: 'order-abc',
    };
    server.use(
      onPost('/api/v3/order', reply),
      orderApi.status(() => ({ status: status as 5 | 9 })),
    );
    const first = await renderRoute(checkout);
    const { user } = first;
    let { router } = first;
    expect(screen.queryByRole('group', { name: '支付方式' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /提交订单/ }));
    expect(await screen.findByText('请同意付费内容购买协议')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /付费内容购买协议/ }));
    await user.click(screen.getByRole('button', { name: /提交订单/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/pay'));
    expect(posted).toContainEqual({
      path: '/api/v3/order',
      body: { goods_type: 'COURSE', goods_id: 7, promo_code: '', agree_protocol: 1 },
    });
    expect(asked.some((a) => a.startsWith('/api/v2/order/'))).toBe(false);
    // The test router mounts one page: the pay page is rendered at the address the checkout went to.
    const pay = await renderRoute(currentUrl(router));
    router = pay.router;
    expect(await screen.findByLabelText('收银台二维码')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '在本机打开收银台' })).toHaveAttribute('href', reply.pay_url);
    await waitFor(() => expect(asked).toContain('/api/v2/order/status?order_id=202611291230451234'));
    status = 9;
    expect(await screen.findByText('已成功支付')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/courses/detail/7'));
  }, 30_000);

  it('4.9.8: the gateways, POST /api/v2/order/course, the agreement only a link', async () => {
    await serverSpeaks('4.9.8');
    loginAs(makeMember());
    server.use(
      orderApi.payments([{ sign: 'wechat', name: '微信扫码支付', icon: '' }]),
      orderApi.place('course', {
        id: 1,
        user_id: 1,
        charge: 99,
        order_id: '1120000123',
        payment_method: '',
        status_text: '未支付',
        payment_text: '',
        continue_pay: true,
        goods: [],
        created_at: '2026-11-23 10:00:00',
      }),
    );
    const { user } = await renderRoute(checkout);
    expect(await screen.findByRole('button', { name: '微信支付' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: /提交订单/ }));
    await waitFor(() => expect(posted.map((p) => p.path)).toContain('/api/v2/order/course'));
    expect(asked).not.toContain('/api/v3/order');
  }, 30_000);
});

const pendingId = 'pX9kL2mN4qR7sT1u';
const commentsV3 = (mine: boolean): CommentsReplyV3 => ({
  total: mine ? 2 : 1,
  data: [
    ...(mine
      ? [
          {
            id: pendingId,
            parent_id: 'z0000000000000000',
            reply_id: 'z0000000000000000',
            content: '',
            ip_province: '',
            is_check: 0 as const,
            created_at: new Date().toISOString(),
            replies_count: 0,
            replies: [],
            user: { avatar: '', nick_name: '学员甲' },
          },
        ]
      : []),
    {
      id: 'aB3dE5fG7hJ9kL1m',
      parent_id: 'z0000000000000000',
      reply_id: 'z0000000000000000',
      content: '讲得清楚',
      ip_province: '浙江',
      is_check: 1,
      created_at: '2026-11-01T08:00:00.000000Z',
      replies_count: 2,
      replies: [],
      user: [],
    },
  ],
});

describe('course comments', () => {
  beforeEach(() => {
    server.use(
      courseApi.detail(1, makeCourseDetailReply({ course: makeCourse({ id: 1, charge: 0 }) })),
      memberApi.learnedVideos(1, []),
    );
  });

  it('4.9.30: threaded, a one-character comment posted to /api/v3/comment/store, shown as 审核中 with its text', async () => {
    await serverSpeaks('4.9.30');
    loginAs(makeMember());
    let mine = false;
    const stored: CommentStoreReplyV3 = {
      id: pendingId,
      content: '',
      created_at: new Date().toISOString(),
      parent_id: 'z0000000000000000',
      reply_id: 'z0000000000000000',
      ip_province: '',
      is_check: 0,
      user: { nick_name: '学员甲', avatar: '' },
    };
    server.use(
      onGet('/api/v3/comments', () => commentsV3(mine)),
      onPost('/api/v3/comment/store', () => {
        mine = true;
        return stored;
      }),
    );
    const { user } = await renderRoute('/courses/detail/1?tab=4');
    const list = await screen.findByRole('list', { name: '评论列表' });
    expect(within(list).getByText('讲得清楚')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: '2回复' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '评论内容' }), '好');
    await user.click(screen.getByRole('button', { name: '评论' }));
    expect(await within(list).findByText('审核中')).toBeInTheDocument();
    expect(within(list).getByText('好')).toBeInTheDocument();
    expect(posted).toContainEqual({
      path: '/api/v3/comment/store',
      body: { rt: 1, rid: 1, content: '好', parent_id: 0, reply_id: 0 },
    });
    expect(asked.filter((a) => a.startsWith('/api/v2/course/1/comment'))).toEqual([]);
  }, 30_000);

  it('4.9.8, or a 4.9.30 call answering 404: the v2 list', async () => {
    await serverSpeaks('4.9.30');
    server.use(
      onGet('/api/v3/comments', () => httpError(404, { message: 'Not Found' })),
      courseApi.comments(1, { comments: [], users: {} }),
    );
    await renderRoute('/courses/detail/1?tab=4');
    await waitFor(() => expect(asked).toContain('/api/v2/course/1/comments'));
    expect(asked.some((a) => a.startsWith('/api/v3/comments?rt=1&rid=1'))).toBe(true);
    expect(await screen.findByLabelText('暂无数据')).toBeInTheDocument();
  }, 30_000);
});

describe('home', () => {
  it('4.9.30: one decorationPage call gives the pc-slider carousel and the blocks', async () => {
    await serverSpeaks('4.9.30');
    const blocks = [
      {
        id: 2,
        platform: '',
        page: '',
        decoration_page_id: 1,
        sign: 'pc-vod-v1',
        sort: 2,
        config: '',
        config_render: { title: '精选课程', items: [makeCourseListItem(5, { title: '装修块课程' })] },
      },
      {
        id: 1,
        platform: '',
        page: '',
        decoration_page_id: 1,
        sign: 'pc-slider',
        sort: 1,
        config: '',
        config_render: [
          { src: 'http://localhost/s1.png', href: '/vip' },
          { src: null, href: null },
        ],
      },
    ] as DecorationBlocksReply;
    server.use(onGet('/api/v2/decorationPage/blocks', blocks), onGet('/api/v2/announcement/latest', []));
    await renderRoute('/');
    expect(await screen.findByRole('heading', { name: '精选课程' })).toBeInTheDocument();
    expect(screen.getByText('装修块课程')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '轮播图 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '轮播图 2' })).toBeNull();
    expect(asked).toContain('/api/v2/decorationPage/blocks?page_name=pc-page-index');
    expect(asked.some((a) => a.startsWith('/api/v2/sliders') || a.startsWith('/api/v2/viewBlock'))).toBe(
      false,
    );
  }, 30_000);
});

describe('the agreement dialog', () => {
  const member = (agreed: boolean): MemberDetailV430 => ({
    ...makeMember(),
    agreement_status: { user_agreement_agreed: agreed, privacy_policy_agreed: true },
  });

  it('4.9.30: blocks a member who has not agreed until they agree', async () => {
    await serverSpeaks('4.9.30');
    loginAs(member(false));
    let agreed = false;
    server.use(
      onPost('/api/v2/member/agreement/agree', () => {
        agreed = true;
        return [];
      }),
      memberApi.detail(() => member(agreed)),
    );
    const { user } = renderWithProviders(<RootShell />);
    const dialog = await screen.findByRole('dialog', { name: '用户协议和隐私政策' });
    expect(within(dialog).getByRole('link', { name: '《用户协议》' })).toHaveAttribute(
      'href',
      'http://localhost/user/protocol',
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '用户协议和隐私政策' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '同意并继续' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toContainEqual({
      path: '/api/v2/member/agreement/agree',
      body: { user_agreement_agreed: true },
    });
  }, 30_000);

  it('a config with both dialects (our server): the member detail alone asks', async () => {
    server.use(onGet('/api/v2/other/config', { ...config4930(), webname: '学堂', sliders: [] }));
    await queryClient.fetchQuery(configQuery);
    loginAs(member(false));
    server.use(memberApi.detail(() => member(false)));
    renderWithProviders(<RootShell />);
    expect(await screen.findByRole('dialog', { name: '用户协议和隐私政策' })).toBeInTheDocument();
  });

  it('4.9.8: a member detail without agreement_status opens no dialog', async () => {
    await serverSpeaks('4.9.8');
    loginAs(makeMember());
    renderWithProviders(<RootShell />);
    await screen.findByText((_, el) => el?.tagName === 'BODY');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('WeChat scan login', () => {
  it('4.9.30: the OAuth page QR, polled until a login code, redeemed through auth/login/code', async () => {
    await serverSpeaks('4.9.30');
    let scanned = false;
    server.use(
      onPost('/api/v3/auth/login/wechat-scan/url', {
        url: 'http://localhost/api/v3/auth/login/wechat-scan/page?key=k1&action=login',
        key: 'k1',
        expire: Math.floor(Date.now() / 1000) + 300,
      }),
      onGet('/api/v3/auth/login/wechat-scan/query', () => {
        const code = scanned ? 'login-code-1' : '0';
        scanned = true;
        return { code };
      }),
      onPost('/api/v3/auth/login/code', { success: 1, token: 'scan-token' }),
    );
    renderWithProviders(<WechatScanDialog />);
    expect(await screen.findByLabelText('微信扫码登录二维码')).toBeInTheDocument();
    await waitFor(() => expect(token.get()).toBe('scan-token'));
    expect(posted).toContainEqual({ path: '/api/v3/auth/login/code', body: { code: 'login-code-1' } });
    expect(asked.filter((a) => a.startsWith('/api/v3/auth/login/wechat-scan/query?key=k1')).length).toBe(2);
    expect(asked.some((a) => a.startsWith('/api/v3/auth/login/wechat/scan'))).toBe(false);
  }, 30_000);

  it('4.9.30: binding from the member centre draws the bind QR, and the login code it yields binds through bindWithCode', async () => {
    await serverSpeaks('4.9.30');
    server.use(
      onPost('/api/v3/auth/login/wechat-scan/url', {
        url: 'http://localhost/api/v3/auth/login/wechat-scan/page?key=k2&action=bind',
        key: 'k2',
        expire: Math.floor(Date.now() / 1000) + 300,
      }),
      onGet('/api/v3/auth/login/wechat-scan/query', { code: 'bind-code-1' }),
      onPost('/api/v3/member/socialite/bindWithCode', []),
    );
    const onBound = vi.fn();
    renderWithProviders(<WechatBindDialog onClose={() => undefined} onBound={onBound} />);
    expect(await screen.findByLabelText('绑定微信二维码')).toBeInTheDocument();
    expect(screen.getByText('请使用微信扫描二维码完成绑定')).toBeInTheDocument();
    await waitFor(() => expect(onBound).toHaveBeenCalledOnce());
    expect(posted).toContainEqual({ path: '/api/v3/auth/login/wechat-scan/url', body: { action: 'bind' } });
    expect(posted).toContainEqual({
      path: '/api/v3/member/socialite/bindWithCode',
      body: { code: 'bind-code-1' },
    });
    expect(asked.some((a) => a.startsWith('/api/v3/member/wechatScanBind'))).toBe(false);
  }, 30_000);
});
