import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LiveCategory, LiveListReply } from '@meedu/contract';
import { liveApi } from '../../../../test/handlers/live.ts';
import { httpError, queryOf } from '../../../../test/handlers/http.ts';
import { server } from '../../../../test/msw.ts';
import { currentUrl, renderRoute } from '../../../../test/render.tsx';
import { makeLiveListItem as liveItem } from '../../../../test/factories/live.ts';

const categories: LiveCategory[] = [
  { id: 3, name: '职业技能', parent_id: 0, children: [{ id: 7, name: '编程直播', parent_id: 3, sort: 1 }] },
  { id: 4, name: '学历提升', parent_id: 0, children: [] },
];

const requests: URLSearchParams[] = [];
let reply: LiveListReply;

beforeEach(() => {
  requests.length = 0;
  reply = {
    data: {
      data: [
        liveItem(1, { status: 1, status_text: '直播中' }),
        liveItem(2, { charge: 0, status: 2, status_text: '已结束' }),
      ],
      total: 2,
    },
    categories,
  };
  server.use(
    liveApi.list(({ request }) => {
      requests.push(queryOf(request));
      return reply;
    }),
  );
});

describe('LiveListPage', () => {
  it('shows skeletons, then cards with status badge, category and price', async () => {
    await renderRoute('/live');
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    const first = await screen.findByRole('link', { name: '直播课1' });
    expect(first.getAttribute('href')).toBe('/live/detail/1');
    expect(first.textContent).toContain('直播中');
    expect(first.textContent).toContain('编程直播');
    expect(first.textContent).toContain('99');
    const second = screen.getByRole('link', { name: '直播课2' });
    expect(second.textContent).toContain('已结束');
    expect(second.textContent).toContain('免费');
    expect(requests[0]?.get('size')).toBe('16');
    expect(requests[0]?.get('cid')).toBe('0');
    await waitFor(() => expect(document.title).toContain('直播课'));
  });

  it('filters by the child category and keeps it in the address', async () => {
    const view = await renderRoute('/live?cid=3');
    await screen.findByRole('button', { name: '编程直播' });
    expect(requests.at(-1)?.get('cid')).toBe('3');
    await view.user.click(screen.getByRole('button', { name: '编程直播' }));
    await waitFor(() => expect(currentUrl(view.router)).toBe('/live?cid=3&child=7'));
    await waitFor(() => expect(requests.at(-1)?.get('cid')).toBe('7'));
  });

  it('shows the empty state', async () => {
    reply = { data: { data: [], total: 0 }, categories };
    await renderRoute('/live');
    await screen.findByRole('button', { name: '职业技能' });
    expect(await screen.findByRole('status', { name: '暂无数据' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows 加载失败 with 重试 when the list cannot be loaded', async () => {
    server.use(liveApi.list(() => httpError(500)));
    await renderRoute('/live');
    expect(await screen.findByText('加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
