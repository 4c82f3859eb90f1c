import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PathCategory, PathListReply } from '@meedu/contract';
import { learnPathApi } from '../../../../test/handlers/learn-path.ts';
import { networkError } from '../../../../test/handlers/http.ts';
import { server } from '../../../../test/msw.ts';
import { currentUrl, renderRoute } from '../../../../test/render.tsx';
import { makePathListItem as path } from '../../../../test/factories/learn-path.ts';

const categories: PathCategory[] = [
  { id: 3, name: '数据分析', children: [{ id: 7, name: 'Python' }] },
  { id: 4, name: '前端开发', children: [] },
];

const requests: Record<string, string>[] = [];
let reply: PathListReply | 'network' = { data: { data: [path(1)], total: 1 }, steps: [] };

beforeEach(() => {
  requests.length = 0;
  reply = { data: { data: [path(1), path(2, { charge: 0 })], total: 2 }, steps: [] };
  server.use(
    learnPathApi.categories(() => categories),
    learnPathApi.list(({ request }) => {
      requests.push(Object.fromEntries(new URL(request.url).searchParams));
      if (reply === 'network') return networkError();
      return reply;
    }),
  );
});

describe('LearnPathsPage', () => {
  it('shows skeletons, then each path with its course count and price, linking to its detail', async () => {
    await renderRoute('/learnPath');
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    const card = await screen.findByRole('link', { name: '路径1' });
    expect(card).toHaveAttribute('href', '/learnPath/detail/1');
    expect(within(card).getByText('包含6门课程')).toBeInTheDocument();
    expect(within(card).getByText('199')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: '路径2' })).getByText('免费')).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ page: '1', size: '16', category_id: '0' });
    await waitFor(() => expect(document.title).toContain('学习路径'));
  });

  it('reads cid and child from the URL, asks for the child, and a click resets to page 1', async () => {
    const { user, router } = await renderRoute('/learnPath?cid=3&child=7&page=2');
    await screen.findByRole('link', { name: '路径1' });
    expect(requests.at(-1)).toEqual({ page: '2', size: '16', category_id: '7' });
    expect(
      within(screen.getByRole('group', { name: '细分：' })).getByRole('button', { name: 'Python' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await user.click(
      within(screen.getByRole('group', { name: '分类：' })).getByRole('button', { name: '前端开发' }),
    );
    expect(currentUrl(router)).toBe('/learnPath?cid=4');
    await waitFor(() => expect(requests.at(-1)).toEqual({ page: '1', size: '16', category_id: '4' }));
  });

  it('shows the empty state when there is no path', async () => {
    reply = { data: { data: [], total: 0 }, steps: [] };
    await renderRoute('/learnPath');
    expect(await screen.findByRole('status', { name: '暂无数据' })).toBeInTheDocument();
  });

  it('shows 加载失败 with 重试 when the list cannot be loaded', async () => {
    reply = 'network';
    const { user } = await renderRoute('/learnPath');
    const alert = await screen.findByRole('alert', { name: '加载失败' });
    reply = { data: { data: [path(9)], total: 1 }, steps: [] };
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: '路径9' })).toBeInTheDocument();
  });

  it('pages when there are more than 16', async () => {
    reply = { data: { data: Array.from({ length: 16 }, (_, i) => path(i + 1)), total: 20 }, steps: [] };
    const { user, router } = await renderRoute('/learnPath');
    await screen.findByRole('link', { name: '路径1' });
    await user.click(await within(screen.getByRole('navigation', { name: '分页' })).findByText('2'));
    expect(currentUrl(router)).toBe('/learnPath?page=2');
  });
});
