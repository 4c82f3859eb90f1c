import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumb } from '../../../components/Breadcrumb.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { isBusinessError, LoadError } from '../../../components/LoadError.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import '../exam.css';

interface Props {
  query: UseQueryResult<unknown>;
  valid: boolean;
  /** The item's title, once loaded. */
  title: string | undefined;
  /** The list's step in the breadcrumb. */
  list: { name: string; to: string };
  /** What a refusal says (unknown or withdrawn item). */
  missing: string;
  children: ReactNode;
}

/** A detail page's frame and states (screens §12.2, §13.2, §14.2): breadcrumb, loading, failed, missing. */
export function DetailFrame({ query, valid, title, list, missing, children }: Props) {
  useDocumentTitle(title);
  let body: ReactNode;
  if (!valid || (query.isError && isBusinessError(query.error))) body = <Empty description={missing} />;
  else if (query.isError && !query.data)
    body = <LoadError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  else if (!query.data) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else body = children;
  return (
    <div className="ex-page">
      <Breadcrumb
        className="mc-breadcrumb"
        items={[
          { title: <Link to={paths.exam()}>考试练习</Link> },
          { title: <Link to={list.to}>{list.name}</Link> },
          { title: title ?? '' },
        ]}
      />
      <div className="ex-panel">{body}</div>
    </div>
  );
}
