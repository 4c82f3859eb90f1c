import type { Signer } from '../lib/signing.ts';

/**
 * What a signed media URL grants (`?sign=`, signer purpose `media`, made by play-info): the files of one clip
 * folder (`c`: a demo clip's folder name, or `asset:<id>` for a packaged upload), for member `u` watching video
 * `v`, whole (`p` = 0) or as a trial cut at `p` seconds. The member is inside the signature, so a URL cannot be
 * moved to another member without breaking it; it is a bearer URL until it expires (MEDIA_URL_TTL_SECONDS).
 */
export interface MediaGrant {
  u: number;
  v: number;
  c: string;
  p: number;
}
export const MEDIA_SIGN_PURPOSE = 'media';

export function signMediaGrant(signer: Signer, grant: MediaGrant, ttlSeconds: number): string {
  return signer.sign(MEDIA_SIGN_PURPOSE, grant, ttlSeconds);
}

/** The grant a `sign` value carries for files of `folder`, or null (missing, tampered, expired, other folder). */
export function readMediaGrant(signer: Signer, token: string | undefined, folder: string): MediaGrant | null {
  if (!token) return null;
  const r = signer.verify<unknown>(MEDIA_SIGN_PURPOSE, token);
  if (r.status !== 'ok' || typeof r.data !== 'object' || r.data === null) return null;
  const { u, v, c, p } = r.data as Record<string, unknown>;
  if (typeof u !== 'number' || typeof v !== 'number' || typeof p !== 'number' || p < 0) return null;
  return c === folder ? { u, v, c, p } : null;
}

/** How a packaged upload is named where a demo clip's folder or a live lesson's replay address could stand. */
export const assetReference = (assetId: number) => `asset:${assetId}`;

/** The packaged upload a reference names; null for a demo clip's folder or any other address. */
export function assetIdOf(reference: string): number | null {
  const match = /^asset:(\d+)$/.exec(reference);
  return match ? Number(match[1]) : null;
}
