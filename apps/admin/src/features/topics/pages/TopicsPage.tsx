import type { TopicAdminItem } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { FlagFilter } from '../../../components/data-table/FlagFilter.tsx';
import { ListFilters } from '../../../components/data-table/ListFilters.tsx';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import type { Editing } from '../../../components/editing.ts';
import { RecordActions } from '../../../components/RecordActions.tsx';
import { topicCategoriesQuery, topicListQuery, topicMutations } from '../api/topics.ts';
import { TopicDrawer } from '../components/TopicDrawer.tsx';
import { SearchFilter } from '../../../components/data-table/filter-fields.tsx';
import { catalogColumns } from '../../../components/data-table/catalog-columns.tsx';

/** 图文: topics with a free and a paid part; created and edited in a drawer over the list. */
export default function TopicsPage() {
  const remove = topicMutations.useDelete();
  const categories = useQuery(topicCategoriesQuery).data ?? [];
  const [editing, setEditing] = useState<Editing<TopicAdminItem>>(null);
  const columns: ColumnsType<TopicAdminItem> = [
    catalogColumns.id(),
    { title: '标题', dataIndex: 'title', key: 'title' },
    catalogColumns.category(),
    catalogColumns.price(),
    catalogColumns.state(),
    { title: '阅读', dataIndex: 'view_times', key: 'view_times', sorter: true },
    catalogColumns.published(),
  ];
  return (
    <ListPage
      title="图文"
      create={{ perm: 'topics.edit', text: '新建图文', onClick: () => setEditing('new') }}
      caption="图文列表"
      columns={columns}
      query={topicListQuery}
      filters={
        <ListFilters>
          <SearchFilter label="标题" />
          <FlagFilter label="状态" name="is_show" on="显示" off="隐藏" />
        </ListFilters>
      }
      actions={{
        perm: 'topics.edit',
        render: (t) => (
          <RecordActions
            onEdit={() => setEditing(t)}
            editLabel={`编辑：${t.title}`}
            deleteTitle={`确定删除图文“${t.title}”吗？`}
            onDelete={() => remove.mutateAsync(t.id)}
          />
        ),
      }}
    >
      {editing !== null && (
        <TopicDrawer categories={categories} editing={editing} onClose={() => setEditing(null)} />
      )}
    </ListPage>
  );
}
