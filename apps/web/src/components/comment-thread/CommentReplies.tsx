import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { commentTime } from '../../lib/relative-time.ts';
import { LoadError } from '../LoadError.tsx';
import { SafeHtml } from '../SafeHtml.tsx';
import { DEFAULT_LIMITS, repliesQuery, usePostReply, type CommentSource, type ReplySource } from './api.ts';
import { PendingTag } from './PendingTag.tsx';
import type { CommentRow } from './rows.ts';
import { useFeedback } from '../feedback/feedback.ts';

interface Props {
  source: CommentSource;
  replies: ReplySource;
  row: CommentRow;
  canReply: boolean;
}

/**
 * Under a top-level comment of a two-level thread (screens catalog §11.3, §13): 回复 opens a box 回复{nick} with
 * 发表回复; {n}回复 shows or hides the replies, each with its author, 回复：{name} when it answers another reply,
 * and its own 回复. A posted reply toasts 回复成功 and reloads the replies and the count.
 */
export function CommentReplies({ source, replies, row, canReply }: Props) {
  const { message } = useFeedback();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<CommentRow | null>(null);
  const [content, setContent] = useState('');
  const list = useQuery({ ...repliesQuery(replies, row.id), enabled: open });
  const post = usePostReply(source, replies, row.id);
  const count = row.children_count ?? 0;
  const text = content.trim();
  const limits = source.limits ?? DEFAULT_LIMITS;

  const answer = (to: CommentRow) => {
    if (!to.author) {
      void message.error('回复的用户不存在');
      return;
    }
    setTarget(to);
  };
  const submit = () => {
    if (!text || !target || post.isPending) return;
    if ([...text].length < limits.min) {
      void message.error(`评论内容不能少于${limits.min}个字`);
      return;
    }
    post.mutate(
      { content: text, to: target },
      {
        onSuccess: () => {
          void message.success('回复成功');
          setContent('');
          setTarget(null);
          setOpen(true);
        },
      },
    );
  };

  return (
    <div className="comment-thread__replies">
      <div className="comment-thread__actions">
        {canReply && row.author ? (
          <button type="button" onClick={() => answer(row)}>
            回复
          </button>
        ) : null}
        {count > 0 ? (
          <button type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {count}回复
          </button>
        ) : null}
      </div>
      {target ? (
        <form
          className="comment-thread__reply-box"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Input
            value={content}
            onChange={(e) => setContent(e.target.value)}
            placeholder={`回复${target.author?.nick_name ?? ''}`}
            aria-label={`回复${target.author?.nick_name ?? ''}`}
            maxLength={limits.max}
          />
          <Button type="primary" htmlType="submit" disabled={!text} loading={post.isPending}>
            发表回复
          </Button>
        </form>
      ) : null}
      {open ? (
        list.isPending ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : list.isError && !list.data ? (
          <LoadError compact error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
        ) : (
          <ul className="comment-thread__reply-list" aria-label="回复列表">
            {list.data.map((r) => (
              <li className="comment-thread__reply" key={r.id}>
                <Avatar src={r.author?.avatar || undefined} icon={<UserOutlined />} size={28} alt="" />
                <div className="comment-thread__main">
                  <div className="comment-thread__head">
                    <span className="comment-thread__name">{r.author?.nick_name ?? '未知用户'}</span>
                    {r.reply_to ? <span>回复：{r.reply_to}</span> : null}
                    <time dateTime={r.created_at}>{commentTime(r.created_at)}</time>
                    {r.pending ? <PendingTag /> : null}
                  </div>
                  <SafeHtml className="comment-thread__content" html={r.html} math={false} code={false} />
                  {canReply ? (
                    <div className="comment-thread__actions">
                      <button type="button" onClick={() => answer(r)}>
                        回复
                      </button>
                    </div>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
