import { queryOptions } from '@tanstack/react-query';
import type { PlayInfoReply } from '@meedu/contract';
import { currentCapabilities } from '../../../api/capabilities.ts';
import { api } from '../../../api/client.ts';

/**
 * GET /api/v2/video/{id}/playinfo?is_try=0|1 (contract catalog 2.9; a quality's `name` is a height like 720, or ''
 * for a plain URL). Silent: the player box shows the reason itself (no address, not
 * bought, network) instead of a toast over a black player.
 */
export const fetchPlayInfo = (id: number, isTry: boolean) =>
  api.get<PlayInfoReply>(
    `/api/v2/video/${id}/playinfo`,
    // Where the server decides trial playback itself (MeEdu 4.9.11+, upstream-4.9.30 §9.5) `is_try` is not sent.
    currentCapabilities().playInfo === 'server-trial' ? {} : { is_try: isTry ? 1 : 0 },
    { silent: true },
  );

export const playInfoQuery = (id: number, isTry: boolean) =>
  queryOptions({
    queryKey: ['video', id, 'playinfo', isTry ? 1 : 0],
    queryFn: () => fetchPlayInfo(id, isTry),
    // Signed addresses expire: each visit asks again (gcTime 0), but an open player is never swapped under the
    // member by a background refetch; the retry button refetches explicitly.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnReconnect: false,
    retry: false,
  });
