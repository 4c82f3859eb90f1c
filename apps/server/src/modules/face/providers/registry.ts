import type { AppDeps } from '../../../deps.ts';
import { currentSocialConfig } from '../../socialite/providers/keys.ts';
import { faceSandboxProvider } from './sandbox.ts';
import { tencentFaceProvider } from './tencent.ts';
import type { FaceProvider } from './types.ts';

const cache = new WeakMap<AppDeps, { key: string; provider: FaceProvider | null }>();

/** Tencent FaceID when configured (env first, then the console's keys), else the demo sandbox, else none. */
export async function faceProvider(deps: AppDeps): Promise<FaceProvider | null> {
  const { faceid } = await currentSocialConfig(deps);
  const key = JSON.stringify(faceid);
  const known = cache.get(deps);
  if (known?.key === key) return known.provider;
  const provider = faceid
    ? tencentFaceProvider(faceid, () => deps.clock.now())
    : deps.config.demo
      ? faceSandboxProvider
      : null;
  cache.set(deps, { key, provider });
  return provider;
}
