import { positiveId, type Prefetch } from '../../../lib/route-prefetch.ts';
import { mockAttemptQuery } from '../api/mock-attempt.ts';

/** The attempt of `?pid=`. */
export const prefetch: Prefetch = ({ client, search }) => {
  const pid = positiveId(search.get('pid'));
  if (pid !== null) void client.prefetchQuery(mockAttemptQuery(pid));
};
