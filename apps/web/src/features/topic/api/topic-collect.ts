import type { TopicToggleReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { useTopicToggleMutation } from './topic-detail.ts';

/** POST /addons/MeeduTopics/api/v1/topic/{id}/collect — toggles; ok 1 = now collected (contract catalog §8.7). */
export const collectTopic = (id: number) =>
  api.post<TopicToggleReply>(`/addons/MeeduTopics/api/v1/topic/${id}/collect`);

/** Collect / uncollect; the cached detail takes the server's answer. */
export const useTopicCollectMutation = (id: number, isLogin: boolean) =>
  useTopicToggleMutation(id, isLogin, collectTopic, (old, on) => ({ ...old, is_collect: on }));
