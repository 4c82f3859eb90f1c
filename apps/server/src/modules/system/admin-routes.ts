/** The console's site settings (`/admin/api/settings`): what the storefront's config call reads. */
import {
  ProviderKeysBody,
  SiteSettingsBody,
  type ProviderKeys,
  type SiteSettings,
} from '@meedu/contract/admin';
import { actorOf, requirePermission } from '../../console/auth.ts';
import type { AdminContext } from '../../console/handlers.ts';
import { adminJson, parseBody } from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import { siteSettings, updateSiteSettings } from './service.ts';
import { providerKeysList, saveProviderKeys } from './provider-keys.ts';

export const settingsAdminModule: AdminModule = (app, deps) => {
  app.get('/settings', requirePermission('settings.view'), readSettings(deps));
  app.put('/settings', requirePermission('settings.edit'), saveSettings(deps));
  app.get('/settings/providers', requirePermission('settings.view'), readProviderKeys(deps));
  app.put('/settings/providers/:provider', requirePermission('settings.edit'), writeProviderKeys(deps));
};

const readSettings = (deps: AppDeps) => async (c: AdminContext) =>
  adminJson<SiteSettings>(c, await siteSettings(deps.db));

const saveSettings = (deps: AppDeps) => async (c: AdminContext) => {
  const body = await parseBody(c, SiteSettingsBody);
  return adminJson<SiteSettings>(c, await updateSiteSettings(deps, actorOf(c), body));
};

const readProviderKeys = (deps: AppDeps) => async (c: AdminContext) =>
  adminJson<ProviderKeys[]>(c, await providerKeysList(deps));

const writeProviderKeys = (deps: AppDeps) => async (c: AdminContext) => {
  const body = await parseBody(c, ProviderKeysBody);
  const saved = await saveProviderKeys(deps, actorOf(c), c.req.param('provider') ?? '', body);
  return adminJson<ProviderKeys[]>(c, saved);
};
