import type { Signer } from '../../../lib/signing.ts';
import { type OAuthLoginProvider, ProviderFailure, type ProviderIdentity } from './types.ts';

/** The sandbox provider's authorization code (what QQ would hand the callback), signed by this server. */
export const PROVIDER_CODE_PURPOSE = 'qq-sandbox-code';

/**
 * The demo's QQ: the /__dev/qq/authorize page plays QQ's authorize screen and comes back to the callback with a
 * code this server signed, naming the identity chosen there.
 */
export function qqSandboxProvider(signer: Signer): OAuthLoginProvider {
  return {
    name: 'sandbox',
    authorizeUrl({ state, base }) {
      const url = new URL('/__dev/qq/authorize', base);
      url.searchParams.set('state', state);
      return url.toString();
    },
    identify(code): Promise<ProviderIdentity> {
      const verified = signer.verify<ProviderIdentity>(PROVIDER_CODE_PURPOSE, code);
      if (verified.status !== 'ok')
        return Promise.reject(new ProviderFailure('授权登录失败[1002]', 'sandbox code not genuine'));
      return Promise.resolve(verified.data);
    },
  };
}
