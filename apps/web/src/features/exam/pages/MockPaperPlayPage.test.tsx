import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnswerSaveRequest, MockAttemptReply } from '@meedu/contract';
import { examApi } from '../../../../test/handlers/exam.ts';
import { attemptQuestion, makeQuestion } from '../../../../test/factories/exam.ts';
import { makeMember } from '../../../../test/factories/member.ts';
import { server } from '../../../../test/msw.ts';
import { loginAs, renderRoute } from '../../../../test/render.tsx';

const attempt = (status: 0 | 1): MockAttemptReply => ({
  paper: { title: '综合模拟', pass_score: 30 },
  record: {
    id: 12,
    status,
    get_score: status ? 5 : 0,
    total_score: 50,
    expired_at: '2026-11-23 10:00:00',
    remaining_seconds: 900,
  },
  questions: [attemptQuestion(makeQuestion(1, 6), status ? { is_correct: 2, score: 5 } : {})],
});

let reply: MockAttemptReply;
const saves: AnswerSaveRequest[] = [];

beforeEach(() => {
  reply = attempt(0);
  saves.length = 0;
  loginAs(makeMember());
  server.use(
    examApi.mockAttempt(12, () => reply),
    examApi.mockAnswer(12, async ({ request }) => {
      saves.push((await request.json()) as AnswerSaveRequest);
      return [];
    }),
    examApi.mockHandIn(12, () => {
      reply = attempt(1);
      return { status: 1, total_score: 5 };
    }),
    examApi.collectionStatusMulti([]),
  );
});

describe('MockPaperPlayPage: the same timed runner over a mock attempt', () => {
  it('saves a composite part as "<id>-cap-<i>", hands in and always shows the score', async () => {
    const { user } = await renderRoute('/exam/mockpaper/play?id=4&pid=12');
    expect(await screen.findByText('及格分：30分/50分')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '正确' }));
    await waitFor(() => expect(saves).toEqual([{ pid: 12, question_id: '1-cap-1', answer: 1 }]));
    await user.click(screen.getByRole('button', { name: '立即交卷' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确认要交卷吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^确\s*定$/ }));
    expect(await screen.findByText('考试结束，得分：5')).toBeInTheDocument();
    expect(await screen.findByText('考试得分：5分')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: '答题卡' })).getByRole('button', {
        name: '第1题 部分正确',
      }),
    ).toBeInTheDocument();
  });
});
