import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerRequest, CorrectRequest, QuestionDetailReply, VoteReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { memberAwareQuery } from '../../../api/query-shapes.ts';
import { memberDetailQuery } from '../../../api/member.ts';

/** GET /addons/Wenda/api/v1/question/{id}/detail — is_admin and is_vote when a token is sent (§12.5). */
export const fetchQuestionDetail = (id: number) =>
  api.get<QuestionDetailReply>(`/addons/Wenda/api/v1/question/${id}/detail`);

export const questionDetailQuery = memberAwareQuery(['wenda', 'detail'], fetchQuestionDetail);

const invalidateQuestion = (queryClient: ReturnType<typeof useQueryClient>, id: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['wenda', 'detail', id] }),
    queryClient.invalidateQueries({ queryKey: ['wenda', 'list'] }),
    queryClient.invalidateQueries({ queryKey: ['wenda', 'mine'] }),
  ]);

/** POST /addons/Wenda/api/v1/question/{id}/answer (§12.6); the question is read again. */
export function useAnswerMutation(questionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerRequest) =>
      api.post<unknown>(`/addons/Wenda/api/v1/question/${questionId}/answer`, body),
    onSuccess: () => invalidateQuestion(queryClient, questionId),
  });
}

/** POST /addons/Wenda/api/v1/vote (§12.7): toggles; the page shows the server's answer (ok 1 = voted). */
export function useVoteMutation(questionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answerId: number) =>
      api.post<VoteReply>('/addons/Wenda/api/v1/vote', { id: answerId, type: 1 }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wenda', 'detail', questionId] }),
  });
}

/** POST /addons/Wenda/api/v1/question/{id}/correct (§12.8): the reward moves, so the member is read again too. */
export function useAcceptMutation(questionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CorrectRequest) =>
      api.post<unknown>(`/addons/Wenda/api/v1/question/${questionId}/correct`, body),
    onSuccess: () =>
      Promise.all([
        invalidateQuestion(queryClient, questionId),
        queryClient.invalidateQueries({ queryKey: memberDetailQuery.queryKey }),
      ]),
  });
}
