import type { CourseAdminItem } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { ListFilters } from '../../../components/data-table/ListFilters.tsx';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { RecordActions } from '../../../components/RecordActions.tsx';
import { formatInstant, formatYuan } from '../../../lib/format.ts';
import { categoriesQuery } from '../api/categories.ts';
import { courseListQuery, courseMutations } from '../api/courses.ts';

export default function CoursesPage() {
  const navigate = useNavigate();
  const remove = courseMutations.useDelete();
  const categories = useQuery(categoriesQuery).data ?? [];
  const columns: ColumnsType<CourseAdminItem> = [
    { title: 'ID', dataIndex: 'id', key: 'id', sorter: true, width: 80 },
    {
      title: '课程名称',
      key: 'title',
      sorter: true,
      render: (_, c) => <Link to={`/courses/${c.id}`}>{c.title}</Link>,
    },
    { title: '分类', key: 'category', render: (_, c) => c.category_name ?? '—' },
    {
      title: '价格',
      key: 'charge',
      sorter: true,
      render: (_, c) => (c.is_free || c.charge === 0 ? '免费' : formatYuan(c.charge)),
    },
    {
      title: '状态',
      key: 'state',
      render: (_, c) => (
        <Space size={[4, 4]} wrap>
          {c.is_show ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>}
          {c.is_vip_free && <Tag color="gold">VIP 免费</Tag>}
          {c.is_rec && <Tag color="blue">推荐</Tag>}
        </Space>
      ),
    },
    { title: '视频数', dataIndex: 'video_count', key: 'video_count' },
    { title: '学员数', dataIndex: 'user_count', key: 'user_count', sorter: true },
    { title: '上架时间', key: 'published_at', sorter: true, render: (_, c) => formatInstant(c.published_at) },
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
          <Form.Item label="课程名称" name="q">
            <Input allowClear />
          </Form.Item>
          <Form.Item label="分类" name="category_id">
            <Select
              allowClear
              style={{ width: 160 }}
              options={categories.map((c) => ({
                value: String(c.id),
                label: c.parent_id === 0 ? c.name : `└ ${c.name}`,
              }))}
            />
          </Form.Item>
          <Form.Item label="状态" name="is_show">
            <Select
              allowClear
              style={{ width: 120 }}
              options={[
                { value: '1', label: '显示' },
                { value: '0', label: '隐藏' },
              ]}
            />
          </Form.Item>
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
