import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionCreateForm, QuestionCreateReply, QuestionCreateRequest } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { memberDetailQuery } from '../../../api/member.ts';

/** GET /addons/Wenda/api/v1/question/create — the categories to file a question under (§12.3). */
export const fetchCreateForm = () => api.get<QuestionCreateForm>('/addons/Wenda/api/v1/question/create');

export const createFormQuery = queryOptions({
  queryKey: ['wenda', 'create-form'],
  queryFn: fetchCreateForm,
  staleTime: 5 * 60_000,
});

/**
 * POST /addons/Wenda/api/v1/question/create (§12.4). The server holds the reward, so the member (balance) and
 * the lists are read again.
 */
export function useAskMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionCreateRequest) =>
      api.post<QuestionCreateReply>('/addons/Wenda/api/v1/question/create', body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: memberDetailQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: ['wenda', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['wenda', 'mine'] }),
      ]);
    },
  });
}
