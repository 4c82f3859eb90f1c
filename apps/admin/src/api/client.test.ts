import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/msw.ts';
import { AdminApiError, api, setUnauthorizedHandler } from './client.ts';

afterEach(() => setUnauthorizedHandler(() => undefined));

describe('the console client', () => {
  it('sends the console header on writes only, and same-origin JSON', async () => {
    const seen: { method: string; header: string | null; type: string | null }[] = [];
    server.use(
      http.all('*/admin/api/things', ({ request }) => {
        seen.push({
          method: request.method,
          header: request.headers.get('x-requested-with'),
          type: request.headers.get('content-type'),
        });
        return HttpResponse.json({ ok: true });
      }),
    );
    await api.get('/things', { q: 'a', empty: '', none: undefined });
    await api.post('/things', { a: 1 });
    expect(seen).toEqual([
      { method: 'GET', header: null, type: null },
      { method: 'POST', header: 'zxt-admin', type: 'application/json' },
    ]);
  });

  it('turns a refusal into AdminApiError with its fields, and calls the 401 handler outside sign-in', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(
      http.post('*/admin/api/roles', () =>
        HttpResponse.json({ message: '角色名称已存在', fields: { name: '角色名称已存在' } }, { status: 400 }),
      ),
      http.get('*/admin/api/roles', () =>
        HttpResponse.json({ message: '登录已过期，请重新登录' }, { status: 401 }),
      ),
      http.post('*/admin/api/auth/login', () =>
        HttpResponse.json({ message: '用户名或密码错误' }, { status: 401 }),
      ),
    );
    await expect(api.post('/roles', {})).rejects.toMatchObject({
      status: 400,
      message: '角色名称已存在',
      fields: { name: '角色名称已存在' },
    });
    await expect(api.get('/roles')).rejects.toBeInstanceOf(AdminApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(api.post('/auth/login', {})).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('answers a network failure as status 0 with a Chinese message', async () => {
    server.use(http.get('*/admin/api/down', () => HttpResponse.error()));
    await expect(api.get('/down')).rejects.toMatchObject({
      status: 0,
      message: '网络异常，请检查网络后重试',
    });
  });
});
