import { useQuery } from '@tanstack/react-query';
import { CatalogList, RowsSkeleton, wholeList } from '../../../components/catalog-list/CatalogList.tsx';
import { ListWithSide } from '../../../components/catalog-list/ListWithSide.tsx';
import { CATEGORY_PAGE_URL, useCatalogParams } from '../../../components/catalog-list/use-catalog-params.ts';
import { CategoryBar } from '../../../components/category-filter/CategoryFilter.tsx';
import { SkeletonText } from '../../../components/SkeletonBlock.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { TOPIC_PAGE_SIZE, topicListQuery } from '../api/topic-list.ts';
import { topicRecQuery } from '../api/topic-rec.ts';
import { TopicRow } from '../components/TopicRow.tsx';
import '../topic.css';

/** `/topic` (screens catalog §12): category and page in the URL, the list on the left, 推荐阅读 on the right. */
export default function TopicsPage() {
  useDocumentTitle('图文');
  const [{ category_id: cid, page }, go] = useCatalogParams(CATEGORY_PAGE_URL);
  const list = useQuery(topicListQuery(page, cid));
  const rec = useQuery(topicRecQuery);

  return (
    <div className="mc-page">
      <CategoryBar
        categories={list.data?.categories ?? []}
        active={cid}
        onPick={(id) => go({ category_id: id, page: 1 })}
      />
      <ListWithSide
        label="图文列表"
        list={
          <CatalogList
            query={list}
            pageOf={(r) => r.data}
            skeleton={<RowsSkeleton count={4} className="tp-row" cover={[133, 100]} lines={1} />}
            pager={{ current: page, size: TOPIC_PAGE_SIZE, go: (p) => go({ page: p }) }}
          >
            {(topics) => (
              <ul className="tp-list">
                {topics.map((t) => (
                  <li key={t.id}>
                    <TopicRow topic={t} />
                  </li>
                ))}
              </ul>
            )}
          </CatalogList>
        }
        sideTitle="推荐阅读"
        wideSide
        side={
          <CatalogList query={rec} pageOf={(r) => wholeList(r)} skeleton={<SkeletonText rows={4} />} compact>
            {(topics) => (
              <ul className="tp-list">
                {topics.map((t) => (
                  <li key={t.id}>
                    <TopicRow topic={t} small />
                  </li>
                ))}
              </ul>
            )}
          </CatalogList>
        }
      />
    </div>
  );
}
