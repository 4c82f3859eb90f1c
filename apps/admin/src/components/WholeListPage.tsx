import type { ListReply, Permission } from '@meedu/contract/admin';
import { useQuery, type QueryKey, type UseMutationResult, type UseQueryOptions } from '@tanstack/react-query';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { useCan } from '../api/session.ts';
import type { Editing } from './editing.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { PageHeader } from './PageHeader.tsx';
import { actionsColumn, RecordActions } from './RecordActions.tsx';

export interface WholeListPageProps<T extends { id: number }, K extends QueryKey> {
  /** The page's heading; the table is called `<title>列表`. */
  title: string;
  /** What one record is called (`分类`): 新建分类, 确定删除分类“…”吗？ */
  thing: string;
  perm: { view: Permission; edit: Permission };
  query: UseQueryOptions<ListReply<T>, Error, ListReply<T>, K>;
  columns: ColumnsType<T>;
  /** The record's name in its 编辑 button and the delete question. */
  nameOf: (record: T) => string;
  useDelete: () => UseMutationResult<unknown, Error, number>;
  /** The create and edit drawer over the list (closed when `editing` is null). */
  drawer: (editing: Editing<T>, onClose: () => void) => ReactNode;
}

/**
 * A screen of a short list that comes whole (`ListReply` of every record): its heading with 新建, the table, each
 * row's 编辑 and 删除 for a role that may write, the failure with 重试, and the drawer that creates and edits.
 */
export function WholeListPage<T extends { id: number }, K extends QueryKey = QueryKey>({
  title,
  thing,
  perm,
  query,
  columns,
  nameOf,
  useDelete,
  drawer,
}: WholeListPageProps<T, K>) {
  const canEdit = useCan(perm.edit);
  const [editing, setEditing] = useState<Editing<T>>(null);
  const result = useQuery(query);
  const remove = useDelete();
  const shown = canEdit
    ? [
        ...columns,
        actionsColumn<T>((r) => (
          <RecordActions
            onEdit={() => setEditing(r)}
            editLabel={`编辑：${nameOf(r)}`}
            deleteTitle={`确定删除${thing}“${nameOf(r)}”吗？`}
            onDelete={() => remove.mutateAsync(r.id)}
          />
        )),
      ]
    : columns;
  return (
    <>
      <PageHeader
        title={title}
        create={{ perm: perm.edit, text: `新建${thing}`, onClick: () => setEditing('new') }}
      />
      {result.isError ? (
        <LoadFailed message={result.error.message} onRetry={() => void result.refetch()} />
      ) : (
        <Table<T>
          aria-label={`${title}列表`}
          title={() => `${title}列表`}
          locale={{ emptyText: `暂无${thing}` }}
          columns={shown}
          dataSource={result.data?.items ?? []}
          rowKey="id"
          loading={result.isPending}
          pagination={false}
        />
      )}
      {editing !== null && drawer(editing, () => setEditing(null))}
    </>
  );
}
