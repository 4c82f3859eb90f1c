import type { CommentsReply } from '@meedu/contract';
import type { Capabilities } from '../../../api/capabilities.ts';
import { api } from '../../../api/client.ts';
import { resourceCommentSource } from './threaded-comments.ts';
import type { CommentSource } from '../../../components/comment-thread/api.ts';
import { rowsOfReply } from '../../../components/comment-thread/rows.ts';
import { postVideoComment } from './video-comment.ts';

/** GET /api/v2/video/{id}/comments (contract catalog 2.11): newest 200, with a users map. */
export const fetchVideoComments = (id: number) => api.get<CommentsReply>(`/api/v2/video/${id}/comments`);

/**
 * The video's comment thread: on a 4.9.8 server the list above and POST /api/v2/video/{id}/comment; where the
 * server has threaded comments, theirs (`rt` 2).
 */
export const videoCommentSource = (id: number, comments: Capabilities['comments']): CommentSource =>
  resourceCommentSource(
    { rt: 2, rid: id },
    {
      key: ['video', id, 'comments'],
      fetch: async () => rowsOfReply(await fetchVideoComments(id)),
      post: (content) => postVideoComment(id, content),
    },
    comments,
  );
