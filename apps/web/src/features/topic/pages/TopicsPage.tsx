import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { CategoryBar } from '../../../components/category-bar/CategoryBar.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { SkeletonBlock, SkeletonText } from '../../../components/SkeletonBlock.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { TOPIC_PAGE_SIZE, topicListQuery } from '../api/topic-list.ts';
import { topicRecQuery } from '../api/topic-rec.ts';
import { TopicRow } from '../components/TopicRow.tsx';
import '../topic.css';
import { readTopicsUrl } from './TopicsPage.prefetch.ts';

/** `/topic` (screens catalog §12): category and page in the URL, the list on the left, 推荐阅读 on the right. */
export default function TopicsPage() {
  useDocumentTitle('图文');
  const [params, setParams] = useSearchParams();
  const { cid, page } = readTopicsUrl(params);
  const list = useQuery(topicListQuery(page, cid));
  const rec = useQuery(topicRecQuery);

  const go = (next: { cid: number; page: number }) => {
    const q = new URLSearchParams();
    if (next.cid) q.set('category_id', String(next.cid));
    if (next.page > 1) q.set('page', String(next.page));
    setParams(q);
  };

  const topics = list.data?.data.data ?? [];
  return (
    <div className="tp-page">
      <CategoryBar
        categories={list.data?.categories ?? []}
        active={cid}
        onPick={(id) => go({ cid: id, page: 1 })}
      />
      <div className="tp-columns">
        <section className="tp-main" aria-label="图文列表">
          {list.isLoading ? (
            <div aria-busy="true">
              {Array.from({ length: 4 }, (_, i) => (
                <div className="tp-row" key={i}>
                  <SkeletonBlock width={133} height={100} />
                  <SkeletonText rows={1} />
                </div>
              ))}
            </div>
          ) : list.isError && !list.data ? (
            <LoadError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
          ) : topics.length === 0 ? (
            <Empty />
          ) : (
            <ul className="tp-list">
              {topics.map((t) => (
                <li key={t.id}>
                  <TopicRow topic={t} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            current={page}
            pageSize={TOPIC_PAGE_SIZE}
            total={topics.length ? (list.data?.data.total ?? 0) : 0}
            onChange={(p) => go({ cid, page: p })}
          />
        </section>
        <aside className="tp-side" aria-label="推荐阅读">
          <h2>推荐阅读</h2>
          {rec.isLoading ? (
            <SkeletonText rows={4} />
          ) : rec.isError && !rec.data ? (
            <LoadError compact error={rec.error} onRetry={() => rec.refetch()} retrying={rec.isFetching} />
          ) : !rec.data?.length ? (
            <Empty />
          ) : (
            <ul className="tp-list">
              {rec.data.map((t) => (
                <li key={t.id}>
                  <TopicRow topic={t} small />
                </li>
              ))}
            </ul>
          )}
        </aside>
      </div>
    </div>
  );
}
