import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Button, Input, Skeleton } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Empty } from '../../../components/Empty.tsx';
import { SafeHtml } from '../../../components/SafeHtml.tsx';
import { commentTime } from '../../../lib/relative-time.ts';
import { mapGet } from '../../../lib/php-map.ts';
import { useRequireLogin } from '../../../components/require-login/use-require-login.ts';
import { useSession } from '../../../stores/session.ts';
import { courseCommentsQuery } from '../api/course-comments.ts';
import { postCourseComment } from '../api/course-comment-post.ts';

/**
 * '课程评论' tab (screens catalog §3.2): the composer for members who may watch the course, a login prompt for
 * visitors, then the newest comments first.
 */
export function CourseComments({ courseId, canComment }: { courseId: number; canComment: boolean }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { isLogin, user } = useSession();
  const requireLogin = useRequireLogin();
  const comments = useQuery(courseCommentsQuery(courseId));
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const text = content.trim();
    if (!text) return;
    setBusy(true);
    try {
      await postCourseComment(courseId, text);
      void message.success('成功');
      setContent('');
      await queryClient.invalidateQueries({ queryKey: courseCommentsQuery(courseId).queryKey });
    } catch {
      // the client already showed the server's reason (e.g. '评论内容不能少于6个字')
    } finally {
      setBusy(false);
    }
  };

  const list = comments.data?.comments ?? [];
  return (
    <div>
      <h3 className="mc-chapter__title">全部评论</h3>
      {!isLogin ? (
        <button type="button" className="mc-login-hint" onClick={requireLogin}>
          未登录，请登录后再评论
        </button>
      ) : canComment ? (
        <div className="mc-comment-box">
          <Avatar src={user?.avatar || undefined} icon={<UserOutlined />} size={40} />
          <Input.TextArea
            value={content}
            onChange={(e) => setContent(e.target.value)}
            placeholder="此处填写你的评论"
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={1000}
          />
          <Button type="primary" disabled={!content.trim()} loading={busy} onClick={() => void submit()}>
            评论
          </Button>
        </div>
      ) : (
        <p className="mc-info__desc">购买课程后可以发表评论</p>
      )}
      {comments.isLoading ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : list.length === 0 ? (
        <Empty />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="评论列表">
          {list.map((c) => {
            const u = mapGet(comments.data?.users, c.user_id);
            return (
              <li className="mc-comment" key={c.id}>
                <Avatar src={u?.avatar || undefined} icon={<UserOutlined />} size={40} />
                <div className="mc-comment__main">
                  <div className="mc-comment__head">
                    <span className="mc-comment__name">{u?.nick_name ?? '未知用户'}</span>
                    <time dateTime={c.created_at}>{commentTime(c.created_at)}</time>
                  </div>
                  <SafeHtml
                    className="mc-comment__content"
                    html={c.render_content}
                    math={false}
                    code={false}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
