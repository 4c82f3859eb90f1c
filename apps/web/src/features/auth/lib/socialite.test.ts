import { describe, expect, it } from 'vitest';
import { qqLoginUrl } from './socialite.ts';

const origin = 'https://shop.example';
const parse = (u: string) => new URL(u).searchParams;

describe('qqLoginUrl', () => {
  it('on /login returns through /login/callback with the encoded safe redirect', () => {
    const q = parse(
      qqLoginUrl('https://api.example', {
        origin,
        pathname: '/login',
        search: '?redirect=%2Fa%3Fb%3D1%26c%3D2',
      }),
    );
    expect(q.get('s_url')).toBe('https://shop.example/login/callback?redirect=%2Fa%3Fb%3D1%26c%3D2');
    expect(q.get('f_url')).toBe('https://shop.example/error');
    expect(q.get('action')).toBe('login');
  });

  it('never carries an off-site redirect', () => {
    const q = parse(
      qqLoginUrl('https://api.example', { origin, pathname: '/login', search: '?redirect=https://evil' }),
    );
    expect(q.get('s_url')).toBe('https://shop.example/login/callback?redirect=%2F');
  });

  it('elsewhere returns to the current address without the socialite parameters', () => {
    const url = qqLoginUrl('https://api.example', {
      origin,
      pathname: '/courses/detail/3',
      search: '?tab=2&login_code=old&action=login',
    });
    expect(url.startsWith('https://api.example/api/v3/auth/login/socialite/qq?')).toBe(true);
    expect(parse(url).get('s_url')).toBe('https://shop.example/courses/detail/3?tab=2');
  });
});
