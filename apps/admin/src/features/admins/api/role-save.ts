import type { RoleItem, RoleRequest } from '@meedu/contract/admin';
import { recordMutations } from '../../../api/record-mutations.ts';
import { adminsKey } from './admin-list.ts';
import { rolesKey } from './role-list.ts';

/**
 * Save and delete (409 while administrators hold it). An administrator's role name and permissions come from the
 * role: their list reads again too.
 */
export const roleMutations = recordMutations<RoleRequest, RoleItem>('/roles', [rolesKey, adminsKey]);
