import type { ProviderKeys, ProviderKeysRequest } from '@meedu/contract/admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const providerKeysKey = ['settings', 'providers'] as const;

/** `GET /settings/providers`: every outside service's keys, secrets only as set or not. */
export const providerKeysQuery = queryOptions({
  queryKey: providerKeysKey,
  queryFn: () => api.get<ProviderKeys[]>('/settings/providers'),
});

/** `PUT /settings/providers/:provider`: answers every provider as now stored, kept as the query's data. */
export function useSaveProviderKeysMutation(provider: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProviderKeysRequest) =>
      api.put<ProviderKeys[]>(`/settings/providers/${encodeURIComponent(provider)}`, body),
    onSuccess: (saved) => client.setQueryData(providerKeysKey, saved),
  });
}
