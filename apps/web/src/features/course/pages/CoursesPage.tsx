import { useQuery } from '@tanstack/react-query';
import { CardCatalog } from '../../../components/catalog-list/CatalogList.tsx';
import { useCatalogParams } from '../../../components/catalog-list/use-catalog-params.ts';
import { TabBar } from '../../../components/TabBar.tsx';
import { CourseCard } from '../../../components/course-card/index.ts';
import '../../../components/course-card/cards.css';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { courseCategoriesQuery } from '../api/course-categories.ts';
import { COURSE_PAGE_SIZE, courseListQuery, type CourseScene } from '../api/course-list.ts';
import { QueriedCategoryFilter } from '../../../components/category-filter/CategoryFilter.tsx';
import '../course.css';
import { COURSES_URL, courseListParams } from './CoursesPage.prefetch.ts';

const SCENES: { id: CourseScene; name: string }[] = [
  { id: '', name: '全部' },
  { id: 'free', name: '免费' },
  { id: 'sub', name: '热门' },
];

/** `/courses` (screens catalog §2): category, scene and page live in the URL so back and reload keep the place. */
export default function CoursesPage() {
  useDocumentTitle('录播课');
  const [url, go] = useCatalogParams(COURSES_URL);
  const { cid, child, scene, page } = url;
  const categories = useQuery(courseCategoriesQuery);
  const list = useQuery(courseListQuery(courseListParams(url)));

  return (
    <div className="mc-page">
      <QueriedCategoryFilter
        query={categories}
        cid={cid}
        child={child}
        onPick={(c, ch) => go({ cid: c, child: ch, page: 1 })}
      />
      <TabBar
        className="mc-scenes"
        label="筛选"
        items={SCENES.map((s) => ({ key: s.id, label: s.name }))}
        active={scene}
        onChange={(s) => go({ scene: s, page: 1 })}
      />
      <CardCatalog
        query={list}
        pageOf={(r) => r}
        pager={{ current: page, size: COURSE_PAGE_SIZE, go: (p) => go({ page: p }), inAddress: true }}
        card={(c) => <CourseCard course={c} />}
      />
    </div>
  );
}
