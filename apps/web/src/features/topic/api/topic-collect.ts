import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TopicToggleReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { topicDetailQuery } from './topic-detail.ts';

/** POST /addons/MeeduTopics/api/v1/topic/{id}/collect — toggles; ok 1 = now collected (contract catalog §8.7). */
export const collectTopic = (id: number) =>
  api.post<TopicToggleReply>(`/addons/MeeduTopics/api/v1/topic/${id}/collect`);

/** Collect / uncollect; the cached detail takes the server's answer. */
export function useTopicCollectMutation(id: number, isLogin: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await collectTopic(id)).ok === 1,
    onSuccess: (on) =>
      queryClient.setQueryData(topicDetailQuery(id, isLogin).queryKey, (old) =>
        old ? { ...old, is_collect: on } : old,
      ),
  });
}
