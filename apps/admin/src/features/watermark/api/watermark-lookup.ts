import type { WatermarkLookupReply } from '@meedu/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/**
 * `GET /watermark/lookup?code=`: the member a watermark code names and the play grants that showed it. Each call
 * is audited on the server, so an answer is kept for the session instead of being asked again on every focus.
 */
export const watermarkLookupQuery = (code: string) =>
  queryOptions({
    queryKey: ['watermark', 'lookup', code],
    queryFn: () => api.get<WatermarkLookupReply>('/watermark/lookup', { code }),
    staleTime: Infinity,
    retry: false,
  });
