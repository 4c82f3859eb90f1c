import type { LiveCourseAdminItem } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { RecordFilter, SearchFilter } from '../../../components/data-table/filter-fields.tsx';
import { ListFilters } from '../../../components/data-table/ListFilters.tsx';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { RecordActions } from '../../../components/RecordActions.tsx';
import { formatInstant, formatYuan } from '../../../lib/format.ts';
import { liveCategoriesQuery, liveCourseListQuery, liveCourseMutations } from '../api/live.ts';
import { LiveStatusTag } from '../components/LiveStatusTag.tsx';

/** 直播课: searched, filtered by category and paged on the server; created and edited on the course's page. */
export default function LiveCoursesPage() {
  const navigate = useNavigate();
  const remove = liveCourseMutations.useDelete();
  const categories = useQuery(liveCategoriesQuery).data?.items ?? [];
  const columns: ColumnsType<LiveCourseAdminItem> = [
    { title: 'ID', dataIndex: 'id', key: 'id', sorter: true, width: 80 },
    {
      title: '直播课名称',
      key: 'title',
      sorter: true,
      render: (_, c) => <Link to={`/live-courses/${c.id}`}>{c.title}</Link>,
    },
    { title: '分类', key: 'category', render: (_, c) => c.category_name ?? '—' },
    { title: '讲师', key: 'teacher', render: (_, c) => c.teacher_name ?? '—' },
    {
      title: '价格',
      key: 'charge',
      sorter: true,
      render: (_, c) => (c.charge === 0 ? '免费' : formatYuan(c.charge)),
    },
    {
      title: '状态',
      key: 'state',
      render: (_, c) => (
        <>
          <LiveStatusTag status={c.status} />
          {c.is_show ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>}
          {c.vip_can_view && <Tag color="gold">VIP 免费</Tag>}
        </>
      ),
    },
    { title: '课时数', dataIndex: 'lesson_count', key: 'lesson_count' },
    { title: '上架时间', key: 'published_at', sorter: true, render: (_, c) => formatInstant(c.published_at) },
  ];
  return (
    <ListPage
      title="直播课"
      create={{ perm: 'live.edit', text: '新建直播课', onClick: () => void navigate('/live-courses/new') }}
      caption="直播课列表"
      columns={columns}
      query={liveCourseListQuery}
      filters={
        <ListFilters>
          <SearchFilter label="直播课名称" />
          <RecordFilter label="分类" name="category_id" records={categories} />
        </ListFilters>
      }
      actions={{
        perm: 'live.edit',
        render: (c) => (
          <RecordActions
            onEdit={() => void navigate(`/live-courses/${c.id}`)}
            editLabel={`编辑：${c.title}`}
            deleteTitle={`确定删除直播课“${c.title}”吗？`}
            onDelete={() => remove.mutateAsync(c.id)}
          />
        ),
      }}
    />
  );
}
