import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { CategoryFilter } from '../../../components/category-filter/CategoryFilter.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { SkeletonBlock } from '../../../components/SkeletonBlock.tsx';
import '../../../components/course-card/cards.css';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { pathCategoriesQuery } from '../api/path-categories.ts';
import { PATH_PAGE_SIZE, pathListQuery } from '../api/path-list.ts';
import { PathListCard } from '../components/PathListCard.tsx';
import '../learn-path.css';
import { readPathsUrl } from './LearnPathsPage.prefetch.ts';

/** `/learnPath` (screens catalog §14): category and page live in the URL, so back and reload keep the place. */
export default function LearnPathsPage() {
  useDocumentTitle('学习路径');
  const [params, setParams] = useSearchParams();
  const { cid, child, page, list: listParams } = readPathsUrl(params);
  const categories = useQuery(pathCategoriesQuery);
  const list = useQuery(pathListQuery(listParams));

  const go = (next: { cid: number; child: number; page: number }) => {
    const q = new URLSearchParams();
    if (next.cid) q.set('cid', String(next.cid));
    if (next.cid && next.child) q.set('child', String(next.child));
    if (next.page > 1) q.set('page', String(next.page));
    setParams(q);
  };

  const items = list.data?.data.data ?? [];
  return (
    <div className="mc-page">
      {categories.isError && !categories.data ? (
        <div className="mc-filter">
          <LoadError
            compact
            error={categories.error}
            onRetry={() => categories.refetch()}
            retrying={categories.isFetching}
          />
        </div>
      ) : (
        <CategoryFilter
          categories={categories.data ?? []}
          cid={cid}
          child={child}
          onPick={(c, ch) => go({ cid: c, child: ch, page: 1 })}
        />
      )}
      {list.isLoading ? (
        <div className="mc-skeleton-grid" aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => (
            <SkeletonBlock key={i} height={198} />
          ))}
        </div>
      ) : list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : items.length === 0 ? (
        <Empty />
      ) : (
        <div className="mc-grid">
          {items.map((p) => (
            <PathListCard key={p.id} path={p} />
          ))}
        </div>
      )}
      <Pagination
        current={page}
        pageSize={PATH_PAGE_SIZE}
        total={items.length ? (list.data?.data.total ?? 0) : 0}
        onChange={(p) => go({ cid, child, page: p })}
      />
    </div>
  );
}
