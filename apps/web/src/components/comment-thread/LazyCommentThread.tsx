import { lazy, Suspense } from 'react';
import { LazyAntdScope } from '../antd/lazy-scope.tsx';
import { SkeletonText } from '../SkeletonBlock.tsx';
import type { CommentThreadProps } from './CommentThread.tsx';

const CommentThread = lazy(() => import('./CommentThread.tsx'));

/**
 * The comment thread, downloaded when it first renders (usually under a tab or below the fold), in antd's scope
 * (a plain page has none of its own; inside one this adds nothing).
 */
export function LazyCommentThread(props: CommentThreadProps) {
  return (
    <Suspense fallback={<SkeletonText rows={2} />}>
      <LazyAntdScope>
        <CommentThread {...props} />
      </LazyAntdScope>
    </Suspense>
  );
}
