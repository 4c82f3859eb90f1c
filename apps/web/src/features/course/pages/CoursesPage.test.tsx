import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CourseCategory, CourseListItem, LaravelPage } from '@meedu/contract';
import { currentUrl, makeConfig, ok, renderWithProviders } from '../../../../test/render.tsx';
import CoursesPage from './CoursesPage.tsx';
import { server } from '../../../../test/msw.ts';

const categories: CourseCategory[] = [
  { id: 3, name: '编程', parent_id: 0, children: [{ id: 7, name: '后端', parent_id: 3, sort: 1 }] },
  { id: 4, name: '设计', parent_id: 0, children: [] },
];

const course = (id: number, over: Partial<CourseListItem> = {}): CourseListItem => ({
  id,
  title: `课程${id}`,
  slug: '',
  thumb: `/c${id}.png`,
  charge: 99,
  short_description: '',
  published_at: '2024-01-01 00:00:00',
  is_rec: 0,
  user_count: 1,
  category_id: 3,
  is_free: 0,
  videos_count: 3,
  category: { id: 3, name: '编程' },
  ...over,
});

const page = (items: CourseListItem[], total: number, current = 1): LaravelPage<CourseListItem> => ({
  current_page: current,
  data: items,
  from: 1,
  last_page: Math.ceil(total / 16),
  next_page_url: null,
  per_page: 16,
  prev_page_url: null,
  to: items.length,
  total,
});

const requests: URLSearchParams[] = [];
let reply: LaravelPage<CourseListItem> = page([course(1)], 1);

beforeEach(() =>
  server.use(
    http.get('*/api/v2/other/config', () => HttpResponse.json(ok(makeConfig()))),
    http.get('*/api/v2/course_categories', () => HttpResponse.json(ok(categories))),
    http.get('*/api/v2/courses', ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return HttpResponse.json(ok(reply));
    }),
  ),
);
beforeEach(() => {
  requests.length = 0;
  reply = page([course(1)], 1);
});

const last = () => Object.fromEntries(requests.at(-1) ?? []);

describe('CoursesPage', () => {
  it('reads cid, child and scene from the URL and asks for the child category', async () => {
    renderWithProviders(<CoursesPage />, { route: '/courses?cid=3&child=7&scene=free' });
    expect(await screen.findByRole('link', { name: '课程1' })).toHaveAttribute('href', '/courses/detail/1');
    expect(last()).toEqual({ page: '1', page_size: '16', scene: 'free', category_id: '7' });
    expect(
      within(screen.getByRole('group', { name: '分类：' })).getByRole('button', { name: '编程' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(screen.getByRole('group', { name: '细分：' })).getByRole('button', { name: '后端' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('tab', { name: '免费' })).toHaveAttribute('aria-selected', 'true');
  });

  it('category and scene clicks update the URL and refetch from page 1', async () => {
    const { user, router } = renderWithProviders(<CoursesPage />, { route: '/courses?page=2' });
    await screen.findByRole('link', { name: '课程1' });
    expect(last()).toMatchObject({ page: '2', category_id: '0', scene: '' });
    expect(screen.queryByRole('group', { name: '细分：' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '编程' }));
    expect(currentUrl(router)).toBe('/courses?cid=3');
    await waitFor(() => expect(last()).toMatchObject({ page: '1', category_id: '3' }));

    await user.click(await screen.findByRole('button', { name: '后端' }));
    expect(currentUrl(router)).toBe('/courses?cid=3&child=7');
    await waitFor(() => expect(last()).toMatchObject({ category_id: '7' }));

    await user.click(screen.getByRole('tab', { name: '热门' }));
    expect(currentUrl(router)).toBe('/courses?cid=3&child=7&scene=sub');
    await waitFor(() => expect(last()).toMatchObject({ category_id: '7', scene: 'sub' }));

    await user.click(
      within(screen.getByRole('group', { name: '分类：' })).getByRole('button', { name: '全部' }),
    );
    expect(currentUrl(router)).toBe('/courses?scene=sub');
  });

  it('shows the card prices by the VOD rules', async () => {
    reply = page(
      [
        course(1, { title: '免费课', is_free: 1, charge: 0 }),
        course(2, { title: '付费课', is_free: 0, charge: 199 }),
        course(3, { title: '零元课', is_free: 0, charge: 0 }),
      ],
      3,
    );
    renderWithProviders(<CoursesPage />, { route: '/courses' });
    expect(within(await screen.findByRole('link', { name: '免费课' })).getByText('免费')).toBeInTheDocument();
    const paid = screen.getByRole('link', { name: '付费课' });
    expect(within(paid).getByText('199')).toBeInTheDocument();
    expect(within(paid).queryByText('免费')).not.toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: '零元课' })).getByText('免费')).toBeInTheDocument();
  });

  it('paginates through the URL and hides pagination on one page', async () => {
    reply = page(
      Array.from({ length: 16 }, (_, i) => course(i + 1)),
      40,
    );
    const { user, router } = renderWithProviders(<CoursesPage />, { route: '/courses?scene=free' });
    await screen.findByRole('link', { name: '课程1' });
    await user.click(await screen.findByRole('listitem', { name: '2' }));
    expect(currentUrl(router)).toBe('/courses?scene=free&page=2');
    await waitFor(() => expect(last()).toMatchObject({ page: '2', scene: 'free' }));
  });

  it('shows the empty state and no pagination when nothing matches', async () => {
    reply = page([], 0);
    renderWithProviders(<CoursesPage />, { route: '/courses?cid=4' });
    expect(await screen.findByRole('status', { name: '暂无数据' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  });
});
