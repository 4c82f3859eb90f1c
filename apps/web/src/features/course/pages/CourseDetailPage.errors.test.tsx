import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeCourse, makeCourseDetailReply } from '../../../../test/factories/course.ts';
import { courseApi } from '../../../../test/handlers/course.ts';
import { httpError, networkError, refuse } from '../../../../test/handlers/http.ts';
import { expectNetworkReason, findLoadFailure, retryUntil } from '../../../../test/load-failure.ts';
import { server } from '../../../../test/msw.ts';
import { renderRoute } from '../../../../test/render.tsx';

const detail = makeCourseDetailReply({ course: makeCourse({ charge: 0, is_free: 1, videos_count: 0 }) });

/** What the detail endpoint does: fail at the network, answer 5xx, refuse (unknown course) or reply. */
let mode: 'network' | 'http' | 'unknown' | 'ok' = 'ok';
let calls = 0;
beforeEach(() => {
  mode = 'ok';
  calls = 0;
  server.use(
    courseApi.detail(':id', () => {
      calls += 1;
      if (mode === 'network') return networkError();
      if (mode === 'http') return httpError(502, { message: '服务器开小差了' });
      if (mode === 'unknown') return refuse('课程不存在');
      return detail;
    }),
  );
});

const renderPage = () => renderRoute('/courses/detail/1');

describe('CourseDetailPage when the course cannot be loaded', () => {
  it('a network failure says 加载失败 with the reason, not 课程不存在; 重试 shows the course once back', async () => {
    mode = 'network';
    const { user } = await renderPage();
    const alert = await findLoadFailure();
    expect(within(alert).getByText('加载失败')).toBeInTheDocument();
    expectNetworkReason(alert);
    expect(screen.queryByText('课程不存在或已下架')).not.toBeInTheDocument();

    mode = 'ok';
    await retryUntil(user, alert, () => screen.findByRole('heading', { name: 'Python & 数据分析' }));
    expect(calls).toBe(2);
  });

  it('a 5xx shows the server text with a retry', async () => {
    mode = 'http';
    await renderPage();
    const alert = await findLoadFailure();
    expect(within(alert).getByText('服务器开小差了')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.queryByText('课程不存在或已下架')).not.toBeInTheDocument();
  });

  it('an unknown course (business error) keeps 课程不存在或已下架 and offers no retry', async () => {
    mode = 'unknown';
    await renderPage();
    expect(await screen.findByRole('status', { name: '课程不存在或已下架' })).toBeInTheDocument();
    expect(screen.queryByText('加载失败')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  });
});
