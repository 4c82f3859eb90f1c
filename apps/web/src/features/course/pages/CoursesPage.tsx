import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Empty } from '../../../components/Empty.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { SkeletonBlock } from '../../../components/SkeletonBlock.tsx';
import { TabBar } from '../../../components/TabBar.tsx';
import { CourseCard } from '../../../components/course-card/index.ts';
import '../../../components/course-card/cards.css';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { courseCategoriesQuery } from '../api/course-categories.ts';
import { COURSE_PAGE_SIZE, courseListQuery, type CourseScene } from '../api/course-list.ts';
import { CategoryFilter } from '../../../components/category-filter/CategoryFilter.tsx';
import '../course.css';
import { readCoursesUrl } from './CoursesPage.prefetch.ts';

const SCENES: { id: CourseScene; name: string }[] = [
  { id: '', name: '全部' },
  { id: 'free', name: '免费' },
  { id: 'sub', name: '热门' },
];

/** `/courses` (screens catalog §2): category, scene and page live in the URL so back and reload keep the place. */
export default function CoursesPage() {
  useDocumentTitle('录播课');
  const [params, setParams] = useSearchParams();
  const { cid, child, scene, page, list: listParams } = readCoursesUrl(params);

  const categories = useQuery(courseCategoriesQuery);
  const list = useQuery(courseListQuery(listParams));

  const go = (next: { cid: number; child: number; scene: CourseScene; page: number }) => {
    const q = new URLSearchParams();
    if (next.cid) q.set('cid', String(next.cid));
    if (next.cid && next.child) q.set('child', String(next.child));
    if (next.scene) q.set('scene', next.scene);
    if (next.page > 1) q.set('page', String(next.page));
    setParams(q);
  };

  const courses = list.data?.data ?? [];
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
          onPick={(c, ch) => go({ cid: c, child: ch, scene, page: 1 })}
        />
      )}
      <TabBar
        className="mc-scenes"
        label="筛选"
        items={SCENES.map((s) => ({ key: s.id, label: s.name }))}
        active={scene}
        onChange={(s) => go({ cid, child, scene: s, page: 1 })}
      />
      {list.isLoading ? (
        <div className="mc-skeleton-grid" aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => (
            <SkeletonBlock key={i} height={198} />
          ))}
        </div>
      ) : list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : courses.length === 0 ? (
        <Empty />
      ) : (
        <div className="mc-grid">
          {courses.map((c) => (
            <CourseCard key={c.id} course={c} />
          ))}
        </div>
      )}
      <Pagination
        current={page}
        pageSize={COURSE_PAGE_SIZE}
        total={courses.length ? (list.data?.total ?? 0) : 0}
        onChange={(p) => go({ cid, child, scene, page: p })}
      />
    </div>
  );
}
