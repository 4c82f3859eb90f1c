import type { AuditActorItem, AuditLogItem, ListReply } from '@meedu/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { listQueryParams, type ListParams } from '../../../components/data-table/use-list-params.ts';

/** `GET /audit-logs` (filters `admin_id`, `entity`, `action`, `from`, `to`). */
export const auditLogQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['audit-logs', 'list', params],
    queryFn: () => api.get<ListReply<AuditLogItem>>('/audit-logs', listQueryParams(params)),
  });

/** `GET /audit-logs/actors`: the administrators the log names, for the filter. */
export const auditActorsQuery = queryOptions({
  queryKey: ['audit-logs', 'actors'],
  queryFn: () => api.get<AuditActorItem[]>('/audit-logs/actors'),
});
