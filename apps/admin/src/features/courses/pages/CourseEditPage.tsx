import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Result, Skeleton, Tabs } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useCan } from '../../../api/session.ts';
import { AttachmentsPanel } from '../../../components/AttachmentsPanel.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { courseAttachments } from '../api/attachments.ts';
import { categoriesQuery } from '../api/categories.ts';
import { courseMutations, courseQuery } from '../api/courses.ts';
import { CourseForm } from '../components/CourseForm.tsx';
import { OutlineEditor } from '../components/OutlineEditor.tsx';

function NewCourse() {
  const navigate = useNavigate();
  const save = courseMutations.useSave(null);
  const categories = useQuery(categoriesQuery);
  return (
    <>
      <PageHeader
        title="新建课程"
        extra={<Button onClick={() => void navigate('/courses')}>返回列表</Button>}
      />
      {categories.isPending ? (
        <Skeleton active />
      ) : (
        <CourseForm
          course={null}
          categories={categories.data ?? []}
          save={async (body) => {
            const created = await save.mutateAsync(body);
            // Chapters and videos are added on the course's own page.
            void navigate(`/courses/${created.id}`, { replace: true });
          }}
        />
      )}
    </>
  );
}

function EditCourse({ id }: { id: number }) {
  const navigate = useNavigate();
  const canEdit = useCan('courses.edit');
  const course = useQuery(courseQuery(id));
  const categories = useQuery(categoriesQuery);
  const save = courseMutations.useSave(id);
  if (course.isError)
    return <LoadFailed message={course.error.message} onRetry={() => void course.refetch()} />;
  if (!course.data || categories.isPending) return <Skeleton active />;
  return (
    <>
      <PageHeader
        title={course.data.title}
        extra={<Button onClick={() => void navigate('/courses')}>返回列表</Button>}
      />
      <Tabs
        items={[
          {
            key: 'info',
            label: '课程信息',
            children: canEdit ? (
              <CourseForm
                key={course.data.updated_at}
                course={course.data}
                categories={categories.data ?? []}
                save={(body) => save.mutateAsync(body)}
              />
            ) : (
              <Descriptions
                column={1}
                items={[
                  { key: 'category', label: '分类', children: course.data.category_name ?? '—' },
                  { key: 'charge', label: '价格', children: `${course.data.charge} 元` },
                  { key: 'show', label: '状态', children: course.data.is_show ? '显示' : '隐藏' },
                  { key: 'published', label: '上架时间', children: formatInstant(course.data.published_at) },
                ]}
              />
            ),
          },
          { key: 'outline', label: '章节与视频', children: <OutlineEditor courseId={id} /> },
          {
            key: 'attachments',
            label: '附件',
            children: <AttachmentsPanel place={courseAttachments(id)} perm="courses.edit" />,
          },
        ]}
      />
    </>
  );
}

/** `/courses/new` creates a course; `/courses/:id` edits one with its chapters, videos and attachments. */
export default function CourseEditPage() {
  const { id } = useParams();
  if (id === 'new') return <NewCourse />;
  const courseId = Number(id);
  if (!Number.isInteger(courseId) || courseId <= 0) return <Result status="404" title="课程不存在" />;
  return <EditCourse id={courseId} />;
}
