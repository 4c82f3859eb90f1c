import type { CourseListItem, LaravelPage } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { pagedQuery } from '../../../api/query-shapes.ts';

export const COURSE_PAGE_SIZE = 16;

export type CourseScene = '' | 'free' | 'sub';

export interface CourseListParams {
  page: number;
  category_id: number;
  scene: CourseScene;
}

/** GET /api/v2/courses — paginator flavour P1 (contract catalog §2.2). */
export const fetchCourses = (p: CourseListParams) =>
  api.get<LaravelPage<CourseListItem>>('/api/v2/courses', {
    page: p.page,
    page_size: COURSE_PAGE_SIZE,
    scene: p.scene,
    category_id: p.category_id,
  });

export const courseListQuery = pagedQuery(['course', 'list'], fetchCourses);
