import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TopicListItem, TopicListReply, TopicRecItem } from '@meedu/contract';
import { currentUrl, ok, renderWithProviders, server } from '../../../../test/render.tsx';
import TopicsPage from './TopicsPage.tsx';

const topic = (id: number, over: Partial<TopicListItem> = {}): TopicListItem => ({
  id,
  title: `文章${id}`,
  thumb: `/t${id}.svg`,
  charge: 0,
  view_times: 100 + id,
  category: { id: 3, name: '技术文章' },
  is_vip_free: 0,
  is_need_login: 0,
  vote_count: 0,
  comment_times: 0,
  ...over,
});

let reply: TopicListReply;
let rec: TopicRecItem[];
let down = false;
const asked: string[] = [];
beforeEach(() => {
  reply = {
    data: { data: [topic(1), topic(2, { category: { name: '' } })], total: 2 },
    categories: [{ id: 3, name: '技术文章', children: [] }],
  };
  rec = [{ id: 7, title: '推荐文章', thumb: '/t7.svg', view_times: 9, category: { name: '学习方法' } }];
  down = false;
  asked.length = 0;
  server.use(
    http.get('*/addons/MeeduTopics/api/v1/topics', ({ request }) => {
      asked.push(new URL(request.url).search);
      return down ? HttpResponse.error() : HttpResponse.json(ok(reply));
    }),
    http.get('*/addons/MeeduTopics/api/v1/config/pcListPageRec', () => HttpResponse.json(ok(rec))),
  );
});

const renderPage = (route = '/topic') => renderWithProviders(<TopicsPage />, { route, path: '/topic' });

describe('TopicsPage', () => {
  it('shows skeletons, then cards with category and {n}次阅读, and 推荐阅读', async () => {
    renderPage();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    const list = screen.getByRole('region', { name: '图文列表' });
    const first = await within(list).findByRole('link', { name: /文章1/ });
    expect(first).toHaveAttribute('href', '/topic/detail/1');
    expect(within(first).getByText('101次阅读')).toBeInTheDocument();
    expect(within(first).getByText('技术文章')).toBeInTheDocument();
    const side = screen.getByRole('complementary', { name: '推荐阅读' });
    expect(within(side).getByRole('link', { name: /推荐文章/ })).toHaveAttribute('href', '/topic/detail/7');
  });

  it('a category goes into the URL and the request', async () => {
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: '技术文章' }));
    expect(currentUrl(router)).toBe('/topic?category_id=3');
    await screen.findByRole('button', { name: '技术文章', pressed: true });
    expect(asked.at(-1)).toContain('cid=3');
  });

  it('shows the empty state', async () => {
    reply = { data: { data: [], total: 0 }, categories: [] };
    rec = [];
    renderPage();
    expect(await screen.findAllByRole('status', { name: '暂无数据' })).toHaveLength(2);
  });

  it('says 加载失败 when the list cannot be loaded', async () => {
    down = true;
    renderPage();
    expect(await screen.findByRole('alert', { name: '加载失败' })).toBeInTheDocument();
  });
});
