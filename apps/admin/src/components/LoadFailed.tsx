import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Result } from 'antd';

/** What a screen shows when its data could not be read: the server's message and a retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Result
      status="error"
      title="加载失败"
      subTitle={message}
      extra={
        <Button type="primary" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}

/** Queries a screen reads together: the first one's failure, and one 重试 that reads them all again. */
export function LoadFailedOf({ queries }: { queries: readonly UseQueryResult[] }) {
  const failed = queries.find((q) => q.isError);
  return (
    <LoadFailed
      message={failed?.error?.message ?? '读取失败'}
      onRetry={() => void Promise.all(queries.map((q) => q.refetch()))}
    />
  );
}
