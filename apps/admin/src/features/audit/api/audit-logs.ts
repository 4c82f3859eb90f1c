import type { AuditActorItem, AuditLogItem } from '@meedu/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { pagedListQuery } from '../../../api/record-queries.ts';

/** `GET /audit-logs` (filters `admin_id`, `entity`, `action`, `from`, `to`). */
export const auditLogQuery = pagedListQuery<AuditLogItem>('/audit-logs', ['audit-logs']);

/** `GET /audit-logs/actors`: the administrators the log names, for the filter. */
export const auditActorsQuery = queryOptions({
  queryKey: ['audit-logs', 'actors'],
  queryFn: () => api.get<AuditActorItem[]>('/audit-logs/actors'),
});
