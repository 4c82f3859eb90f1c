import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCategory } from '../../../../test/course-factories.ts';
import { onGet, onWrite, refuse, renderScreen, server } from '../../../../test/render.tsx';
import CategoriesPage from './CategoriesPage.tsx';

const top = makeCategory({ id: 1, name: '理科', course_count: 0 });
const child = makeCategory({ id: 2, name: '数学', parent_id: 1, course_count: 3 });

describe('CategoriesPage', () => {
  it('lists parents with their children indented, and the course counts', async () => {
    server.use(onGet('/course-categories', [top, child]));
    renderScreen(<CategoriesPage />, { route: '/course-categories', me: 'super' });
    const table = await screen.findByRole('table', { name: '课程分类列表' });
    expect(await within(table).findByText('理科')).toBeInTheDocument();
    expect(within(table).getByText('└ 数学')).toBeInTheDocument();
    expect(within(table).getByText('3')).toBeInTheDocument();
  });

  it('shows the empty state and a failed load with 重试', async () => {
    server.use(onGet('/course-categories', []));
    const { unmount } = renderScreen(<CategoriesPage />, { route: '/course-categories', me: 'super' });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    unmount();
    server.use(refuse('get', '/course-categories', 500, { message: '服务器开小差了，请稍后再试' }));
    renderScreen(<CategoriesPage />, { route: '/course-categories', me: 'super' });
    expect(await screen.findByText('服务器开小差了，请稍后再试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('creates a child category; the server refusal shows at its field', async () => {
    let sent: unknown;
    server.use(
      onGet('/course-categories', [top]),
      refuse('post', '/course-categories', 400, {
        message: '分类名称最长 30 个字',
        fields: { name: '分类名称最长 30 个字' },
      }),
    );
    const { user } = renderScreen(<CategoriesPage />, { route: '/course-categories', me: 'super' });
    await user.click(await screen.findByRole('button', { name: '新建分类' }));
    const drawer = await screen.findByRole('dialog');
    await user.type(within(drawer).getByLabelText('分类名称'), '物理');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('分类名称最长 30 个字')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('分类名称')).toHaveValue('物理');

    server.use(
      onWrite('post', '/course-categories', makeCategory({ id: 3, name: '物理' }), {
        status: 201,
        seen: (b) => (sent = b),
      }),
    );
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(sent).toEqual({ name: '物理', parent_id: 0, sort: 0, is_show: true });
  });

  it('says why a category in use cannot be deleted', async () => {
    server.use(
      onGet('/course-categories', [child]),
      refuse('delete', '/course-categories/2', 409, { message: '该分类下还有 3 门课程，不能删除' }),
    );
    const { user } = renderScreen(<CategoriesPage />, { route: '/course-categories', me: 'super' });
    await user.click(await screen.findByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('该分类下还有 3 门课程，不能删除')).toBeInTheDocument();
  });

  it('a view-only role sees the list and no writes', async () => {
    server.use(onGet('/course-categories', [top]));
    renderScreen(<CategoriesPage />, { route: '/course-categories', me: ['courses.view'] });
    expect(await screen.findByText('理科')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建分类' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });
});
