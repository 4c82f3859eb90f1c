import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TopicListReply, TopicRecItem } from '@meedu/contract';
import { topicApi } from '../../../../test/handlers/topic.ts';
import { outage, findLoadFailure } from '../../../../test/load-failure.ts';
import { server } from '../../../../test/msw.ts';
import { currentUrl, renderRoute } from '../../../../test/render.tsx';
import { makeTopicListItem as topic } from '../../../../test/factories/topic.ts';

let reply: TopicListReply;
let rec: TopicRecItem[];
const down = outage();
const asked: string[] = [];
beforeEach(() => {
  reply = {
    data: { data: [topic(1), topic(2, { category: { name: '' } })], total: 2 },
    categories: [{ id: 3, name: '技术文章', children: [] }],
  };
  rec = [{ id: 7, title: '推荐文章', thumb: '/t7.svg', view_times: 9, category: { name: '学习方法' } }];
  asked.length = 0;
  server.use(
    topicApi.list(({ request }) => {
      asked.push(new URL(request.url).search);
      return down.answer(reply);
    }),
    topicApi.recommended(() => rec),
  );
});

const renderPage = (route = '/topic') => renderRoute(route);

describe('TopicsPage', () => {
  it('shows skeletons, then cards with category and {n}次阅读, and 推荐阅读', async () => {
    await renderPage();
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
    const { user, router } = await renderPage();
    await user.click(await screen.findByRole('button', { name: '技术文章' }));
    expect(currentUrl(router)).toBe('/topic?category_id=3');
    await screen.findByRole('button', { name: '技术文章', pressed: true });
    expect(asked.at(-1)).toContain('cid=3');
  });

  it('shows the empty state', async () => {
    reply = { data: { data: [], total: 0 }, categories: [] };
    rec = [];
    await renderPage();
    expect(await screen.findAllByRole('status', { name: '暂无数据' })).toHaveLength(2);
  });

  it('says 加载失败 when the list cannot be loaded', async () => {
    down.start();
    await renderPage();
    expect(await findLoadFailure()).toBeInTheDocument();
  });
});
