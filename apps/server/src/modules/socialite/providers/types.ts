/** What a login provider tells us about the person who authorized (QQ Connect, WeChat, or the demo sandbox). */
export interface ProviderIdentity {
  openid: string;
  nickname: string;
  avatar: string;
}

/**
 * A provider refused or could not be read. `reason` is what the member may see (Chinese, no provider internals);
 * `detail` goes to the server log (the provider's error code and text, never a secret).
 */
export class ProviderFailure extends Error {
  constructor(
    readonly reason: string,
    readonly detail: string,
    /** The provider's numeric error code, when it gave one. */
    readonly code?: number,
  ) {
    super(detail);
  }
}

/** An OAuth-style website login: the browser goes to `authorizeUrl`, the callback's code is turned into an identity. */
export interface OAuthLoginProvider {
  readonly name: 'sandbox' | 'qq' | 'wechat-open';
  authorizeUrl(a: { state: string; redirectUri: string; base: string }): string;
  identify(code: string, redirectUri: string): Promise<ProviderIdentity>;
}

const TIMEOUT_MS = 10_000;

/** GET a provider's API and answer the reply's text; a network failure or an HTTP error is a ProviderFailure. */
export async function providerGet(url: string, reason: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (e) {
    throw new ProviderFailure(reason, `request to ${new URL(url).origin} failed: ${(e as Error).message}`);
  }
  const text = await res.text();
  if (res.status >= 500) throw new ProviderFailure(reason, `HTTP ${res.status} from ${new URL(url).origin}`);
  return text;
}

/** `url` with the query parameters set. */
export function withQuery(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

/** Parses a JSON object reply; anything else is a ProviderFailure. */
export function jsonObject(text: string, reason: string): Record<string, unknown> {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    throw new ProviderFailure(reason, `unreadable reply (${String(e)}): ${text.slice(0, 200)}`);
  }
  if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  throw new ProviderFailure(reason, `unreadable reply: ${text.slice(0, 200)}`);
}

export const str = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';

/** POST JSON to a provider's API and answer the reply's text (failures as in {@link providerGet}). */
export async function providerPostJson(url: string, body: unknown, reason: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (e) {
    throw new ProviderFailure(reason, `request to ${new URL(url).origin} failed: ${(e as Error).message}`);
  }
  const text = await res.text();
  if (res.status >= 500) throw new ProviderFailure(reason, `HTTP ${res.status} from ${new URL(url).origin}`);
  return text;
}
