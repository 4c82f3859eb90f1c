import type { AnnouncementItem, HomeBlockItem } from '@meedu/contract/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onGet, onWrite, renderScreen, server, whole } from '../../../../test/render.tsx';
import AnnouncementsPage from './AnnouncementsPage.tsx';
import HomeBlocksPage, { blockRequest } from './HomeBlocksPage.tsx';

const AT = '2026-11-28T10:00:00+08:00';
const BLOCKS: HomeBlockItem[] = [
  {
    id: 1,
    sign: 'pc-book-v1',
    sort: 1,
    config: { title: '好书推荐', items: [{ id: 2 }] },
    created_at: AT,
    updated_at: AT,
  },
  { id: 2, sign: 'code', sort: 2, config: { html: '<p>签到</p>' }, created_at: AT, updated_at: AT },
];
const ANNOUNCEMENTS: AnnouncementItem[] = [
  {
    id: 9,
    title: '系统维护通知',
    announcement: '<p>今晚维护</p>',
    view_times: 3,
    created_at: AT,
    updated_at: AT,
  },
];

describe('HomeBlocksPage', () => {
  it('lists the blocks beside a preview of the home, reorders them and reloads the preview', async () => {
    let order: unknown;
    server.use(
      onGet('/home-blocks', whole(BLOCKS)),
      onWrite('put', '/home-blocks/order', whole([...BLOCKS].reverse()), { seen: (j) => (order = j) }),
    );
    const { user } = renderScreen(<HomeBlocksPage />, { route: '/home/blocks', me: 'super' });
    const list = await screen.findByRole('list', { name: '装修块顺序' });
    expect(within(list).getByText('好书推荐 · 1 个电子书')).toBeInTheDocument();
    const preview = screen.getByTitle('店面首页预览');
    expect(preview).toHaveAttribute('src', '/');
    await user.click(screen.getByRole('button', { name: '上移：自定义 HTML #2' }));
    expect(await screen.findByText('顺序已保存')).toBeInTheDocument();
    expect(order).toEqual({ ids: [2, 1] });
    // The preview is a new frame: the storefront's home loads again.
    expect(screen.getByTitle('店面首页预览')).not.toBe(preview);
  });

  it('edits a book block with its own fields and sends the config the contract checks', async () => {
    let saved: unknown;
    server.use(
      onGet('/home-blocks', whole(BLOCKS)),
      onWrite('put', '/home-blocks/1', BLOCKS[0], { seen: (j) => (saved = j) }),
    );
    const { user } = renderScreen(<HomeBlocksPage />, { route: '/home/blocks', me: 'super' });
    const list = await screen.findByRole('list', { name: '装修块顺序' });
    await user.click(within(list).getAllByRole('button', { name: '编辑' })[0]!);
    const form = await screen.findByRole('form', { name: '编辑装修块 电子书列表' });
    expect(within(form).getByLabelText('标题')).toHaveValue('好书推荐');
    await user.clear(within(form).getByLabelText('标题'));
    await user.type(within(form).getByLabelText('标题'), '新书');
    await user.type(within(form).getByLabelText('电子书 ID'), '7{enter}');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(saved).toEqual({ sign: 'pc-book-v1', config: { title: '新书', items: [{ id: 2 }, { id: 7 }] } });
  });

  it('creates a course list block, picking courses by title', async () => {
    let created: unknown;
    server.use(
      onGet('/home-blocks', whole(BLOCKS)),
      onGet(
        '/courses',
        whole([
          { id: 11, title: 'React 入门' },
          { id: 12, title: 'Go 进阶' },
        ]),
      ),
      onWrite('post', '/home-blocks', BLOCKS[0], { status: 201, seen: (j) => (created = j) }),
    );
    const { user } = renderScreen(<HomeBlocksPage />, { route: '/home/blocks', me: 'super' });
    await screen.findByRole('list', { name: '装修块顺序' });
    await user.click(screen.getByRole('button', { name: '新建装修块' }));
    const form = await screen.findByRole('form', { name: '新建装修块' });
    await user.type(within(form).getByLabelText('标题'), '热门课程');
    await user.click(within(form).getByLabelText('课程'));
    await user.click(await screen.findByTitle('Go 进阶（#12）'));
    await user.click(await screen.findByTitle('React 入门（#11）'));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(created).toEqual({
      sign: 'pc-vod-v1',
      config: { title: '热门课程', items: [{ id: 12 }, { id: 11 }] },
    });
  });

  it('maps each type of form to its request', () => {
    expect(blockRequest({ sign: 'pc-tg-v1', title: '拼团', ids: ['3', 4] })).toEqual({
      sign: 'pc-tg-v1',
      config: { title: '拼团', items: [{ id: 3 }, { id: 4 }] },
    });
    expect(blockRequest({ sign: 'code', html: '<p>x</p>' })).toEqual({
      sign: 'code',
      config: { html: '<p>x</p>' },
    });
  });

  it('shows no writes to a view-only role, and an empty page', async () => {
    server.use(onGet('/home-blocks', whole([])));
    renderScreen(<HomeBlocksPage />, { route: '/home/blocks', me: ['home.view'] });
    expect(await screen.findByText('首页还没有装修块')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建装修块' })).not.toBeInTheDocument();
    expect(screen.getByTitle('店面首页预览')).toBeInTheDocument();
  });
});

describe('AnnouncementsPage', () => {
  it('lists announcements and edits one', async () => {
    let saved: unknown;
    server.use(
      onGet('/announcements', whole(ANNOUNCEMENTS)),
      onWrite('put', '/announcements/9', ANNOUNCEMENTS[0], { seen: (j) => (saved = j) }),
    );
    const { user } = renderScreen(<AnnouncementsPage />, { route: '/home/announcements', me: 'super' });
    const table = await screen.findByRole('table', { name: '公告列表' });
    expect(await within(table).findByText('系统维护通知')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑公告 系统维护通知' });
    await within(form).findByRole('textbox', { name: '内容' });
    await user.clear(within(form).getByLabelText('标题'));
    await user.type(within(form).getByLabelText('标题'), '维护完成');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(saved).toEqual({ title: '维护完成', announcement: '<p>今晚维护</p>' });
  });

  it('shows no writes to a view-only role', async () => {
    server.use(onGet('/announcements', whole(ANNOUNCEMENTS)));
    renderScreen(<AnnouncementsPage />, { route: '/home/announcements', me: ['home.view'] });
    expect(await screen.findByText('系统维护通知')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建公告' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
  });
});
