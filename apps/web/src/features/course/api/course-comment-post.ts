import { api } from '../../../api/client.ts';

/** POST /api/v2/course/{id}/comment {content} (contract catalog §2.5); errors are toasted by the client. */
export const postCourseComment = (id: number, content: string) =>
  api.post<unknown>(`/api/v2/course/${id}/comment`, { content });
