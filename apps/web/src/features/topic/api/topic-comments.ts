import type {
  TopicCommentReply,
  TopicCommentRequest,
  TopicCommentsReply,
  TopicCommentsRequest,
} from '@meedu/contract';
import { api } from '../../../api/client.ts';
import type { CommentSource } from '../../../components/comment-thread/api.ts';
import { textRow } from '../../../components/comment-thread/rows.ts';

/** GET /addons/MeeduTopics/api/v2/topic/{id}/comments — `comment_id` 0 for the top level (contract catalog §8.4). */
export const fetchTopicComments = (id: number, commentId: number) =>
  api.get<TopicCommentsReply>(`/addons/MeeduTopics/api/v2/topic/${id}/comments`, {
    page: 1,
    page_size: 10000,
    comment_id: commentId,
  } satisfies TopicCommentsRequest);

/** POST /addons/MeeduTopics/api/v1/topic/{id}/comment — a comment or a reply (contract catalog §8.5). */
export const postTopicComment = (id: number, body: TopicCommentRequest) =>
  api.post<TopicCommentReply>(`/addons/MeeduTopics/api/v1/topic/${id}/comment`, body);

const rows = (r: TopicCommentsReply) =>
  r.data.data.map((c) =>
    textRow({
      ...c,
      author: c.user,
      reply_to: c.parent_id > 0 ? (c.reply_comment?.user.nick_name ?? null) : null,
    }),
  );

/** The topic's two-level thread; a reply to the top comment sends `reply_comment_id: null` (as the reference). */
export const topicCommentSource = (id: number): CommentSource => ({
  key: ['topic', 'comments', id],
  fetch: async () => rows(await fetchTopicComments(id, 0)),
  post: (content) => postTopicComment(id, { content }),
  postedText: '评论成功',
  replies: {
    key: (parentId) => ['topic', 'comments', id, 'replies', parentId],
    // The addon's ids are numbers (only MeEdu 4.9.30's threaded comments use strings).
    fetch: async (parentId) => rows(await fetchTopicComments(id, Number(parentId))),
    post: (parentId, content, to) =>
      postTopicComment(id, {
        parent_id: Number(parentId),
        content,
        reply_comment_id: to.id === parentId ? null : Number(to.id),
      }),
  },
});
