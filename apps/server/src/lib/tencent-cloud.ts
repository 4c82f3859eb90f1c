import { createHash, createHmac } from 'node:crypto';

/**
 * Tencent Cloud API 3.0 calls signed with TC3-HMAC-SHA256, done here rather than with tencentcloud-sdk-nodejs-*:
 * the FaceID SDK package is not available from the registry this project installs from, and the protocol is
 * short and documented (https://cloud.tencent.com/document/api/1007/31324). The endpoint may be any address (a
 * local fake in tests); the signed host is the one the request goes to.
 */
export interface TencentCloudCredentials {
  secretId: string;
  secretKey: string;
}

export interface TencentCloudRequest {
  /** e.g. https://faceid.tencentcloudapi.com */
  endpoint: string;
  /** e.g. faceid */
  service: string;
  action: string;
  version: string;
  region: string;
  payload: Record<string, unknown>;
  /** Seconds since the epoch. */
  timestamp: number;
}

const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s).digest();

const CONTENT_TYPE = 'application/json; charset=utf-8';

/** The TC3 signature of a POST of `body` (JSON) to `host` for `action` at `timestamp`. */
export function tc3Signature(
  creds: TencentCloudCredentials,
  r: { host: string; service: string; action: string; body: string; timestamp: number },
): { authorization: string; signature: string } {
  const date = new Date(r.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host;x-tc-action';
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${CONTENT_TYPE}\nhost:${r.host}\nx-tc-action:${r.action.toLowerCase()}\n`,
    signedHeaders,
    sha256Hex(r.body),
  ].join('\n');
  const scope = `${date}/${r.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(r.timestamp), scope, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const signingKey = hmac(hmac(hmac(`TC3${creds.secretKey}`, date), r.service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    signature,
    authorization: `TC3-HMAC-SHA256 Credential=${creds.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

/** Tencent Cloud answered with `Response.Error` (or not in its format at all). */
export class TencentCloudError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly requestId: string,
  ) {
    super(`${code}: ${message}${requestId ? ` (RequestId ${requestId})` : ''}`);
  }
}

/** Calls one API action and answers its `Response` object; a `Response.Error` throws TencentCloudError. */
export async function tencentCloudCall(
  creds: TencentCloudCredentials,
  r: TencentCloudRequest,
): Promise<Record<string, unknown>> {
  const body = JSON.stringify(r.payload);
  const host = new URL(r.endpoint).host;
  const { authorization } = tc3Signature(creds, {
    host,
    service: r.service,
    action: r.action,
    body,
    timestamp: r.timestamp,
  });
  let text: string;
  try {
    const res = await fetch(`${r.endpoint}/`, {
      method: 'POST',
      headers: {
        authorization,
        'content-type': CONTENT_TYPE,
        'x-tc-action': r.action,
        'x-tc-timestamp': String(r.timestamp),
        'x-tc-version': r.version,
        'x-tc-region': r.region,
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    text = await res.text();
  } catch (e) {
    throw new TencentCloudError('NetworkError', (e as Error).message, '');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new TencentCloudError('BadReply', text.slice(0, 200), '');
  }
  const response = (parsed as { Response?: Record<string, unknown> } | null)?.Response;
  if (!response || typeof response !== 'object')
    throw new TencentCloudError('BadReply', text.slice(0, 200), '');
  const requestId = typeof response.RequestId === 'string' ? response.RequestId : '';
  const error = response.Error as { Code?: unknown; Message?: unknown } | undefined;
  if (error)
    throw new TencentCloudError(String(error.Code ?? 'Error'), String(error.Message ?? ''), requestId);
  return response;
}
