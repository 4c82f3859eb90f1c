import type { ListReply, RoleItem } from '@meedu/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { pagedListQuery } from '../../../api/record-queries.ts';

export const rolesKey = ['roles'] as const;

/** `GET /roles`: a page of roles (filter `q`). */
export const roleListQuery = pagedListQuery<RoleItem>('/roles', rolesKey);

/** Every role, for the role pickers (a console has a handful). */
export const roleChoicesQuery = queryOptions({
  queryKey: [...rolesKey, 'choices'],
  queryFn: () => api.get<ListReply<RoleItem>>('/roles', { size: 100, sort: 'name' }),
  select: (reply) => reply.items,
});
