import type { ListReply } from '@meedu/contract/admin';
import type { QueryKey, UseMutationResult, UseQueryOptions } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState, type ReactNode } from 'react';
import type { ListParams } from '../../../api/record-queries.ts';
import { ListFilters } from '../../../components/data-table/ListFilters.tsx';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import type { Editing } from '../../../components/editing.ts';
import { RecordActions } from '../../../components/RecordActions.tsx';
import { accessText } from './SaleFields.tsx';
import { SearchFilter } from '../../../components/data-table/filter-fields.tsx';

interface SaleRecord {
  id: number;
  charge: number;
  is_vip_free: boolean;
  is_show: boolean;
}

/**
 * The list screen papers, mock papers and practices share: search by name, the ID first and the price and state
 * last around the screen's own columns, 编辑 / 删除 per row, and the screen's drawer.
 */
export function SaleListPage<T extends SaleRecord, K extends QueryKey = QueryKey>({
  noun,
  nameOf,
  columns,
  query,
  remove,
  drawer,
}: {
  /** 试卷, 模拟试卷, 练习: the heading and every label built from it. */
  noun: string;
  nameOf: (record: T) => string;
  columns: ColumnsType<T>;
  query: (params: ListParams) => UseQueryOptions<ListReply<T>, Error, ListReply<T>, K>;
  remove: UseMutationResult<unknown, Error, number>;
  drawer: (editing: Editing<T>, onClose: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<Editing<T>>(null);
  const all: ColumnsType<T> = [
    { title: 'ID', dataIndex: 'id', key: 'id', sorter: true, width: 80 },
    ...columns,
    { title: '价格', key: 'charge', sorter: true, render: (_, r) => accessText(r) },
    { title: '状态', key: 'is_show', render: (_, r) => (r.is_show ? '上架' : '下架') },
  ];
  return (
    <ListPage<T, K>
      title={noun}
      create={{ perm: 'exams.edit', text: `新建${noun}`, onClick: () => setEditing('new') }}
      caption={`${noun}列表`}
      columns={all}
      query={query}
      filters={
        <ListFilters>
          <SearchFilter label={`${noun}名称`} />
        </ListFilters>
      }
      actions={{
        perm: 'exams.edit',
        render: (r) => (
          <RecordActions
            onEdit={() => setEditing(r)}
            editLabel={`编辑：${nameOf(r)}`}
            deleteTitle={`确定删除${noun}“${nameOf(r)}”吗？`}
            onDelete={() => remove.mutateAsync(r.id)}
          />
        ),
      }}
    >
      {drawer(editing, () => setEditing(null))}
    </ListPage>
  );
}
