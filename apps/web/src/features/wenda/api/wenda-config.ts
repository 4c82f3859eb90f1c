import { queryOptions } from '@tanstack/react-query';
import type { WendaConfig } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /addons/Wenda/api/v1/other/config (contract catalog §12.1). */
export const fetchWendaConfig = () => api.get<WendaConfig>('/addons/Wenda/api/v1/other/config');

export const wendaConfigQuery = queryOptions({
  queryKey: ['wenda', 'config'],
  queryFn: fetchWendaConfig,
  staleTime: 5 * 60_000,
});
