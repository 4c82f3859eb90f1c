import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PracticeChapterReply, QuestionBookStatsReply } from '@meedu/contract';
import { examApi } from '../../../../test/handlers/exam.ts';
import { makeQuestion } from '../../../../test/factories/exam.ts';
import { makeMember } from '../../../../test/factories/member.ts';
import { server } from '../../../../test/msw.ts';
import { loginAs, renderRoute } from '../../../../test/render.tsx';

const recorded: { id: number; body: unknown }[] = [];
const removed: number[] = [];

const chapter: PracticeChapterReply = {
  practice: { name: '高数练习' },
  first_question: makeQuestion(11, 1, { answer: 'option2' }),
  qid_arr: [11, 12, 13],
  has_practice_question_ids: [13],
};

const stats: QuestionBookStatsReply = {
  types_count: { '1': 2, '2': 0, '3': 0, '4': 0, '5': 1, '6': 0 },
  categories: [{ id: 1, name: '数学', children: [{ id: 11, name: '代数' }] }],
  categories_count: { '1': 3, '11': 0 },
};

beforeEach(() => {
  recorded.length = 0;
  removed.length = 0;
  loginAs(makeMember());
  server.use(
    examApi.practiceChapter(5, 9, () => chapter),
    examApi.practiceQuestion(5, ({ params }) => ({
      question: makeQuestion(Number(params.qid), 2, { answer: 'option1,option3', remark: '<p>解释</p>' }),
    })),
    examApi.practiceAnswer(5, async ({ params, request }) => {
      recorded.push({ id: Number(params.qid), body: await request.json() });
      return [];
    }),
    examApi.collectionStatus(() => ({ status: 0 })),
    examApi.collect([]),
    examApi.wrongBookStats(() => stats),
    examApi.wrongBookIds(() => ({
      first_question: makeQuestion(21, 1, { answer: 'option1' }),
      questions_ids: [21, 22],
    })),
    examApi.bookQuestion(({ params }) => ({ question: makeQuestion(Number(params.qid), 5, { answer: 1 }) })),
    examApi.bookAnswer([]),
    examApi.wrongBookRemove(({ params }) => {
      removed.push(Number(params.qid));
      return [];
    }),
  );
});

const sheet = () => within(screen.getByRole('navigation', { name: '答题卡' }));

describe('DrillRunner: practice', () => {
  it('a single choice reveals and records on pick; 下一题 loads the next; 对答案 / 收起答案; ends say so', async () => {
    const { user } = await renderRoute('/exam/practice/play?practiceId=5&chapterId=9');
    expect(await screen.findByRole('heading', { name: '高数练习' })).toBeInTheDocument();
    expect(sheet().getByRole('button', { name: '第3题 已练习' })).toBeInTheDocument();
    expect(sheet().getByRole('button', { name: /^第1题/ })).toHaveAttribute('aria-current', 'step');

    await user.click(screen.getByRole('radio', { name: /甲/ }));
    await waitFor(() => expect(recorded).toEqual([{ id: 11, body: { answer: 'option1' } }]));
    expect(screen.getByText('答案：B')).toBeInTheDocument();
    expect(sheet().getByRole('button', { name: /^第1题/ })).toHaveAccessibleName('第1题 已练习');

    await user.click(screen.getByRole('button', { name: '上一题' }));
    expect(await screen.findByText('可通过键盘← →方向键快速切题哦！')).toBeInTheDocument();
    expect(await screen.findByText('没有上一题了')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '下一题' }));
    expect(await screen.findByRole('heading', { name: '2.多选题（5分）' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /甲/ }));
    expect(recorded).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '对答案' }));
    await waitFor(() => expect(recorded.at(-1)).toEqual({ id: 12, body: { answer: 'option1' } }));
    expect(screen.getByText('答案：A,C')).toBeInTheDocument();
    expect(screen.getByText('解释')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '收起答案' }));
    expect(screen.queryByText('答案：A,C')).not.toBeInTheDocument();
    expect(recorded).toHaveLength(2);

    // Keyboard → moves on; an unanswered reveal records [].
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('heading', { name: '3.多选题（5分）' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '对答案' }));
    await waitFor(() => expect(recorded.at(-1)).toEqual({ id: 13, body: { answer: [] } }));
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('没有下一题了')).toBeInTheDocument();
  });

  it('collects a question: 收藏试题 → 已收藏 with its toast', async () => {
    const { user } = await renderRoute('/exam/practice/play?practiceId=5&chapterId=9');
    await user.click(await screen.findByRole('button', { name: /收藏试题/ }));
    expect(await screen.findByText('已收藏试题')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /已收藏/ })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('DrillRunner: the wrong book', () => {
  it('filters by category (a (0) item is disabled) and removes a question after confirmation', async () => {
    const { user } = await renderRoute('/exam/wrongbook/play?mode=order');
    expect(await screen.findByRole('heading', { name: '试题错题本' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '全部(3)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '数学(3)' }));
    expect(await screen.findByRole('button', { name: '代数(0)' })).toBeDisabled();

    await screen.findByRole('heading', { name: '1.单选题（5分）' });
    expect(screen.queryByRole('button', { name: /收藏试题/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '移出错题本' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('是否将此题从错题本移除？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^确\s*定$/ }));
    expect(await screen.findByText('操作成功，下次进入将不会看到该试题')).toBeInTheDocument();
    expect(removed).toEqual([21]);
    // The same position now shows the next question, and the sheet has one number left.
    expect(await screen.findByRole('heading', { name: '1.判断题（5分）' })).toBeInTheDocument();
    expect(sheet().getAllByRole('button')).toHaveLength(1);
  });
});
