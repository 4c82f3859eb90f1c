import { api } from '../../../api/client.ts';
import { useMutation } from '@tanstack/react-query';

/** POST /api/v2/member/detail/password — SMS scene password_reset to the member's own mobile (contract §5.8). */
export const changePassword = (body: { mobile: string; mobile_code: string; password: string }) =>
  api.post<unknown>('/api/v2/member/detail/password', body);

/** Sets or changes the password (this session stays; the server ends the member's other sessions). */
export const usePasswordMutation = () => useMutation({ mutationFn: changePassword });
