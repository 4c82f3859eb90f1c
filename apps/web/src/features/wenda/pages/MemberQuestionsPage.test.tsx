import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemberAnswer, MemberQuestion } from '@meedu/contract';
import { answerExcerpt } from './MemberQuestionsPage.tsx';
import { wendaApi } from '../../../../test/handlers/wenda.ts';
import { networkError } from '../../../../test/handlers/http.ts';
import { makeMember } from '../../../../test/factories/member.ts';
import { server } from '../../../../test/msw.ts';
import { antdElements, loginAs, renderRoute } from '../../../../test/render.tsx';

let questions: MemberQuestion[] | 'network' = [];
let answers: MemberAnswer[] = [];
let total = 0;
const asked: Record<string, string>[] = [];

beforeEach(() => {
  asked.length = 0;
  questions = [
    { id: 1, title: '问题一', status: 1, answer_count: 2 },
    { id: 2, title: '问题二', status: 0, answer_count: 0 },
  ];
  answers = [
    { id: 5, question_id: 1, render_content: '<p>被采纳的回答</p>', status: 1, is_correct: 1, vote_count: 3 },
    { id: 6, question_id: 2, render_content: '长'.repeat(60), status: 0, is_correct: 0, vote_count: 0 },
  ];
  total = 2;
  loginAs(makeMember());
  server.use(
    wendaApi.myQuestions(({ request }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams));
      if (questions === 'network') return networkError();
      return { data: { data: questions, total } };
    }),
    wendaApi.myAnswers(() => ({ data: { data: answers, total: answers.length } })),
  );
});

describe('MemberQuestionsPage', () => {
  it('lists my questions, solved in green, each linking to the question', async () => {
    await renderRoute('/member/questions');
    const list = await screen.findByRole('list', { name: '我的问题' });
    expect(antdElements()).toEqual([]); // a plain page (issue 30)
    const first = within(list).getByRole('link', { name: /问题一/ });
    expect(first).toHaveAttribute('href', '/wenda/detail/1');
    expect(within(first).getByText('已解决')).toHaveClass('wd-green');
    expect(within(first).getByText('2 回答')).toBeInTheDocument();
    expect(
      within(within(list).getByRole('link', { name: /问题二/ })).getByText('未解决'),
    ).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ page: '1', page_size: '10' });
    await waitFor(() => expect(document.title).toContain('我的问答'));
  });

  it('lists my answers, cut at 51 characters, adopted ones marked, linking to their question', async () => {
    const { user } = await renderRoute('/member/questions');
    await user.click(await screen.findByRole('tab', { name: '我的回答' }));
    const list = await screen.findByRole('list', { name: '我的回答' });
    const adopted = within(list).getByRole('link', { name: /被采纳的回答/ });
    expect(adopted).toHaveAttribute('href', '/wenda/detail/1');
    expect(within(adopted).getByText('被采纳')).toBeInTheDocument();
    expect(within(adopted).getByText('积分+3')).toBeInTheDocument();
    const long = within(list).getByRole('link', { name: /长/ });
    expect(within(long).getByText(`${'长'.repeat(51)}...`)).toBeInTheDocument();
    expect(within(long).getByText('未解决')).toBeInTheDocument();
    expect(answerExcerpt('<p>a &lt;b&gt;</p>')).toBe('a <b>');
  });

  it('shows the empty state, pages past 10, and 加载失败 with 重试', async () => {
    questions = [];
    total = 0;
    const first = await renderRoute('/member/questions');
    expect(await screen.findByRole('status', { name: '暂无数据' })).toBeInTheDocument();
    first.unmount();
    first.queryClient.removeQueries({ queryKey: ['wenda'] });

    questions = Array.from({ length: 10 }, (_, i) => ({
      id: i + 1,
      title: `第${i + 1}问`,
      status: 0,
      answer_count: 0,
    }));
    total = 15;
    const paged = await renderRoute('/member/questions');
    await screen.findByRole('link', { name: /第1问/ });
    await paged.user.click(await within(screen.getByRole('navigation', { name: '分页' })).findByText('2'));
    expect(asked.at(-1)).toEqual({ page: '2', page_size: '10' });
    paged.unmount();
    paged.queryClient.removeQueries({ queryKey: ['wenda'] });

    questions = 'network';
    const { user } = await renderRoute('/member/questions');
    const alert = await screen.findByRole('alert', { name: '加载失败' });
    questions = [{ id: 3, title: '恢复了', status: 0, answer_count: 1 }];
    total = 1;
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: /恢复了/ })).toBeInTheDocument();
  });
});
