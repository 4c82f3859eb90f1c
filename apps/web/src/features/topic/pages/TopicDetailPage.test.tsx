import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TopicCommentsReply, TopicDetailReply } from '@meedu/contract';
import {
  currentUrl,
  fail,
  loginAs,
  makeMember,
  ok,
  renderWithProviders,
  server,
} from '../../../../test/render.tsx';
import { initialFeatures } from '../../../lib/features.ts';
import { useFeatures } from '../../../stores/features.ts';
import { useSession } from '../../../stores/session.ts';
import TopicDetailPage from './TopicDetailPage.tsx';

const makeDetail = (over: Partial<TopicDetailReply> = {}): TopicDetailReply => ({
  topic: {
    id: 1,
    title: '快速排序 & 复杂度',
    thumb: '/t1.svg',
    charge: 19,
    created_at: '2024-01-01T00:00:00.000000Z',
    view_times: 120,
    vote_count: 5,
    is_vip_free: 1,
    free_content_render: '<p>免费导读部分</p>',
  },
  is_buy: false,
  is_collect: false,
  is_vote: false,
  ...over,
});

let detail: TopicDetailReply;
let comments: TopicCommentsReply;
let voted = false;
beforeEach(() => {
  detail = makeDetail();
  comments = { data: { data: [], total: 0 }, users: [] };
  voted = false;
  useSession.setState({ isLogin: false, freshUnread: false });
  useFeatures.setState({ features: initialFeatures });
  server.use(
    http.get('*/addons/MeeduTopics/api/v1/topic/1', () => HttpResponse.json(ok(detail))),
    http.get('*/addons/MeeduTopics/api/v1/topic/2', () => HttpResponse.json(fail('文章不存在或已下架'))),
    http.get('*/addons/MeeduTopics/api/v1/topic/3', () => HttpResponse.error()),
    http.get('*/addons/MeeduTopics/api/v2/topic/1/comments', () => HttpResponse.json(ok(comments))),
    http.post('*/addons/MeeduTopics/api/v1/topic/1/vote', () => {
      voted = !voted;
      return HttpResponse.json(ok({ ok: voted ? 1 : 0 }));
    }),
    http.post('*/addons/MeeduTopics/api/v1/topic/1/collect', () => HttpResponse.json(ok({ ok: 1 }))),
  );
});

const renderPage = (route = '/topic/detail/1') =>
  renderWithProviders(<TopicDetailPage />, { route, path: '/topic/detail/:id' });

describe('TopicDetailPage', () => {
  it('logged out: the free part, stats and 请登录后查看 → /login and back', async () => {
    const { user, router } = renderPage();
    expect(await screen.findByRole('heading', { name: '快速排序 & 复杂度' })).toBeInTheDocument();
    expect(screen.getByText('免费导读部分')).toBeInTheDocument();
    expect(screen.getByText('120次阅读')).toBeInTheDocument();
    expect(screen.getByText('5人赞过')).toBeInTheDocument();
    const veil = screen.getByRole('region', { name: '付费内容' });
    expect(within(veil).queryByRole('button', { name: /解锁全文/ })).not.toBeInTheDocument();
    await user.click(within(veil).getByRole('button', { name: '请登录后查看' }));
    expect(currentUrl(router)).toBe(`/login?redirect=${encodeURIComponent('/topic/detail/1')}`);
  });

  it('logged in, not bought: 会员免费看 and 解锁全文￥19 → /order as a topic', async () => {
    loginAs(makeMember());
    const { user, router } = renderPage();
    const veil = await screen.findByRole('region', { name: '付费内容' });
    expect(within(veil).getByRole('button', { name: '会员免费看' })).toBeInTheDocument();
    await user.click(within(veil).getByRole('button', { name: '解锁全文￥19' }));
    expect(router.state.location.pathname).toBe('/order');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      goods_id: '1',
      goods_type: 'topic',
      goods_charge: '19',
      goods_label: '文章',
      goods_name: '快速排序 & 复杂度',
      goods_thumb: '/t1.svg',
    });
  });

  it('bought: the paid part follows the free part, no veil; the comment box is offered', async () => {
    loginAs(makeMember());
    detail = makeDetail({
      is_buy: true,
      topic: { ...makeDetail().topic, render_content: '<p>付费全文推导</p>' },
    });
    renderPage();
    expect(await screen.findByText('付费全文推导')).toBeInTheDocument();
    expect(screen.getByText('免费导读部分')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '付费内容' })).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: '评论内容' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('vote toggles 点赞/已点赞 with the count; collect shows 已收藏', async () => {
    loginAs(makeMember());
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /点赞/ }));
    expect(await screen.findByRole('button', { name: /已点赞/, pressed: true })).toBeInTheDocument();
    expect(screen.getByText('6人赞过')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /已点赞/ }));
    expect(await screen.findByText('5人赞过')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /收藏/ }));
    expect(await screen.findByRole('button', { name: /已收藏/, pressed: true })).toBeInTheDocument();
  });

  it('a visitor voting goes to /login', async () => {
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: /点赞/ }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('share links carry the topic address', async () => {
    renderPage();
    const qq = await screen.findByRole('link', { name: 'QQ' });
    const url = new URL(qq.getAttribute('href') ?? '');
    expect(url.origin).toBe('https://connect.qq.com');
    expect(url.searchParams.get('url')).toMatch(/\/topic\/detail\/1$/);
    expect(qq).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: '微博' })).toHaveAttribute('target', '_blank');
  });

  it('a refused id shows the message; a failed request shows 加载失败', async () => {
    renderPage('/topic/detail/2');
    expect(await screen.findByRole('status', { name: '文章不存在或已下架' })).toBeInTheDocument();
  });

  it('a network failure shows 加载失败', async () => {
    renderPage('/topic/detail/3');
    expect(await screen.findByRole('alert', { name: '加载失败' })).toBeInTheDocument();
  });
});
