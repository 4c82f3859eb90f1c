import { api } from '../../../api/client.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateMember } from './member-invalidate.ts';

/** PUT /api/v2/member/mobile — the new mobile, with the sign from verify (contract account §5.9). */
export const changeMobile = (body: { mobile: string; mobile_code: string; sign: string }) =>
  api.put<unknown>('/api/v2/member/mobile', body);

/** Changes the mobile (with the verify step's sign), then reads the member again. */
export function useChangeMobileMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeMobile, onSuccess: () => invalidateMember(queryClient) });
}
