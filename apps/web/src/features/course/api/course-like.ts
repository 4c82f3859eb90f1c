import { api } from '../../../api/client.ts';

/** GET /api/v2/course/{id}/like — toggles; 1 = now collected, 0 = not (contract catalog §2.6). */
export const toggleCourseLike = (id: number) =>
  api.get<number>(`/api/v2/course/${id}/like`, undefined, { headers: { 'Cache-Control': 'no-store' } });
