import type { LiveCourseAdminDetail, LiveCourseRequest } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Result, Skeleton, Tabs } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useCan } from '../../../api/session.ts';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatInstant, formatYuan } from '../../../lib/format.ts';
import { liveCategoriesQuery, liveCourseMutations, liveCourseQuery, liveTeachersQuery } from '../api/live.ts';
import { LessonsPanel } from '../components/LessonsPanel.tsx';
import { LiveCourseForm } from '../components/LiveCourseForm.tsx';

/** The form with its choices (categories and teachers) read first. */
function CourseFormWithChoices({
  course,
  save,
}: {
  course: LiveCourseAdminDetail | null;
  save: (body: LiveCourseRequest) => Promise<unknown>;
}) {
  const categories = useQuery(liveCategoriesQuery);
  const teachers = useQuery(liveTeachersQuery);
  const failed = categories.error ?? teachers.error;
  if (failed)
    return (
      <LoadFailed
        message={failed.message}
        onRetry={() => void Promise.all([categories.refetch(), teachers.refetch()])}
      />
    );
  if (!categories.data || !teachers.data) return <Skeleton active />;
  return (
    <LiveCourseForm
      key={course?.id ?? 'new'}
      course={course}
      categories={categories.data.items}
      teachers={teachers.data.items}
      save={save}
    />
  );
}

const BackToList = () => {
  const navigate = useNavigate();
  return <Button onClick={() => void navigate('/live-courses')}>返回列表</Button>;
};

function NewCourse() {
  const navigate = useNavigate();
  const save = liveCourseMutations.useSave(null);
  return (
    <>
      <PageHeader title="新建直播课" extra={<BackToList />} />
      <CourseFormWithChoices
        course={null}
        save={async (body) => {
          const created = await save.mutateAsync(body);
          // Lessons are added on the course's own page.
          void navigate(`/live-courses/${created.id}`, { replace: true });
        }}
      />
    </>
  );
}

function EditCourse({ id }: { id: number }) {
  const canEdit = useCan('live.edit');
  const course = useQuery(liveCourseQuery(id));
  const save = liveCourseMutations.useSave(id);
  if (course.isError)
    return <LoadFailed message={course.error.message} onRetry={() => void course.refetch()} />;
  if (!course.data) return <Skeleton active />;
  const c = course.data;
  return (
    <>
      <PageHeader title={c.title} extra={<BackToList />} />
      <Tabs
        items={[
          {
            key: 'info',
            label: '直播课信息',
            children: canEdit ? (
              <CourseFormWithChoices course={c} save={(body) => save.mutateAsync(body)} />
            ) : (
              <Descriptions
                column={1}
                items={[
                  { key: 'category', label: '分类', children: c.category_name ?? '—' },
                  { key: 'teacher', label: '讲师', children: c.teacher_name ?? '—' },
                  { key: 'charge', label: '价格', children: c.charge === 0 ? '免费' : formatYuan(c.charge) },
                  { key: 'show', label: '状态', children: c.is_show ? '显示' : '隐藏' },
                  { key: 'published', label: '上架时间', children: formatInstant(c.published_at) },
                ]}
              />
            ),
          },
          { key: 'lessons', label: '课时', children: <LessonsPanel course={c} /> },
        ]}
      />
    </>
  );
}

/** `/live-courses/new` creates a live course; `/live-courses/:id` edits one with its lessons. */
export default function LiveCourseEditPage() {
  const { id } = useParams();
  if (id === 'new') return <NewCourse />;
  const courseId = Number(id);
  if (!Number.isInteger(courseId) || courseId <= 0) return <Result status="404" title="直播课不存在" />;
  return <EditCourse id={courseId} />;
}
