import type { CaptchaChallenge } from '@meedu/contract';

/** Numbers hashed at once: enough to keep the hashing busy, few enough to stop soon after the answer. */
const BATCH = 500;

/** Whether this browser can answer the checkbox challenge (Web Crypto needs a secure context: HTTPS or localhost). */
export const canSolveChallenge = (): boolean =>
  typeof globalThis.crypto !== 'undefined' && typeof globalThis.crypto.subtle !== 'undefined';

function bytesOfHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function sameBytes(digest: ArrayBuffer, target: Uint8Array): boolean {
  const got = new Uint8Array(digest);
  if (got.length !== target.length) return false;
  for (let i = 0; i < got.length; i++) if (got[i] !== target[i]) return false;
  return true;
}

/**
 * The answer to a checkbox challenge (contract `CaptchaChallenge`): the number `n` in `0..max_number` whose
 * SHA-256 of `salt + n` is `challenge`; null when none is (a challenge this code does not understand).
 */
export async function solveChallenge(challenge: CaptchaChallenge): Promise<string | null> {
  const target = bytesOfHex(challenge.challenge);
  const encoder = new TextEncoder();
  for (let start = 0; start <= challenge.max_number; start += BATCH) {
    const numbers: number[] = [];
    for (let n = start; n <= Math.min(start + BATCH - 1, challenge.max_number); n++) numbers.push(n);
    const digests = await Promise.all(
      numbers.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${n}`))),
    );
    const found = digests.findIndex((digest) => sameBytes(digest, target));
    if (found >= 0) return String(numbers[found]);
  }
  return null;
}
