import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Button, Input, Skeleton } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Empty } from '../../../components/Empty.tsx';
import { SafeHtml } from '../../../components/SafeHtml.tsx';
import { paths } from '../../../config/paths.ts';
import { mapGet } from '../../../lib/php-map.ts';
import { commentTime } from '../../../lib/relative-time.ts';
import { useSession } from '../../../stores/session.ts';
import { postVideoComment } from '../api/video-comment.ts';
import { videoCommentsQuery } from '../api/video-comments.ts';

export interface VideoCommentsProps {
  videoId: number;
  /** The member may comment: the server allows it to whoever can watch the video (`is_watch`). */
  canComment: boolean;
}

/**
 * '课时评论' (screens catalog §4.7): the list (newest first) and, for a member who can watch, the box
 * '此处填写你的评论' with '评论' disabled while empty. Server messages (e.g. '评论内容不能少于6个字') are toasted by
 * the API client; success toasts '成功', clears the box and reloads the list.
 */
export function VideoComments({ videoId, canComment }: VideoCommentsProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const user = useSession((s) => s.user);
  const isLogin = useSession((s) => s.isLogin);
  const [content, setContent] = useState('');
  const comments = useQuery(videoCommentsQuery(videoId));
  const post = useMutation({
    mutationFn: (text: string) => postVideoComment(videoId, text),
    onSuccess: async () => {
      message.success('成功');
      setContent('');
      await queryClient.invalidateQueries({ queryKey: videoCommentsQuery(videoId).queryKey });
    },
  });

  const text = content.trim();
  const list = comments.data?.comments ?? [];

  return (
    <section className="video-comments" aria-label="课时评论">
      <h3>全部评论</h3>
      {!isLogin ? (
        <Button type="link" onClick={() => navigate(paths.login(pathname + search))}>
          未登录，请登录后再评论
        </Button>
      ) : canComment ? (
        <form
          className="comment-box"
          onSubmit={(e) => {
            e.preventDefault();
            if (text && !post.isPending) post.mutate(text);
          }}
          style={{ display: 'flex', gap: 12, alignItems: 'center' }}
        >
          <Avatar src={user?.avatar} alt={user?.nick_name} />
          <Input
            value={content}
            onChange={(e) => setContent(e.target.value)}
            placeholder="此处填写你的评论"
            aria-label="评论内容"
          />
          <Button
            type="primary"
            htmlType="submit"
            disabled={!text}
            loading={post.isPending}
            autoInsertSpace={false}
          >
            评论
          </Button>
        </form>
      ) : null}

      {comments.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : comments.isError ? (
        <div role="alert">
          评论加载失败
          <Button type="link" onClick={() => void comments.refetch()} autoInsertSpace={false}>
            重试
          </Button>
        </div>
      ) : list.length === 0 ? (
        <Empty />
      ) : (
        <ul className="comment-list" aria-label="评论列表">
          {list.map((c) => {
            const author = mapGet(comments.data.users, c.user_id);
            return (
              <li key={c.id} className="comment-item" style={{ display: 'flex', gap: 12, padding: '12px 0' }}>
                <Avatar src={author?.avatar} alt={author?.nick_name ?? '未知用户'} />
                <div>
                  <div>
                    <strong>{author?.nick_name ?? '未知用户'}</strong>
                    <span className="comment-time" style={{ marginLeft: 8, color: '#999' }}>
                      {commentTime(c.created_at)}
                    </span>
                  </div>
                  <SafeHtml html={c.render_content} math={false} code={false} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
