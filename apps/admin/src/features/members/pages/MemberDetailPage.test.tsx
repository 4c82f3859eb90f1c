import type { MemberDetail } from '@meedu/contract/admin';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMember } from '../../../../test/commerce-factories.ts';
import { onGet, onWrite, refuse, renderScreen, server } from '../../../../test/render.tsx';
import MemberDetailPage from './MemberDetailPage.tsx';

const detail = (over: Partial<MemberDetail> = {}): MemberDetail => ({
  ...makeMember(),
  orders: {
    items: [
      {
        id: 31,
        order_no: '202611280001',
        goods: 'Python 入门',
        amount: 99,
        status: 9,
        created_at: '2026-11-20T10:00:00+08:00',
      },
    ],
    total: 1,
  },
  courses: {
    items: [{ course_id: 3, title: 'Python 入门', charge: 99, created_at: '2026-11-20T10:00:00+08:00' }],
    total: 1,
  },
  credits: {
    items: [{ id: 1, sum: 50, remark: '注册奖励', created_at: '2026-11-01T09:00:00+08:00' }],
    total: 1,
  },
  sessions: { items: [], total: 0 },
  ...over,
});

const route = '/members/7';

describe('MemberDetailPage', () => {
  it('shows the member with their orders and courses in tables with header rows', async () => {
    server.use(onGet('/members/7', detail()));
    const { user } = renderScreen(<MemberDetailPage />, { route, me: 'super' });
    expect(await screen.findByRole('heading', { name: '学员：爱丽丝' })).toBeInTheDocument();
    const orders = screen.getByRole('table', { name: '订单' });
    expect(within(orders).getByRole('link', { name: '202611280001' })).toHaveAttribute('href', '/orders/31');
    expect(within(orders).getByText('已支付')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '课程（1）' }));
    const courses = await screen.findByRole('table', { name: '已开通课程' });
    expect(within(courses).getByText('Python 入门')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '积分（1）' }));
    expect(await screen.findByText('注册奖励')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '学习记录（0）' }));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('shows a failed load (an unknown member) with the server message', async () => {
    server.use(refuse('get', '/members/7', 404, { message: '学员不存在' }));
    renderScreen(<MemberDetailPage />, { route, me: 'super' });
    expect(await screen.findByText('学员不存在')).toBeInTheDocument();
  });

  it('hides every write from a role that may only view', async () => {
    server.use(onGet('/members/7', detail()));
    const { user } = renderScreen(<MemberDetailPage />, { route, me: ['members.view'] });
    expect(await screen.findByRole('heading', { name: '学员：爱丽丝' })).toBeInTheDocument();
    for (const name of ['发送消息', '开通课程', '调整积分', '锁定'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '课程（1）' }));
    await screen.findByRole('table', { name: '已开通课程' });
    expect(screen.queryByRole('button', { name: '收回' })).not.toBeInTheDocument();
  });

  it('locks the member after asking, and shows them locked', async () => {
    server.use(onGet('/members/7', detail()), onWrite('post', '/members/7/lock', detail({ is_lock: true })));
    const { user } = renderScreen(<MemberDetailPage />, { route, me: 'super' });
    await user.click(await screen.findByRole('button', { name: '锁定' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('已锁定', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /解锁/ })).toBeInTheDocument();
  });

  it('adjusts credits: the refusal shows at its field and the values stay', async () => {
    server.use(
      onGet('/members/7', detail()),
      refuse('post', '/members/7/credits', 400, {
        message: '积分不足：该学员只有 120 积分',
        fields: { change: '积分不足：该学员只有 120 积分' },
      }),
    );
    const { user } = renderScreen(<MemberDetailPage />, { route, me: 'super' });
    await user.click(await screen.findByRole('button', { name: '调整积分' }));
    const drawer = await screen.findByRole('dialog');
    await user.type(within(drawer).getByLabelText('积分变动'), '-500');
    await user.type(within(drawer).getByLabelText('原因'), '违规扣除');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findAllByText('积分不足：该学员只有 120 积分')).not.toHaveLength(0);
    expect(within(drawer).getByLabelText('原因')).toHaveValue('违规扣除');
  });

  it('sends a message and grants a course, sending what was typed', async () => {
    let message: unknown;
    let course: unknown;
    server.use(
      onGet('/members/7', detail()),
      onWrite(
        'post',
        '/members/7/messages',
        { id: 'x', message: '你好', created_at: '2026-11-28T10:00:00+08:00' },
        { status: 201, seen: (b) => (message = b) },
      ),
      onWrite('post', '/members/7/courses', detail(), { seen: (b) => (course = b) }),
    );
    const { user } = renderScreen(<MemberDetailPage />, { route, me: 'super' });
    await user.click(await screen.findByRole('button', { name: '发送消息' }));
    const messageDrawer = await screen.findByRole('dialog', { name: '发送消息' });
    await user.type(within(messageDrawer).getByLabelText('消息内容'), '你好');
    await user.click(within(messageDrawer).getByRole('button', { name: '发送' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(message).toEqual({ message: '你好' });

    await user.click(screen.getByRole('button', { name: '开通课程' }));
    const courseDrawer = await screen.findByRole('dialog', { name: '开通课程' });
    await user.type(within(courseDrawer).getByLabelText('课程 ID'), '3');
    await user.click(within(courseDrawer).getByRole('button', { name: '开通' }));
    await screen.findAllByText('保存成功');
    expect(course).toEqual({ course_id: 3 });
  });
});
