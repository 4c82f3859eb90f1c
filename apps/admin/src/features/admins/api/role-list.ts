import type { ListReply, RoleItem } from '@meedu/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { listQueryParams, type ListParams } from '../../../components/data-table/use-list-params.ts';

export const rolesKey = ['roles'] as const;

/** `GET /roles`: a page of roles (filter `q`). */
export const roleListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...rolesKey, 'list', params],
    queryFn: () => api.get<ListReply<RoleItem>>('/roles', listQueryParams(params)),
  });

/** Every role, for the role pickers (a console has a handful). */
export const roleChoicesQuery = queryOptions({
  queryKey: [...rolesKey, 'choices'],
  queryFn: () => api.get<ListReply<RoleItem>>('/roles', { size: 100, sort: 'name' }),
  select: (reply) => reply.items,
});
