import { readSocialConfig, type SocialConfig } from '../../../config.ts';
import type { AppDeps } from '../../../deps.ts';
import { PROVIDER_KEYS, resolveProviderKeys } from '../../../settings/provider-keys.ts';

const SOCIAL_PROVIDERS = ['qq', 'wechat_scan', 'wechat_open', 'wechat_mp', 'tencent_faceid'] as const;

/**
 * The social providers' settings now: each variable from the environment, else from the console's provider keys
 * (settings/provider-keys.ts), read as config.ts reads the environment. A provider the server's own config
 * already has (all its variables set, or a test's) is kept as it is.
 */
export async function currentSocialConfig(deps: Pick<AppDeps, 'db' | 'config'>): Promise<SocialConfig> {
  const env: Record<string, string> = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const resolved = await resolveProviderKeys(deps.db, deps.config.providerEnv, provider);
    const values = resolved.values as Record<string, string | undefined>;
    for (const field of PROVIDER_KEYS[provider].fields) {
      const value = values[field.key];
      if (value) env[field.env] = value;
    }
  }
  const fromKeys = readSocialConfig(env);
  const own = deps.config.social;
  return {
    qq: own.qq ?? fromKeys.qq,
    wechatScan: own.wechatScan ?? fromKeys.wechatScan,
    faceid: own.faceid ?? fromKeys.faceid,
  };
}
