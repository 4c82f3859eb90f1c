import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
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
  /** The list keeps its page in the address's `page` (the catalogues): each page number is then a real link. */
  pageInAddress?: boolean;
}

/**
 * antd draws each page number as an `<a>` without `href`, which a crawler cannot follow (Lighthouse's
 * crawlable-anchors, issue 29). With the page in the address each number gets its address; the click still goes
 * to antd's item (the link's own navigation is prevented) and the link stays out of the tab order, since the
 * item around it is antd's focusable control.
 */
function usePageLinks(enabled: boolean) {
  const { pathname, search } = useLocation();
  if (!enabled) return undefined;
  return (page: number, type: string, original: ReactNode): ReactNode => {
    if (type !== 'page') return original;
    const params = new URLSearchParams(search);
    if (page === 1) params.delete('page');
    else params.set('page', String(page));
    const query = params.toString();
    return (
      <a
        href={`${pathname}${query ? `?${query}` : ''}`}
        tabIndex={-1}
        onClick={(e: MouseEvent) => e.preventDefault()}
      >
        {page}
      </a>
    );
  };
}

/**
 * antd Pagination, centred, 50 px below the list; hidden when everything fits on one page (screens catalog §0.3).
 * Its place is kept while it loads.
 */
export function Pagination({
  current,
  pageSize,
  total,
  onChange,
  scrollTop = true,
  pageInAddress = false,
}: Props) {
  const itemRender = usePageLinks(pageInAddress);
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
            itemRender={itemRender}
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
