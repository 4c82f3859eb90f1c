import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Announcement, Block, Slider } from '@meedu/contract';
import { signInStatusQuery } from '../../../components/day-sign-in/api.ts';
import { token } from '../../../lib/storage.ts';
import { latestAnnouncementQuery } from '../api/home-announcement.ts';
import { makeAnnouncement, makeSlider } from '../../../../test/factories/home.ts';
import { makeMember } from '../../../../test/factories/member.ts';
import { homeApi } from '../../../../test/handlers/home.ts';
import { queryOf } from '../../../../test/handlers/http.ts';
import { marketingApi } from '../../../../test/handlers/marketing.ts';
import { driveIntersections } from '../../../../test/intersection.ts';
import { server } from '../../../../test/msw.ts';
import {
  antdElements,
  cachedMember,
  currentUrl,
  loginAs,
  queryAnswered,
  renderRoute,
  withFeatures,
} from '../../../../test/render.tsx';

const base = { platform: 'pc', page: 'pc-page-index', config: '{}' };

/** One block of every sign, deliberately out of `sort` order, plus one empty list block. */
const allBlocks: Block[] = [
  {
    ...base,
    id: 8,
    sign: 'code',
    sort: 8,
    config_render: { html: '<p class="promo">自定义代码区</p><script>window.hacked=1</script>' },
  },
  {
    ...base,
    id: 1,
    sign: 'pc-vod-v1',
    sort: 1,
    config_render: {
      title: '精选录播课',
      items: [
        {
          id: 11,
          title: 'Python 入门',
          thumb: '/c11.png',
          charge: 0,
          is_free: 1,
          category: { id: 1, name: '编程' },
        },
        {
          id: 12,
          title: '机器学习实战',
          thumb: '/c12.png',
          charge: 199,
          is_free: 0,
          category: { name: '数据' },
        },
      ],
    },
  },
  {
    ...base,
    id: 2,
    sign: 'pc-live-v1',
    sort: 2,
    config_render: {
      title: '直播好课',
      items: [
        { id: 21, title: '考研数学直播', thumb: '/l21.png', charge: 0 },
        { id: null, title: '占位直播', thumb: '/l0.png', charge: 9 },
      ],
    },
  },
  {
    ...base,
    id: 3,
    sign: 'pc-book-v1',
    sort: 3,
    config_render: {
      title: '热门电子书',
      items: [{ id: 31, name: '算法笔记', thumb: '/b31.png', charge: 29 }],
    },
  },
  {
    ...base,
    id: 4,
    sign: 'pc-topic-v1',
    sort: 4,
    config_render: {
      title: '图文精选',
      items: [{ id: 41, title: '设计灵感', thumb: '/t41.png', view_times: 88, category: { name: '设计' } }],
    },
  },
  {
    ...base,
    id: 5,
    sign: 'pc-learnPath-v1',
    sort: 5,
    config_render: {
      title: '学习路径',
      items: [
        {
          id: 51,
          name: '前端工程师',
          thumb: '/p51.png',
          charge: 0,
          courses_count: 6,
          steps_count: 3,
          desc: '从零到一',
        },
      ],
    },
  },
  {
    ...base,
    id: 6,
    sign: 'pc-ms-v1',
    sort: 6,
    config_render: {
      title: '限时秒杀',
      items: [
        {
          id: 61,
          goods_id: 12,
          goods_type: 'course',
          goods_title: '秒杀好课',
          goods_thumb: '/m61.png',
          charge: 9,
          original_charge: 199,
          num: 10,
          over_num: 4,
          is_over: false,
        },
        {
          id: 62,
          goods_id: 31,
          goods_type: 'book',
          goods_title: '已抢光的书',
          goods_thumb: '/m62.png',
          charge: 1,
          original_charge: 29,
          num: 5,
          over_num: 0,
          is_over: false,
        },
      ],
    },
  },
  {
    ...base,
    id: 7,
    sign: 'pc-tg-v1',
    sort: 7,
    config_render: {
      title: '拼团特惠',
      items: [
        {
          id: 71,
          other_id: 21,
          goods_type: 'live',
          goods_title: '拼团直播课',
          goods_thumb: '/g71.png',
          charge: 49,
          original_charge: 99,
          people_num: 3,
          is_over: false,
        },
      ],
    },
  },
  { ...base, id: 9, sign: 'pc-vod-v1', sort: 0, config_render: { title: '空的区块', items: [] } },
  { ...base, id: 10, sign: 'code', sort: 10, config_render: { html: null } },
];

let blocks: Block[] = allBlocks;
let sliders: Slider[] = [];
let latest: Announcement | [] = [];
let signInStatus: 0 | 1 = 0;
let signInCalls = 0;
let view: ReturnType<typeof driveIntersections>;

beforeEach(() => {
  blocks = allBlocks;
  sliders = [];
  latest = [];
  signInStatus = 0;
  signInCalls = 0;
  view = driveIntersections();
  server.use(
    homeApi.sliders(({ request }) => {
      expect(queryOf(request).get('platform')).toBe('PC');
      return sliders;
    }),
    homeApi.blocks(({ request }) => {
      const q = queryOf(request);
      expect(q.get('platform')).toBe('pc');
      expect(q.get('page_name')).toBe('pc-page-index');
      return blocks;
    }),
    homeApi.latestAnnouncement(() => latest),
    marketingApi.signInStatus(() => ({ is_submit: signInStatus })),
    marketingApi.signIn(() => {
      signInCalls += 1;
      return { reward: 5 };
    }),
  );
});

describe('HomePage blocks', () => {
  it('renders every block type in sort order and hides empty blocks', async () => {
    await renderRoute('/');
    expect(await screen.findByRole('heading', { name: '精选录播课' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      '精选录播课',
      '直播好课',
      '热门电子书',
      '图文精选',
      '学习路径',
      '限时秒杀',
      '拼团特惠',
    ]);
    expect(screen.queryByText('空的区块')).not.toBeInTheDocument();

    // vod: links and price rules
    expect(screen.getByRole('link', { name: 'Python 入门' })).toHaveAttribute('href', '/courses/detail/11');
    const paid = screen.getByRole('link', { name: '机器学习实战' });
    expect(within(paid).getByText('199')).toBeInTheDocument();
    expect(within(paid).getByText('数据')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: 'Python 入门' })).getByText('免费')).toBeInTheDocument();
    // live: real item links to its route; the placeholder is veiled and inert
    expect(screen.getByRole('link', { name: '考研数学直播' })).toHaveAttribute('href', '/live/detail/21');
    expect(screen.queryByRole('link', { name: '占位直播' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('占位直播')).toHaveAttribute('aria-disabled', 'true');
    // book, topic, path
    expect(screen.getByRole('link', { name: '算法笔记' })).toHaveAttribute('href', '/book/detail/31');
    expect(screen.getByText('88人已阅读')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '设计灵感' })).toHaveAttribute('href', '/topic/detail/41');
    const path = screen.getByRole('link', { name: '前端工程师' });
    expect(path).toHaveAttribute('href', '/learnPath/detail/51');
    expect(within(path).getByText('3步骤 | 6课程')).toBeInTheDocument();
    // ms: progress of sold share; sold-out item shows 已结束
    expect(screen.getByText('60%')).toBeInTheDocument();
    const soldOut = screen.getByRole('button', { name: '已抢光的书' });
    expect(within(soldOut).getByText('已结束')).toBeInTheDocument();
    // tg
    expect(screen.getByText('3人团')).toBeInTheDocument();
    // code block through SafeHtml, once it comes near the viewport: content kept, script dropped
    expect(screen.queryByText('自定义代码区')).not.toBeInTheDocument();
    view.scrollNear();
    expect(await screen.findByText('自定义代码区')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('renders no antd component: the route table marks it plain, and puts no antd scope around it', async () => {
    sliders = [makeSlider(1, '/vip')];
    latest = makeAnnouncement(3, '国庆假期客服时间调整', { announcement: '<p>调整</p>' });
    loginAs(makeMember());
    await renderRoute('/');
    expect(await screen.findByRole('heading', { name: '精选录播课' })).toBeInTheDocument();
    view.scrollNear();
    expect(await screen.findByText('自定义代码区')).toBeInTheDocument();
    expect(antdElements()).toEqual([]);
  });

  it('flash-sale and group-buy items navigate by goods type; ended ones toast 已结束', async () => {
    const { user, router } = await renderRoute('/');
    await user.click(await screen.findByRole('button', { name: '已抢光的书' }));
    expect(await screen.findByText('已结束', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/');
    await user.click(screen.getByRole('button', { name: '秒杀好课' }));
    expect(currentUrl(router)).toBe('/courses/detail/12');
  });

  it('group-buy items go to the product with other_id', async () => {
    const { user, router } = await renderRoute('/');
    await user.click(await screen.findByRole('button', { name: '拼团直播课' }));
    expect(currentUrl(router)).toBe('/live/detail/21');
  });
});

describe('HomePage carousel and announcement', () => {
  it('shows the announcement line only when one exists', async () => {
    await renderRoute('/');
    await screen.findByRole('heading', { name: '精选录播课' });
    await queryAnswered(latestAnnouncementQuery.queryKey);
    expect(screen.queryByText(/公告：/)).not.toBeInTheDocument();
  });

  it('links the latest announcement', async () => {
    latest = makeAnnouncement(7, '国庆放假通知', { announcement: '<p>放假</p>' });
    await renderRoute('/');
    expect(await screen.findByRole('link', { name: /公告：国庆放假通知/ })).toHaveAttribute(
      'href',
      '/announcement?id=7',
    );
  });

  it('internal slides navigate in the app', async () => {
    sliders = [makeSlider(1, '/courses?scene=free')];
    blocks = [];
    const { user, router } = await renderRoute('/');
    const slides = await screen.findAllByRole('button', { name: '轮播图 1' });
    await user.click(slides[0]!);
    expect(currentUrl(router)).toBe('/courses?scene=free');
  });
});

describe('HomePage day sign-in', () => {
  it('is absent when the DaySignIn addon is off', async () => {
    await renderRoute('/');
    await screen.findByRole('heading', { name: '精选录播课' });
    expect(screen.queryByRole('button', { name: '签到' })).not.toBeInTheDocument();
  });

  it('is not shown to visitors (screens: only when logged in)', async () => {
    withFeatures('daySignIn');
    await renderRoute('/');
    await screen.findByRole('heading', { name: '精选录播课' });
    expect(screen.queryByRole('button', { name: '签到' })).not.toBeInTheDocument();
    expect(signInCalls).toBe(0);
  });

  it('signs a member in, toasts the reward and hides the button', async () => {
    withFeatures('daySignIn');
    token.set('tok');
    loginAs(makeMember({ credit1: 10 }));
    const { user } = await renderRoute('/');
    await user.click(await screen.findByRole('button', { name: '签到' }));
    expect(await screen.findByText('签到成功，积分+5')).toBeInTheDocument();
    expect(signInCalls).toBe(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: '签到' })).not.toBeInTheDocument());
    expect(cachedMember()?.credit1).toBe(15);
  });

  it('stays hidden for a member who already signed in today', async () => {
    withFeatures('daySignIn');
    signInStatus = 1;
    token.set('tok');
    loginAs(makeMember());
    await renderRoute('/');
    await screen.findByRole('heading', { name: '精选录播课' });
    await queryAnswered(signInStatusQuery.queryKey);
    expect(screen.queryByRole('button', { name: '签到' })).not.toBeInTheDocument();
  });
});
