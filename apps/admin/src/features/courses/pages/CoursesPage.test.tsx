import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCategory, makeCourse } from '../../../../test/course-factories.ts';
import { onGet, page, refuse, renderScreen, server } from '../../../../test/render.tsx';
import CoursesPage from './CoursesPage.tsx';

describe('CoursesPage', () => {
  it('lists courses from the server with the address’s filters and sort', async () => {
    let asked: URL | undefined;
    server.use(
      onGet('/course-categories', [makeCategory()]),
      onGet('/courses', (_req, url) => {
        asked = url;
        return page([
          makeCourse(),
          makeCourse({ id: 8, title: '免费课', is_free: true, charge: 0, is_show: false }),
        ]);
      }),
    );
    renderScreen(<CoursesPage />, { route: '/courses?q=Python&sort=-charge', me: 'super' });
    const table = await screen.findByRole('table', { name: '课程列表' });
    expect(await within(table).findByRole('link', { name: 'Python 入门' })).toHaveAttribute(
      'href',
      '/courses/7',
    );
    expect(within(table).getByText('¥99')).toBeInTheDocument();
    expect(within(table).getByText('免费')).toBeInTheDocument();
    expect(within(table).getByText('隐藏')).toBeInTheDocument();
    expect(asked?.searchParams.get('q')).toBe('Python');
    expect(asked?.searchParams.get('sort')).toBe('-charge');
    expect(within(screen.getByRole('search')).getByLabelText('课程名称')).toHaveValue('Python');
  });

  it('shows the empty state', async () => {
    server.use(onGet('/course-categories', []), onGet('/courses', page([])));
    renderScreen(<CoursesPage />, { route: '/courses', me: 'super' });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('says why a sold course cannot be deleted', async () => {
    server.use(
      onGet('/course-categories', []),
      onGet('/courses', page([makeCourse()])),
      refuse('delete', '/courses/7', 409, { message: '该课程已有 2 笔已支付订单，不能删除，可改为隐藏' }),
    );
    const { user } = renderScreen(<CoursesPage />, { route: '/courses', me: 'super' });
    await user.click(await screen.findByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('该课程已有 2 笔已支付订单，不能删除，可改为隐藏')).toBeInTheDocument();
  });

  it('a view-only role sees no 新建课程 and no row actions', async () => {
    server.use(onGet('/course-categories', []), onGet('/courses', page([makeCourse()])));
    renderScreen(<CoursesPage />, { route: '/courses', me: ['courses.view'] });
    expect(await screen.findByRole('link', { name: 'Python 入门' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建课程' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });
});
