import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LearnedCourseRow } from '@meedu/contract';
import { makeConfig, makeMember, ok, renderWithProviders, loginAs } from '../../../../test/render.tsx';
import { initialFeatures } from '../../../lib/features.ts';
import { token } from '../../../lib/storage.ts';
import { useFeatures } from '../../../stores/features.ts';
import StudyCenterPage from './StudyCenterPage.tsx';
import { server } from '../../../../test/msw.ts';

const row: LearnedCourseRow = {
  id: 1,
  course_id: 1,
  user_id: 1,
  is_watched: 0,
  watched_at: null,
  progress: 40,
  created_at: '2024-01-01T00:00:00.000000Z',
  updated_at: '2024-01-01T00:00:00.000000Z',
  learned_count: 2,
  is_subscribe: 0,
  last_view_video: [],
  course: { id: 1, title: '在学课程1', thumb: '/c.png', charge: 0, videos_count: 5 },
};

let down = false;
beforeEach(() =>
  server.use(
    http.get('*/api/v2/other/config', () => HttpResponse.json(ok(makeConfig()))),
    http.get('*/api/v3/member/courses/learned', () =>
      down ? HttpResponse.error() : HttpResponse.json(ok({ data: [row], total: 1 })),
    ),
  ),
);
beforeEach(() => {
  down = false;
  useFeatures.setState({ features: initialFeatures });
  token.set('tok');
  loginAs(makeMember());
});

describe('StudyCenterPage when the list fails', () => {
  it('says 加载失败 instead of the empty state; 重试 shows the list once back', async () => {
    down = true;
    const { user } = renderWithProviders(<StudyCenterPage />, { route: '/study-center' });
    const alert = await screen.findByRole('alert', { name: '加载失败' });
    expect(within(alert).getByText('网络异常，请检查网络后重试')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '暂无数据' })).not.toBeInTheDocument();

    down = false;
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    const list = await screen.findByRole('list', { name: '学习列表' });
    expect(within(list).getByText('在学课程1')).toBeInTheDocument();
  });
});
