import { Pagination } from 'antd';

export interface AntdPaginationProps {
  current: number;
  pageSize: number;
  total: number;
  onChange(page: number): void;
}

/** antd's Pagination without the size changer (screens catalog §0.3); loaded by Pagination.tsx below a list. */
export default function AntdPagination({ current, pageSize, total, onChange }: AntdPaginationProps) {
  return (
    <Pagination
      current={current}
      pageSize={pageSize}
      total={total}
      showSizeChanger={false}
      onChange={onChange}
    />
  );
}
