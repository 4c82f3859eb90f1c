import type { CommentsReply } from '@meedu/contract';
import type { Capabilities } from '../../../api/capabilities.ts';
import { api } from '../../../api/client.ts';
import { resourceCommentSource } from './threaded-comments.ts';
import type { CommentSource } from '../../../components/comment-thread/api.ts';
import { rowsOfReply } from '../../../components/comment-thread/rows.ts';
import { postCourseComment } from './course-comment-post.ts';

/** GET /api/v2/course/{id}/comments — newest 200 with a users map (contract catalog §2.4). */
export const fetchCourseComments = (id: number) => api.get<CommentsReply>(`/api/v2/course/${id}/comments`);

/**
 * The course's comment thread: on a 4.9.8 server the list above and POST /api/v2/course/{id}/comment; where the
 * server has threaded comments, theirs (`rt` 1).
 */
export const courseCommentSource = (id: number, comments: Capabilities['comments']): CommentSource =>
  resourceCommentSource(
    { rt: 1, rid: id },
    {
      key: ['course', 'comments', id],
      fetch: async () => rowsOfReply(await fetchCourseComments(id)),
      post: (content) => postCourseComment(id, content),
    },
    comments,
  );
