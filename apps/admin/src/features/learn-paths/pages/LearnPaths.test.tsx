import type {
  LearnPathAdminDetail,
  LearnPathCategoryItem,
  LearnPathStepAdmin,
  LearnPathStepItemAdmin,
} from '@meedu/contract/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { onGet, onWrite, page, refuse, renderScreen, server } from '../../../../test/render.tsx';
import LearnPathCategoriesPage from './LearnPathCategoriesPage.tsx';
import LearnPathEditPage from './LearnPathEditPage.tsx';
import LearnPathsPage from './LearnPathsPage.tsx';

const AT = '2026-11-28T10:00:00+08:00';
const CATEGORY: LearnPathCategoryItem = { id: 1, name: '编程', parent_id: 0, sort: 0, path_count: 1 };
const PATH: LearnPathAdminDetail = {
  id: 7,
  name: 'Python 路径',
  category_id: 1,
  category_name: '编程',
  thumb: '',
  charge: 199,
  original_charge: 299,
  is_show: true,
  published_at: AT,
  step_count: 1,
  item_count: 2,
  created_at: AT,
  description: '从零到一',
};
const item = (over: Partial<LearnPathStepItemAdmin>): LearnPathStepItemAdmin => ({
  id: 31,
  step_id: 21,
  type: 'course',
  other_id: 11,
  title: 'Python 入门',
  is_show: true,
  ...over,
});
const STEP: LearnPathStepAdmin = {
  id: 21,
  path_id: 7,
  name: '第一阶段',
  description: '打基础',
  sort: 0,
  items: [item({}), item({ id: 32, type: 'book', other_id: 5, title: 'Python 手册', is_show: false })],
};

const EditPage = () => (
  <Routes>
    <Route path="learn-paths/:id" element={<LearnPathEditPage />} />
  </Routes>
);

describe('learning path screens', () => {
  it('lists paths with filters sent to the server; a view-only role gets no writes; empty; a failed load', async () => {
    let asked: URL | undefined;
    server.use(
      onGet('/learn-path-categories', page([CATEGORY])),
      onGet('/learn-paths', (_req, url) => {
        asked = url;
        return page([PATH, { ...PATH, id: 8, name: '免费路径', charge: 0, is_show: false }]);
      }),
    );
    const first = renderScreen(<LearnPathsPage />, {
      route: '/learn-paths?is_show=1',
      me: ['learn-paths.view'],
    });
    const table = await screen.findByRole('table', { name: '学习路径列表' });
    expect(await within(table).findByText('Python 路径')).toBeInTheDocument();
    expect(within(table).getByText('免费')).toBeInTheDocument();
    expect(asked?.searchParams.get('is_show')).toBe('1');
    expect(screen.queryByRole('button', { name: '新建学习路径' })).not.toBeInTheDocument();
    first.unmount();

    server.use(onGet('/learn-paths', page([])));
    const empty = renderScreen(<LearnPathsPage />, { route: '/learn-paths', me: 'super' });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新建学习路径' })).toBeInTheDocument();
    empty.unmount();

    server.use(refuse('get', '/learn-paths', 500, { message: '服务器开小差了，请稍后再试' }));
    const failed = renderScreen(<LearnPathsPage />, { route: '/learn-paths', me: 'super' });
    expect(await screen.findByText('服务器开小差了，请稍后再试')).toBeInTheDocument();
    failed.unmount();

    renderScreen(<LearnPathCategoriesPage />, { route: '/learn-path-categories', me: 'super' });
    const categories = await screen.findByRole('table', { name: '学习路径分类列表' });
    expect(await within(categories).findByText('编程')).toBeInTheDocument();
  });

  it('a new path: the server’s refusal at its field, the typed values kept, then opened on its page', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      onGet('/learn-path-categories', page([CATEGORY])),
      refuse('post', '/learn-paths', 400, { message: '参数错误', fields: { name: '路径名称最长 120 个字' } }),
    );
    const { user, router } = renderScreen(<EditPage />, { route: '/learn-paths/new', me: 'super' });
    const form = await screen.findByRole('form', { name: '路径信息' });
    fireEvent.change(within(form).getByLabelText('路径名称'), { target: { value: '全栈' } });
    await user.click(within(form).getByLabelText('分类'));
    await user.click(await screen.findByTitle('编程'));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('路径名称最长 120 个字')).toBeInTheDocument();
    expect(within(form).getByLabelText('路径名称')).toHaveValue('全栈');
    server.use(
      onWrite(
        'post',
        '/learn-paths',
        { ...PATH, id: 9, name: '全栈' },
        {
          status: 201,
          seen: (b) => (sent = b as Record<string, unknown>),
        },
      ),
    );
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/learn-paths/9'));
    expect(sent).toMatchObject({ name: '全栈', category_id: 1, is_show: true, charge: 0 });
  });

  const stepsScreen = async () => {
    server.use(
      onGet('/learn-path-categories', page([CATEGORY])),
      onGet('/learn-paths/7', PATH),
      onGet('/learn-paths/7/steps', [STEP]),
    );
    const rendered = renderScreen(<EditPage />, { route: '/learn-paths/7', me: 'super' });
    await rendered.user.click(await screen.findByRole('tab', { name: '步骤与内容' }));
    return { ...rendered, items: await screen.findByRole('list', { name: '第一阶段 的内容顺序' }) };
  };

  it('a path’s steps: a hidden item marked, an item moved down with 下移, one removed', async () => {
    let order: unknown;
    let removed = false;
    const { user, items } = await stepsScreen();
    server.use(
      onWrite('put', '/learn-path-steps/21/items/order', STEP.items, { seen: (b) => (order = b) }),
      onWrite('delete', '/learn-path-items/31', null, { seen: () => (removed = true) }),
    );
    expect(within(items).getByText('已隐藏，学员看不到')).toBeInTheDocument();
    // By label and text, not role: a role query computes every ancestor's style, 10–20 s in this antd tree.
    await user.click(within(items).getByLabelText('下移：Python 入门'));
    await waitFor(() => expect(order).toEqual({ ids: [32, 31] }));
    await user.click(within(items).getAllByText('移除')[0]!);
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(removed).toBe(true));
  });

  it('a step’s item picked by title: the refusal shown at the pick, the pick kept, then added', async () => {
    let added: unknown;
    const { user } = await stepsScreen();
    server.use(
      onGet('/courses', page([{ id: 12, title: 'Django 实战' }])),
      refuse('post', '/learn-path-steps/21/items', 400, {
        message: '参数错误',
        fields: { other_id: '该步骤已包含此录播课' },
      }),
    );
    await user.click(screen.getByRole('button', { name: '添加内容：第一阶段' }));
    const form = await screen.findByRole('form', { name: '向“第一阶段”添加内容' });
    fireEvent.change(within(form).getByLabelText('录播课'), { target: { value: 'Dj' } });
    await user.click(await screen.findByTitle('Django 实战（#12）'));
    await user.click(within(form).getByRole('button', { name: '添加' }));
    expect(await within(form).findByText('该步骤已包含此录播课')).toBeInTheDocument();
    expect(within(form).getByTitle('Django 实战（#12）')).toBeInTheDocument();
    server.use(
      onWrite('post', '/learn-path-steps/21/items', STEP, { status: 201, seen: (b) => (added = b) }),
    );
    await user.click(within(form).getByRole('button', { name: '添加' }));
    await waitFor(() => expect(added).toEqual({ type: 'course', other_id: 12 }));
  });
});
