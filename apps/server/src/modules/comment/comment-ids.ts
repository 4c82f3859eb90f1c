import { createHash } from 'node:crypto';

/**
 * MeEdu 4.9.30 sends comment ids as opaque strings of 16 characters (Hashids), and 0 ("none") encoded too
 * (contract upstream-4.9.30.md §1.4). Ours: the id as 8 bytes, scrambled, with a 4-byte check, in base64url.
 * Opaque, not secret: the check only makes a mistyped or made-up id read as invalid (`参数错误`).
 */
const MASK = Buffer.from('6d6565647534393330', 'hex').subarray(0, 8);

const check = (bytes: Buffer) =>
  createHash('sha256').update('meedu-comment').update(bytes).digest().subarray(0, 4);

export function encodeCommentId(id: number): string {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(id));
  for (let i = 0; i < 8; i += 1) bytes[i] = (bytes[i] ?? 0) ^ (MASK[i] ?? 0);
  return Buffer.concat([bytes, check(bytes)]).toString('base64url');
}

/** The id of a string made by {@link encodeCommentId}; 0 for `0`, `"0"` or empty; null when it is not one. */
export function decodeCommentId(value: unknown): number | null {
  if (value === undefined || value === null || value === 0 || value === '' || value === '0') return 0;
  if (typeof value !== 'string' || value.length !== 16) return null;
  const raw = Buffer.from(value, 'base64url');
  if (raw.length !== 12) return null;
  const bytes = raw.subarray(0, 8);
  if (!check(bytes).equals(raw.subarray(8))) return null;
  const plain = Buffer.from(bytes);
  for (let i = 0; i < 8; i += 1) plain[i] = (plain[i] ?? 0) ^ (MASK[i] ?? 0);
  const id = plain.readBigUInt64BE();
  return id <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(id) : null;
}
