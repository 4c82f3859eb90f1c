import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import type { AgreeReply, AgreeRequest } from '@meedu/contract';
import { refreshMember } from '../../../stores/session-actions.ts';

/**
 * POST /api/v2/member/agreement/agree (upstream-4.9.30 §4.3): consents to every active required agreement. The
 * server reads no body; the flags that were false are sent as the reference client does. `data: []`.
 */
export const agreeToAgreements = (pending: AgreeRequest) =>
  api.post<AgreeReply>('/api/v2/member/agreement/agree', pending);

/** Agrees, then re-reads the member, whose `agreement_status` closes the dialog. */
export const useAgreeMutation = () =>
  useMutation({ mutationFn: agreeToAgreements, onSuccess: () => refreshMember() });
