import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BookCommentsReply, BookDetailReply } from '@meedu/contract';
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
import BookDetailPage from './BookDetailPage.tsx';

const makeDetail = (
  over: Partial<BookDetailReply> = {},
  book: Partial<BookDetailReply['book']> = {},
): BookDetailReply => ({
  book: {
    id: 1,
    name: 'Python & 编程',
    thumb: '/b1.svg',
    charge: 49,
    is_vip_free: 1,
    short_desc: '从语法到工程',
    render_desc: '<p>本书介绍</p>',
    ...book,
  },
  chapters: [{ id: 5, name: '第一章 起步', sort: 1 }],
  articles: {
    '5': [
      { id: 11, title: '前言', charge: 0 },
      { id: 12, title: '变量', charge: 1 },
    ],
    '0': [{ id: 13, title: '附录', charge: 1 }],
  },
  is_buy: false,
  ...over,
});

let detail: BookDetailReply;
let comments: BookCommentsReply;
let down = false;
beforeEach(() => {
  detail = makeDetail();
  comments = { data: { data: [], total: 0 }, users: [] };
  down = false;
  useSession.setState({ isLogin: false, freshUnread: false });
  useFeatures.setState({ features: initialFeatures });
  server.use(
    http.get('*/addons/MeeduBooks/api/v1/book/1', () =>
      down ? HttpResponse.error() : HttpResponse.json(ok(detail)),
    ),
    http.get('*/addons/MeeduBooks/api/v1/book/2', () => HttpResponse.json(fail('电子书不存在或已下架'))),
    http.get('*/addons/MeeduBooks/api/v1/book/1/comments', () => HttpResponse.json(ok(comments))),
    http.get('*/addons/templateOne/api/v1/like/status', () => HttpResponse.json(ok({ like: false }))),
    http.get('*/addons/templateOne/api/v1/like/hit', () => HttpResponse.json(ok({ like: true }))),
  );
});

const renderPage = (route = '/book/detail/1') =>
  renderWithProviders(<BookDetailPage />, { route, path: '/book/detail/:id' });

const orderParams = (router: ReturnType<typeof renderPage>['router']) => {
  expect(router.state.location.pathname).toBe('/order');
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
};

describe('BookDetailPage', () => {
  it('shows a skeleton, then the book with its description', async () => {
    renderPage();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Python & 编程' })).toBeInTheDocument();
    expect(screen.getByText('从语法到工程')).toBeInTheDocument();
    expect(screen.getByText('本书介绍')).toBeInTheDocument();
  });

  it('logged out: subscribing goes to /login and back here', async () => {
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: '订阅电子书￥49' }));
    expect(currentUrl(router)).toBe(`/login?redirect=${encodeURIComponent('/book/detail/1')}`);
  });

  it('logged in, not bought: buys through /order as a book, offers 会员免费看', async () => {
    loginAs(makeMember());
    const { user, router } = renderPage();
    expect(await screen.findByRole('button', { name: '会员免费看' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '订阅电子书￥49' }));
    expect(orderParams(router)).toEqual({
      goods_id: '1',
      goods_type: 'book',
      goods_charge: '49',
      goods_label: '电子书',
      goods_name: 'Python & 编程',
      goods_thumb: '/b1.svg',
    });
  });

  it('the catalogue marks trials; a trial opens the reader and a paid article goes to buying', async () => {
    loginAs(makeMember());
    const { user, router } = renderPage('/book/detail/1?tab=3');
    const catalog = await screen.findByRole('navigation', { name: '目录' });
    expect(within(catalog).getByText('无章节内容')).toBeInTheDocument();
    const trial = within(catalog).getByRole('button', { name: /前言/ });
    expect(within(trial).getByText('试读')).toBeInTheDocument();
    expect(within(catalog).getAllByText('试读')).toHaveLength(1);
    await user.click(within(catalog).getByRole('button', { name: '变量' }));
    expect(orderParams(router).goods_type).toBe('book');
  });

  it('a trial opens /book/read/{id}', async () => {
    loginAs(makeMember());
    const { user, router } = renderPage('/book/detail/1?tab=3');
    await user.click(await screen.findByRole('button', { name: /前言/ }));
    expect(currentUrl(router)).toBe('/book/read/11');
  });

  it('bought: 开始阅读 opens the first article; no 试读 badges', async () => {
    loginAs(makeMember());
    detail = makeDetail({ is_buy: true });
    const { user, router } = renderPage('/book/detail/1?tab=3');
    await screen.findByRole('navigation', { name: '目录' });
    expect(screen.queryByText('试读')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /订阅电子书/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /开始阅读/ }));
    expect(currentUrl(router)).toBe('/book/read/11');
  });

  it('collect toggles through the server', async () => {
    loginAs(makeMember());
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /收藏/ }));
    expect(await screen.findByRole('button', { name: /已收藏/, pressed: true })).toBeInTheDocument();
  });

  it('comments: a visitor reads the login hint', async () => {
    renderPage('/book/detail/1?tab=4');
    expect(
      await screen.findByRole('button', { name: '未登录，请登录后再评论' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('a refused id shows the message; a failed request shows 加载失败', async () => {
    renderPage('/book/detail/2');
    expect(await screen.findByRole('status', { name: '电子书不存在或已下架' })).toBeInTheDocument();
  });

  it('a failed request shows 加载失败 with 重试', async () => {
    down = true;
    renderPage();
    expect(await screen.findByRole('alert', { name: '加载失败' })).toBeInTheDocument();
  });
});
