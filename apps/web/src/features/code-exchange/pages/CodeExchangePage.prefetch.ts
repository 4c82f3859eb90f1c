import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { exchangeRecordsQuery } from '../api/exchange-records.ts';

/** `/member/code-exchanger`: the first page of records. */
export const prefetch: Prefetch = ({ client }) => {
  void client.prefetchQuery(exchangeRecordsQuery(1));
};
