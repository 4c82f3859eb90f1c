import { useQuery } from '@tanstack/react-query';
import { CatalogList, RowsSkeleton, wholeList } from '../../../components/catalog-list/CatalogList.tsx';
import { useCatalogParams } from '../../../components/catalog-list/use-catalog-params.ts';
import { CategoryBar } from '../../../components/category-bar/CategoryBar.tsx';
import { SkeletonText } from '../../../components/SkeletonBlock.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { TOPIC_PAGE_SIZE, topicListQuery } from '../api/topic-list.ts';
import { topicRecQuery } from '../api/topic-rec.ts';
import { TopicRow } from '../components/TopicRow.tsx';
import '../topic.css';
import { TOPICS_URL } from './TopicsPage.prefetch.ts';

/** `/topic` (screens catalog §12): category and page in the URL, the list on the left, 推荐阅读 on the right. */
export default function TopicsPage() {
  useDocumentTitle('图文');
  const [{ category_id: cid, page }, go] = useCatalogParams(TOPICS_URL);
  const list = useQuery(topicListQuery(page, cid));
  const rec = useQuery(topicRecQuery);

  return (
    <div className="tp-page">
      <CategoryBar
        categories={list.data?.categories ?? []}
        active={cid}
        onPick={(id) => go({ category_id: id, page: 1 })}
      />
      <div className="tp-columns">
        <section className="tp-main" aria-label="图文列表">
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
        </section>
        <aside className="tp-side" aria-label="推荐阅读">
          <h2>推荐阅读</h2>
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
        </aside>
      </div>
    </div>
  );
}
