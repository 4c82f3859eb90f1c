/**
 * The signed-in administrator, shared by the shell (guard, menu, permission gates) and every screen: `GET
 * /auth/me` kept in the query cache; login and logout write it.
 */
import type {
  AdminCaptcha,
  AdminMe,
  LoginReply,
  LoginRequest,
  Permission,
  TotpLoginRequest,
} from '@meedu/contract/admin';
import { grants } from '@meedu/contract/admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';

export const meQuery = queryOptions({
  queryKey: ['auth', 'me'],
  queryFn: () => api.get<AdminMe>('/auth/me'),
  staleTime: 60_000,
  retry: false,
});

export const captchaQuery = queryOptions({
  queryKey: ['auth', 'captcha'],
  queryFn: () => api.get<AdminCaptcha>('/auth/captcha'),
  staleTime: Infinity,
  gcTime: 0,
});

/** The administrator (undefined until known). */
export function useMe(): AdminMe | undefined {
  return useQuery(meQuery).data;
}

/** Whether the signed-in administrator holds `perm` (edit implies view). */
export function useCan(perm: Permission): boolean {
  const me = useMe();
  return me !== undefined && grants(me.permissions, perm);
}

/** A finished login puts the administrator in the cache; everything cached before belongs to someone else. */
function useSignedIn() {
  const client = useQueryClient();
  return (reply: LoginReply) => {
    if (reply.step !== 'done') return;
    client.clear();
    client.setQueryData(meQuery.queryKey, reply.me);
  };
}

export function useLoginMutation() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: LoginRequest) => api.post<LoginReply>('/auth/login', body),
    onSuccess: signedIn,
  });
}

export function useTotpLoginMutation() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: TotpLoginRequest) => api.post<LoginReply>('/auth/totp', body),
    onSuccess: signedIn,
  });
}

export function useLogoutMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<null>('/auth/logout'),
    onSettled: () => client.clear(),
  });
}
