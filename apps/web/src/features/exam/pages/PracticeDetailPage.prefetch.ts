import { positiveId, type Prefetch } from '../../../lib/route-prefetch.ts';
import { practiceDetailQuery } from '../api/practice-detail.ts';

/** The detail of the address's id (a member page: the guard lets only members here). */
export const prefetch: Prefetch = ({ client, params }) => {
  const id = positiveId(params.id);
  if (id !== null) void client.prefetchQuery(practiceDetailQuery(id));
};
