import type { CourseAdminItem } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { ListFilters } from '../../../components/data-table/ListFilters.tsx';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { RecordActions } from '../../../components/RecordActions.tsx';
import { categoriesQuery } from '../api/categories.ts';
import { courseListQuery, courseMutations } from '../api/courses.ts';
import { FlagFilter } from '../../../components/data-table/FlagFilter.tsx';
import { RecordFilter, SearchFilter } from '../../../components/data-table/filter-fields.tsx';
import { catalogColumns } from '../../../components/data-table/catalog-columns.tsx';

export default function CoursesPage() {
  const navigate = useNavigate();
  const remove = courseMutations.useDelete();
  const categories = useQuery(categoriesQuery).data ?? [];
  const columns: ColumnsType<CourseAdminItem> = [
    catalogColumns.id(),
    {
      title: '课程名称',
      key: 'title',
      sorter: true,
      render: (_, c) => <Link to={`/courses/${c.id}`}>{c.title}</Link>,
    },
    catalogColumns.category(),
    catalogColumns.price((c) => c.is_free || c.charge === 0),
    catalogColumns.state(),
    { title: '视频数', dataIndex: 'video_count', key: 'video_count' },
    { title: '学员数', dataIndex: 'user_count', key: 'user_count', sorter: true },
    catalogColumns.published(),
  ];
  return (
    <ListPage
      title="课程"
      create={{ perm: 'courses.edit', text: '新建课程', onClick: () => void navigate('/courses/new') }}
      caption="课程列表"
      columns={columns}
      query={courseListQuery}
      filters={
        <ListFilters>
          <SearchFilter label="课程名称" />
          <RecordFilter
            label="分类"
            name="category_id"
            records={categories.map((c) => ({ ...c, label: c.parent_id === 0 ? c.name : `└ ${c.name}` }))}
          />
          <FlagFilter label="状态" name="is_show" on="显示" off="隐藏" />
        </ListFilters>
      }
      actions={{
        perm: 'courses.edit',
        render: (c) => (
          <RecordActions
            onEdit={() => void navigate(`/courses/${c.id}`)}
            deleteTitle={`确定删除课程“${c.title}”吗？其章节、视频和附件会一并删除。`}
            onDelete={() => remove.mutateAsync(c.id)}
          />
        ),
      }}
    />
  );
}
