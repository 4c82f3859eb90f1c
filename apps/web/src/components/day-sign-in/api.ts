import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DaySignInReply, DaySignInStatus, MemberDetail } from '@meedu/contract';
import { api } from '../../api/client.ts';
import { memberDetailQuery } from '../../api/member.ts';
import { setMemberCredit1 } from '../../stores/session-actions.ts';

/** GET /addons/DaySignIn/api/v1/user (contract catalog §1.6): is_submit 0 = not signed in today. */
export const fetchSignInStatus = () => api.get<DaySignInStatus>('/addons/DaySignIn/api/v1/user');

export const signInStatusQuery = queryOptions({
  queryKey: ['daySignIn', 'status'],
  queryFn: fetchSignInStatus,
  staleTime: 0,
});

/** POST /addons/DaySignIn/api/v1/signIn (contract catalog §1.7) */
export const postSignIn = () => api.post<DaySignInReply>('/addons/DaySignIn/api/v1/signIn', {});

/** Signs in for today: the reward goes onto the member's credit, and the button's status says "done". */
export function useSignInMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSignIn,
    onSuccess: ({ reward }) => {
      const member = queryClient.getQueryData<MemberDetail>(memberDetailQuery.queryKey);
      if (reward !== false && member) setMemberCredit1(member.credit1 + reward);
      queryClient.setQueryData(signInStatusQuery.queryKey, { is_submit: 1 });
    },
  });
}
