import { waitFor } from '@testing-library/react';
import { delay } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, sendEarly, setUnauthorizedHandler } from './client.ts';
import { setNotifier } from './notify.ts';
import { httpError, networkError, onGet, onPost, refuse } from '../../test/handlers/http.ts';
import { memberApi } from '../../test/handlers/member.ts';
import { orderApi } from '../../test/handlers/order.ts';
import { studyApi } from '../../test/handlers/study.ts';
import { server } from '../../test/msw.ts';

const errors: string[] = [];
const onUnauthorized = vi.fn();
beforeEach(() => {
  errors.length = 0;
  onUnauthorized.mockReset();
  setNotifier({ error: (t) => errors.push(t), success: () => undefined });
  setUnauthorizedHandler(onUnauthorized);
});

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw new Error(`rejected with something other than ApiError: ${String(e)}`);
  }
  throw new Error('expected a rejection');
}

describe('api client envelope handling', () => {
  it('resolves data of a code-0 envelope and sends the bearer token', async () => {
    localStorage.setItem('meedu-user-token', 'tok');
    let auth = '';
    server.use(
      onGet('/api/v2/thing', ({ request }) => {
        auth = request.headers.get('authorization') ?? '';
        return { a: 1 };
      }),
    );
    await expect(api.get<{ a: number }>('/api/v2/thing')).resolves.toEqual({ a: 1 });
    expect(auth).toBe('Bearer tok');
    expect(errors).toEqual([]);
  });

  it('toasts a business error and rejects with kind business', async () => {
    server.use(onPost('/api/v2/thing', () => refuse('手机号已存在')));
    const e = await rejection(api.post('/api/v2/thing', {}));
    expect(e.kind).toBe('business');
    expect(e.message).toBe('手机号已存在');
    expect(errors).toEqual(['手机号已存在']);
  });

  it('stays silent for 请勿重复绑定 and for silent calls', async () => {
    server.use(onPost('/api/v2/bind', () => refuse('请勿重复绑定')));
    expect((await rejection(api.post('/api/v2/bind'))).message).toBe('请勿重复绑定');
    server.use(onGet('/api/v2/quiet', () => refuse('错误')));
    expect((await rejection(api.get('/api/v2/quiet', undefined, { silent: true }))).kind).toBe('business');
    expect(errors).toEqual([]);
  });

  it('envelope code 401 → 请重新登录 and the handler', async () => {
    server.use(memberApi.detail(() => refuse('错误', 401)));
    const e = await rejection(api.get('/api/v2/member/detail'));
    expect(e.kind).toBe('auth');
    expect(errors).toEqual(['请重新登录']);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('HTTP 401 → the same', async () => {
    server.use(studyApi.subscribedCourses(() => httpError(401, { message: 'Unauthenticated.' })));
    const e = await rejection(api.get('/api/v3/member/courses'));
    expect(e.kind).toBe('auth');
    expect(errors).toEqual(['请重新登录']);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('other HTTP errors reject with kind http and no toast', async () => {
    server.use(onGet('/api/v2/oops', () => httpError(500, { message: 'Server Error' })));
    const e = await rejection(api.get('/api/v2/oops'));
    expect(e.kind).toBe('http');
    expect(e.status).toBe(500);
    expect(errors).toEqual([]);
  });

  it('a network error toasts and rejects with kind network', async () => {
    server.use(onGet('/api/v2/down', networkError));
    const e = await rejection(api.get('/api/v2/down'));
    expect(e.kind).toBe('network');
    expect(errors).toEqual(['网络异常，请检查网络后重试']);
  });

  it('a timeout toasts and rejects with kind network', async () => {
    server.use(
      onGet('/api/v2/slow', async () => {
        await delay(500);
        return [];
      }),
    );
    // The timeout covers the whole exchange, as it did with axios.
    const e = await rejection(api.get(`${location.origin}/api/v2/slow`, undefined, { timeout: 50 }));
    expect(e.kind).toBe('network');
    expect(errors).toEqual(['请求超时，请稍后重试']);
  });
});

describe('early answers (issue 10: the early script sends the first screen’s requests)', () => {
  beforeEach(() => {
    window.__meeduEarlyAnswers?.clear();
    localStorage.removeItem('meedu-user-token');
  });

  /** Counts the requests for one address; each answer carries its number. */
  function counted(path: string) {
    const seen = { count: 0, auth: [] as string[] };
    server.use(
      onGet(path, ({ request }) => {
        seen.count += 1;
        seen.auth.push(request.headers.get('authorization') ?? '');
        return { n: seen.count };
      }),
    );
    return seen;
  }

  it('the first request for the address takes the early answer; the next one asks again', async () => {
    const seen = counted('/api/v2/course/3');
    void sendEarly('/api/v2/course/3');
    expect(await api.get('/api/v2/course/3')).toEqual({ n: 1 });
    expect(seen.count).toBe(1);
    expect(await api.get('/api/v2/course/3')).toEqual({ n: 2 });
    expect(seen.count).toBe(2);
  });

  it('matches query strings as the client writes them, and sends the stored token', async () => {
    localStorage.setItem('meedu-user-token', 'tok');
    const seen = counted('/api/v2/courses');
    void sendEarly('/api/v2/courses?page=1&page_size=16&scene=&category_id=0');
    await api.get('/api/v2/courses', { page: 1, page_size: 16, scene: '', category_id: 0 });
    expect(seen.count).toBe(1);
    expect(seen.auth).toEqual(['Bearer tok']);
  });

  it('is not taken once the token has changed (a login code replaced it)', async () => {
    localStorage.setItem('meedu-user-token', 'old');
    const seen = counted('/api/v2/member/detail');
    void sendEarly('/api/v2/member/detail');
    localStorage.setItem('meedu-user-token', 'new');
    await api.get('/api/v2/member/detail');
    await waitFor(() => expect(seen.count).toBe(2));
    expect(seen.auth).toEqual(['Bearer old', 'Bearer new']);
  });

  it('is not taken when it is more than ten seconds old', async () => {
    const now = vi.spyOn(performance, 'now');
    now.mockReturnValue(1_000);
    const seen = counted('/api/v2/navs');
    void sendEarly('/api/v2/navs');
    now.mockReturnValue(12_000);
    await api.get('/api/v2/navs');
    now.mockRestore();
    await waitFor(() => expect(seen.count).toBe(2));
  });

  it('a failed early request is asked again once, as if it had never been sent', async () => {
    let calls = 0;
    server.use(
      orderApi.roles(() => {
        calls += 1;
        return calls === 1 ? networkError() : [];
      }),
    );
    void sendEarly('/api/v2/roles');
    expect(await api.get('/api/v2/roles')).toEqual([]);
    expect(calls).toBe(2);
    expect(errors).toEqual([]);
  });

  it('a POST to the same address never takes it', async () => {
    const seen = counted('/api/v2/thing');
    server.use(onPost('/api/v2/thing', 'posted'));
    void sendEarly('/api/v2/thing');
    expect(await api.post('/api/v2/thing', {})).toBe('posted');
    expect(await api.get('/api/v2/thing')).toEqual({ n: 1 });
    expect(seen.count).toBe(1);
  });
});
