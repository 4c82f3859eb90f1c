import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { commentTime } from '../../lib/relative-time.ts';
import { useMember } from '../../stores/session-actions.ts';
import { Empty } from '../Empty.tsx';
import { LoadError } from '../LoadError.tsx';
import { useRequireLogin } from '../require-login/use-require-login.ts';
import { SafeHtml } from '../SafeHtml.tsx';
import { commentsQuery, DEFAULT_LIMITS, usePostComment, type CommentSource } from './api.ts';
import { PendingTag } from './PendingTag.tsx';
import { CommentReplies } from './CommentReplies.tsx';
import './comment-thread.css';
import { useFeedback } from '../feedback/feedback.ts';

/** The server's rule (contract catalog §2.5), checked before sending so a short comment costs no request. */
export const MIN_COMMENT_LENGTH = DEFAULT_LIMITS.min;

export interface CommentThreadProps {
  /** What the list is, for screen readers ('课程评论', '课时评论', …). */
  label: string;
  source: CommentSource;
  /** The member may post here (bought, free, can watch…); the server says the same. */
  canComment: boolean;
  /** Said to a member who may not post. */
  lockedHint?: string;
  /** The box's texts, where a screen words them its own way (Q&A replies). */
  title?: string;
  /** The title's heading level: 2 where the thread follows the page's `h1` directly (an article), so no level is skipped. */
  headingLevel?: 2 | 3;
  placeholder?: string;
  submitLabel?: string;
}

/**
 * The one comment list of the product (course detail, player, and the live, book, article and Q&A screens):
 * - a visitor sees 未登录，请登录后再评论, which goes to /login and back here;
 * - a member who may post gets the box 此处填写你的评论 with 评论, disabled while blank; under 6 characters says
 *   评论内容不能少于6个字 without sending; a sent comment toasts 成功, clears the box and reloads the list; a
 *   refusal keeps the text (the client has toasted the server's reason);
 * - a member who may not post reads `lockedHint`;
 * - the list: skeleton while loading, 加载失败 with 重试 when it cannot be loaded, the empty state, or the
 *   comments newest first (author or 未知用户, relative time, the text through SafeHtml);
 * - a source with `replies` (book articles, topics) adds 回复 and {n}回复 under each comment (CommentReplies).
 * Default export too, so pages can load it lazily.
 */
export function CommentThread({
  label,
  source,
  canComment,
  lockedHint = '购买课程后可以发表评论',
  title = '全部评论',
  headingLevel = 3,
  placeholder = '此处填写你的评论',
  submitLabel = '评论',
}: CommentThreadProps) {
  const { message } = useFeedback();
  const member = useMember();
  const requireLogin = useRequireLogin();
  const comments = useQuery(commentsQuery(source));
  const post = usePostComment(source);
  const [content, setContent] = useState('');
  const text = content.trim();
  const limits = source.limits ?? DEFAULT_LIMITS;

  const submit = () => {
    if (!text || post.isPending) return;
    if ([...text].length < limits.min) {
      void message.error(`评论内容不能少于${limits.min}个字`);
      return;
    }
    post.mutate(text, {
      onSuccess: () => {
        void message.success(source.postedText ?? '成功');
        setContent('');
      },
    });
  };

  const rows = comments.data ?? [];
  return (
    <section className="comment-thread" aria-label={label}>
      {title ? (
        headingLevel === 2 ? (
          <h2 className="comment-thread__title">{title}</h2>
        ) : (
          <h3 className="comment-thread__title">{title}</h3>
        )
      ) : null}
      {!member ? (
        <button type="button" className="comment-thread__login" onClick={requireLogin}>
          未登录，请登录后再评论
        </button>
      ) : canComment ? (
        <form
          className="comment-thread__box"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Avatar src={member.avatar || undefined} icon={<UserOutlined />} size={40} alt={member.nick_name} />
          <Input.TextArea
            value={content}
            onChange={(e) => setContent(e.target.value)}
            placeholder={placeholder}
            aria-label="评论内容"
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={limits.max}
          />
          <Button
            type="primary"
            htmlType="submit"
            disabled={!text}
            loading={post.isPending}
            autoInsertSpace={false}
          >
            {submitLabel}
          </Button>
        </form>
      ) : (
        <p className="comment-thread__hint">{lockedHint}</p>
      )}
      {comments.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : comments.isError && !comments.data ? (
        <LoadError
          compact
          error={comments.error}
          onRetry={() => comments.refetch()}
          retrying={comments.isFetching}
        />
      ) : rows.length === 0 ? (
        <Empty />
      ) : (
        <ul className="comment-thread__list" aria-label="评论列表">
          {rows.map((c) => (
            <li className="comment-thread__item" key={c.id}>
              <Avatar src={c.author?.avatar || undefined} icon={<UserOutlined />} size={40} alt="" />
              <div className="comment-thread__main">
                <div className="comment-thread__head">
                  <span className="comment-thread__name">{c.author?.nick_name ?? '未知用户'}</span>
                  {c.reply_to ? <span className="comment-thread__reply-to">回复：{c.reply_to}</span> : null}
                  <time dateTime={c.created_at}>{commentTime(c.created_at)}</time>
                  {c.pending ? <PendingTag /> : null}
                </div>
                <SafeHtml className="comment-thread__content" html={c.html} math={false} code={false} />
                {source.replies ? (
                  <CommentReplies
                    source={source}
                    replies={source.replies}
                    row={c}
                    canReply={!!member && canComment}
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default CommentThread;
