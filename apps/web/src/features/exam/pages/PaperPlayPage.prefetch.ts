import { positiveId, type Prefetch } from '../../../lib/route-prefetch.ts';
import { paperAttemptQuery } from '../api/paper-attempt.ts';

/** The attempt of `?id=&pid=`. */
export const prefetch: Prefetch = ({ client, search }) => {
  const id = positiveId(search.get('id'));
  const pid = positiveId(search.get('pid'));
  if (id !== null && pid !== null) void client.prefetchQuery(paperAttemptQuery(id, pid));
};
