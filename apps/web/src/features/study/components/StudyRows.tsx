import { Button, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { isPresent } from '@meedu/contract';
import { paths } from '../../../config/paths.ts';
import { changeTime, dateFormat } from '../../../lib/relative-time.ts';
import type { StudyList } from '../api/study-lists.ts';

interface RowProps {
  thumb: string;
  title: string;
  book?: boolean;
  subscribed?: boolean;
  lines?: ReactNode[];
  actions: ReactNode;
}

function Row({ thumb, title, book, subscribed, lines = [], actions }: RowProps) {
  return (
    <li className="mc-study-row">
      <img
        className={book ? 'mc-study-row__cover mc-study-row__cover--book' : 'mc-study-row__cover'}
        src={thumb}
        alt=""
      />
      <div className="mc-study-row__main">
        <h3 className="mc-study-row__title">
          {subscribed ? <Tag color="red">已订阅</Tag> : null}
          {title}
        </h3>
        {lines.map((l, i) => (
          <p className="mc-study-row__line" key={i}>
            {l}
          </p>
        ))}
      </div>
      <div className="mc-study-row__actions">{actions}</div>
    </li>
  );
}

const learnedLine = (learned: number, total: number) => `已学完：${learned}课时 / 共${total}课时`;

/** The rows of one study-centre list (screens account §14.1–14.4). Rows whose item was deleted are skipped. */
export function StudyRows({ list, onProgress }: { list: StudyList; onProgress(courseId: number): void }) {
  const navigate = useNavigate();
  const go = (to: string) => void navigate(to);
  switch (list.kind) {
    case 'vod-learned':
      return list.page.data.map((r) => {
        if (!isPresent(r.course)) return null;
        const last = isPresent(r.last_view_video) ? r.last_view_video : null;
        const to =
          r.progress < 100 && last ? paths.courseVideo(last.video_id) : paths.courseDetail(r.course_id, 2);
        return (
          <Row
            key={r.id}
            thumb={r.course.thumb}
            title={r.course.title}
            subscribed={r.is_subscribe === 1}
            lines={[learnedLine(r.learned_count, r.course.videos_count)]}
            actions={
              <>
                <Button onClick={() => onProgress(r.course_id)}>学习进度</Button>
                <Button type="primary" onClick={() => go(to)}>
                  {r.is_watched === 1 ? '学习完成' : '继续学习'}
                </Button>
              </>
            }
          />
        );
      });
    case 'vod-subscribed':
      return list.page.data.map((r) =>
        isPresent(r.course) ? (
          <Row
            key={r.course_id}
            thumb={r.course.thumb}
            title={r.course.title}
            subscribed
            lines={[learnedLine(r.learned_count, r.course.videos_count)]}
            actions={
              <>
                <Button onClick={() => onProgress(r.course_id)}>学习进度</Button>
                <Button type="primary" onClick={() => go(paths.courseDetail(r.course_id, 3))}>
                  课程目录
                </Button>
              </>
            }
          />
        ) : null,
      );
    case 'vod-liked':
      return list.page.data.map((r) =>
        isPresent(r.course) ? (
          <Row
            key={r.course_id}
            thumb={r.course.thumb}
            title={r.course.title}
            lines={[
              learnedLine(r.learned_count, r.course.videos_count),
              `收藏时间：${dateFormat(r.created_at)}`,
            ]}
            actions={
              <Button type="primary" onClick={() => go(paths.courseDetail(r.course_id, 2))}>
                详情
              </Button>
            }
          />
        ) : null,
      );
    case 'live-learned':
    case 'live-subscribed': {
      const learned = list.kind === 'live-learned';
      return list.page.data.map((r) => {
        if (!isPresent(r.course)) return null;
        const next = isPresent(r.course.next_video) ? r.course.next_video : null;
        const lines: ReactNode[] = [learnedLine(r.learned_count, r.course.videos_count)];
        if (r.course.status === 2) lines.push('已结课');
        if (next) lines.push(`下节直播：${next.title}(${dateFormat(next.published_at)})`);
        return (
          <Row
            key={r.id}
            thumb={r.course.thumb}
            title={r.course.title}
            subscribed={learned ? r.is_subscribe === 1 : true}
            lines={lines}
            actions={
              <Button type="primary" onClick={() => go(paths.liveDetail(r.course_id, 3))}>
                {learned ? '观看直播' : '直播排课'}
              </Button>
            }
          />
        );
      });
    }
    case 'live-liked':
    case 'book-liked': {
      const book = list.kind === 'book-liked';
      return list.page.data.map((r) => (
        <Row
          key={r.id}
          thumb={r.thumb}
          title={r.title}
          book={book}
          lines={[`收藏时间：${dateFormat(r.created_at)}`]}
          actions={
            <Button
              type="primary"
              onClick={() => go(book ? paths.bookDetail(r.id, 2) : paths.liveDetail(r.id, 2))}
            >
              详情
            </Button>
          }
        />
      ));
    }
    case 'book-learned':
      return list.page.data.map((r) =>
        isPresent(r.book) ? (
          <Row
            key={r.id}
            thumb={r.book.thumb}
            title={r.book.name}
            book
            subscribed={r.is_subscribe === 1}
            lines={[`上次浏览：${changeTime(r.created_at)}`]}
            actions={
              <Button type="primary" onClick={() => go(paths.bookRead(r.article_id))}>
                继续学习
              </Button>
            }
          />
        ) : null,
      );
    case 'book-subscribed':
      return list.page.data.map((r) =>
        isPresent(r.book) ? (
          <Row
            key={r.id}
            thumb={r.book.thumb}
            title={r.book.name}
            book
            subscribed
            lines={[
              !isPresent(r.last_view) && r.created_at
                ? `订阅时间：${dateFormat(r.created_at)}`
                : `上次浏览：${changeTime(r.created_at)}`,
            ]}
            actions={
              <Button type="primary" onClick={() => go(paths.bookDetail(r.book_id, 3))}>
                章节目录
              </Button>
            }
          />
        ) : null,
      );
    default: {
      const kind = list.kind;
      return list.page.data.map((r) => {
        if (!isPresent(r.topic)) return null;
        const topic = r.topic;
        const line =
          kind === 'topic-learned'
            ? `上次浏览：${changeTime(r.created_at)}`
            : kind === 'topic-subscribed'
              ? `订阅时间：${dateFormat(r.created_at)}`
              : `收藏时间：${dateFormat(r.created_at)}`;
        return (
          <Row
            key={r.id}
            thumb={topic.thumb}
            title={topic.title}
            subscribed={kind === 'topic-subscribed' || (kind === 'topic-learned' && r.is_subscribe === 1)}
            lines={[line]}
            actions={
              <Button type="primary" onClick={() => go(paths.topicDetail(topic.id))}>
                立即查看
              </Button>
            }
          />
        );
      });
    }
  }
}
