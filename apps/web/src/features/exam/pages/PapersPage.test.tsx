import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaperListItem, PaperListReply } from '@meedu/contract';
import {
  currentUrl,
  loginAs,
  makeMember,
  ok,
  renderWithProviders,
  server,
} from '../../../../test/render.tsx';
import { listReply } from '../test-data.ts';
import PapersPage from './PapersPage.tsx';

const item = (id: number, over: Partial<PaperListItem> = {}): PaperListItem => ({
  id,
  title: `试卷${id}`,
  charge: 0,
  cur_user_can_join: true,
  expired_minutes: 30,
  questions_count: 5,
  ...over,
});

let reply: PaperListReply;
let down = false;
const asked: Record<string, string>[] = [];

beforeEach(() => {
  reply = listReply([item(1), item(2, { cur_user_can_join: false })], { user_papers: { '1': { id: 9 } } });
  down = false;
  asked.length = 0;
  server.use(
    http.get('*/addons/Paper/api/v1/papers', ({ request }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams));
      return down ? HttpResponse.error() : HttpResponse.json(ok(reply));
    }),
  );
});

describe('PapersPage (/exam/papers)', () => {
  it('rows with 已参考 and a lock when not allowed; categories in the URL', async () => {
    loginAs(makeMember());
    const { user, router } = renderWithProviders(<PapersPage />, { route: '/exam/papers?cid=1&child=11' });
    const list = await screen.findByRole('list', { name: '在线考试' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByText('已参考')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: /🔒/ })).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ cid1: '1', cid2: '11', page: '1', page_size: '10' });
    expect(screen.getByRole('button', { name: '代数' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: '语文' }));
    expect(currentUrl(router)).toBe('/exam/papers?cid=2');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ cid1: '2', cid2: '0' }));

    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: /立即考试/ }));
    expect(currentUrl(router)).toBe('/exam/papers/detail/1');
  });

  it('a visitor clicking a row goes to log in', async () => {
    const { user, router } = renderWithProviders(<PapersPage />, { route: '/exam/papers' });
    await user.click((await screen.findAllByRole('button', { name: /立即考试/ }))[0] as HTMLElement);
    expect(currentUrl(router)).toBe('/login?redirect=%2Fexam%2Fpapers');
  });

  it('empty and failed lists', async () => {
    reply = listReply([]);
    const empty = renderWithProviders(<PapersPage />, { route: '/exam/papers' });
    expect(await screen.findByRole('status', { name: '暂无数据' })).toBeInTheDocument();
    empty.unmount();
    down = true;
    renderWithProviders(<PapersPage />, { route: '/exam/papers?cid=2' });
    expect(await screen.findByRole('alert', { name: '加载失败' })).toBeInTheDocument();
  });
});
