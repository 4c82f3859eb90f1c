import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnswerSaveRequest, MockAttemptReply } from '@meedu/contract';
import { loginAs, makeMember, ok, renderWithProviders, server } from '../../../../test/render.tsx';
import { attemptQuestion, makeQuestion } from '../test-data.ts';
import MockPaperPlayPage from './MockPaperPlayPage.tsx';

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
    http.get('*/addons/Paper/api/v1/mock_paper/record/12', () => HttpResponse.json(ok(reply))),
    http.post('*/addons/Paper/api/v1/mock_paper/record/12/submit/single', async ({ request }) => {
      saves.push((await request.json()) as AnswerSaveRequest);
      return HttpResponse.json(ok([]));
    }),
    http.post('*/addons/Paper/api/v1/mock_paper/record/12/submit', () => {
      reply = attempt(1);
      return HttpResponse.json(ok({ status: 1, total_score: 5 }));
    }),
    http.post('*/addons/Paper/api/v1/collection/status/multi', () => HttpResponse.json(ok([]))),
  );
});

describe('MockPaperPlayPage: the same timed runner over a mock attempt', () => {
  it('saves a composite part as "<id>-cap-<i>", hands in and always shows the score', async () => {
    const { user } = renderWithProviders(<MockPaperPlayPage />, {
      route: '/exam/mockpaper/play?id=4&pid=12',
    });
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
