import {
  isPresent,
  type CourseDetailReply,
  type CourseListItem,
  type LaravelPage,
  type MsLookup,
  type TgLookup,
  type VideoItem,
} from '@meedu/contract';
import { apiGet } from './api.ts';

/** A paid course with videos and no flash sale or group buy (its detail page shows the plain buy button). */
export async function plainPaidCourse(
  baseURL: string,
  vipFree: boolean,
): Promise<{ id: number; video: VideoItem }> {
  const get = <T>(path: string) => apiGet<T>(baseURL, path);
  const list = await get<LaravelPage<CourseListItem>>('/api/v2/courses?page_size=100');
  for (const c of list.data) {
    if (c.charge <= 0) continue;
    const detail = await get<CourseDetailReply>(`/api/v2/course/${c.id}`);
    if ((detail.course.vip_can_view === 1) !== vipFree) continue;
    const q = `course_id=${c.id}&course_type=course`;
    const ms = await get<MsLookup>(`/addons/MiaoSha/api/v1/m/0?${q}`);
    const tg = await get<TgLookup>(`/addons/TuanGou/api/v1/t/0?${q}`);
    if (isPresent(ms.data ?? null) || isPresent(tg.goods ?? null)) continue;
    const video = Object.values(detail.videos).flat()[0];
    if (video) return { id: c.id, video };
  }
  throw new Error('no plain paid course in the demo data');
}
