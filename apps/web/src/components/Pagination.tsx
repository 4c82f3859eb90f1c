import { lazy, Suspense } from 'react';
import { LazyAntdScope } from './antd/lazy-scope.tsx';
import './pagination.css';

// Below the list, so the list's first screen waits for neither it nor antd (issue 10).
const AntdPagination = lazy(() => import('./AntdPagination.tsx'));

interface Props {
  current: number;
  pageSize: number;
  total: number;
  onChange(page: number): void;
  /** Scroll the window to the top after a change (the list pages do). */
  scrollTop?: boolean;
}

/**
 * antd Pagination, centred, 50 px below the list; hidden when everything fits on one page (screens catalog §0.3).
 * Its place is kept while it loads.
 */
export function Pagination({ current, pageSize, total, onChange, scrollTop = true }: Props) {
  if (total <= 0 || total <= pageSize) return null;
  return (
    <nav aria-label="分页" className="pagination">
      <Suspense fallback={null}>
        <LazyAntdScope>
          <AntdPagination
            current={current}
            pageSize={pageSize}
            total={total}
            showSizeChanger={false}
            onChange={(page) => {
              onChange(page);
              if (scrollTop) window.scrollTo(0, 0);
            }}
          />
        </LazyAntdScope>
      </Suspense>
    </nav>
  );
}
