import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaperListReply } from '@meedu/contract';
import { examApi } from '../../../../test/handlers/exam.ts';
import { listReply, makePaperListItem as item } from '../../../../test/factories/exam.ts';
import { makeMember } from '../../../../test/factories/member.ts';
import { outage, findLoadFailure } from '../../../../test/load-failure.ts';
import { server } from '../../../../test/msw.ts';
import { currentUrl, loginAs, renderRoute } from '../../../../test/render.tsx';

let reply: PaperListReply;
const down = outage();
const asked: Record<string, string>[] = [];

beforeEach(() => {
  reply = listReply([item(1), item(2, { cur_user_can_join: false })], { user_papers: { '1': { id: 9 } } });
  asked.length = 0;
  server.use(
    examApi.papers(({ request }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams));
      return down.answer(reply);
    }),
  );
});

describe('PapersPage (/exam/papers)', () => {
  it('rows with 已参考 and a lock when not allowed; categories in the URL', async () => {
    loginAs(makeMember());
    const { user, router } = await renderRoute('/exam/papers?cid=1&child=11');
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
    const { user, router } = await renderRoute('/exam/papers');
    await user.click((await screen.findAllByRole('button', { name: /立即考试/ }))[0] as HTMLElement);
    expect(currentUrl(router)).toBe('/login?redirect=%2Fexam%2Fpapers');
  });

  it('empty and failed lists', async () => {
    reply = listReply([]);
    const empty = await renderRoute('/exam/papers');
    expect(await screen.findByRole('status', { name: '暂无数据' })).toBeInTheDocument();
    empty.unmount();
    down.start();
    await renderRoute('/exam/papers?cid=2');
    expect(await findLoadFailure()).toBeInTheDocument();
  });
});
