import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  MemberPapersReply,
  MockPaperDetailReply,
  PracticeDetailReply,
  QuestionBookStatsReply,
} from '@meedu/contract';
import { examApi } from '../../../../test/handlers/exam.ts';
import { makeMember } from '../../../../test/factories/member.ts';
import { server } from '../../../../test/msw.ts';
import { currentUrl, loginAs, renderRoute } from '../../../../test/render.tsx';

const stats: QuestionBookStatsReply = {
  types_count: { '1': 2, '2': 0, '3': 0, '4': 0, '5': 1, '6': 0 },
  categories: [],
  categories_count: [],
};

const practice: PracticeDetailReply = {
  practice: { id: 5, name: 'Python 练习', charge: 0, question_count: 8 },
  chapters: [
    { id: 1, name: '第一章', question_count: 4 },
    { id: 2, name: '空章节', question_count: 0 },
  ],
  can: true,
  practice_user_record: { submit_count: 3 },
  user_chapter_records: { '1': { submit_count: 2 } },
};

const mock: MockPaperDetailReply = {
  paper: {
    id: 4,
    title: '综合模拟',
    pass_score: 30,
    charge: 0,
    enabled_invite: 0,
    rule: JSON.stringify({ category_ids: [1], num: { choice: 3, judge: '2', qa: 'x' } }),
  },
  user_papers: [
    { id: 2, status: 1, get_score: 40 },
    { id: 3, status: 0, get_score: 0 },
  ],
  can: true,
  join_count: 2,
  required_courses: [],
};

let memberPapers: MemberPapersReply;
let statsCalls = 0;

beforeEach(() => {
  statsCalls = 0;
  memberPapers = {
    data: [
      { paper_id: 3, max_score: 88, paper: { title: '期中考试', score: 100 } },
      { paper_id: 4, max_score: 10, paper: null },
    ],
    total: 2,
  };
  server.use(
    examApi.wrongBookStats(() => {
      statsCalls += 1;
      return stats;
    }),
    examApi.collectionStats(() => stats),
    examApi.practice(5, () => practice),
    examApi.mockPaper(4, () => mock),
    examApi.drawMock(4, () => ({ recordId: 12 })),
    examApi.myPapers(() => memberPapers),
    examApi.myPractices(() => ({
      data: [{ pid: 5, submit_count: 3, practice_question_count: 8, practice: { name: 'Python 练习' } }],
      total: 1,
    })),
  );
});

describe('wrong book and collection landings', () => {
  it('a visitor sees zeros without asking the server, and is asked to log in on click', async () => {
    const { user, router } = await renderRoute('/exam/wrongbook');
    expect(screen.getByRole('button', { name: '单选题共0题错题' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '全部练习' }));
    expect(currentUrl(router)).toBe('/login?redirect=%2Fexam%2Fwrongbook');
    expect(statsCalls).toBe(0);
  });

  it('a member sees the counts by type; a tile with questions opens the drill, an empty one does nothing', async () => {
    loginAs(makeMember());
    const { user, router } = await renderRoute('/exam/wrongbook');
    await user.click(await screen.findByRole('button', { name: '多选题共0题错题' }));
    expect(currentUrl(router)).toBe('/exam/wrongbook');
    await user.click(screen.getByRole('button', { name: '判断题共1题错题' }));
    expect(currentUrl(router)).toBe('/exam/wrongbook/play?type=5');
  });

  it('the collection says 已收藏{n}题 and 全部练习 opens every type', async () => {
    loginAs(makeMember());
    const { user, router } = await renderRoute('/exam/collection');
    expect(await screen.findByRole('button', { name: '单选题已收藏2题' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '全部练习' }));
    expect(currentUrl(router)).toBe('/exam/collection/play?mode=collect');
  });
});

describe('practice and mock paper details', () => {
  it('practice: progress, chapters with their counts; 每日20题 and a chapter open the drill; an empty chapter says 无试题', async () => {
    loginAs(makeMember());
    const { user, router } = await renderRoute('/exam/practice/detail/5');
    expect(await screen.findByText('已练习：3/8')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: '章节' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('第一章已练习2/4');
    await user.click(screen.getByRole('button', { name: '空章节' }));
    expect(await screen.findByText('无试题')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '第一章' }));
    expect(currentUrl(router)).toBe('/exam/practice/play?practiceId=5&chapterId=1');
  });

  it('mock paper: question count from the draw rule, unlimited attempts, 立即考试 draws a new attempt', async () => {
    loginAs(makeMember());
    const { user, router } = await renderRoute('/exam/mockpaper/detail/4');
    expect(await screen.findByText('题数：5道')).toBeInTheDocument();
    expect(screen.getByText('可考试次数：不限')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: '考试记录' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('40分已结束考试详情');
    expect(rows[1]).toHaveTextContent('未完成考试中继续考试');
    await user.click(screen.getByRole('button', { name: /立即考试/ }));
    await screen.findByTestId('elsewhere');
    expect(currentUrl(router)).toBe('/exam/mockpaper/play?id=4&pid=12');
  });
});

describe('member exam lists', () => {
  it('/member/paper: rows with a paper, best score and total, linking to the detail; empty', async () => {
    loginAs(makeMember());
    const first = await renderRoute('/member/paper');
    const link = await screen.findByRole('link', { name: '期中考试' });
    expect(link).toHaveAttribute('href', '/exam/papers/detail/3');
    expect(screen.getByText('最高得分：88')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '我的考试' })).getAllByRole('link')).toHaveLength(1);
    first.unmount();
    first.queryClient.removeQueries({ queryKey: ['exam'] });
    memberPapers = { data: [], total: 0 };
    await renderRoute('/member/paper');
    expect(await screen.findByRole('status', { name: '暂无数据' })).toBeInTheDocument();
  });

  it('/member/practice: 已练习 n/m', async () => {
    loginAs(makeMember());
    await renderRoute('/member/practice');
    expect(await screen.findByRole('link', { name: 'Python 练习' })).toHaveAttribute(
      'href',
      '/exam/practice/detail/5',
    );
    expect(screen.getByText('已练习 3/8')).toBeInTheDocument();
  });
});
