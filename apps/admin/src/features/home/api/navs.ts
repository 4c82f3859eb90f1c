import type { ListReply, NavItem, NavRequest } from '@meedu/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { recordMutations } from '../../../api/record-mutations.ts';

export const navsKey = ['navs'] as const;

/** `GET /navs?platform=`: every nav of a platform (both levels), in order. */
export const navsQuery = (platform: string) =>
  queryOptions({
    queryKey: [...navsKey, platform],
    queryFn: () => api.get<ListReply<NavItem>>('/navs', { platform }),
  });

/** Save, delete (409 while it has children) and reorder (the navs of one level). */
export const navMutations = recordMutations<NavRequest, NavItem>('/navs', [navsKey]);
