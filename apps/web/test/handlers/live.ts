import type {
  ChatHistoryReply,
  LiveAttachmentsReply,
  LiveCommentsReply,
  LiveDetailReply,
  LiveListReply,
  LivePlayReply,
} from '@meedu/contract';
import { onGet, onPost, type Id, type Reply } from './http.ts';

/** The live addon (zhibo): the catalogue, a course, its lessons' room (contract catalog §4). */
export const liveApi = {
  list: (reply: Reply<LiveListReply>) => onGet('/addons/zhibo/api/v1/courses', reply),
  detail: (id: Id, reply: Reply<LiveDetailReply>) => onGet(`/addons/zhibo/api/v1/course/${id}`, reply),
  comments: (id: Id, reply: Reply<LiveCommentsReply>) =>
    onGet(`/addons/zhibo/api/v1/course/${id}/comments`, reply),
  play: (videoId: Id, reply: Reply<LivePlayReply>) =>
    onGet(`/addons/zhibo/api/v1/course/${videoId}/play`, reply),
  /** The room of lesson `videoId` of course `courseId`: chat history, sending, roll call, attachments. */
  room: (courseId: Id, videoId: Id) => {
    const base = `/addons/zhibo/api/v1/course/${courseId}/video/${videoId}`;
    return {
      chat: (reply: Reply<ChatHistoryReply>) => onGet(`${base}/chat/msg`, reply),
      send: (reply: Reply<[]>) => onPost(`${base}/chat/send`, reply),
      signIn: (reply: Reply<[]>) => onPost(`${base}/signIn/:id`, reply),
      attachments: (reply: Reply<LiveAttachmentsReply>) => onGet(`${base}/attach/index`, reply),
    };
  },
};
