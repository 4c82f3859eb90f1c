import type { PathCategory, PathDetailReply, PathListReply } from '@meedu/contract';
import { onGet, type Id, type Reply } from './http.ts';

/** The learning-path addon (LearnPaths): categories, the catalogue, a path (contract learn-path). */
export const learnPathApi = {
  categories: (reply: Reply<PathCategory[]>) => onGet('/addons/LearnPaths/api/v1/categories', reply),
  list: (reply: Reply<PathListReply>) => onGet('/addons/LearnPaths/api/v1/all', reply),
  detail: (id: Id, reply: Reply<PathDetailReply>) => onGet(`/addons/LearnPaths/api/v1/path/${id}`, reply),
};
