import { RowsSkeleton } from '../../../components/catalog-list/CatalogList.tsx';
import { ReadingCatalog } from '../../../components/catalog-list/ReadingCatalog.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { TOPIC_PAGE_SIZE, topicListQuery } from '../api/topic-list.ts';
import { topicRecQuery } from '../api/topic-rec.ts';
import { TopicRow } from '../components/TopicRow.tsx';
import '../topic.css';

/** `/topic` (screens catalog §12): category and page in the URL, the list on the left, 推荐阅读 on the right. */
export default function TopicsPage() {
  useDocumentTitle('图文');
  return (
    <ReadingCatalog
      label="图文列表"
      listQuery={topicListQuery}
      recQuery={topicRecQuery}
      pageSize={TOPIC_PAGE_SIZE}
      listClass="tp-list"
      skeleton={<RowsSkeleton count={4} className="tp-row" cover={[133, 100]} lines={1} />}
      wideSide
      row={(topic) => <TopicRow topic={topic} />}
      recRow={(topic) => <TopicRow topic={topic} small />}
    />
  );
}
