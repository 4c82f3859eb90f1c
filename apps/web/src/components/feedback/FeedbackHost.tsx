import { lazy, Suspense, useSyncExternalStore } from 'react';
import { feedbackRequest } from './feedback.ts';

const FeedbackHolders = lazy(() => import('./FeedbackHolders.tsx'));

/** Mounted once at the root: renders the toast and box holders once the first one is asked for. */
export function FeedbackHost() {
  const requested = useSyncExternalStore(feedbackRequest.subscribe, feedbackRequest.get);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackHolders />
    </Suspense>
  );
}
