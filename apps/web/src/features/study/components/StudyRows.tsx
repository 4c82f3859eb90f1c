import { Button, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { isPresent } from '@meedu/contract';
import { paths } from '../../../config/paths.ts';
import { changeTime, dateFormat } from '../../../lib/relative-time.ts';
import type { StudyList } from '../api/study-lists.ts';

/** What one row shows: cover, title, grey lines and the buttons. */
interface RowItem {
  key: number;
  thumb: string;
  title: string;
  /** A book's narrower cover. */
  book?: boolean;
  subscribed?: boolean;
  lines: string[];
  /** The primary button: its label and where it goes. */
  go: [label: string, to: string];
  /** The course whose `学习进度` button stands before the primary one. */
  progressOf?: number;
}

function Row({ item, onProgress }: { item: RowItem; onProgress(courseId: number): void }) {
  const navigate = useNavigate();
  const { thumb, title, book, subscribed, lines, go, progressOf } = item;
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
      <div className="mc-study-row__actions">
        {progressOf === undefined ? null : <Button onClick={() => onProgress(progressOf)}>学习进度</Button>}
        <Button type="primary" onClick={() => void navigate(go[1])}>
          {go[0]}
        </Button>
      </div>
    </li>
  );
}

const likedAt = (at: string) => `收藏时间：${dateFormat(at)}`;
const viewedAt = (at: string) => `上次浏览：${changeTime(at)}`;
const subscribedAt = (at: string) => `订阅时间：${dateFormat(at)}`;

/** A recorded or live course's cover, title and `已学完` line. */
function courseRow(
  key: number,
  course: { thumb: string; title: string; videos_count: number },
  learned: number,
) {
  return {
    key,
    thumb: course.thumb,
    title: course.title,
    lines: [`已学完：${learned}课时 / 共${course.videos_count}课时`],
  };
}

const bookRow = (key: number, book: { thumb: string; name: string }) => ({
  key,
  thumb: book.thumb,
  title: book.name,
  book: true,
});

/** The rows of a list (screens account §14.1–14.4); null where the item was deleted. */
function rowItems(list: StudyList): (RowItem | null)[] {
  switch (list.kind) {
    case 'vod-learned':
      return list.page.data.map((r) => {
        if (!isPresent(r.course)) return null;
        const last = isPresent(r.last_view_video) ? r.last_view_video : null;
        const to =
          r.progress < 100 && last ? paths.courseVideo(last.video_id) : paths.courseDetail(r.course_id, 2);
        return {
          ...courseRow(r.id, r.course, r.learned_count),
          subscribed: r.is_subscribe === 1,
          progressOf: r.course_id,
          go: [r.is_watched === 1 ? '学习完成' : '继续学习', to],
        };
      });
    case 'vod-subscribed':
      return list.page.data.map((r) => {
        if (!isPresent(r.course)) return null;
        const row = courseRow(r.course_id, r.course, r.learned_count);
        return {
          ...row,
          subscribed: true,
          progressOf: r.course_id,
          go: ['课程目录', paths.courseDetail(r.course_id, 3)],
        };
      });
    case 'vod-liked':
      return list.page.data.map((r) => {
        if (!isPresent(r.course)) return null;
        const row = courseRow(r.course_id, r.course, r.learned_count);
        row.lines.push(likedAt(r.created_at));
        return { ...row, go: ['详情', paths.courseDetail(r.course_id, 2)] };
      });
    case 'live-learned':
    case 'live-subscribed': {
      const learned = list.kind === 'live-learned';
      return list.page.data.map((r) => {
        if (!isPresent(r.course)) return null;
        const row = courseRow(r.id, r.course, r.learned_count);
        const next = isPresent(r.course.next_video) ? r.course.next_video : null;
        if (r.course.status === 2) row.lines.push('已结课');
        if (next) row.lines.push(`下节直播：${next.title}(${dateFormat(next.published_at)})`);
        const go: RowItem['go'] = [learned ? '观看直播' : '直播排课', paths.liveDetail(r.course_id, 3)];
        return { ...row, subscribed: learned ? r.is_subscribe === 1 : true, go };
      });
    }
    case 'live-liked':
    case 'book-liked': {
      const book = list.kind === 'book-liked';
      return list.page.data.map((r) => ({
        key: r.id,
        thumb: r.thumb,
        title: r.title,
        book,
        lines: [likedAt(r.created_at)],
        go: ['详情', book ? paths.bookDetail(r.id, 2) : paths.liveDetail(r.id, 2)],
      }));
    }
    case 'book-learned':
      return list.page.data.map((r) => {
        if (!isPresent(r.book)) return null;
        const go: RowItem['go'] = ['继续学习', paths.bookRead(r.article_id)];
        return {
          ...bookRow(r.id, r.book),
          subscribed: r.is_subscribe === 1,
          lines: [viewedAt(r.created_at)],
          go,
        };
      });
    case 'book-subscribed':
      return list.page.data.map((r) => {
        if (!isPresent(r.book)) return null;
        const line =
          !isPresent(r.last_view) && r.created_at ? subscribedAt(r.created_at) : viewedAt(r.created_at);
        const go: RowItem['go'] = ['章节目录', paths.bookDetail(r.book_id, 3)];
        return { ...bookRow(r.id, r.book), subscribed: true, lines: [line], go };
      });
    default: {
      const kind = list.kind;
      return list.page.data.map((r) => {
        if (!isPresent(r.topic)) return null;
        const topic = r.topic;
        const line =
          kind === 'topic-learned'
            ? viewedAt(r.created_at)
            : kind === 'topic-subscribed'
              ? subscribedAt(r.created_at)
              : likedAt(r.created_at);
        return {
          key: r.id,
          thumb: topic.thumb,
          title: topic.title,
          subscribed: kind === 'topic-subscribed' || (kind === 'topic-learned' && r.is_subscribe === 1),
          lines: [line],
          go: ['立即查看', paths.topicDetail(topic.id)],
        };
      });
    }
  }
}

/** The rows of one study-centre list (screens account §14.1–14.4). Rows whose item was deleted are skipped. */
export function StudyRows({ list, onProgress }: { list: StudyList; onProgress(courseId: number): void }) {
  return rowItems(list).map((item) =>
    item ? <Row key={item.key} item={item} onProgress={onProgress} /> : null,
  );
}
