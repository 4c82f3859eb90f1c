import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateLikeReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /addons/templateOne/api/v1/like/status?type=live — false for visitors (contract catalog §5.1). */
export const liveLikeQuery = (id: number, isLogin: boolean) =>
  queryOptions({
    queryKey: ['live', 'like', id, isLogin],
    queryFn: () => api.get<TemplateLikeReply>('/addons/templateOne/api/v1/like/status', { id, type: 'live' }),
  });

/** GET …/like/hit toggles (§5.2); the state is read back from the server afterwards rather than flipped. */
export function useToggleLiveLikeMutation(id: number, isLogin: boolean) {
  const queryClient = useQueryClient();
  const key = liveLikeQuery(id, isLogin).queryKey;
  return useMutation({
    mutationFn: async () => {
      await api.get<unknown>('/addons/templateOne/api/v1/like/hit', { id, type: 'live' });
      return (await queryClient.fetchQuery({ ...liveLikeQuery(id, isLogin), staleTime: 0 })).like;
    },
    onSuccess: (like) => queryClient.setQueryData(key, { like }),
  });
}
