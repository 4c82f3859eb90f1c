import { useMutation } from '@tanstack/react-query';
import type { MobileSignReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** POST /api/v2/member/verify — proves the current mobile; the sign lives 1 h (contract account §5.9). */
export const verifyMobile = (body: { mobile: string; mobile_code: string }) =>
  api.post<MobileSignReply>('/api/v2/member/verify', body);

/** Proves the current mobile; resolves with the sign for the change. */
export const useVerifyMobileMutation = () => useMutation({ mutationFn: verifyMobile });
