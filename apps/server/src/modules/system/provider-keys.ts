/**
 * The console's outside-service keys (settings/provider-keys.ts declares them): read without secrets, written one
 * provider at a time with an audit row in the same transaction.
 */
import type { ProviderKeys, ProviderKeysBody } from '@meedu/contract/admin';
import type { z } from 'zod';
import type { AdminActor } from '../../console/auth.ts';
import { audited } from '../../console/audit.ts';
import { fieldError, notFound } from '../../console/http.ts';
import type { AppDeps } from '../../deps.ts';
import {
  PROVIDER_KEYS,
  ProviderKeysError,
  describeProviders,
  isProviderName,
  writeProviderKeys,
} from '../../settings/provider-keys.ts';

export const providerKeysList = (deps: Pick<AppDeps, 'db' | 'config'>): Promise<ProviderKeys[]> =>
  describeProviders(deps.db, deps.config.providerEnv);

/** Saves one provider's keys; answers every provider as the console now sees them. */
export async function saveProviderKeys(
  deps: AppDeps,
  actor: AdminActor,
  provider: string,
  body: z.output<typeof ProviderKeysBody>,
): Promise<ProviderKeys[]> {
  if (!isProviderName(provider)) throw notFound('服务商');
  const label = PROVIDER_KEYS[provider].label;
  await audited(deps, actor, async (trx, audit) => {
    let diff;
    try {
      diff = await writeProviderKeys(trx, deps.config.providerEnv, provider, body.values, deps.clock.now());
    } catch (err) {
      if (err instanceof ProviderKeysError) throw fieldError(`values.${err.field}`, err.message);
      throw err;
    }
    const changed = Object.keys(diff);
    if (changed.length === 0) return;
    await audit({
      action: 'update',
      entity: 'provider_keys',
      entityId: provider,
      summary: `修改服务商密钥 ${label}：${changed.join('、')}`,
      after: diff,
    });
  });
  return providerKeysList(deps);
}
