import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CourseListItem, LaravelPage } from '@meedu/contract';
import { makeLaravelPage } from '../../../../test/factories/common.ts';
import { makeCourseCategory, makeCourseListItem as course } from '../../../../test/factories/course.ts';
import { courseApi } from '../../../../test/handlers/course.ts';
import { queryOf } from '../../../../test/handlers/http.ts';
import { server } from '../../../../test/msw.ts';
import { currentUrl, renderRoute } from '../../../../test/render.tsx';

const categories = [
  makeCourseCategory(3, '编程', { children: [{ id: 7, name: '后端', parent_id: 3, sort: 1 }] }),
  makeCourseCategory(4, '设计'),
];
const page = (items: CourseListItem[], total: number) => makeLaravelPage(items, { total });

const requests: URLSearchParams[] = [];
let reply: LaravelPage<CourseListItem> = page([course(1)], 1);

beforeEach(() => {
  requests.length = 0;
  reply = page([course(1)], 1);
  server.use(
    courseApi.categories(categories),
    courseApi.list(({ request }) => {
      requests.push(queryOf(request));
      return reply;
    }),
  );
});

const last = () => Object.fromEntries(requests.at(-1) ?? []);

describe('CoursesPage', () => {
  it('reads cid, child and scene from the URL and asks for the child category', async () => {
    await renderRoute('/courses?cid=3&child=7&scene=free');
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
    const { user, router } = await renderRoute('/courses?page=2');
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
    await renderRoute('/courses');
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
    const { user, router } = await renderRoute('/courses?scene=free');
    await screen.findByRole('link', { name: '课程1' });
    // Each number is a link a crawler can follow; clicking it changes page inside the app.
    const second = within(await screen.findByRole('listitem', { name: '2' })).getByText('2');
    expect(second).toHaveAttribute('href', '/courses?scene=free&page=2');
    await user.click(second);
    expect(currentUrl(router)).toBe('/courses?scene=free&page=2');
    await waitFor(() => expect(last()).toMatchObject({ page: '2', scene: 'free' }));
  });

  it('shows the empty state and no pagination when nothing matches', async () => {
    reply = page([], 0);
    await renderRoute('/courses?cid=4');
    expect(await screen.findByRole('status', { name: '暂无数据' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  });
});
