import { Pagination as AntPagination } from 'antd';

interface Props {
  current: number;
  pageSize: number;
  total: number;
  onChange(page: number): void;
  /** Scroll the window to the top after a change (the list pages do). */
  scrollTop?: boolean;
}

/** antd Pagination, centred, 50 px below the list; hidden when everything fits on one page (screens catalog §0.3). */
export function Pagination({ current, pageSize, total, onChange, scrollTop = true }: Props) {
  if (total <= 0 || total <= pageSize) return null;
  return (
    <nav aria-label="分页" style={{ display: 'flex', justifyContent: 'center', marginTop: 50 }}>
      <AntPagination
        current={current}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        onChange={(page) => {
          onChange(page);
          if (scrollTop) window.scrollTo(0, 0);
        }}
      />
    </nav>
  );
}
