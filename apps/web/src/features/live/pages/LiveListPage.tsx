import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { LiveListItem } from '@meedu/contract';
import { CardCatalog } from '../../../components/catalog-list/CatalogList.tsx';
import { CATEGORY_TREE_URL, useCatalogParams } from '../../../components/catalog-list/use-catalog-params.ts';
import { Price, chargePrice } from '../../../components/course-card/index.ts';
import '../../../components/course-card/cards.css';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { LIVE_PAGE_SIZE, liveListQuery } from '../api/live-list.ts';
import { CategoryFilter } from '../../../components/category-filter/CategoryFilter.tsx';
import { LiveStatusBadge } from '../components/LiveStatusBadge.tsx';
import '../../../components/catalog-page.css';
import '../live.css';
import { liveListParams } from './LiveListPage.prefetch.ts';

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
  const [url, go] = useCatalogParams(CATEGORY_TREE_URL);
  const list = useQuery(liveListQuery(liveListParams(url)));

  return (
    <div className="mc-page">
      <CategoryFilter
        categories={list.data?.categories ?? []}
        cid={url.cid}
        child={url.child}
        onPick={(c, ch) => {
          go({ cid: c, child: ch, page: 1 });
          window.scrollTo(0, 0);
        }}
      />
      <CardCatalog
        query={list}
        pageOf={(r) => r.data}
        pager={{ current: url.page, size: LIVE_PAGE_SIZE, go: (p) => go({ page: p }), inAddress: true }}
        card={(c) => <LiveListCard item={c} />}
      />
    </div>
  );
}
