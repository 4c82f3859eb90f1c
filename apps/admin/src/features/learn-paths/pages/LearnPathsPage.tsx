import type { LearnPathAdminItem } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { CatalogStateTags } from '../../../components/CatalogStateTags.tsx';
import { FlagFilter } from '../../../components/data-table/FlagFilter.tsx';
import { ListFilters } from '../../../components/data-table/ListFilters.tsx';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { RecordActions } from '../../../components/RecordActions.tsx';
import { formatInstant, formatYuan } from '../../../lib/format.ts';
import { categoryOptionsQuery, learnPathListQuery, learnPathMutations } from '../api/learn-paths.ts';

/** 学习路径: server-side search, category and status filters, sort; a path opens on its own page. */
export default function LearnPathsPage() {
  const navigate = useNavigate();
  const remove = learnPathMutations.useDelete();
  const categories = useQuery(categoryOptionsQuery).data ?? [];
  const columns: ColumnsType<LearnPathAdminItem> = [
    { title: 'ID', dataIndex: 'id', key: 'id', sorter: true, width: 80 },
    { title: '路径', key: 'name', render: (_, p) => <Link to={`/learn-paths/${p.id}`}>{p.name}</Link> },
    { title: '分类', key: 'category', render: (_, p) => p.category_name ?? '—' },
    {
      title: '价格',
      key: 'charge',
      sorter: true,
      render: (_, p) => (p.charge === 0 ? '免费' : formatYuan(p.charge)),
    },
    { title: '状态', key: 'state', render: (_, p) => <CatalogStateTags record={p} /> },
    { title: '步骤数', dataIndex: 'step_count', key: 'step_count' },
    { title: '内容数', dataIndex: 'item_count', key: 'item_count' },
    { title: '上架时间', key: 'published_at', sorter: true, render: (_, p) => formatInstant(p.published_at) },
  ];
  return (
    <ListPage
      title="学习路径"
      create={{
        perm: 'learn-paths.edit',
        text: '新建学习路径',
        onClick: () => void navigate('/learn-paths/new'),
      }}
      caption="学习路径列表"
      columns={columns}
      query={learnPathListQuery}
      filters={
        <ListFilters>
          <Form.Item label="名称" name="q">
            <Input allowClear />
          </Form.Item>
          <Form.Item label="分类" name="category_id">
            <Select
              allowClear
              style={{ width: 160 }}
              options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
            />
          </Form.Item>
          <FlagFilter label="状态" name="is_show" on="显示" off="隐藏" />
        </ListFilters>
      }
      actions={{
        perm: 'learn-paths.edit',
        render: (p) => (
          <RecordActions
            onEdit={() => void navigate(`/learn-paths/${p.id}`)}
            editLabel={`编辑：${p.name}`}
            deleteTitle={`确定删除学习路径“${p.name}”吗？其步骤会一并删除。`}
            onDelete={() => remove.mutateAsync(p.id)}
          />
        ),
      }}
    />
  );
}
