import type {
  AttachmentItem,
  LiveCategoryItem,
  LiveCourseAdminDetail,
  LiveLessonItem,
  LiveStreamInfo,
  LiveTeacherItem,
} from '@meedu/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { onGet, onWrite, page, refuse, renderScreen, server, whole } from '../../../test/render.tsx';
import { LessonsPanel } from './components/LessonsPanel.tsx';
import LiveCategoriesPage from './pages/LiveCategoriesPage.tsx';
import LiveCourseEditPage from './pages/LiveCourseEditPage.tsx';
import LiveCoursesPage from './pages/LiveCoursesPage.tsx';
import LiveTeachersPage from './pages/LiveTeachersPage.tsx';

const category = (over: Partial<LiveCategoryItem> = {}): LiveCategoryItem => ({
  id: 1,
  name: '公开课',
  sort: 0,
  course_count: 1,
  ...over,
});
const teacher = (over: Partial<LiveTeacherItem> = {}): LiveTeacherItem => ({
  id: 2,
  name: '王老师',
  avatar: '',
  short_desc: '十年教龄',
  course_count: 1,
  ...over,
});
const course = (over: Partial<LiveCourseAdminDetail> = {}): LiveCourseAdminDetail => ({
  id: 7,
  title: '直播入门',
  category_id: 1,
  category_name: '公开课',
  teacher_id: 2,
  teacher_name: '王老师',
  thumb: '',
  poster: '',
  charge: 99,
  vip_can_view: false,
  is_show: true,
  status: 0,
  published_at: '2026-11-20T10:00:00+08:00',
  short_description: '',
  lesson_count: 1,
  description: '<p>介绍</p>',
  ...over,
});
const lesson = (over: Partial<LiveLessonItem> = {}): LiveLessonItem => ({
  id: 31,
  course_id: 7,
  title: '第一课',
  published_at: '2026-11-21T16:10:00+08:00',
  planned_minutes: 45,
  is_show: true,
  status: 0,
  started_at: null,
  ended_at: null,
  replay: '',
  ...over,
});
const stream = (key: string): LiveStreamInfo => ({
  provider: 'embedded',
  server: 'rtmp://live.example.com:1935/live',
  stream_key: `31?key=${key}`,
  accepts_from: '2026-11-21T15:40:00+08:00',
  accepts_until: '2026-11-21T17:25:00+08:00',
});
const courseware: AttachmentItem & { lesson_id: number } = {
  id: 5,
  course_id: 7,
  lesson_id: 31,
  name: '课件.pdf',
  extension: 'pdf',
  size: 2048,
  download_times: 3,
  created_at: '2026-11-20T10:30:00+08:00',
};

const EditPage = () => (
  <Routes>
    <Route path="live-courses/:id" element={<LiveCourseEditPage />} />
  </Routes>
);

/** The drawer with this title (found by its title's text: a role query over the whole page is slow). */
const drawerTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-drawer-title' })).closest<HTMLElement>(
    '[role="dialog"]',
  )!;

const choices = () => [
  onGet('/live-categories', whole([category()])),
  onGet('/live-teachers', whole([teacher()])),
];

describe('live classes in the console', () => {
  it('直播课: the search and category sent to the server; view-only has no writes; empty and failed loads', async () => {
    let asked: URL | undefined;
    server.use(
      ...choices(),
      onGet('/live-courses', (_req, url) => {
        asked = url;
        return page([course(), course({ id: 8, title: '免费讲座', charge: 0, status: 1 })]);
      }),
    );
    const first = renderScreen(<LiveCoursesPage />, {
      route: '/live-courses?q=入门&category_id=1',
      me: ['live.view'],
    });
    const table = await screen.findByRole('table', { name: '直播课列表' });
    expect(await within(table).findByText('直播入门')).toBeInTheDocument();
    expect(within(table).getByText('免费')).toBeInTheDocument();
    expect(within(table).getByText('直播中')).toBeInTheDocument();
    expect(asked?.searchParams.get('q')).toBe('入门');
    expect(asked?.searchParams.get('category_id')).toBe('1');
    expect(screen.queryByRole('button', { name: '新建直播课' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    first.unmount();

    server.use(onGet('/live-courses', page([])));
    const second = renderScreen(<LiveCoursesPage />, { route: '/live-courses', me: 'super' });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新建直播课' })).toBeInTheDocument();
    second.unmount();

    server.use(refuse('get', '/live-courses', 500, { message: '服务器开小差了，请稍后再试' }));
    renderScreen(<LiveCoursesPage />, { route: '/live-courses', me: 'super' });
    expect(await screen.findByText('服务器开小差了，请稍后再试')).toBeInTheDocument();
  });

  it('a new live course: a missing teacher and the server’s refusal at their fields keep what was typed', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      ...choices(),
      refuse('post', '/live-courses', 400, {
        message: '参数错误',
        fields: { title: '直播课名称最长 120 个字' },
      }),
    );
    const { user, router } = renderScreen(<EditPage />, { route: '/live-courses/new', me: 'super' });
    const form = await screen.findByRole('form', { name: '直播课信息' });
    await user.type(within(form).getByLabelText('直播课名称'), '周末直播');
    await user.click(within(form).getByLabelText('分类'));
    await user.click(await screen.findByTitle('公开课'));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请选择讲师')).toBeInTheDocument();
    await user.click(within(form).getByLabelText('讲师'));
    await user.click(await screen.findByTitle('王老师'));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('直播课名称最长 120 个字')).toBeInTheDocument();
    expect(within(form).getByLabelText('直播课名称')).toHaveValue('周末直播');

    server.use(
      onWrite('post', '/live-courses', course({ id: 9, title: '周末直播' }), {
        status: 201,
        seen: (b) => (sent = b as Record<string, unknown>),
      }),
    );
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/live-courses/9'));
    expect(sent).toMatchObject({
      title: '周末直播',
      category_id: 1,
      teacher_id: 2,
      charge: 0,
      is_show: true,
    });
  });

  it('lessons: listed with their state; a refused schedule keeps the typed title', async () => {
    server.use(
      ...choices(),
      onGet('/live-courses/7', course()),
      onGet(
        '/live-courses/7/lessons',
        whole([lesson(), lesson({ id: 32, title: '第二课', status: 2, replay: 'ready' })]),
      ),
      refuse('post', '/live-courses/7/lessons', 400, {
        message: '参数错误',
        fields: { planned_minutes: '直播时长至少 5 分钟' },
      }),
    );
    const { user } = renderScreen(<LessonsPanel course={course()} />, { me: 'super' });
    const table = await screen.findByRole('table', { name: '课时列表' });
    expect(await within(table).findByText('第二课')).toBeInTheDocument();
    expect(within(table).getByText('有回放')).toBeInTheDocument();
    expect(screen.getByText('付费直播课（¥99）：购买后可观看全部课时')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '新建课时' }));
    const form = await screen.findByRole('form', { name: '新建课时' });
    await user.type(within(form).getByLabelText('课时名称'), '第三课');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('直播时长至少 5 分钟')).toBeInTheDocument();
    expect(within(form).getByLabelText('课时名称')).toHaveValue('第三课');
  });

  it('the stream panel: nothing read before 显示, the key copied, 重新生成 asked first; the courseware listed', async () => {
    let streamReads = 0;
    let regenerated = false;
    server.use(
      onGet('/live-courses/7/lessons', whole([lesson()])),
      onGet('/live-lessons/31/attachments', [courseware]),
      onGet('/live-lessons/31/stream', () => {
        streamReads += 1;
        return stream('old-secret-key');
      }),
      onWrite('post', '/live-lessons/31/stream/regenerate', stream('new-secret-key'), {
        seen: () => (regenerated = true),
      }),
    );
    const { user } = renderScreen(<LessonsPanel course={course()} />, { me: 'super' });
    await user.click(await screen.findByRole('button', { name: '推流与课件：第一课' }));
    const drawer = await drawerTitled('推流与课件：第一课');
    expect(await within(drawer).findByText('课件.pdf')).toBeInTheDocument();
    expect(within(drawer).getByText(/推流地址和密钥已隐藏/)).toBeInTheDocument();
    expect(streamReads).toBe(0);
    expect(document.body.textContent).not.toContain('old-secret-key');

    await user.click(within(drawer).getByRole('button', { name: '显示' }));
    expect(await within(drawer).findByText('31?key=old-secret-key')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '复制推流密钥' }));
    expect(await navigator.clipboard.readText()).toBe('31?key=old-secret-key');
    expect(await screen.findByText('推流密钥已复制')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: '重新生成' }));
    const question = (await screen.findByText(/旧的推流密钥立即失效/)).closest<HTMLElement>('.ant-popover')!;
    expect(regenerated).toBe(false);
    await user.click(within(question).getByRole('button', { name: '确定' }));
    expect(await within(drawer).findByText('31?key=new-secret-key')).toBeInTheDocument();
    expect(regenerated).toBe(true);

    await user.click(within(drawer).getByRole('button', { name: '隐藏' }));
    expect(document.body.textContent).not.toContain('new-secret-key');
  });

  it('a view-only role sees lessons and courseware, no stream panel and no writes', async () => {
    server.use(
      onGet('/live-courses/7/lessons', whole([lesson()])),
      onGet('/live-lessons/31/attachments', []),
    );
    const { user } = renderScreen(<LessonsPanel course={course({ charge: 0 })} />, { me: ['live.view'] });
    expect(await screen.findByText('免费直播课：所有课时对每位学员开放')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '推流与课件：第一课' }));
    expect(screen.queryByRole('button', { name: '新建课时' })).not.toBeInTheDocument();
    const drawer = await drawerTitled('推流与课件：第一课');
    expect(await within(drawer).findByText('暂无课件')).toBeInTheDocument();
    expect(within(drawer).queryByText('推流信息')).not.toBeInTheDocument();
    expect(within(drawer).queryByLabelText('上传课件')).not.toBeInTheDocument();
  });

  it('直播分类 and 直播讲师: listed, created, a refused delete shown as the server says; empty and failed loads', async () => {
    let created: unknown;
    server.use(
      onGet('/live-categories', whole([category()])),
      onWrite('post', '/live-categories', category({ id: 3, name: '训练营' }), {
        status: 201,
        seen: (b) => (created = b),
      }),
      refuse('delete', '/live-categories/1', 409, { message: '该分类下还有 1 门直播课，不能删除' }),
    );
    const categories = renderScreen(<LiveCategoriesPage />, { me: 'super' });
    const table = await screen.findByRole('table', { name: '直播分类列表' });
    expect(await within(table).findByText('公开课')).toBeInTheDocument();
    await categories.user.click(screen.getByRole('button', { name: '新建分类' }));
    const form = await screen.findByRole('form', { name: '新建分类' });
    await categories.user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入分类名称')).toBeInTheDocument();
    await categories.user.type(within(form).getByLabelText('分类名称'), '训练营');
    await categories.user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(created).toEqual({ name: '训练营', sort: 0 }));
    await categories.user.click(within(table).getByRole('button', { name: '删除' }));
    await categories.user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('该分类下还有 1 门直播课，不能删除')).toBeInTheDocument();
    categories.unmount();

    server.use(onGet('/live-teachers', whole([])));
    const teachers = renderScreen(<LiveTeachersPage />, { me: ['live.view'] });
    expect(await screen.findByText('暂无讲师')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新建讲师' })).not.toBeInTheDocument();
    teachers.unmount();

    server.use(refuse('get', '/live-teachers', 500, { message: '服务器开小差了，请稍后再试' }));
    renderScreen(<LiveTeachersPage />, { me: 'super' });
    expect(await screen.findByText('服务器开小差了，请稍后再试')).toBeInTheDocument();
  });
});
