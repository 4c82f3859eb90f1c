import { queryOptions } from '@tanstack/react-query';
import type { Role } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /api/v2/roles — shown roles by weight (contract catalog §11.1). */
export const fetchRoles = () => api.get<Role[]>('/api/v2/roles');

export const rolesQuery = queryOptions({ queryKey: ['vip', 'roles'], queryFn: fetchRoles });
