import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** DELETE /addons/Paper/api/v1/wrongbook/{questionId} — takes a question out of the wrong book (§12.5). */
export const removeFromWrongBook = (questionId: number) =>
  api.delete<unknown>(`/addons/Paper/api/v1/wrongbook/${questionId}`);

/** The counters (landing, wrong-book tiles and filter) are read again; the session's id list is edited by the page. */
export function useWrongBookRemoveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWrongBook,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['exam', 'book-stats', 'wrongbook'] }),
        queryClient.invalidateQueries({ queryKey: ['exam', 'stats'] }),
      ]),
  });
}
