import { createHash, createHmac } from 'node:crypto';

/**
 * Tencent Cloud API 3.0 request signing, TC3-HMAC-SHA256 (https://cloud.tencent.com/document/api/382/52072):
 * the canonical request (method, path `/`, empty query, the `content-type`, `host` and `x-tc-action` headers,
 * the body's SHA-256) is hashed into the string to sign, and signed with a key derived from the secret key, the UTC
 * date, the service and `tc3_request`. Shared by every Tencent Cloud API this server calls (SMS, FaceID).
 */
export interface Tc3Request {
  secretId: string;
  secretKey: string;
  /** `sms`, `faceid`: the first label of the API's host. */
  service: string;
  /** The host the request goes to (what its Host header says). */
  host: string;
  action: string;
  /** The JSON body, exactly as sent. */
  payload: string;
  /** Seconds since the epoch. */
  timestamp: number;
}

export const TC3_CONTENT_TYPE = 'application/json; charset=utf-8';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/** The `Authorization` header of a POST with a JSON body. */
export function tc3Authorization(r: Tc3Request): string {
  const date = new Date(r.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host;x-tc-action';
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${TC3_CONTENT_TYPE}\nhost:${r.host}\nx-tc-action:${r.action.toLowerCase()}\n`,
    signedHeaders,
    sha256Hex(r.payload),
  ].join('\n');
  const scope = `${date}/${r.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(r.timestamp), scope, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const signingKey = hmac(hmac(hmac(`TC3${r.secretKey}`, date), r.service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `TC3-HMAC-SHA256 Credential=${r.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}
