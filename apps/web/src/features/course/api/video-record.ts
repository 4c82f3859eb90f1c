import { api } from '../../../api/client.ts';

/**
 * POST /api/v2/video/{id}/record {duration} (contract catalog 2.10): the playback position in whole seconds.
 * The server rejects 0 with '参数错误', so callers never send it. Silent: a lost record must not toast every 10 s.
 */
export const recordVideoProgress = (id: number, duration: number) =>
  api.post<unknown>(`/api/v2/video/${id}/record`, { duration }, { silent: true });
