/** Talks to the server the way a test needs: the dev sandboxes and plain API calls. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export async function apiCall<T>(
  baseURL: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(baseURL + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

export async function passwordLogin(baseURL: string, mobile: string, password: string): Promise<string> {
  const r = await apiCall<{ token: string }>(baseURL, 'POST', '/api/v2/login/password', { mobile, password });
  if (r.code !== 0) throw new Error(`login failed: ${r.message}`);
  return r.data.token;
}

/** The last SMS code the sandbox outbox holds for a mobile. */
export async function lastSmsCode(baseURL: string, mobile: string): Promise<string> {
  const r = await apiCall<{ code: string }>(
    baseURL,
    'GET',
    `/__dev/sms?mobile=${encodeURIComponent(mobile)}`,
  );
  if (r.code !== 0) throw new Error(`no sms for ${mobile}: ${r.message}`);
  return r.data.code;
}

export async function captchaText(baseURL: string, key: string): Promise<string> {
  const r = await apiCall<{ text: string }>(baseURL, 'GET', `/__dev/captcha?key=${encodeURIComponent(key)}`);
  if (r.code !== 0) throw new Error(`no captcha for key: ${r.message}`);
  return r.data.text;
}

export const DEMO = { mobile: '13800000000', password: 'meedu123' } as const;

/** `data` of a reply that must succeed: a business error (code ≠ 0) fails the test with its message. */
export async function apiData<T>(
  baseURL: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const r = await apiCall<T>(baseURL, method, path, body, token);
  if (r.code !== 0) throw new Error(`${method} ${path}: ${r.code} ${r.message}`);
  return r.data;
}

/** `data` of a GET that must succeed. */
export const apiGet = <T>(baseURL: string, path: string, token?: string): Promise<T> =>
  apiData<T>(baseURL, 'GET', path, undefined, token);
