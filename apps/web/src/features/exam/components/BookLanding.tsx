import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { QuestionBookFrom } from '@meedu/contract';
import { Breadcrumb } from '../../../components/Breadcrumb.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { useRequireLogin } from '../../../components/require-login/use-require-login.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../stores/session.ts';
import { bookStatsQuery } from '../api/book-stats.ts';
import '../exam.css';

/** The tiles' order (screens §15.1). */
const TYPES = [
  { type: 1, name: '单选题' },
  { type: 2, name: '多选题' },
  { type: 5, name: '判断题' },
  { type: 3, name: '填空题' },
  { type: 4, name: '问答题' },
  { type: 6, name: '题帽题' },
] as const;

const BOOK = {
  wrongbook: {
    title: '考试错题本',
    count: (n: number) => `共${n}题错题`,
    play: paths.wrongBookPlay,
    all: 'order',
  },
  collection: {
    title: '收藏习题',
    count: (n: number) => `已收藏${n}题`,
    play: paths.collectionPlay,
    all: 'collect',
  },
} as const;

/**
 * `/exam/wrongbook` and `/exam/collection` (screens §15.1, §15.3): a tile per type with its count. Visitors see
 * zeros and are asked to log in on click (the reference asked the server anyway and met a 401).
 */
export function BookLanding({ from }: { from: QuestionBookFrom }) {
  const book = BOOK[from];
  useDocumentTitle(book.title);
  const isLogin = useSession((s) => s.isLogin);
  const stats = useQuery({ ...bookStatsQuery(from, 0), enabled: isLogin });
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const counts = (stats.data?.types_count ?? {}) as Record<string, number | undefined>;
  const count = (t: number) => counts[String(t)] ?? 0;
  const total = TYPES.reduce((n, t) => n + count(t.type), 0);

  return (
    <div className="ex-page">
      <Breadcrumb
        className="mc-breadcrumb"
        items={[{ title: <Link to={paths.exam()}>考试练习</Link> }, { title: book.title }]}
      />
      <div className="ex-panel" style={{ display: 'flex', alignItems: 'center' }}>
        <h1 style={{ flex: 1, margin: 0, fontSize: 20 }}>{book.title}</h1>
        <Button
          type="primary"
          onClick={() => requireLogin() && total > 0 && void navigate(book.play({ mode: book.all }))}
        >
          全部练习
        </Button>
      </div>
      {stats.isError && !stats.data ? (
        <LoadError error={stats.error} onRetry={() => stats.refetch()} retrying={stats.isFetching} />
      ) : isLogin && stats.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <div className="ex-tiles">
          {TYPES.map((t) => (
            <button
              key={t.type}
              type="button"
              className="ex-tile"
              onClick={() =>
                requireLogin() && count(t.type) > 0 && void navigate(book.play({ type: t.type }))
              }
            >
              <strong>{t.name}</strong>
              <span>{book.count(count(t.type))}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
