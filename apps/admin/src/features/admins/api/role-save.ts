import type { RoleItem, RoleRequest } from '@meedu/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { adminsKey } from './admin-list.ts';
import { rolesKey } from './role-list.ts';

function useRefreshRoles() {
  const client = useQueryClient();
  // An administrator's role name and permissions come from the role: their list reads again too.
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: rolesKey }),
      client.invalidateQueries({ queryKey: adminsKey }),
    ]);
}

/** `POST /roles`, or `PUT /roles/:id` when editing one. */
export function useSaveRoleMutation(id: number | null) {
  const refresh = useRefreshRoles();
  return useMutation({
    mutationFn: (body: RoleRequest) =>
      id === null ? api.post<RoleItem>('/roles', body) : api.put<RoleItem>(`/roles/${id}`, body),
    onSuccess: refresh,
  });
}

/** `DELETE /roles/:id` (409 while administrators hold it). */
export function useDeleteRoleMutation() {
  const refresh = useRefreshRoles();
  return useMutation({ mutationFn: (id: number) => api.delete(`/roles/${id}`), onSuccess: refresh });
}
