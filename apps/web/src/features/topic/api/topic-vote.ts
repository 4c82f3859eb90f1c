import type { TopicToggleReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { useTopicToggleMutation } from './topic-detail.ts';

/** POST /addons/MeeduTopics/api/v1/topic/{id}/vote — toggles; ok 1 = now voted (contract catalog §8.6). */
export const voteTopic = (id: number) =>
  api.post<TopicToggleReply>(`/addons/MeeduTopics/api/v1/topic/${id}/vote`);

/** Vote / unvote; the cached detail takes the server's answer and moves the count by one. */
export const useTopicVoteMutation = (id: number, isLogin: boolean) =>
  useTopicToggleMutation(id, isLogin, voteTopic, (old, on) =>
    old.is_vote !== on
      ? {
          ...old,
          is_vote: on,
          topic: { ...old.topic, vote_count: Math.max(0, old.topic.vote_count + (on ? 1 : -1)) },
        }
      : old,
  );
