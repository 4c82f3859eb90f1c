import type { AdminSessionItem } from '@meedu/contract/admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const mySessionsKey = ['auth', 'sessions'] as const;

/** `GET /auth/sessions`: my sessions still in force, newest first. */
export const mySessionsQuery = queryOptions({
  queryKey: mySessionsKey,
  queryFn: () => api.get<AdminSessionItem[]>('/auth/sessions'),
});

/** `DELETE /auth/sessions/:id` */
export function useRevokeMySessionMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/auth/sessions/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: mySessionsKey }),
  });
}
