import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { LiveListItem } from '@meedu/contract';
import { Empty } from '../../../components/Empty.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { SkeletonBlock } from '../../../components/SkeletonBlock.tsx';
import { Price, chargePrice } from '../../../components/course-card/index.ts';
import '../../../components/course-card/cards.css';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { LIVE_PAGE_SIZE, liveListQuery } from '../api/live-list.ts';
import { CategoryFilter } from '../../../components/category-filter/CategoryFilter.tsx';
import { LiveStatusBadge } from '../components/LiveStatusBadge.tsx';
import '../../../components/catalog-page.css';
import '../live.css';
import { readLiveUrl } from './LiveListPage.prefetch.ts';

function LiveListCard({ item }: { item: LiveListItem }) {
  return (
    <Link className="mc-card" to={paths.liveDetail(item.id)} aria-label={item.title}>
      <div className="ml-cover">
        <img className="mc-card__cover" src={item.thumb} alt={item.title} loading="lazy" decoding="async" />
        <LiveStatusBadge status={item.status} text={item.status_text} />
      </div>
      <div className="mc-card__body">
        <h3 className="mc-card__title">{item.title}</h3>
        <div className="mc-card__meta">
          <span>{item.category?.name ?? ''}</span>
          <Price tag={chargePrice(item)} />
        </div>
      </div>
    </Link>
  );
}

/** `/live` (screens catalog §6): category and page live in the URL; the categories come with the list. */
export default function LiveListPage() {
  useDocumentTitle('直播课');
  const [params, setParams] = useSearchParams();
  const { cid, child, page, list: listParams } = readLiveUrl(params);
  const list = useQuery(liveListQuery(listParams));

  const go = (next: { cid: number; child: number; page: number }) => {
    const q = new URLSearchParams();
    if (next.cid) q.set('cid', String(next.cid));
    if (next.cid && next.child) q.set('child', String(next.child));
    if (next.page > 1) q.set('page', String(next.page));
    setParams(q);
    window.scrollTo(0, 0);
  };

  const items = list.data?.data.data ?? [];
  return (
    <div className="mc-page">
      <CategoryFilter
        categories={list.data?.categories ?? []}
        cid={cid}
        child={child}
        onPick={(c, ch) => go({ cid: c, child: ch, page: 1 })}
      />
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
          {items.map((c) => (
            <LiveListCard key={c.id} item={c} />
          ))}
        </div>
      )}
      <Pagination
        current={page}
        pageSize={LIVE_PAGE_SIZE}
        total={items.length ? (list.data?.data.total ?? 0) : 0}
        onChange={(p) => go({ cid, child, page: p })}
      />
    </div>
  );
}
