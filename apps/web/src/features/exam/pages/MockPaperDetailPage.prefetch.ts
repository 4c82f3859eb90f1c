import { positiveId, type Prefetch } from '../../../lib/route-prefetch.ts';
import { mockPaperDetailQuery } from '../api/mock-paper-detail.ts';

/** The detail of the address's id (a member page: the guard lets only members here). */
export const prefetch: Prefetch = ({ client, params }) => {
  const id = positiveId(params.id);
  if (id !== null) void client.prefetchQuery(mockPaperDetailQuery(id));
};
