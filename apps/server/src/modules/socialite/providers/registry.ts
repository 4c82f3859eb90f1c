import type { WechatMpConfig } from '../../../config.ts';
import type { AppDeps } from '../../../deps.ts';
import { currentSocialConfig } from './keys.ts';
import { qqConnectProvider } from './qq.ts';
import { qqSandboxProvider } from './qq-sandbox.ts';
import type { OAuthLoginProvider } from './types.ts';
import { type MpClient, wechatMpClient } from './wechat-mp.ts';
import { wechatOpenProvider } from './wechat-open.ts';

/** The WeChat scan flow behind the storefront's QR: the demo sandbox, a website login, or an Official Account. */
export type WechatScanProvider =
  | { mode: 'sandbox' }
  | { mode: 'open'; oauth: OAuthLoginProvider }
  | { mode: 'mp'; client: MpClient; config: WechatMpConfig };

export interface SocialProviders {
  /** QQ login: QQ Connect when configured, else the demo sandbox, else none (production without keys). */
  qq: OAuthLoginProvider | null;
  wechatScan: WechatScanProvider | null;
}

const cache = new WeakMap<AppDeps, { key: string; providers: SocialProviders }>();

/**
 * The providers the current settings name (env first, then the console's keys). Rebuilt only when those change,
 * so the MP client keeps its access token between requests.
 */
export async function socialProviders(deps: AppDeps): Promise<SocialProviders> {
  const social = await currentSocialConfig(deps);
  const key = JSON.stringify([social.qq, social.wechatScan]);
  const known = cache.get(deps);
  if (known?.key === key) return known.providers;
  const { demo } = deps.config;
  const qq = social.qq ? qqConnectProvider(social.qq) : demo ? qqSandboxProvider(deps.signer) : null;
  const scan = social.wechatScan;
  const wechatScan: WechatScanProvider | null =
    scan?.mode === 'open'
      ? { mode: 'open', oauth: wechatOpenProvider(scan) }
      : scan?.mode === 'mp'
        ? { mode: 'mp', client: wechatMpClient(scan, () => deps.clock.now()), config: scan }
        : demo
          ? { mode: 'sandbox' }
          : null;
  const providers = { qq, wechatScan };
  cache.set(deps, { key, providers });
  return providers;
}
