import { queryOptions } from '@tanstack/react-query';
import type { FriendLink, Nav, SystemConfig } from '@meedu/contract';
import { api } from './client.ts';

/** GET /api/v2/other/config — read once at start-up (server state, cached for the session). */
export const configQuery = queryOptions({
  queryKey: ['system', 'config'],
  queryFn: () => api.get<SystemConfig>('/api/v2/other/config', undefined, { silent: true }),
  staleTime: Infinity,
  retry: false,
});

/** GET /api/v2/navs */
export const navsQuery = queryOptions({
  queryKey: ['system', 'navs'],
  queryFn: () => api.get<Nav[]>('/api/v2/navs', undefined, { silent: true }),
  staleTime: Infinity,
  retry: false,
});

/** GET /api/v2/links */
export const linksQuery = queryOptions({
  queryKey: ['system', 'links'],
  queryFn: () => api.get<FriendLink[]>('/api/v2/links'),
  staleTime: 5 * 60_000,
});
