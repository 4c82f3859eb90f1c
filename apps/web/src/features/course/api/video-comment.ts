import { api } from '../../../api/client.ts';

/** POST /api/v2/video/{id}/comment {content} (contract catalog 2.12). Server messages are toasted by the client. */
export const postVideoComment = (id: number, content: string) =>
  api.post<unknown>(`/api/v2/video/${id}/comment`, { content });
