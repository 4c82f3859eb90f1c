import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { LoadFailed } from './LoadFailed.tsx';

/**
 * What a screen shows for one query: a skeleton while it loads, the failure with 重试, the `empty` words when the
 * answer holds nothing, else what `children` makes of the data.
 */
export function QueryView<T>({
  query,
  empty = false,
  children,
}: {
  query: UseQueryResult<T>;
  /** What an empty answer says (`还没有导航`), or `false` while there is something to show. */
  empty?: string | false;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton active aria-label="加载中" />;
  if (query.isError) return <LoadFailed message={query.error.message} onRetry={() => void query.refetch()} />;
  if (empty !== false) return <Empty description={empty} />;
  return children(query.data);
}
