import type { AnswerCommentReply, AnswerCommentsReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { queryClient } from '../../../api/query-client.ts';
import type { CommentSource } from '../../../components/comment-thread/api.ts';

/**
 * The comments under one answer (§12.9, §12.10) for the one CommentThread. The reference asks for 10000 at once;
 * the server answers at most 100, which is what a reply box shows.
 */
export const answerCommentSource = (answerId: number, questionId: number): CommentSource => ({
  key: ['wenda', 'answer-comments', answerId],
  fetch: async () => {
    const reply = await api.get<AnswerCommentsReply>(
      `/addons/Wenda/api/v1/question/answer/${answerId}/comments`,
      {
        page: 1,
        page_size: 100,
      },
    );
    return reply.data.data.map((c) => ({
      id: c.id,
      author: c.user,
      html: c.render_content,
      created_at: c.created_at,
      reply_to: c.reply_user_id > 0 ? (c.reply_user?.nick_name ?? '未知用户') : null,
    }));
  },
  postedText: '回复成功',
  post: async (content: string) => {
    const reply = await api.post<AnswerCommentReply>(
      `/addons/Wenda/api/v1/question/answer/${answerId}/comment`,
      {
        original_content: content,
        render_content: content,
        reply_user_id: 0,
      },
    );
    // The answer's reply count lives in the question's detail.
    void queryClient.invalidateQueries({ queryKey: ['wenda', 'detail', questionId] });
    return reply;
  },
});
