import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumb } from '../Breadcrumb.tsx';
import { Empty } from '../Empty.tsx';
import { isBusinessError, LoadError } from '../LoadError.tsx';
import { SkeletonBlock, SkeletonText } from '../SkeletonBlock.tsx';
import { useDocumentTitle } from '../use-document-title.ts';

/** What the frame reads of the page's main query. */
export type DetailQuery<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'>;

export interface DetailFrameProps<T> {
  query: DetailQuery<T>;
  /** The address names an item at all (a positive id…); false shows `missing` without asking. */
  valid?: boolean;
  /** What a refusal (unknown or withdrawn item) shows: a text for the empty state, or a node of its own. */
  missing: ReactNode;
  /** What shows while the item loads; plain (no antd) so plain pages stay antd-free. Default: lines of text. */
  skeleton?: ReactNode;
  /** The document title, once known. */
  title?: string | undefined;
  /** The breadcrumb from the loaded item, its last step the current page (see `crumb`). */
  breadcrumb?(data: T): ReactNode[];
  /** The page's box, in every state; without one the frame adds no element. */
  className?: string;
  /** The box while there is no item to show, where it differs from the page's. */
  stateClassName?: string;
  children(data: T): ReactNode;
}

/** A breadcrumb step above the current page. */
export const crumb = (name: string, to: string): ReactNode => <Link to={to}>{name}</Link>;

/** A cover-and-text placeholder: the info box's shape while the item loads. */
export function InfoSkeleton({
  className,
  width,
  height,
}: {
  className: string;
  width: number;
  height: number;
}) {
  return (
    <div className={className}>
      <SkeletonBlock width={width} height={height} />
      <SkeletonText rows={4} />
    </div>
  );
}

/**
 * A detail page's states (screens catalog §0): missing (a bad address or the server's refusal), failed (加载失败
 * with 重试; a failed refetch keeps the item on screen), loading (`aria-busy`), then the item with its breadcrumb.
 */
export function DetailFrame<T>({
  query,
  valid = true,
  missing,
  skeleton = <SkeletonText rows={6} />,
  title,
  breadcrumb,
  className,
  stateClassName = className,
  children,
}: DetailFrameProps<T>) {
  useDocumentTitle(title);
  const { data } = query;
  if (valid && !(query.isError && isBusinessError(query.error)) && data !== undefined)
    return (
      <Box className={className}>
        {breadcrumb ? (
          <Breadcrumb className="mc-breadcrumb" items={breadcrumb(data).map((step) => ({ title: step }))} />
        ) : null}
        {children(data)}
      </Box>
    );
  if (!valid || (query.isError && isBusinessError(query.error)))
    return (
      <Box className={stateClassName}>
        {typeof missing === 'string' ? <Empty description={missing} /> : missing}
      </Box>
    );
  if (query.isError)
    return (
      <Box className={stateClassName}>
        <LoadError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
      </Box>
    );
  return (
    <Box className={stateClassName} busy>
      {skeleton}
    </Box>
  );
}

function Box({ className, busy, children }: { className?: string; busy?: boolean; children: ReactNode }) {
  if (className === undefined) return busy ? <div aria-busy="true">{children}</div> : children;
  return (
    <div className={className} aria-busy={busy || undefined}>
      {children}
    </div>
  );
}
