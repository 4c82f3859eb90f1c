import type {
  WendaAnswerAdminItem,
  WendaQuestionAdminDetail,
  WendaQuestionAdminItem,
} from '@meedu/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { pagedListQuery, recordQuery } from '../../../api/record-queries.ts';

export const wendaKey = ['wenda'] as const;

/** `GET /wenda/questions`: newest first (filters `q`, `is_hidden`, `is_closed`). */
export const questionListQuery = pagedListQuery<WendaQuestionAdminItem>('/wenda/questions', wendaKey);

/** `GET /wenda/questions/:id`: the question with every answer, hidden ones too. */
export const questionQuery = recordQuery<WendaQuestionAdminDetail>('/wenda/questions', wendaKey);

export type QuestionCommand = 'hide' | 'unhide' | 'close' | 'reopen';

function useRefreshWenda() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: wendaKey });
}

/** `POST /wenda/questions/:id/<command>`, `DELETE /wenda/questions/:id`. */
export function useQuestionWrites() {
  const onSuccess = useRefreshWenda();
  return {
    command: useMutation({
      mutationFn: ({ id, command }: { id: number; command: QuestionCommand }) =>
        api.post<WendaQuestionAdminDetail>(`/wenda/questions/${id}/${command}`),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.delete(`/wenda/questions/${id}`), onSuccess }),
  };
}

/** `POST /wenda/answers/:id/hide` or `/unhide`, `DELETE /wenda/answers/:id` (409 for the accepted one). */
export function useAnswerWrites() {
  const onSuccess = useRefreshWenda();
  return {
    hide: useMutation({
      mutationFn: ({ id, hidden }: { id: number; hidden: boolean }) =>
        api.post<WendaAnswerAdminItem>(`/wenda/answers/${id}/${hidden ? 'hide' : 'unhide'}`),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.delete(`/wenda/answers/${id}`), onSuccess }),
  };
}
