import { queryOptions } from '@tanstack/react-query';
import type { MallAddress } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /addons/Credit1Mall/api/v1/user/address (§6.5): the latest saved address first. */
export const fetchMallAddresses = () => api.get<MallAddress[]>('/addons/Credit1Mall/api/v1/user/address');

export const mallAddressQuery = queryOptions({
  queryKey: ['credits', 'address'],
  queryFn: fetchMallAddresses,
  staleTime: 0,
});
