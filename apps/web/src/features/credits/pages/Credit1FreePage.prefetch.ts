import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { credit1RecordsQuery } from '../api/credit1-records.ts';

/** `/member/credit1-free`: the first ledger page (tab 明细规则 is one click away). */
export const prefetch: Prefetch = ({ client }) => {
  void client.prefetchQuery(credit1RecordsQuery(1));
};
