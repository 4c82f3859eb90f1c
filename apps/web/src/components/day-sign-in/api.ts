import { queryOptions } from '@tanstack/react-query';
import type { DaySignInReply, DaySignInStatus } from '@meedu/contract';
import { api } from '../../api/client.ts';

/** GET /addons/DaySignIn/api/v1/user (contract catalog §1.6): is_submit 0 = not signed in today. */
export const fetchSignInStatus = () => api.get<DaySignInStatus>('/addons/DaySignIn/api/v1/user');

export const signInStatusQuery = queryOptions({
  queryKey: ['daySignIn', 'status'],
  queryFn: fetchSignInStatus,
  staleTime: 0,
});

/** POST /addons/DaySignIn/api/v1/signIn (contract catalog §1.7) */
export const postSignIn = () => api.post<DaySignInReply>('/addons/DaySignIn/api/v1/signIn', {});
