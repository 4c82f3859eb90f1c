import { Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';

/**
 * An unpaged table of records already read (a detail page's payments, a lookup's grants): named and headed by
 * `caption`, `empty` when there are none. Server-paged lists are `DataTable`.
 */
export function RecordTable<T extends object>({
  caption,
  rows,
  columns,
  rowKey = 'id' as keyof T & string,
  empty = '暂无数据',
  size,
}: {
  caption: string;
  rows: readonly T[];
  columns: ColumnsType<T>;
  rowKey?: TableProps<T>['rowKey'];
  empty?: string;
  size?: TableProps<T>['size'];
}) {
  return (
    <Table<T>
      aria-label={caption}
      title={() => caption}
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: empty }}
      size={size}
    />
  );
}
