import { CheckCircleFilled, LikeFilled, LikeOutlined } from '@ant-design/icons';
import { useState } from 'react';
import type { QuestionDetail, WendaAnswer } from '@meedu/contract';
import { Avatar } from '../../../components/Avatar.tsx';
import { LazyCommentThread } from '../../../components/comment-thread/LazyCommentThread.tsx';
import { useRequireLogin } from '../../../components/require-login/use-require-login.ts';
import { SafeHtml } from '../../../components/SafeHtml.tsx';
import { commentTime } from '../../../lib/relative-time.ts';
import { answerCommentSource } from '../api/answer-comments.ts';
import { useAcceptMutation, useVoteMutation } from '../api/question-detail.ts';
import { ImageGrid } from './ImageGrid.tsx';
import { useFeedback } from '../../../components/feedback/feedback.ts';

interface Props {
  answer: WendaAnswer;
  question: QuestionDetail;
  /** The caller asked the question. */
  isAdmin: boolean;
}

/** One answer (screens catalog §20.3): author, time, the accepted badge, content, images, vote, replies, adopt. */
export function AnswerItem({ answer, question, isAdmin }: Props) {
  const { message } = useFeedback();
  const requireLogin = useRequireLogin();
  const vote = useVoteMutation(question.id);
  const accept = useAcceptMutation(question.id);
  const [replying, setReplying] = useState(false);
  const name = answer.user?.nick_name ?? '未知用户';
  const canAccept = question.status === 0 && isAdmin && answer.user_id !== question.user_id;

  const onVote = () => {
    if (!answer.user || !requireLogin() || vote.isPending) return;
    vote.mutate(answer.id, { onSuccess: ({ ok }) => void message.success(ok === 1 ? '已点赞' : '取消点赞') });
  };
  const onReply = () => {
    if (answer.reply_count === 0 && !requireLogin()) return;
    setReplying((r) => !r);
  };
  const onAccept = () => {
    if (accept.isPending) return;
    accept.mutate({ answer_id: answer.id }, { onSuccess: () => void message.success('成功') });
  };

  return (
    <li className="wd-answer">
      <Avatar src={answer.user?.avatar || null} size={40} />
      <div className="wd-answer__main">
        <div className="wd-answer__head">
          <span className="wd-answer__name">{name}</span>
          <time dateTime={answer.created_at}>{commentTime(answer.created_at)}</time>
          {answer.is_correct === 1 ? (
            <span className="wd-answer__correct">
              <CheckCircleFilled /> 此回答已被题主采纳
            </span>
          ) : null}
        </div>
        <SafeHtml className="wd-answer__content" html={answer.render_content} code={false} />
        <ImageGrid urls={answer.images_list} label={`${name}的回答图片`} />
        <div className="wd-answer__actions">
          <button
            type="button"
            className={answer.is_vote === 1 ? 'wd-action is-on' : 'wd-action'}
            aria-pressed={answer.is_vote === 1}
            aria-label={`点赞，${answer.vote_count}`}
            disabled={!answer.user}
            onClick={onVote}
          >
            {answer.is_vote === 1 ? <LikeFilled /> : <LikeOutlined />} {answer.vote_count}
          </button>
          {answer.reply_count > 0 ? (
            <button type="button" className="wd-action" aria-expanded={replying} onClick={onReply}>
              {answer.reply_count}回复
            </button>
          ) : answer.user ? (
            <button type="button" className="wd-action" aria-expanded={replying} onClick={onReply}>
              回复
            </button>
          ) : null}
          {canAccept ? (
            <button type="button" className="wd-action wd-action--accept" onClick={onAccept}>
              采纳此回答
            </button>
          ) : null}
        </div>
        {replying ? (
          <LazyCommentThread
            label={`${name}的回答的回复`}
            source={answerCommentSource(answer.id, question.id)}
            canComment
            title=""
            placeholder={`回复${name}`}
            submitLabel="发表回复"
          />
        ) : null}
      </div>
    </li>
  );
}
