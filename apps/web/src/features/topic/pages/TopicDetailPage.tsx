import { LikeFilled, LikeOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import type { TopicDetailReply } from '@meedu/contract';
import { LazyCommentThread } from '../../../components/comment-thread/LazyCommentThread.tsx';
import { crumb, DetailFrame } from '../../../components/detail-frame/DetailFrame.tsx';
import { useRouteItem } from '../../../components/detail-frame/use-route-id.ts';
import { LazyMount } from '../../../components/LazyMount.tsx';
import { useRequireLogin } from '../../../components/require-login/use-require-login.ts';
import { SafeHtml } from '../../../components/SafeHtml.tsx';
import { SkeletonText } from '../../../components/SkeletonBlock.tsx';
import { paths } from '../../../config/paths.ts';
import { runtimeConfig } from '../../../config/runtime.ts';
import { productOrderQuery } from '../../../lib/order-query.ts';
import { changeTime } from '../../../lib/relative-time.ts';
import { useFeatures } from '../../../stores/features.ts';
import { useSession } from '../../../stores/session.ts';
import { useTopicCollectMutation } from '../api/topic-collect.ts';
import { topicCommentSource } from '../api/topic-comments.ts';
import { topicDetailQuery } from '../api/topic-detail.ts';
import { useTopicVoteMutation } from '../api/topic-vote.ts';
import { ShareLinks } from '../components/ShareLinks.tsx';
import { useFeedback } from '../../../components/feedback/feedback.ts';
import '../topic.css';

/**
 * `/topic/detail/:id` (screens catalog §13): the free part, then the paid part once the server says the
 * member may read it (it is not in the reply before); otherwise a veil with 请登录后查看, or 会员免费看 and
 * 解锁全文￥{charge}. Both parts get math and code. Share, vote and collect on the right; comments below.
 */
export default function TopicDetailPage() {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const isLogin = useSession((s) => s.isLogin);
  const vipOn = useFeatures((s) => s.features.vip) && !runtimeConfig().vipDisabled;
  const { id, valid, query: detail } = useRouteItem('id', (id) => topicDetailQuery(id, isLogin));
  const vote = useTopicVoteMutation(id, isLogin);
  const collect = useTopicCollectMutation(id, isLogin);

  const body = ({ topic, is_buy: isBuy, is_vote: isVote, is_collect: isCollect }: TopicDetailReply) => {
    const onVote = () => {
      if (!requireLogin() || vote.isPending) return;
      vote.mutate(undefined, { onSuccess: (on) => void message.success(on ? '已点赞' : '取消点赞') });
    };
    const onCollect = () => {
      if (!requireLogin() || collect.isPending) return;
      collect.mutate(undefined, { onSuccess: (on) => void message.success(on ? '已收藏' : '取消收藏') });
    };
    const buy = () =>
      void navigate(
        paths.order(
          productOrderQuery('topic', {
            id: topic.id,
            charge: topic.charge,
            name: topic.title,
            thumb: topic.thumb,
          }),
        ),
      );

    return (
      <>
        <div className="tp-detail">
          <main className="tp-article">
            <h1>{topic.title}</h1>
            <div className="tp-stats">
              <time dateTime={topic.created_at}>{changeTime(topic.created_at)}</time>
              <span>{topic.view_times}次阅读</span>
              <span>{topic.vote_count}人赞过</span>
            </div>
            {topic.free_content_render ? <SafeHtml html={topic.free_content_render} /> : null}
            {isBuy ? (
              topic.render_content ? (
                <SafeHtml html={topic.render_content} />
              ) : null
            ) : (
              <div className="tp-veil" role="region" aria-label="付费内容">
                <p>以下为付费内容</p>
                <div className="tp-veil__buttons">
                  {!isLogin ? (
                    <Button type="primary" size="large" onClick={requireLogin}>
                      请登录后查看
                    </Button>
                  ) : (
                    <>
                      {topic.is_vip_free === 1 && vipOn ? (
                        <Button size="large" onClick={() => void navigate(paths.vip())}>
                          会员免费看
                        </Button>
                      ) : null}
                      {topic.charge > 0 ? (
                        <Button type="primary" size="large" onClick={buy}>
                          解锁全文￥{topic.charge}
                        </Button>
                      ) : null}
                    </>
                  )}
                </div>
              </div>
            )}
          </main>
          <aside className="tp-actions" aria-label="分享与操作">
            <ShareLinks id={topic.id} title={topic.title} thumb={topic.thumb} />
            <Button icon={isVote ? <LikeFilled /> : <LikeOutlined />} aria-pressed={isVote} onClick={onVote}>
              {isVote ? '已点赞' : '点赞'}
            </Button>
            <Button
              icon={isCollect ? <StarFilled /> : <StarOutlined />}
              aria-pressed={isCollect}
              onClick={onCollect}
            >
              {isCollect ? '已收藏' : '收藏'}
            </Button>
          </aside>
        </div>
        <LazyMount className="tp-comments" minHeight={200}>
          <LazyCommentThread
            label="文章评论"
            headingLevel={2}
            source={topicCommentSource(topic.id)}
            canComment={isBuy}
            lockedHint="购买文章后可以发表评论"
          />
        </LazyMount>
      </>
    );
  };

  return (
    <DetailFrame
      query={detail}
      valid={valid}
      missing="文章不存在或已下架"
      skeleton={<SkeletonText rows={8} />}
      title={detail.data?.topic.title}
      breadcrumb={(d) => [crumb('首页', paths.home()), crumb('图文', paths.topics()), d.topic.title]}
      className="mc-page"
    >
      {body}
    </DetailFrame>
  );
}
