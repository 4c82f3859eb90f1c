import { TC3_CONTENT_TYPE, tc3Authorization } from './tc3.ts';

/**
 * Tencent Cloud API 3.0 calls (FaceID), signed by `tc3.ts` rather than with tencentcloud-sdk-nodejs-*: the FaceID
 * SDK package is not available from the registry this project installs from, and the protocol is short and
 * documented (https://cloud.tencent.com/document/api/1007/31324). The endpoint may be any address (a local fake in
 * tests); the signed host is the one the request goes to.
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
  /** How long to wait for the answer (10 s unless the caller says otherwise). */
  timeoutMs?: number;
}

/** Tencent Cloud answered with `Response.Error` (or not in its format at all). */
export class TencentCloudError extends Error {
  constructor(
    readonly code: string,
    /** Tencent Cloud's own words (`Response.Error.Message`), or what failed on the way. */
    readonly detail: string,
    readonly requestId: string,
  ) {
    super(`${code}: ${detail}${requestId ? ` (RequestId ${requestId})` : ''}`);
  }
}

/** The failures on the way (no answer, or not Tencent Cloud's format), as opposed to an answered `Response.Error`. */
export const TENCENT_CLOUD_TRANSPORT_ERRORS: readonly string[] = ['NetworkError', 'BadReply'];

/** Calls one API action and answers its `Response` object; a `Response.Error` throws TencentCloudError. */
export async function tencentCloudCall(
  creds: TencentCloudCredentials,
  r: TencentCloudRequest,
): Promise<Record<string, unknown>> {
  const body = JSON.stringify(r.payload);
  const host = new URL(r.endpoint).host;
  const authorization = tc3Authorization({
    ...creds,
    service: r.service,
    host,
    action: r.action,
    payload: body,
    timestamp: r.timestamp,
  });
  let text: string;
  try {
    const res = await fetch(new URL('/', r.endpoint), {
      method: 'POST',
      headers: {
        authorization,
        'content-type': TC3_CONTENT_TYPE,
        'x-tc-action': r.action,
        'x-tc-timestamp': String(r.timestamp),
        'x-tc-version': r.version,
        'x-tc-region': r.region,
      },
      body,
      signal: AbortSignal.timeout(r.timeoutMs ?? 10_000),
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
