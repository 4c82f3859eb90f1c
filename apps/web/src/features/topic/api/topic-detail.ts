import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TopicDetailReply, TopicToggleReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { memberAwareQuery } from '../../../api/query-shapes.ts';

/**
 * GET /addons/MeeduTopics/api/v1/topic/{id} — the free part always, the paid part only when the server says
 * is_buy (contract catalog §8.3).
 */
export const fetchTopicDetail = (id: number) =>
  api.get<TopicDetailReply>(`/addons/MeeduTopics/api/v1/topic/${id}`);

export const topicDetailQuery = memberAwareQuery(['topic', 'detail'], fetchTopicDetail);

/**
 * A toggle of the article (vote, collect): `send` toggles on the server (ok 1 = now on), and the cached detail
 * takes the server's answer through `apply`.
 */
export function useTopicToggleMutation(
  id: number,
  isLogin: boolean,
  send: (id: number) => Promise<TopicToggleReply>,
  apply: (old: TopicDetailReply, on: boolean) => TopicDetailReply,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await send(id)).ok === 1,
    onSuccess: (on) =>
      queryClient.setQueryData(topicDetailQuery(id, isLogin).queryKey, (old) => (old ? apply(old, on) : old)),
  });
}
