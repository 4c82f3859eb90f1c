import type {
  AdminCreateRequest,
  AdminItem,
  AdminPasswordRequest,
  AdminUpdateRequest,
} from '@meedu/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { adminsKey } from './admin-list.ts';
import { rolesKey } from './role-list.ts';

/** After any change to administrators, lists and role counts read again. */
function useRefreshAdmins() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminsKey }),
      client.invalidateQueries({ queryKey: rolesKey }),
    ]);
}

/** `POST /admins` */
export function useCreateAdminMutation() {
  const refresh = useRefreshAdmins();
  return useMutation({
    mutationFn: (body: AdminCreateRequest) => api.post<AdminItem>('/admins', body),
    onSuccess: refresh,
  });
}

/** `PUT /admins/:id` */
export function useUpdateAdminMutation(id: number) {
  const refresh = useRefreshAdmins();
  return useMutation({
    mutationFn: (body: AdminUpdateRequest) => api.put<AdminItem>(`/admins/${id}`, body),
    onSuccess: refresh,
  });
}

/** `DELETE /admins/:id` */
export function useDeleteAdminMutation() {
  const refresh = useRefreshAdmins();
  return useMutation({ mutationFn: (id: number) => api.delete(`/admins/${id}`), onSuccess: refresh });
}

/** `POST /admins/:id/password`: sets their password and ends their sessions. */
export function useResetAdminPasswordMutation(id: number) {
  const refresh = useRefreshAdmins();
  return useMutation({
    mutationFn: (body: AdminPasswordRequest) => api.post<AdminItem>(`/admins/${id}/password`, body),
    onSuccess: refresh,
  });
}

/** `POST /admins/:id/revoke-sessions` */
export function useRevokeAdminSessionsMutation() {
  return useMutation({ mutationFn: (id: number) => api.post<AdminItem>(`/admins/${id}/revoke-sessions`) });
}
