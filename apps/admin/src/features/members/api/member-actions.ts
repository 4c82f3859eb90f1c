import type {
  MemberCourseRequest,
  MemberCreditRequest,
  MemberDetail,
  MemberMessageItem,
  MemberMessageRequest,
} from '@meedu/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { useDetailWrite } from '../../../api/detail-write.ts';
import { memberDetailQuery, membersKey } from './member-list.ts';

/** A write answering the member's detail: it replaces the cached detail, and the lists read again. */
const useMemberWrite = <B>(id: number, send: (body: B) => Promise<MemberDetail>) =>
  useDetailWrite(memberDetailQuery(id).queryKey, [...membersKey, 'list'], send);

/** `POST /members/:id/lock`: they cannot log in and their tokens stop working at once. */
export const useLockMemberMutation = (id: number) =>
  useMemberWrite<undefined>(id, () => api.post<MemberDetail>(`/members/${id}/lock`));

/** `POST /members/:id/unlock` */
export const useUnlockMemberMutation = (id: number) =>
  useMemberWrite<undefined>(id, () => api.post<MemberDetail>(`/members/${id}/unlock`));

/** `POST /members/:id/credits`: through the credit ledger, with the reason the member reads. */
export const useAdjustCreditsMutation = (id: number) =>
  useMemberWrite<MemberCreditRequest>(id, (body) => api.post<MemberDetail>(`/members/${id}/credits`, body));

/** `POST /members/:id/courses` */
export const useGrantCourseMutation = (id: number) =>
  useMemberWrite<MemberCourseRequest>(id, (body) => api.post<MemberDetail>(`/members/${id}/courses`, body));

/** `DELETE /members/:id/courses/:courseId` */
export function useRevokeCourseMutation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (courseId: number) => api.delete(`/members/${id}/courses/${courseId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: memberDetailQuery(id).queryKey }),
  });
}

/** `POST /members/:id/messages`: arrives in the member's 我的消息. */
export function useSendMessageMutation(id: number) {
  return useMutation({
    mutationFn: (body: MemberMessageRequest) => api.post<MemberMessageItem>(`/members/${id}/messages`, body),
  });
}
