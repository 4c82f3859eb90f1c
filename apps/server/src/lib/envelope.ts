import type { Context } from 'hono';
import { rawTimesToSiteZone } from './dates.ts';
import { negotiatedReply } from './reply.ts';

/** A business failure: answered as `{code, message, data: []}` with HTTP 200 (contract §1.2). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number = 1,
  ) {
    super(message);
  }
}

/** An envelope already serialised: what a reply kept across requests holds, so sending it again builds nothing. */
export interface SerializedEnvelope {
  readonly text: string;
  /** In bytes. */
  readonly length: number;
}

function serialize(body: { code: number; message: string; data: unknown }): SerializedEnvelope {
  const text = rawTimesToSiteZone(JSON.stringify(body));
  return { text, length: Buffer.byteLength(text) };
}

/** The success envelope of `data`, serialised once (for a reply kept by a cache; `ok` sends one at once). */
export function serializeOk<T>(data: T): SerializedEnvelope {
  return serialize({ code: 0, message: '', data: data ?? [] });
}

/**
 * The envelope with every header it goes out with (lib/reply.ts): its length when small, or compressed for the
 * client when 1 KB or more, so no middleware has to read it back or rebuild its headers.
 */
export function sendEnvelope(c: Context, { text, length }: SerializedEnvelope): Response {
  return negotiatedReply(c, { body: text, length, contentType: 'application/json' });
}

/**
 * The success envelope of `data`. Every call names the contract type it answers, `ok<CourseDetailReply>(c, …)`:
 * the type is never inferred from the value (without one, `data` must be `never`), so a reply cannot drift from
 * the contract unnoticed.
 */
export function ok<R = never>(c: Context, data: NoInfer<R>): Response {
  return sendEnvelope(c, serializeOk(data));
}

export function fail(c: Context, message: string, code = 1): Response {
  return sendEnvelope(c, serialize({ code, message, data: [] }));
}
