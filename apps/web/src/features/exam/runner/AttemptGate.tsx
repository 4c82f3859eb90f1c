import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Empty } from '../../../components/Empty.tsx';
import { isBusinessError, LoadError } from '../../../components/LoadError.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

interface Props {
  query: UseQueryResult<unknown>;
  /** The reply came without questions. */
  empty: boolean;
  valid: boolean;
  title: string | undefined;
  /** The list to go back to when the attempt has no questions (`未获取到试题`). */
  back: string;
  children: ReactNode;
}

/** A play page's states before the runner: loading, failed (LoadError), refused, and no questions. */
export function AttemptGate({ query, empty, valid, title, back, children }: Props) {
  const { message } = useFeedback();
  const navigate = useNavigate();
  useDocumentTitle(title);
  useEffect(() => {
    if (!empty) return;
    void message.error('未获取到试题');
    void navigate(back, { replace: true });
  }, [empty, back, message, navigate]);

  if (!valid || (query.isError && isBusinessError(query.error)))
    return (
      <div className="ex-page">
        <Empty description="考试记录不存在" />
      </div>
    );
  if (query.isError && !query.data)
    return (
      <div className="ex-page">
        <LoadError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />
      </div>
    );
  if (!query.data || empty)
    return (
      <div className="ex-page" aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  return <>{children}</>;
}
