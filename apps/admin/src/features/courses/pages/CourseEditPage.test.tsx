import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  makeAsset,
  makeCategory,
  makeChapter,
  makeCourse,
  makeVideo,
} from '../../../../test/course-factories.ts';
import { onGet, onWrite, refuse, renderScreen, server } from '../../../../test/render.tsx';
import CourseEditPage from './CourseEditPage.tsx';

/** The page as the route table mounts it, so `:id` comes from the address. */
const Page = () => (
  <Routes>
    <Route path="courses/:id" element={<CourseEditPage />} />
  </Routes>
);

const outline = (videos = [makeVideo()]) => [
  onGet('/course-categories', [makeCategory()]),
  onGet('/courses/7', makeCourse()),
  onGet('/courses/7/chapters', [
    makeChapter(),
    makeChapter({ id: 12, title: '进阶', sort: 1, video_count: 0 }),
  ]),
  onGet('/courses/7/videos', videos),
  onGet('/courses/7/attachments', []),
];

describe('CourseEditPage', () => {
  it('a new course: the server’s refusal at its field, then saved and opened on its own page', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      onGet('/course-categories', [makeCategory()]),
      refuse('post', '/courses', 400, {
        message: '请输入课程名称',
        fields: { title: '课程名称最长 120 个字' },
      }),
    );
    const { user, router } = renderScreen(<Page />, { route: '/courses/new', me: 'super' });
    const form = await screen.findByRole('form', { name: '课程信息' });
    await user.type(within(form).getByLabelText('课程名称'), '线性代数');
    await user.click(within(form).getByLabelText('分类'));
    await user.click(await screen.findByTitle('编程'));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('课程名称最长 120 个字')).toBeInTheDocument();
    expect(within(form).getByLabelText('课程名称')).toHaveValue('线性代数');

    server.use(
      onWrite('post', '/courses', makeCourse({ id: 9, title: '线性代数' }), {
        status: 201,
        seen: (b) => (sent = b as Record<string, unknown>),
      }),
    );
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/9'));
    expect(sent).toMatchObject({ title: '线性代数', category_id: 1, charge: 0, is_show: true });
    expect(String(sent?.published_at)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+08:00$/);
  });

  it('shows a video’s packaging progress live, and a failure with ffmpeg’s reason and 重试', async () => {
    let retried = false;
    server.use(
      ...outline([
        makeVideo({ media_asset_id: 31, media_status: 'packaging' }),
        makeVideo({ id: 22, title: '第二讲', media_asset_id: 32, media_status: 'failed', sort: 1 }),
      ]),
      onGet('/media-assets/31', makeAsset()),
      onGet(
        '/media-assets/32',
        makeAsset({
          id: 32,
          status: 'failed',
          error: 'Invalid data found when processing input',
          job: {
            ...makeAsset().job!,
            status: 'failed',
            attempts: 3,
            error: 'Invalid data found when processing input',
          },
        }),
      ),
      onWrite('post', '/media-assets/32/retry', makeAsset({ id: 32, status: 'uploaded' }), {
        seen: () => (retried = true),
      }),
    );
    const { user } = renderScreen(<Page />, { route: '/courses/7', me: 'super' });
    await user.click(await screen.findByRole('tab', { name: '章节与视频' }));
    expect(await screen.findByText('处理中 45%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '处理进度' })).toBeInTheDocument();
    expect(await screen.findByText('视频处理失败')).toBeInTheDocument();
    expect(screen.getByText('Invalid data found when processing input')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(retried).toBe(true));
  });

  it('reorders videos with 下移 and saves every id in the new order', async () => {
    let sent: unknown;
    server.use(
      ...outline([
        makeVideo(),
        makeVideo({ id: 22, title: '第二讲', url: 'https://cdn.example.com/2.mp4', sort: 1 }),
      ]),
      onWrite('put', '/courses/7/videos/order', [], { seen: (b) => (sent = b) }),
    );
    const { user } = renderScreen(<Page />, { route: '/courses/7', me: 'super' });
    await user.click(await screen.findByRole('tab', { name: '章节与视频' }));
    const list = await screen.findByRole('list', { name: '视频顺序' });
    expect(within(list).getByText('播放地址：https://cdn.example.com/2.mp4')).toBeInTheDocument();
    const downs = within(list).getAllByRole('button', { name: /下移/ });
    await user.click(downs[0]!);
    await waitFor(() => expect(sent).toEqual({ ids: [22, 21] }));
    expect(await screen.findByText('顺序已保存')).toBeInTheDocument();
  });

  it('adds a chapter and says why a chapter with videos cannot be deleted', async () => {
    let sent: unknown;
    server.use(
      ...outline(),
      onWrite('post', '/courses/7/chapters', makeChapter({ id: 13, title: '高级' }), {
        status: 201,
        seen: (b) => (sent = b),
      }),
      refuse('delete', '/chapters/11', 409, { message: '该章节下还有 1 个视频，不能删除' }),
    );
    const { user } = renderScreen(<Page />, { route: '/courses/7', me: 'super' });
    await user.click(await screen.findByRole('tab', { name: '章节与视频' }));
    await user.click(await screen.findByRole('button', { name: '新建章节' }));
    const drawer = await screen.findByRole('dialog');
    await user.type(within(drawer).getByLabelText('章节名称'), '高级');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent).toEqual({ title: '高级' }));
    const chapters = await screen.findByRole('list', { name: '章节顺序' });
    await user.click(within(chapters).getAllByRole('button', { name: '删除' })[0]!);
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('该章节下还有 1 个视频，不能删除')).toBeInTheDocument();
  });

  it('a view-only role reads the course and its outline with no writes', async () => {
    server.use(...outline());
    const { user } = renderScreen(<Page />, { route: '/courses/7', me: ['courses.view'] });
    expect(await screen.findByText('编程')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '课程信息' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '章节与视频' }));
    expect(await screen.findByText('第一讲')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '上传视频' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建视频' })).not.toBeInTheDocument();
  });

  it('a course that cannot be read shows the reason with 重试', async () => {
    server.use(onGet('/course-categories', []), refuse('get', '/courses/7', 404, { message: '课程不存在' }));
    renderScreen(<Page />, { route: '/courses/7', me: 'super' });
    expect(await screen.findByText('课程不存在')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
