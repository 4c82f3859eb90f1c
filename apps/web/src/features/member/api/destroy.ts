import { api } from '../../../api/client.ts';
import { useMutation } from '@tanstack/react-query';
import { endSession } from '../../../stores/session-actions.ts';

/** POST /api/v3/member/destroy — asks for account deletion in 7 days (contract account §5.14). */
export const requestAccountDeletion = () => api.post<unknown>('/api/v3/member/destroy', {});

/** Asks for deletion; the server has revoked this token, so the session ends here as on every other path. */
export const useDestroyMutation = () =>
  useMutation({ mutationFn: requestAccountDeletion, onSuccess: endSession });
