import type { AdminMe, TotpDisableRequest, TotpEnableRequest, TotpSetupReply } from '@meedu/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { meQuery } from '../../../api/session.ts';

/** `POST /auth/totp/setup`: a new secret and its QR code, in force once enabled with a code. */
export function useTotpSetupMutation() {
  return useMutation({ mutationFn: () => api.post<TotpSetupReply>('/auth/totp/setup') });
}

function useMeUpdate() {
  const client = useQueryClient();
  return (me: AdminMe) => client.setQueryData(meQuery.queryKey, me);
}

/** `POST /auth/totp/enable` */
export function useTotpEnableMutation() {
  const update = useMeUpdate();
  return useMutation({
    mutationFn: (body: TotpEnableRequest) => api.post<AdminMe>('/auth/totp/enable', body),
    onSuccess: update,
  });
}

/** `POST /auth/totp/disable` */
export function useTotpDisableMutation() {
  const update = useMeUpdate();
  return useMutation({
    mutationFn: (body: TotpDisableRequest) => api.post<AdminMe>('/auth/totp/disable', body),
    onSuccess: update,
  });
}
