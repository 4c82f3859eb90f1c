import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { token } from '../../../lib/storage.ts';
import { memberApi } from '../../../../test/handlers/member.ts';
import { studyApi } from '../../../../test/handlers/study.ts';
import { makeMember } from '../../../../test/factories/member.ts';
import { makeLearnedCourseRow as learnedRow } from '../../../../test/factories/study.ts';
import { server } from '../../../../test/msw.ts';
import { currentUrl, loginAs, renderRoute, withFeatures } from '../../../../test/render.tsx';

const calls: string[] = [];
beforeEach(() =>
  server.use(
    studyApi.learnedCourses(({ request }) => {
      calls.push(`learned${new URL(request.url).search}`);
      return {
        data: [
          learnedRow(1),
          learnedRow(2, { is_watched: 1, progress: 100, is_subscribe: 0 }),
          learnedRow(3, { course: [] }),
        ],
        total: 23,
      };
    }),
    studyApi.subscribedCourses(({ request }) => {
      calls.push(`courses${new URL(request.url).search}`);
      return {
        data: [
          {
            course_id: 8,
            user_id: 1,
            charge: 99,
            created_at: '2024-01-01T00:00:00.000000Z',
            learned_count: 0,
            watch_record: [],
            last_view_video: [],
            course: { id: 8, title: '订阅课程八', thumb: '/c8.png', charge: 99, videos_count: 4 },
          },
        ],
        total: 1,
      };
    }),
    studyApi.likedCourses(() => ({ data: [], total: 0 })),
    memberApi.learnedVideos(1, () => [
      {
        id: 301,
        title: '第一节',
        published_at: '',
        duration: 65,
        watch_record: { watch_seconds: 65, watched_at: '2024-01-01', created_at: '' },
      },
      { id: 302, title: '第二节', published_at: '', duration: 3700, watch_record: null },
    ]),
    studyApi.boughtTopics({
      data: {
        data: [
          {
            id: 1,
            created_at: '2024-03-01T08:00:00Z',
            topic: { id: 44, title: '已购图文', thumb: '/t.png' },
          },
        ],
        total: 1,
      },
    }),
  ),
);
beforeEach(() => {
  calls.length = 0;
  token.set('tok');
  loginAs(makeMember());
});

const renderPage = (route = '/study-center') => renderRoute(route);

describe('StudyCenterPage', () => {
  it('lists the courses being studied with continue links to the last video', async () => {
    const { user, router } = await renderPage();
    const list = await screen.findByRole('list', { name: '学习列表' });
    expect(calls[0]).toBe('learned?page=1&size=10');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('已学完：2课时 / 共5课时')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('已订阅')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('已订阅')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: '学习完成' })).toBeInTheDocument();
    await user.click(within(rows[0]!).getByRole('button', { name: '继续学习' }));
    expect(currentUrl(router)).toBe('/courses/video/301');
  });

  it('a finished course goes to the detail page', async () => {
    const { user, router } = await renderPage();
    const list = await screen.findByRole('list', { name: '学习列表' });
    await user.click(within(list).getByRole('button', { name: '学习完成' }));
    expect(currentUrl(router)).toBe('/courses/detail/2?tab=2');
  });

  it('shows per-video progress in the 学习进度 dialog', async () => {
    const { user } = await renderPage();
    const list = await screen.findByRole('list', { name: '学习列表' });
    await user.click(within(list).getAllByRole('button', { name: '学习进度' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('01:05 / 01:05')).toBeInTheDocument();
    expect(within(dialog).getByText('已学完')).toBeInTheDocument();
    expect(within(dialog).getByText('0:00 / 01:01:40')).toBeInTheDocument();
    expect(within(dialog).getByText('未学完')).toBeInTheDocument();
  });

  it('switches scenes through the URL and resets the page', async () => {
    const { user, router } = await renderPage('/study-center?page=2');
    await screen.findByRole('list', { name: '学习列表' });
    expect(calls[0]).toBe('learned?page=2&size=10');
    await user.click(screen.getByText('订阅'));
    expect(currentUrl(router)).toBe('/study-center?scene=2');
    const list = await screen.findByRole('list', { name: '学习列表' });
    expect(await within(list).findByText('订阅课程八')).toBeInTheDocument();
    expect(calls.at(-1)).toBe('courses?page=1&size=10');
    await user.click(within(list).getByRole('button', { name: '课程目录' }));
    expect(currentUrl(router)).toBe('/courses/detail/8?tab=3');
  });

  it('shows the empty state for an empty list', async () => {
    await renderPage('/study-center?scene=3');
    expect(await screen.findByRole('status', { name: '暂无数据' })).toBeInTheDocument();
  });

  it('adds addon tabs only when enabled and reads their endpoints', async () => {
    const first = await renderPage();
    await screen.findByRole('list', { name: '学习列表' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['录播课']);
    first.unmount();

    withFeatures('live', 'topic');
    const { user, router } = await renderPage('/study-center?scene=2');
    await screen.findByRole('list', { name: '学习列表' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['录播课', '直播课', '图文']);
    await user.click(screen.getByRole('tab', { name: '图文' }));
    expect(currentUrl(router)).toBe('/study-center?type=topic&scene=2');
    const list = await screen.findByRole('list', { name: '学习列表' });
    await waitFor(() => expect(within(list).getByText('已购图文')).toBeInTheDocument());
    expect(within(list).getByText(/订阅时间：2024-03-01/)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: '立即查看' }));
    expect(currentUrl(router)).toBe('/topic/detail/44');
  });
});
