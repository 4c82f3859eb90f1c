import type {
  BookSubscribedRow,
  BookViewRow,
  LearnedCourseRow,
  LikedCourseRow,
  LikedResourceRow,
  ListPage,
  LiveStudyRow,
  NestedPage,
  SubscribedCourseRow,
  TopicStudyRow,
} from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { pagedQuery } from '../../../api/query-shapes.ts';

export const STUDY_PAGE_SIZE = 10;

export type StudyType = 'vod' | 'live' | 'book' | 'topic';
/** 1 在学, 2 订阅, 3 收藏 */
export type StudyScene = 1 | 2 | 3;

export type StudyList =
  | { kind: 'vod-learned'; page: ListPage<LearnedCourseRow> }
  | { kind: 'vod-subscribed'; page: ListPage<SubscribedCourseRow> }
  | { kind: 'vod-liked'; page: ListPage<LikedCourseRow> }
  | { kind: 'live-learned' | 'live-subscribed'; page: ListPage<LiveStudyRow> }
  | { kind: 'live-liked' | 'book-liked'; page: ListPage<LikedResourceRow> }
  | { kind: 'book-learned'; page: ListPage<BookViewRow> }
  | { kind: 'book-subscribed'; page: ListPage<BookSubscribedRow> }
  | { kind: 'topic-learned' | 'topic-subscribed' | 'topic-liked'; page: ListPage<TopicStudyRow> };

const get = <T>(url: string, params: object) => api.get<ListPage<T>>(url, params);
/** Two topic lists nest once more: `{data: {data, total}}` (contract account §7.5). */
const getNested = async <T>(url: string, params: object) => (await api.get<NestedPage<T>>(url, params)).data;

/**
 * The study-centre lists of contract account §7 / screens account §14, one endpoint per type and scene.
 * Every list takes `page` and `size`.
 */
export async function fetchStudyList(type: StudyType, scene: StudyScene, page: number): Promise<StudyList> {
  const p = { page, size: STUDY_PAGE_SIZE };
  switch (`${type}-${scene}`) {
    case 'vod-1':
      return { kind: 'vod-learned', page: await get<LearnedCourseRow>('/api/v3/member/courses/learned', p) };
    case 'vod-2':
      return { kind: 'vod-subscribed', page: await get<SubscribedCourseRow>('/api/v3/member/courses', p) };
    case 'vod-3':
      return { kind: 'vod-liked', page: await get<LikedCourseRow>('/api/v3/member/courses/like', p) };
    case 'live-1':
      return {
        kind: 'live-learned',
        page: await get<LiveStudyRow>('/addons/zhibo/api/v1/member/courses/learned', p),
      };
    case 'live-2':
      return {
        kind: 'live-subscribed',
        page: await get<LiveStudyRow>('/addons/zhibo/api/v1/member/courses', p),
      };
    case 'live-3':
      return {
        kind: 'live-liked',
        page: await get<LikedResourceRow>('/addons/templateOne/api/v1/like/courses', { ...p, type: 'live' }),
      };
    case 'book-1':
      return {
        kind: 'book-learned',
        page: await get<BookViewRow>('/addons/MeeduBooks/api/v2/member/book/view', p),
      };
    case 'book-2':
      return {
        kind: 'book-subscribed',
        page: await get<BookSubscribedRow>('/addons/MeeduBooks/api/v2/member/books', p),
      };
    case 'book-3':
      return {
        kind: 'book-liked',
        page: await get<LikedResourceRow>('/addons/templateOne/api/v1/like/courses', { ...p, type: 'book' }),
      };
    case 'topic-1':
      return {
        kind: 'topic-learned',
        page: await get<TopicStudyRow>('/addons/MeeduTopics/api/v2/member/topics/view', p),
      };
    case 'topic-2':
      return {
        kind: 'topic-subscribed',
        page: await getNested<TopicStudyRow>('/addons/MeeduTopics/api/v1/user/buyTopics', p),
      };
    default:
      return {
        kind: 'topic-liked',
        page: await getNested<TopicStudyRow>('/addons/MeeduTopics/api/v1/user/collect', p),
      };
  }
}

export const studyListQuery = pagedQuery(['study'], fetchStudyList, { staleTime: 0 });
