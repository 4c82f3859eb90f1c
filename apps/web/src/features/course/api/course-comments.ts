import type { CommentsReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import type { CommentSource } from '../../../components/comment-thread/api.ts';
import { rowsOfReply } from '../../../components/comment-thread/rows.ts';
import { postCourseComment } from './course-comment-post.ts';

/** GET /api/v2/course/{id}/comments — newest 200 with a users map (contract catalog §2.4). */
export const fetchCourseComments = (id: number) => api.get<CommentsReply>(`/api/v2/course/${id}/comments`);

/** The course's comment thread: the list above and POST /api/v2/course/{id}/comment. */
export const courseCommentSource = (id: number): CommentSource => ({
  key: ['course', 'comments', id],
  fetch: async () => rowsOfReply(await fetchCourseComments(id)),
  post: (content) => postCourseComment(id, content),
});
