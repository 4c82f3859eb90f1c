import type { ChangePasswordRequest } from '@meedu/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { mySessionsKey } from './sessions.ts';

/** `PUT /auth/password`: the other sessions end, so their list reads again. */
export function useChangePasswordMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => api.put<null>('/auth/password', body),
    onSuccess: () => client.invalidateQueries({ queryKey: mySessionsKey }),
  });
}
