import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import type { ListPage } from '@meedu/contract';
import { Empty } from '../Empty.tsx';
import { LoadError } from '../LoadError.tsx';
import { Pagination } from '../Pagination.tsx';
import { SkeletonBlock, SkeletonText } from '../SkeletonBlock.tsx';

export interface CatalogListProps<R, T> {
  query: Pick<UseQueryResult<R>, 'data' | 'error' | 'isError' | 'isLoading' | 'isFetching' | 'refetch'>;
  /** Where the reply keeps the page (`data` and `total`, at whatever depth). */
  pageOf(reply: R): ListPage<T>;
  /** What shows while the first page loads (plain on plain pages); the list marks it `aria-busy`. */
  skeleton: ReactNode;
  /** What an empty page shows. Default: the empty state. */
  empty?: ReactNode;
  /** A side list's smaller failure block. */
  compact?: boolean;
  /** The pager below the list; none for a list without one. */
  pager?: {
    current: number;
    size: number;
    go(page: number): void;
    scrollTop?: boolean;
    /** The page is the address's `page`: each page number is a link a crawler follows. */
    inAddress?: boolean;
  };
  children(items: T[], reply: R): ReactNode;
}

/**
 * A list's states (screens catalog §0.3): loading, failed (加载失败 with 重试; a failed refetch keeps the list),
 * empty, the rows, then the pager (hidden when everything fits on one page or the page is empty).
 */
export function CatalogList<R, T>({
  query,
  pageOf,
  skeleton,
  empty,
  compact,
  pager,
  children,
}: CatalogListProps<R, T>) {
  const reply = query.data;
  const page = reply === undefined ? undefined : pageOf(reply);
  let body: ReactNode;
  if (query.isLoading) body = <div aria-busy="true">{skeleton}</div>;
  else if (query.isError && !page)
    body = (
      <LoadError
        compact={compact}
        error={query.error}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (!page || reply === undefined || page.data.length === 0) body = empty ?? <Empty />;
  else body = children(page.data, reply);
  return (
    <>
      {body}
      {pager ? (
        <Pagination
          current={pager.current}
          pageSize={pager.size}
          total={page?.data.length ? page.total : 0}
          onChange={pager.go}
          scrollTop={pager.scrollTop}
          pageInAddress={pager.inAddress}
        />
      ) : null}
    </>
  );
}

/** A catalogue of cards (courses, live courses, learning paths): the card grid, its placeholder, the pager. */
export function CardCatalog<R, T extends { id: number }>({
  card,
  ...list
}: Omit<CatalogListProps<R, T>, 'skeleton' | 'children'> & { card(item: T): ReactNode }) {
  return (
    <CatalogList {...list} skeleton={<CardGridSkeleton />}>
      {(items) => (
        <div className="mc-grid">
          {items.map((item) => (
            <Fragment key={item.id}>{card(item)}</Fragment>
          ))}
        </div>
      )}
    </CatalogList>
  );
}

/** The course-card grid's placeholder: eight cards. */
function CardGridSkeleton() {
  return (
    <div className="mc-skeleton-grid">
      {Array.from({ length: 8 }, (_, i) => (
        <SkeletonBlock key={i} height={198} />
      ))}
    </div>
  );
}

/** A list of rows' placeholder: `count` rows of a cover (width × height) beside `lines` of text. */
export function RowsSkeleton(props: {
  count: number;
  className: string;
  cover: [number, number];
  lines: number;
}) {
  return Array.from({ length: props.count }, (_, i) => (
    <div className={props.className} key={i}>
      <SkeletonBlock width={props.cover[0]} height={props.cover[1]} />
      <SkeletonText rows={props.lines} />
    </div>
  ));
}

/** A reply that is the whole list (a side column's 推荐阅读), as a page. */
export const wholeList = <T,>(data: T[]): ListPage<T> => ({ data, total: data.length });
