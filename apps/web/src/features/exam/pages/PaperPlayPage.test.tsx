import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnswerSaveRequest, PaperAttemptReply, PaperHandInReply } from '@meedu/contract';
import { examApi } from '../../../../test/handlers/exam.ts';
import { networkError } from '../../../../test/handlers/http.ts';
import { attemptQuestion, makeQuestion, paperAttempt } from '../../../../test/factories/exam.ts';
import { makeMember } from '../../../../test/factories/member.ts';
import { server } from '../../../../test/msw.ts';
import { loginAs, renderRoute } from '../../../../test/render.tsx';

const ROUTE = '/exam/papers/play?id=3&pid=7';
let reply: PaperAttemptReply;
let saves: AnswerSaveRequest[];
let submits: number;
let saveDown: boolean;
let handIn: PaperHandInReply;

const questions = () => [
  attemptQuestion(makeQuestion(1, 1)),
  attemptQuestion(makeQuestion(2, 5)),
  attemptQuestion(makeQuestion(3, 1)),
];

beforeEach(() => {
  reply = paperAttempt(questions());
  saves = [];
  submits = 0;
  saveDown = false;
  handIn = { status: 2, total_score: 10 };
  loginAs(makeMember());
  server.use(
    examApi.paperAttempt(3, 7, () => reply),
    examApi.paperAnswer(3, async ({ request }) => {
      if (saveDown) return networkError();
      const body = (await request.json()) as AnswerSaveRequest;
      saves.push(body);
      // The server keeps it: a later read of the attempt has it.
      reply = {
        ...reply,
        questions: reply.questions.map((q) =>
          q.question_id === body.question_id ? { ...q, answer_content: String(body.answer) } : q,
        ),
      };
      return [];
    }),
    examApi.paperHandIn(3, () => {
      submits += 1;
      reply = paperAttempt(
        questions().map((q, i) => ({ ...q, is_correct: i === 0 ? 1 : 0, score: i === 0 ? 10 : 0 })),
        { status: 2, score: 10, remaining_seconds: 0 },
      );
      return handIn;
    }),
    examApi.collectionStatusMulti(() => ({ '1': 1 })),
  );
});

const sheetNumber = (n: number) =>
  within(screen.getByRole('navigation', { name: '答题卡' })).getByRole('button', {
    name: new RegExp(`^第${n}题`),
  });

describe('PaperPlayPage: the timed runner', () => {
  it('shows the header, the server-clock countdown and saves each answer as it is given', async () => {
    const { user } = await renderRoute(ROUTE);
    expect(await screen.findByRole('heading', { name: '期中考试' })).toBeInTheDocument();
    expect(screen.getByText('及格分：60分/100分')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: '倒计时' })).toHaveTextContent(/倒计时：00时(10|09)分/);
    expect(sheetNumber(1)).toHaveAccessibleName('第1题 未作答');

    await user.click(
      within(screen.getByRole('region', { name: '1.单选题（5分）' })).getByRole('radio', { name: /乙/ }),
    );
    await waitFor(() => expect(saves).toEqual([{ pid: 7, question_id: 1, answer: 'option2' }]));
    await waitFor(() => expect(sheetNumber(1)).toHaveAccessibleName('第1题 已保存'));
    expect(screen.getByRole('status')).toHaveTextContent('答案已全部保存');

    await user.click(screen.getByRole('radio', { name: '错误' }));
    await waitFor(() => expect(saves.at(-1)).toEqual({ pid: 7, question_id: 2, answer: 0 }));
  });

  it('立即交卷 asks first, naming the unanswered questions; 确定 hands in and shows the score and review', async () => {
    const { user } = await renderRoute(ROUTE);
    await user.click(
      within(await screen.findByRole('region', { name: '1.单选题（5分）' })).getByRole('radio', {
        name: /甲/,
      }),
    );
    await user.click(screen.getByRole('button', { name: '立即交卷' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('还有2道题未做，确认要交卷吗？')).toBeInTheDocument();
    expect(within(dialog).getByText('未作答：第2题、第3题')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '继续答题' }));
    expect(submits).toBe(0);

    await user.click(screen.getByRole('button', { name: '立即交卷' }));
    const second = (await screen.findAllByRole('dialog')).at(-1);
    if (!second) throw new Error('no dialog');
    await user.click(within(second).getByRole('button', { name: /^确\s*定$/ }));
    expect(await screen.findByText('考试结束，得分：10')).toBeInTheDocument();
    expect(await screen.findByText('考试得分：10分')).toBeInTheDocument();
    expect(submits).toBe(1);
    expect(sheetNumber(1)).toHaveAccessibleName('第1题 正确');
    expect(sheetNumber(2)).toHaveAccessibleName('第2题 错误');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    // Review: favourites from the multi status.
    expect(await screen.findAllByRole('button', { name: /已收藏/ })).toHaveLength(1);
  });

  it('hands in by itself when the countdown reaches zero, without a click', async () => {
    reply = paperAttempt(questions(), { remaining_seconds: 1 });
    await renderRoute(ROUTE);
    expect(await screen.findByRole('timer')).toBeInTheDocument();
    await waitFor(() => expect(submits).toBe(1));
    expect(await screen.findByText('考试结束，得分：10')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a paper with Q&A waiting for marking says so (交卷提示) instead of a score', async () => {
    handIn = { status: 3, total_score: 0 };
    reply = paperAttempt(questions(), { remaining_seconds: 0 });
    await renderRoute(ROUTE);
    expect(await screen.findByText('此次在线考试包含主观题，等待老师阅卷后查看成绩')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '我知道了' })).toBeInTheDocument();
  });

  it('offline answers are queued in localStorage, shown after a reload, and sent when the connection returns', async () => {
    saveDown = true;
    const first = await renderRoute(ROUTE);
    await first.user.click(
      within(await screen.findByRole('region', { name: '3.单选题（5分）' })).getByRole('radio', {
        name: /丙/,
      }),
    );
    await waitFor(() => expect(sheetNumber(3)).toHaveAccessibleName('第3题 待保存'));
    expect(screen.getByRole('status')).toHaveTextContent('1道题的答案待保存，网络恢复后自动提交');
    expect(JSON.parse(localStorage.getItem('meedu-exam-queue:paper:7') ?? '{}')).toEqual({
      '3': { question_id: 3, answer: 'option3' },
    });
    first.unmount();

    // A reload while still offline: the answer is on screen from the queue.
    await renderRoute(ROUTE);
    const q3 = await screen.findByRole('region', { name: '3.单选题（5分）' });
    expect(within(q3).getByRole('radio', { name: /丙/ })).toHaveAttribute('aria-checked', 'true');
    expect(sheetNumber(3)).toHaveAccessibleName('第3题 待保存');

    saveDown = false;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(saves).toEqual([{ pid: 7, question_id: 3, answer: 'option3' }]));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('答案已全部保存'));
    await waitFor(() => expect(sheetNumber(3)).toHaveAccessibleName('第3题 已保存'));
    expect(localStorage.getItem('meedu-exam-queue:paper:7')).toBeNull();
  });

  it('an attempt without questions says 未获取到试题 and goes back to the list', async () => {
    reply = paperAttempt([]);
    const { router } = await renderRoute(ROUTE);
    expect(await screen.findByText('未获取到试题')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/exam/papers'));
  });

  it('a failed load shows 加载失败 with 重试', async () => {
    server.use(examApi.paperAttempt(3, 7, () => networkError()));
    await renderRoute(ROUTE);
    expect(await screen.findByRole('alert', { name: '加载失败' })).toBeInTheDocument();
  });
});
