import { useQuery } from '@tanstack/react-query';
import { CardCatalog } from '../../../components/catalog-list/CatalogList.tsx';
import { CATEGORY_TREE_URL, useCatalogParams } from '../../../components/catalog-list/use-catalog-params.ts';
import { QueriedCategoryFilter } from '../../../components/category-filter/CategoryFilter.tsx';
import '../../../components/course-card/cards.css';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { pathCategoriesQuery } from '../api/path-categories.ts';
import { PATH_PAGE_SIZE, pathListQuery } from '../api/path-list.ts';
import { PathListCard } from '../components/PathListCard.tsx';
import '../learn-path.css';
import { pathListParams } from './LearnPathsPage.prefetch.ts';

/** `/learnPath` (screens catalog §14): category and page live in the URL, so back and reload keep the place. */
export default function LearnPathsPage() {
  useDocumentTitle('学习路径');
  const [url, go] = useCatalogParams(CATEGORY_TREE_URL);
  const categories = useQuery(pathCategoriesQuery);
  const list = useQuery(pathListQuery(pathListParams(url)));

  return (
    <div className="mc-page">
      <QueriedCategoryFilter
        query={categories}
        cid={url.cid}
        child={url.child}
        onPick={(c, ch) => go({ cid: c, child: ch, page: 1 })}
      />
      <CardCatalog
        query={list}
        pageOf={(r) => r.data}
        pager={{ current: url.page, size: PATH_PAGE_SIZE, go: (p) => go({ page: p }), inAddress: true }}
        card={(p) => <PathListCard path={p} />}
      />
    </div>
  );
}
