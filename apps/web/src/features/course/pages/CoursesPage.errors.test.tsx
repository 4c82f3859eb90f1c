import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CourseCategory, CourseListItem, LaravelPage } from '@meedu/contract';
import { makeConfig, ok, renderWithProviders } from '../../../../test/render.tsx';
import CoursesPage from './CoursesPage.tsx';
import { server } from '../../../../test/msw.ts';

const categories: CourseCategory[] = [{ id: 3, name: '编程', parent_id: 0, children: [] }];
const reply: LaravelPage<CourseListItem> = {
  current_page: 1,
  data: [
    {
      id: 1,
      title: '课程一',
      slug: '',
      thumb: '/c1.png',
      charge: 99,
      short_description: '',
      published_at: '2024-01-01 00:00:00',
      is_rec: 0,
      user_count: 1,
      category_id: 3,
      is_free: 0,
      videos_count: 3,
      category: { id: 3, name: '编程' },
    },
  ],
  from: 1,
  last_page: 1,
  next_page_url: null,
  per_page: 16,
  prev_page_url: null,
  to: 1,
  total: 1,
};

let listDown = false;
let categoriesDown = false;
beforeEach(() =>
  server.use(
    http.get('*/api/v2/other/config', () => HttpResponse.json(ok(makeConfig()))),
    http.get('*/api/v2/course_categories', () =>
      categoriesDown ? HttpResponse.error() : HttpResponse.json(ok(categories)),
    ),
    http.get('*/api/v2/courses', () => (listDown ? HttpResponse.error() : HttpResponse.json(ok(reply)))),
  ),
);
beforeEach(() => {
  listDown = false;
  categoriesDown = false;
});

describe('CoursesPage when a request fails', () => {
  it('the list says 加载失败 instead of the empty state; 重试 shows the courses once back', async () => {
    listDown = true;
    const { user } = renderWithProviders(<CoursesPage />, { route: '/courses' });
    const alert = await screen.findByRole('alert', { name: '加载失败' });
    expect(within(alert).getByText('网络异常，请检查网络后重试')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '暂无数据' })).not.toBeInTheDocument();
    // The categories still came.
    expect(screen.getByRole('button', { name: '编程' })).toBeInTheDocument();

    listDown = false;
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('课程一')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: '加载失败' })).not.toBeInTheDocument();
  });

  it('failed categories get their own retry while the list shows', async () => {
    categoriesDown = true;
    const { user } = renderWithProviders(<CoursesPage />, { route: '/courses' });
    const alert = await screen.findByRole('alert', { name: '加载失败' });
    expect(await screen.findByText('课程一')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '分类：' })).not.toBeInTheDocument();

    categoriesDown = false;
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('button', { name: '编程' })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: '加载失败' })).not.toBeInTheDocument();
  });
});
