import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CommentsReply,
  CourseDetail,
  CourseDetailReply,
  LearnedVideo,
  MsLookup,
  TgLookup,
  VideoItem,
} from '@meedu/contract';
import {
  antdElements,
  currentUrl,
  fail,
  makeConfig,
  makeMember,
  ok,
  renderWithProviders,
  loginAs,
} from '../../../../test/render.tsx';
import { initialFeatures } from '../../../lib/features.ts';
import { token } from '../../../lib/storage.ts';
import { useDialogs } from '../../../stores/dialogs.ts';
import { useFeatures } from '../../../stores/features.ts';
import { useSession } from '../../../stores/session.ts';
import CourseDetailPage from './CourseDetailPage.tsx';
import { server } from '../../../../test/msw.ts';

const video = (id: number, over: Partial<VideoItem> = {}): VideoItem => ({
  id,
  course_id: 1,
  title: `第${id}节`,
  published_at: '2024-01-01 00:00:00',
  charge: 0,
  chapter_id: 5,
  duration: 600,
  is_ban_sell: 0,
  free_seconds: 0,
  ban_drag: 0,
  ...over,
});

const baseCourse: CourseDetail = {
  id: 1,
  title: 'Python & 数据分析',
  slug: '',
  thumb: '/c1.png',
  charge: 99,
  short_description: '从零开始学数据分析',
  published_at: '2024-01-01 00:00:00',
  is_rec: 0,
  user_count: 10,
  category_id: 3,
  is_free: 0,
  videos_count: 3,
  category: { id: 3, name: '编程' },
  render_desc: '<p>课程介绍正文</p>',
};

function makeDetail(
  over: Partial<CourseDetailReply> = {},
  course: Partial<CourseDetail> = {},
): CourseDetailReply {
  return {
    course: { ...baseCourse, ...course },
    chapters: [{ id: 5, course_id: 1, title: '第一章 基础' }],
    videos: { '5': [video(101, { free_seconds: 30 }), video(102)], '0': [video(103, { chapter_id: 0 })] },
    isBuy: false,
    isCollect: false,
    videoWatchedProgress: [],
    attach: [{ id: 9, name: '课件.pdf', size: 100, extension: 'pdf' }],
    buyVideos: [],
    ...over,
  };
}

let detail = makeDetail();
let comments: CommentsReply = { comments: [], users: [] };
let ms: MsLookup = { data: null, order: null };
let tg: TgLookup = { goods: null, items: [], join_item: [] };
let learned: LearnedVideo[] = [];
const posted: string[] = [];
const promoCalls: string[] = [];

beforeEach(() =>
  server.use(
    http.get('*/api/v2/other/config', () => HttpResponse.json(ok(makeConfig()))),
    http.get('*/api/v2/course/1', () => HttpResponse.json(ok(detail))),
    http.get('*/api/v2/course/1/comments', () => HttpResponse.json(ok(comments))),
    http.post('*/api/v2/course/1/comment', async ({ request }) => {
      const { content } = (await request.json()) as { content: string };
      posted.push(content);
      if (content.length < 6) return HttpResponse.json(fail('评论内容不能少于6个字'));
      comments = {
        comments: [{ id: 2, user_id: 1, render_content: content, created_at: new Date().toISOString() }],
        users: { '1': { id: 1, avatar: '', nick_name: '学习达人' } },
      };
      return HttpResponse.json(ok([]));
    }),
    http.get('*/api/v2/course/1/like', () => HttpResponse.json(ok(1))),
    http.get('*/api/v3/member/learned/course/1', () => HttpResponse.json(ok(learned))),
    http.get('*/addons/MiaoSha/api/v1/m/0', ({ request }) => {
      promoCalls.push(`ms:${new URL(request.url).search}`);
      return HttpResponse.json(ok(ms));
    }),
    http.get('*/addons/TuanGou/api/v1/t/0', ({ request }) => {
      promoCalls.push(`tg:${new URL(request.url).search}`);
      return HttpResponse.json(ok(tg));
    }),
  ),
);
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
beforeEach(() => {
  detail = makeDetail();
  comments = { comments: [], users: [] };
  ms = { data: null, order: null };
  tg = { goods: null, items: [], join_item: [] };
  learned = [];
  posted.length = 0;
  promoCalls.length = 0;
  useSession.setState({ isLogin: false, freshUnread: false });
  useDialogs.setState({ open: null });
  useFeatures.setState({ features: initialFeatures });
});

/** A flash sale of course 1 (addon MiaoSha); override what a case needs. */
const msGoods = (over: Partial<NonNullable<MsLookup['data']>>): NonNullable<MsLookup['data']> => ({
  id: 61,
  goods_id: 1,
  goods_type: 'course',
  goods_title: '秒杀课',
  goods_thumb: '/c1.png',
  charge: 9,
  original_charge: 99,
  is_over: false,
  is_start: true,
  expired_seconds: 60,
  over_num: 4,
  ...over,
});

/** A group buy of course 1 (addon TuanGou); override what a case needs. */
const tgGoods = (over: Partial<NonNullable<TgLookup['goods']>>): NonNullable<TgLookup['goods']> => ({
  id: 81,
  other_id: 1,
  goods_type: 'course',
  goods_title: '拼团课',
  goods_thumb: '/c1.png',
  charge: 49,
  original_charge: 99,
  people_num: 2,
  ended_count_down: 100,
  ...over,
});

function logIn() {
  token.set('tok-1');
  loginAs(makeMember());
}

const renderPage = (route = '/courses/detail/1') =>
  renderWithProviders(<CourseDetailPage />, { route, path: '/courses/detail/:id' });

/** A visitor's action left the page for `/login?redirect=<from>` (screens catalog §0.2), without the dialog. */
const expectLoginRedirect = (router: ReturnType<typeof renderPage>['router'], from: string) => {
  const { pathname, search } = router.state.location;
  expect(pathname).toBe('/login');
  expect(search).toBe(`?redirect=${encodeURIComponent(from)}`);
  expect(new URLSearchParams(search).get('redirect')).toBe(from);
  expect(screen.getByTestId('elsewhere')).toBeInTheDocument();
  expect(useDialogs.getState().open).toBeNull();
};

const orderParams = (router: ReturnType<typeof renderPage>['router']) => {
  expect(router.state.location.pathname).toBe('/order');
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
};

describe('CourseDetailPage buy area', () => {
  it('logged out: the buy button goes to /login with a redirect back', async () => {
    const { user, router } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Python & 数据分析' })).toBeInTheDocument();
    expect(screen.getByText('从零开始学数据分析')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '订阅课程￥99' }));
    expectLoginRedirect(router, '/courses/detail/1');
  });

  it('logged in, not bought: buying goes to /order with the VOD query string, values encoded', async () => {
    logIn();
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: '订阅课程￥99' }));
    expect(orderParams(router)).toEqual({
      goods_id: '1',
      goods_type: 'vod',
      goods_charge: '99',
      goods_label: '点播课程',
      goods_name: 'Python & 数据分析',
      goods_thumb: '/c1.png',
    });
    expect(router.state.location.search).toContain('goods_name=Python+%26+');
  });

  it('bought: shows 课程已购买 and no locks', async () => {
    logIn();
    detail = makeDetail({ isBuy: true });
    renderPage('/courses/detail/1?tab=3');
    expect(await screen.findByText('课程已购买')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /订阅课程/ })).not.toBeInTheDocument();
    expect(await screen.findByText('第101节')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '未解锁' })).not.toBeInTheDocument();
    expect(screen.queryByText('试看')).not.toBeInTheDocument();
  });

  it('free: shows 本课程免费, no locks, no trial badges, no promotion lookups', async () => {
    useFeatures.setState({ features: { ...initialFeatures, miaosha: true, tuangou: true } });
    detail = makeDetail({}, { is_free: 1, charge: 0 });
    renderPage('/courses/detail/1?tab=3');
    expect(await screen.findByText('本课程免费')).toBeInTheDocument();
    expect(await screen.findByText('第101节')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '未解锁' })).not.toBeInTheDocument();
    expect(screen.queryByText('试看')).not.toBeInTheDocument();
    expect(promoCalls).toEqual([]);
  });

  it('VIP-free course offers 会员免费看 → /vip', async () => {
    detail = makeDetail({}, { vip_can_view: 1 });
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: '会员免费看' }));
    expect(currentUrl(router)).toBe('/vip');
  });

  it('flash sale wins: only 立即秒杀 with its panel, no normal buy', async () => {
    useFeatures.setState({ features: { ...initialFeatures, miaosha: true, tuangou: true } });
    ms = { data: msGoods({ goods_title: 'Python & 数据分析', expired_seconds: 3661 }), order: null };
    const { user, router } = renderPage();
    expect(await screen.findByRole('button', { name: '立即秒杀￥9' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '订阅课程￥99' })).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: '秒杀活动' });
    expect(within(panel).getByText('原价￥99')).toBeInTheDocument();
    expect(within(panel).getByText('库存剩余4件')).toBeInTheDocument();
    expect(within(panel).getByText('01时01分01秒')).toBeInTheDocument();
    expect(promoCalls).toEqual(['ms:?course_id=1&course_type=course']);
    await user.click(screen.getByRole('button', { name: '立即秒杀￥9' }));
    expectLoginRedirect(router, '/courses/detail/1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a secured flash-sale order goes straight to /order as ms', async () => {
    useFeatures.setState({ features: { ...initialFeatures, miaosha: true } });
    logIn();
    ms = { data: msGoods({ goods_title: '秒杀课', expired_seconds: 60 }), order: { id: 77, status: 0 } };
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: '已获得秒杀资格，请尽快支付' }));
    expect(orderParams(router)).toEqual({
      course_id: '1',
      course_type: 'course',
      goods_type: 'ms',
      goods_charge: '9',
      goods_label: '秒杀',
      goods_name: '秒杀课',
      goods_id: '77',
      goods_thumb: '/c1.png',
    });
  });

  it('group buy: open a group or join one', async () => {
    useFeatures.setState({ features: { ...initialFeatures, tuangou: true } });
    logIn();
    tg = {
      goods: tgGoods({ people_num: 3, ended_count_down: 90000 }),
      items: [
        {
          id: 5,
          create_user_id: 2,
          create_user_avatar: '',
          users: [{ avatar: '/a.png' }],
          over_people_num: 2,
          count_down: 59,
        },
      ],
      join_item: [],
    };
    const { user, router } = renderPage();
    expect(await screen.findByText('差2人拼成 剩余')).toBeInTheDocument();
    expect(screen.getByText('1天01时00分00秒')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '订阅课程￥99' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '加入拼团' }));
    expect(orderParams(router)).toMatchObject({
      goods_type: 'tg',
      goods_id: '81',
      tg_gid: '5',
      course_id: '1',
    });
  });

  it('group buy: 单独开团 uses tg_gid=0; a member in a group sees 正在拼团中', async () => {
    useFeatures.setState({ features: { ...initialFeatures, tuangou: true } });
    logIn();
    const goods = tgGoods({ people_num: 2, ended_count_down: 100 });
    tg = { goods, items: [], join_item: [] };
    const first = renderPage();
    await first.user.click(await screen.findByRole('button', { name: '单独开团￥49' }));
    expect(orderParams(first.router)).toMatchObject({ goods_type: 'tg', tg_gid: '0', goods_label: '团购' });
    first.unmount();

    tg = {
      goods,
      items: [
        {
          id: 5,
          create_user_id: 1,
          create_user_avatar: '',
          users: [{ avatar: '' }],
          over_people_num: 1,
          count_down: 50,
        },
      ],
      join_item: { id: 5 },
    };
    renderPage();
    expect(await screen.findByText('正在拼团中')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '订阅课程￥99' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '单独开团￥49' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '拼团中，邀请好友参团' })).toBeInTheDocument();
  });
});

describe('CourseDetailPage without antd (routes.ts marks it plain, issue 10)', () => {
  it('renders no antd component loading, in the buy area and promotions, the catalogue and the attachments', async () => {
    useFeatures.setState({ features: { ...initialFeatures, tuangou: true } });
    logIn();
    detail = makeDetail({}, { is_vip_free: 1 });
    tg = {
      goods: tgGoods({ people_num: 3 }),
      items: [
        {
          id: 5,
          create_user_id: 0,
          create_user_avatar: '/u0.png',
          users: [{ avatar: '' }],
          over_people_num: 1,
          count_down: 59,
        },
      ],
      join_item: [],
    };
    const { user } = renderPage();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(antdElements()).toEqual([]);

    expect(await screen.findByRole('button', { name: '加入拼团' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '会员免费看' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '单独开团￥49' })).toBeInTheDocument();
    // The group's seats: the creator's picture, then placeholders for the member without one and the seat left.
    const group = screen.getByTestId('tg-group-5');
    expect([...group.querySelectorAll('.plain-avatar img')].map((img) => img.getAttribute('src'))).toEqual([
      '/u0.png',
    ]);
    expect(group.querySelectorAll('.plain-avatar')).toHaveLength(3);
    expect(antdElements()).toEqual([]);

    await user.click(screen.getByRole('tab', { name: '课程目录' }));
    expect(await screen.findByText('第一章 基础')).toBeInTheDocument();
    expect(antdElements()).toEqual([]);
    await user.click(screen.getByRole('tab', { name: '课程附件' }));
    expect(await screen.findByRole('button', { name: '下载附件' })).toBeInTheDocument();
    expect(antdElements()).toEqual([]);
  });

  it('an empty description shows the empty state, without antd', async () => {
    detail = makeDetail({}, { render_desc: '' });
    renderPage();
    expect(await screen.findByRole('status', { name: '暂无数据' })).toBeInTheDocument();
    expect(antdElements()).toEqual([]);
  });
});

describe('CourseDetailPage tabs', () => {
  it('keeps the tab in ?tab= and shows the introduction by default', async () => {
    const { user, router } = renderPage();
    expect(await screen.findByText('课程介绍正文')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '课程详情' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: '课程目录' }));
    expect(currentUrl(router)).toBe('/courses/detail/1?tab=3');
    expect(screen.getByRole('region', { name: '第一章 基础' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '无章节内容' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '课程附件' }));
    expect(currentUrl(router)).toBe('/courses/detail/1?tab=5');
  });

  it('catalogue: locks and trial badge for a paid course; logged-out video click goes to /login', async () => {
    const { user, router } = renderPage('/courses/detail/1?tab=3');
    const trial = (await screen.findByText('第101节')).closest('button')!;
    expect(within(trial).getByText('试看')).toBeInTheDocument();
    expect(within(trial).getByText('10:00')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: '未解锁' })).toHaveLength(3);
    await user.click(trial);
    expectLoginRedirect(router, '/courses/detail/1?tab=3');
  });

  it('catalogue: members see progress marks and open the video', async () => {
    logIn();
    detail = makeDetail({ isBuy: true });
    learned = [
      {
        id: 101,
        title: '第101节',
        published_at: '',
        duration: 600,
        watch_record: { watch_seconds: 600, watched_at: '2024-01-02 00:00:00', created_at: '' },
      },
      {
        id: 102,
        title: '第102节',
        published_at: '',
        duration: 600,
        watch_record: { watch_seconds: 300, watched_at: null, created_at: '' },
      },
      { id: 103, title: '第103节', published_at: '', duration: 600, watch_record: null },
    ];
    const { user, router } = renderPage('/courses/detail/1?tab=3');
    expect(await screen.findByText('已学完')).toBeInTheDocument();
    expect(screen.getByText('已学50%')).toBeInTheDocument();
    await user.click(screen.getByText('第102节'));
    expect(currentUrl(router)).toBe('/courses/video/102');
  });
});

describe('CourseDetailPage comments', () => {
  it('visitors get a login prompt instead of the composer', async () => {
    const { user, router } = renderPage('/courses/detail/1?tab=4');
    const hint = await screen.findByRole('button', { name: '未登录，请登录后再评论' });
    expect(screen.queryByPlaceholderText('此处填写你的评论')).not.toBeInTheDocument();
    await user.click(hint);
    expectLoginRedirect(router, '/courses/detail/1?tab=4');
  });

  it('members who may watch post comments; a short one is refused before sending', async () => {
    logIn();
    detail = makeDetail({ isBuy: true });
    const { user } = renderPage('/courses/detail/1?tab=4');
    const input = await screen.findByPlaceholderText('此处填写你的评论');
    const button = screen.getByRole('button', { name: '评论' });
    expect(button).toBeDisabled();

    await user.type(input, '太短');
    await user.click(button);
    expect(await screen.findByText('评论内容不能少于6个字')).toBeInTheDocument();
    expect(input).toHaveValue('太短');

    await user.clear(input);
    await user.type(input, '这门课讲得非常清楚');
    await user.click(button);
    expect(await screen.findByText('成功')).toBeInTheDocument();
    expect(posted).toEqual(['这门课讲得非常清楚']);
    const list = await screen.findByRole('list', { name: '评论列表' });
    expect(within(list).getByText('这门课讲得非常清楚')).toBeInTheDocument();
    expect(within(list).getByText('学习达人')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('members who have not bought see no composer', async () => {
    logIn();
    renderPage('/courses/detail/1?tab=4');
    expect(await screen.findByText('购买课程后可以发表评论')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('此处填写你的评论')).not.toBeInTheDocument();
  });
});

describe('CourseDetailPage collect and attachments', () => {
  it('collect: visitors get login; members toggle from the server reply', async () => {
    const first = renderPage();
    await first.user.click(await screen.findByRole('button', { name: /收藏/ }));
    expectLoginRedirect(first.router, '/courses/detail/1');
    first.unmount();

    logIn();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /收藏/ }));
    expect(await screen.findByText('已收藏', { selector: '.ant-message *' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /已收藏/ })).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('attachments: not bought toasts, bought opens the download with the token', async () => {
    logIn();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const first = renderPage('/courses/detail/1?tab=5');
    await first.user.click(await screen.findByRole('button', { name: '下载附件' }));
    expect(await screen.findByText('请购买课程后下载')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    first.unmount();

    detail = makeDetail({ isBuy: true });
    const { user } = renderPage('/courses/detail/1?tab=5');
    await user.click(await screen.findByRole('button', { name: '下载附件' }));
    expect(open).toHaveBeenCalledWith('/api/v2/course/attach/9/download?token=tok-1', '_blank', 'noopener');
  });
});
