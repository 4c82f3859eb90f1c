import type { SiteSettings, SiteSettingsRequest } from '@meedu/contract/admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const settingsKey = ['settings'] as const;

/** `GET /settings`: the site settings the storefront's config reads. */
export const settingsQuery = queryOptions({
  queryKey: settingsKey,
  queryFn: () => api.get<SiteSettings>('/settings'),
});

/** `PUT /settings`: answers the settings as saved (protocols sanitised), kept as the query's data. */
export function useSaveSettingsMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteSettingsRequest) => api.put<SiteSettings>('/settings', body),
    onSuccess: (saved) => client.setQueryData(settingsKey, saved),
  });
}
