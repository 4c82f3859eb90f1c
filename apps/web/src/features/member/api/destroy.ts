import { api } from '../../../api/client.ts';

/** POST /api/v3/member/destroy — asks for account deletion in 7 days (contract account §5.14). */
export const requestAccountDeletion = () => api.post<unknown>('/api/v3/member/destroy', {});
