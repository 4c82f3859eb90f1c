import type { CommentsReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import type { CommentSource } from '../../../components/comment-thread/api.ts';
import { rowsOfReply } from '../../../components/comment-thread/rows.ts';
import { postVideoComment } from './video-comment.ts';

/** GET /api/v2/video/{id}/comments (contract catalog 2.11): newest 200, with a users map. */
export const fetchVideoComments = (id: number) => api.get<CommentsReply>(`/api/v2/video/${id}/comments`);

/** The video's comment thread: the list above and POST /api/v2/video/{id}/comment. */
export const videoCommentSource = (id: number): CommentSource => ({
  key: ['video', id, 'comments'],
  fetch: async () => rowsOfReply(await fetchVideoComments(id)),
  post: (content) => postVideoComment(id, content),
});
