import type { AdminItem, ListReply } from '@meedu/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { listQueryParams, type ListParams } from '../../../components/data-table/use-list-params.ts';

export const adminsKey = ['admins'] as const;

/** `GET /admins`: a page of administrators (filters `q`, `status`, `role_id`). */
export const adminListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...adminsKey, 'list', params],
    queryFn: () => api.get<ListReply<AdminItem>>('/admins', listQueryParams(params)),
  });
