import { api } from '../../../api/client.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateMember } from './member-invalidate.ts';

/** POST /api/v2/member/detail/nickname — allowed once (contract account §5.6). */
export const saveNickname = (nick_name: string) =>
  api.post<unknown>('/api/v2/member/detail/nickname', { nick_name });

/** Saves the nickname, then reads the member again. */
export function useNicknameMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveNickname, onSuccess: () => invalidateMember(queryClient) });
}
