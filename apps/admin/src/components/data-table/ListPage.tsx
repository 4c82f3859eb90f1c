import { grants, type Permission } from '@meedu/contract/admin';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMe } from '../../api/session.ts';
import { PageHeader, type CreateAction } from '../PageHeader.tsx';
import { actionsColumn } from '../RecordActions.tsx';
import { DataTable, type DataTableProps } from './DataTable.tsx';

export interface ListPageProps<T, K extends QueryKey> extends Omit<DataTableProps<T, K>, 'rowKey'> {
  title: string;
  /** 新建…, for a role holding its permission. */
  create?: CreateAction;
  /** Other actions beside the heading (an area's import and export). */
  extra?: ReactNode;
  /** Each row's 操作 (`RecordActions`…), for a role holding `perm`. */
  actions?: { perm: Permission; render: (record: T) => ReactNode };
  /** The drawers the screen opens over its list. */
  children?: ReactNode;
}

/**
 * A list screen: its heading (with 新建 for a role that may write), the server-paged table of records with its
 * filters and, for a role that may, each row's actions; then the drawers it opens.
 */
export function ListPage<T extends { id: number }, K extends QueryKey = QueryKey>({
  title,
  create,
  extra,
  actions,
  columns,
  children,
  ...table
}: ListPageProps<T, K>) {
  const me = useMe();
  const canAct = actions !== undefined && me !== undefined && grants(me.permissions, actions.perm);
  return (
    <>
      <PageHeader title={title} create={create} extra={extra} />
      <DataTable<T, K>
        {...table}
        rowKey="id"
        columns={canAct ? [...columns, actionsColumn(actions.render)] : columns}
      />
      {children}
    </>
  );
}
