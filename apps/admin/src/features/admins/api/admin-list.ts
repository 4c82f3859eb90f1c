import type { AdminItem } from '@meedu/contract/admin';
import { pagedListQuery } from '../../../api/record-queries.ts';

export const adminsKey = ['admins'] as const;

/** `GET /admins`: a page of administrators (filters `q`, `status`, `role_id`). */
export const adminListQuery = pagedListQuery<AdminItem>('/admins', adminsKey);
