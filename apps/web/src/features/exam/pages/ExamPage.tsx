import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/LoadError.tsx';
import { useRequireLogin } from '../../../components/require-login/use-require-login.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../stores/session.ts';
import { examStatsQuery } from '../api/stats.ts';
import '../exam.css';

/** `/exam` (screens §11): five tiles with their counters (zeros until loaded); visitors are asked to log in. */
export default function ExamPage() {
  useDocumentTitle('考试练习');
  const isLogin = useSession((s) => s.isLogin);
  const stats = useQuery(examStatsQuery(isLogin));
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const s = stats.data;
  const n = (v: number | undefined) => v ?? 0;
  const tiles = [
    { name: '在线考试', text: `${n(s?.papers_count)}套试卷`, to: paths.papers() },
    { name: '模拟考试', text: `${n(s?.mock_papers_count)}套试卷`, to: paths.mockPapers() },
    {
      name: '练习模式',
      text: `${n(s?.practices_count)}套练习${n(s?.practice_chapters_count)}个章节`,
      to: paths.practices(),
    },
    { name: '考试错题本', text: `${n(s?.wrong_book_count)}道题`, to: paths.wrongBook() },
    { name: '收藏习题', text: `${n(s?.collection_count)}道题`, to: paths.collection() },
  ];
  return (
    <div className="ex-page">
      {stats.isError && !s ? (
        <LoadError compact error={stats.error} onRetry={() => stats.refetch()} retrying={stats.isFetching} />
      ) : null}
      <div className="ex-tiles">
        {tiles.map((t) => (
          <button
            key={t.name}
            type="button"
            className="ex-tile"
            onClick={() => requireLogin() && void navigate(t.to)}
          >
            <strong>{t.name}</strong>
            <span>{t.text}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
