import type { AppDeps } from '../../../deps.ts';
import { faceSandboxProvider } from './sandbox.ts';
import { tencentFaceProvider } from './tencent.ts';
import type { FaceProvider } from './types.ts';

const cache = new WeakMap<AppDeps, FaceProvider | null>();

/** Tencent FaceID when configured, else the demo sandbox, else none (production without keys). */
export function faceProvider(deps: AppDeps): FaceProvider | null {
  if (cache.has(deps)) return cache.get(deps) ?? null;
  const { social, demo } = deps.config;
  const provider = social.faceid
    ? tencentFaceProvider(social.faceid, () => deps.clock.now())
    : demo
      ? faceSandboxProvider
      : null;
  cache.set(deps, provider);
  return provider;
}
