import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  MemberPapersReply,
  MemberPracticesReply,
  MockPaperDetailReply,
  PracticeDetailReply,
  QuestionBookStatsReply,
} from '@meedu/contract';
import {
  currentUrl,
  loginAs,
  makeMember,
  ok,
  renderWithProviders,
  server,
} from '../../../../test/render.tsx';
import CollectionPage from './CollectionPage.tsx';
import MemberPaperPage from './MemberPaperPage.tsx';
import MemberPracticePage from './MemberPracticePage.tsx';
import MockPaperDetailPage from './MockPaperDetailPage.tsx';
import PracticeDetailPage from './PracticeDetailPage.tsx';
import WrongBookPage from './WrongBookPage.tsx';

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
    http.get('*/api/v2/member/unreadNotificationCount', () => HttpResponse.json(ok(0))),
    http.get('*/addons/Paper/api/v1/wrongbook', () => {
      statsCalls += 1;
      return HttpResponse.json(ok(stats));
    }),
    http.get('*/addons/Paper/api/v1/collection/stats', () => HttpResponse.json(ok(stats))),
    http.get('*/addons/Paper/api/v1/practice/5', () => HttpResponse.json(ok(practice))),
    http.get('*/addons/Paper/api/v1/mock_paper/4', () => HttpResponse.json(ok(mock))),
    http.post('*/addons/Paper/api/v1/mock_paper/4', () => HttpResponse.json(ok({ recordId: 12 }))),
    http.get('*/addons/Paper/api/v2/member/joinPapers', () => HttpResponse.json(ok(memberPapers))),
    http.get('*/addons/Paper/api/v2/member/joinPractices', () =>
      HttpResponse.json(
        ok<MemberPracticesReply>({
          data: [{ pid: 5, submit_count: 3, practice_question_count: 8, practice: { name: 'Python 练习' } }],
          total: 1,
        }),
      ),
    ),
  );
});

describe('wrong book and collection landings', () => {
  it('a visitor sees zeros without asking the server, and is asked to log in on click', async () => {
    const { user, router } = renderWithProviders(<WrongBookPage />, { route: '/exam/wrongbook' });
    expect(screen.getByRole('button', { name: '单选题共0题错题' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '全部练习' }));
    expect(currentUrl(router)).toBe('/login?redirect=%2Fexam%2Fwrongbook');
    expect(statsCalls).toBe(0);
  });

  it('a member sees the counts by type; a tile with questions opens the drill, an empty one does nothing', async () => {
    loginAs(makeMember());
    const { user, router } = renderWithProviders(<WrongBookPage />, { route: '/exam/wrongbook' });
    await user.click(await screen.findByRole('button', { name: '多选题共0题错题' }));
    expect(currentUrl(router)).toBe('/exam/wrongbook');
    await user.click(screen.getByRole('button', { name: '判断题共1题错题' }));
    expect(currentUrl(router)).toBe('/exam/wrongbook/play?type=5');
  });

  it('the collection says 已收藏{n}题 and 全部练习 opens every type', async () => {
    loginAs(makeMember());
    const { user, router } = renderWithProviders(<CollectionPage />, { route: '/exam/collection' });
    expect(await screen.findByRole('button', { name: '单选题已收藏2题' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '全部练习' }));
    expect(currentUrl(router)).toBe('/exam/collection/play?mode=collect');
  });
});

describe('practice and mock paper details', () => {
  it('practice: progress, chapters with their counts; 每日20题 and a chapter open the drill; an empty chapter says 无试题', async () => {
    loginAs(makeMember());
    const { user, router } = renderWithProviders(<PracticeDetailPage />, {
      route: '/exam/practice/detail/5',
      path: '/exam/practice/detail/:id',
    });
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
    const { user, router } = renderWithProviders(<MockPaperDetailPage />, {
      route: '/exam/mockpaper/detail/4',
      path: '/exam/mockpaper/detail/:id',
    });
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
    const first = renderWithProviders(<MemberPaperPage />, { route: '/member/paper' });
    const link = await screen.findByRole('link', { name: '期中考试' });
    expect(link).toHaveAttribute('href', '/exam/papers/detail/3');
    expect(screen.getByText('最高得分：88')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '我的考试' })).getAllByRole('link')).toHaveLength(1);
    first.unmount();
    first.queryClient.removeQueries({ queryKey: ['exam'] });
    memberPapers = { data: [], total: 0 };
    renderWithProviders(<MemberPaperPage />, { route: '/member/paper' });
    expect(await screen.findByRole('status', { name: '暂无数据' })).toBeInTheDocument();
  });

  it('/member/practice: 已练习 n/m', async () => {
    loginAs(makeMember());
    renderWithProviders(<MemberPracticePage />, { route: '/member/practice' });
    expect(await screen.findByRole('link', { name: 'Python 练习' })).toHaveAttribute(
      'href',
      '/exam/practice/detail/5',
    );
    expect(screen.getByText('已练习 3/8')).toBeInTheDocument();
  });
});
