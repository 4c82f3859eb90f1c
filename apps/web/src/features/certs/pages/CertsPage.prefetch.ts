import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { memberCertsQuery } from '../api/member-certs.ts';

/** `/member/certs`: the first page. */
export const prefetch: Prefetch = ({ client }) => {
  void client.prefetchQuery(memberCertsQuery(1));
};
