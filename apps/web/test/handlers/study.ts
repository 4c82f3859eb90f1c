import type {
  LearnedCourseRow,
  LikedCourseRow,
  ListPage,
  SearchReply,
  SubscribedCourseRow,
  TopicStudyRow,
} from '@meedu/contract';
import { onGet, type Reply } from './http.ts';

/** Search and the study centre's lists (contract account §7, catalog §3). */
export const studyApi = {
  search: (reply: Reply<SearchReply>) => onGet('/api/v3/search', reply),
  learnedCourses: (reply: Reply<ListPage<LearnedCourseRow>>) =>
    onGet('/api/v3/member/courses/learned', reply),
  subscribedCourses: (reply: Reply<ListPage<SubscribedCourseRow>>) => onGet('/api/v3/member/courses', reply),
  likedCourses: (reply: Reply<ListPage<LikedCourseRow>>) => onGet('/api/v3/member/courses/like', reply),
  /** The articles bought, nested once more (`{data: {data, total}}`, contract account §7.5). */
  boughtTopics: (reply: Reply<{ data: ListPage<TopicStudyRow> }>) =>
    onGet('/addons/MeeduTopics/api/v1/user/buyTopics', reply),
};
