import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaperDetailReply } from '@meedu/contract';
import {
  currentUrl,
  fail,
  loginAs,
  makeMember,
  ok,
  renderWithProviders,
  server,
} from '../../../../test/render.tsx';
import { makeQuestion } from '../test-data.ts';
import PaperDetailPage from './PaperDetailPage.tsx';

const detail = (over: Partial<PaperDetailReply> = {}): PaperDetailReply => ({
  paper: {
    id: 3,
    title: '期中考试',
    score: 100,
    pass_score: 60,
    try_times: 3,
    charge: 0,
    enabled_invite: 0,
    expired_minutes: 30,
  },
  questions: { '1': [makeQuestion(1, 1), makeQuestion(2, 1)], '5': [makeQuestion(3, 5)] },
  user_papers: [
    { id: 9, status: 1, score: 0 },
    { id: 8, status: 3, score: 0 },
    { id: 7, status: 2, score: 88 },
  ],
  can_join: true,
  join_count: 1,
  required_courses: [],
  ...over,
});

let reply: PaperDetailReply | 'gone' | 'down';

beforeEach(() => {
  reply = detail();
  loginAs(makeMember());
  server.use(
    http.get('*/addons/Paper/api/v1/paper/3', () =>
      reply === 'down'
        ? HttpResponse.error()
        : HttpResponse.json(reply === 'gone' ? fail('试卷不存在') : ok(reply)),
    ),
    http.get('*/addons/Paper/api/v1/paper/3/join', () => HttpResponse.json(ok({ record_id: 10 }))),
  );
});

const render = () =>
  renderWithProviders(<PaperDetailPage />, {
    route: '/exam/papers/detail/3',
    path: '/exam/papers/detail/:id',
  });

describe('PaperDetailPage', () => {
  it('shows the rules, the attempts, and 立即考试 starts an attempt', async () => {
    const { user, router } = render();
    expect(await screen.findByRole('heading', { name: '期中考试' })).toBeInTheDocument();
    expect(screen.getByText('总分：100分')).toBeInTheDocument();
    expect(screen.getByText('题数：3道')).toBeInTheDocument();
    expect(screen.getByText('剩余可考试次数：2')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: '考试记录' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('未完成考试中继续考试');
    expect(rows[1]).toHaveTextContent('已完成阅卷中考试详情');
    expect(rows[2]).toHaveTextContent('88分已结束考试详情');

    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: '考试详情' }));
    expect(await screen.findByText('请等待阅卷完成查看')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /立即考试/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/exam/papers/play?id=3&pid=10'));
  });

  it('no button when no attempts are left; 购买试卷 when it must be bought', async () => {
    reply = detail({ join_count: 3 });
    const first = render();
    expect(await screen.findByText('剩余可考试次数：0')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /立即考试|购买试卷/ })).not.toBeInTheDocument();
    first.unmount();

    reply = detail({ can_join: false, paper: { ...detail().paper, charge: 19, try_times: 0 } });
    const { user, router } = render();
    expect(await screen.findByText('可考试次数：不限')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '购买试卷 ￥19' }));
    expect(currentUrl(router)).toContain('/order?goods_id=3&goods_type=paper&goods_label=');
  });

  it('a refused id says 试卷不存在; a failed load offers 重试', async () => {
    reply = 'gone';
    const first = render();
    expect(await screen.findByRole('status', { name: '试卷不存在' })).toBeInTheDocument();
    first.unmount();
    reply = 'down';
    render();
    expect(await screen.findByRole('alert', { name: '加载失败' })).toBeInTheDocument();
  });
});
