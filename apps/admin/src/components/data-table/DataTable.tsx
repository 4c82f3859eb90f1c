import type { ListReply } from '@meedu/contract/admin';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Table, type TableProps } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import type { ListParams } from '../../api/record-queries.ts';
import { LoadFailed } from '../LoadFailed.tsx';
import { useListParams } from './use-list-params.ts';

export interface DataTableProps<T, K extends QueryKey> {
  /** The table's name for screen readers and its caption. */
  caption: string;
  /** Sortable columns say `sorter: true` and have the server's sort field as their `key`. */
  columns: ColumnsType<T>;
  /** The list endpoint's query options for the address's paging, sort and filters. */
  query: (params: ListParams) => UseQueryOptions<ListReply<T>, Error, ListReply<T>, K>;
  rowKey: keyof T & string;
  /** The filter bar above the table (`ListFilters`). */
  filters?: ReactNode;
  /** Rows that open to show more (the audit log's before and after). */
  expandable?: TableProps<T>['expandable'];
}

/**
 * A server-paged list: paging, sorting and filters live in the address, the server does the work, the previous
 * page stays on screen while the next loads. Header row, empty state ("暂无数据") and a failed load with a retry.
 */
export function DataTable<T extends object, K extends QueryKey = QueryKey>({
  caption,
  columns,
  query,
  rowKey,
  filters,
  expandable,
}: DataTableProps<T, K>) {
  const { params, update } = useListParams();
  const result = useQuery({ ...query(params), placeholderData: keepPreviousData });

  const sortField = params.sort?.replace(/^-/, '');
  const sortOrder = params.sort?.startsWith('-') ? 'descend' : 'ascend';
  const sortedColumns = columns.map((c) =>
    c.sorter && c.key !== undefined ? { ...c, sortOrder: c.key === sortField ? sortOrder : null } : c,
  ) as ColumnsType<T>;

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter) => {
    const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
    const field = s?.order ? String(s.columnKey) : null;
    update({
      page: pagination.current ?? 1,
      size: pagination.pageSize,
      sort: field ? `${s?.order === 'descend' ? '-' : ''}${field}` : null,
    });
  };

  return (
    <>
      {filters}
      {result.isError && !result.data ? (
        <LoadFailed message={result.error.message} onRetry={() => void result.refetch()} />
      ) : (
        <Table<T>
          aria-label={caption}
          title={() => caption}
          rowKey={rowKey}
          columns={sortedColumns}
          dataSource={result.data?.items ?? []}
          loading={result.isFetching}
          locale={{ emptyText: '暂无数据' }}
          onChange={onChange}
          expandable={expandable}
          pagination={{
            current: params.page,
            pageSize: params.size,
            total: result.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 条`,
          }}
        />
      )}
    </>
  );
}
