import { randomUUID } from 'node:crypto';
import { randomString } from '../../../lib/random.ts';
import type { FaceProvider } from './types.ts';

export const SANDBOX_RULE_ID = 'sandbox';

/** The demo's FaceID: /__dev/face plays the H5 check and records its verdict itself. */
export const faceSandboxProvider: FaceProvider = {
  name: 'sandbox',
  ruleId: SANDBOX_RULE_ID,
  start({ base }) {
    const bizToken = randomUUID();
    const url = new URL('/__dev/face', base);
    url.searchParams.set('biz_token', bizToken);
    return Promise.resolve({ url: url.toString(), bizToken, requestId: randomString(32) });
  },
};
