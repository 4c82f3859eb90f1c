import type {
  TopicCommentReply,
  TopicCommentsReply,
  TopicDetailReply,
  TopicListReply,
  TopicRecItem,
  TopicToggleReply,
} from '@meedu/contract';
import { onGet, onPost, type Id, type Reply } from './http.ts';

/** The article addon (MeeduTopics): the catalogue, an article, votes, collects and comments (contract §6). */
export const topicApi = {
  list: (reply: Reply<TopicListReply>) => onGet('/addons/MeeduTopics/api/v1/topics', reply),
  recommended: (reply: Reply<TopicRecItem[]>) =>
    onGet('/addons/MeeduTopics/api/v1/config/pcListPageRec', reply),
  detail: (id: Id, reply: Reply<TopicDetailReply>) => onGet(`/addons/MeeduTopics/api/v1/topic/${id}`, reply),
  comments: (id: Id, reply: Reply<TopicCommentsReply>) =>
    onGet(`/addons/MeeduTopics/api/v2/topic/${id}/comments`, reply),
  comment: (id: Id, reply: Reply<TopicCommentReply>) =>
    onPost(`/addons/MeeduTopics/api/v1/topic/${id}/comment`, reply),
  vote: (id: Id, reply: Reply<TopicToggleReply>) =>
    onPost(`/addons/MeeduTopics/api/v1/topic/${id}/vote`, reply),
  collect: (id: Id, reply: Reply<TopicToggleReply>) =>
    onPost(`/addons/MeeduTopics/api/v1/topic/${id}/collect`, reply),
};
