import type {
  Credit1RecordsReply,
  FaceVerifyStart,
  FaceVerifyStatus,
  LearnedVideo,
  ListPage,
  MemberDetail,
  Notification,
} from '@meedu/contract';
import { onGet, onPost, type Id, type Reply } from './http.ts';

/** The member's own endpoints (contract account §5–§7): detail, messages, bindings, verification. */
export const memberApi = {
  detail: (reply: Reply<MemberDetail>) => onGet('/api/v2/member/detail', reply),
  unreadCount: (reply: Reply<number>) => onGet('/api/v2/member/unreadNotificationCount', reply),
  messages: (reply: Reply<ListPage<Notification>>) => onGet('/api/v2/member/messages', reply),
  markRead: (reply: Reply<[]>) => onGet('/api/v2/member/notificationMarkAsRead/:id', reply),
  markAllRead: (reply: Reply<[]>) => onGet('/api/v2/member/notificationMarkAllAsRead', reply),
  nickname: (reply: Reply<[]>) => onPost('/api/v2/member/detail/nickname', reply),
  bindMobile: (reply: Reply<[]>) => onPost('/api/v2/member/detail/mobile', reply),
  bindWithCode: (reply: Reply<[]>) => onPost('/api/v3/member/socialite/bindWithCode', reply),
  faceVerifyStart: (reply: Reply<FaceVerifyStart>) => onPost('/api/v3/member/tencent/faceVerify', reply),
  faceVerifyStatus: (reply: Reply<FaceVerifyStatus>) => onGet('/api/v3/member/tencent/faceVerify', reply),
  credit1Records: (reply: Reply<Credit1RecordsReply>) => onGet('/api/v2/member/credit1Records', reply),
  /** The videos of one course the member has watched. */
  learnedVideos: (courseId: Id, reply: Reply<LearnedVideo[] | Record<string, LearnedVideo>>) =>
    onGet(`/api/v3/member/learned/course/${courseId}`, reply),
};
