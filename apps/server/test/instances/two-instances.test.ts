import { describe, expect, it } from 'vitest';
import { TEST_DIALECT } from '../helpers.ts';
import { api, twoInstances } from '../support/instances.ts';

/**
 * Two real server processes on one database (one PostgreSQL database, or one SQLite file on this machine):
 * what one instance writes, the other must honour. Nothing they must share may live in a process.
 */
const DEMO = { mobile: '13800000000', password: 'meedu123' };
const RATE_LIMIT = 40;

describe(`two server instances on one ${TEST_DIALECT} database`, () => {
  const two = twoInstances({ RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) });

  it('accepts on one instance a login made on the other, and refuses it on both after logout', async () => {
    const login = await api<{ token: string }>(two.a.url, 'POST', '/api/v2/login/password', DEMO);
    expect(login.json.code).toBe(0);
    const token = login.json.data.token;
    const detail = await api<{ mobile: string }>(two.b.url, 'GET', '/api/v2/member/detail', undefined, token);
    expect(detail.json.code).toBe(0);
    expect(detail.json.data.mobile).toBe(DEMO.mobile);

    expect((await api(two.b.url, 'POST', '/api/v2/logout', {}, token)).json.code).toBe(0);
    expect((await api(two.a.url, 'GET', '/api/v2/member/detail', undefined, token)).json.code).toBe(401);
  });

  it("accepts on one instance an SMS code sent through the other; each shows the other's changes", async () => {
    const mobile = '13811112222';
    const captcha = await api<{ key: string }>(two.a.url, 'GET', '/api/v2/captcha/image');
    const text = await api<{ text: string }>(two.b.url, 'GET', `/__dev/captcha?key=${captcha.json.data.key}`);
    const sent = await api(two.b.url, 'POST', '/api/v2/captcha/sms', {
      mobile,
      image_key: captcha.json.data.key,
      image_captcha: text.json.data.text,
      scene: 'login',
    });
    expect(sent.json).toMatchObject({ code: 0 });
    const outbox = await api<{ code: string }>(two.a.url, 'GET', `/__dev/sms?mobile=${mobile}`);
    const login = await api<{ token: string }>(two.a.url, 'POST', '/api/v2/login/mobile', {
      mobile,
      mobile_code: outbox.json.data.code,
    });
    expect(login.json.code).toBe(0);
    const token = login.json.data.token;
    expect(token).toBeTruthy();

    // b keeps the new member's detail while the database is unchanged; a change made through a moves it.
    const before = await api<{ nick_name: string }>(
      two.b.url,
      'GET',
      '/api/v2/member/detail',
      undefined,
      token,
    );
    expect(before.json.data.nick_name).not.toBe('双实例学员');
    const named = await api(
      two.a.url,
      'POST',
      '/api/v2/member/detail/nickname',
      { nick_name: '双实例学员' },
      token,
    );
    expect(named.json.code).toBe(0);
    const after = await api<{ nick_name: string }>(
      two.b.url,
      'GET',
      '/api/v2/member/detail',
      undefined,
      token,
    );
    expect(after.json.data.nick_name).toBe('双实例学员');
  });

  it('counts the rate limit across both instances', async () => {
    // Both see this machine as the client: RATE_LIMIT requests split over the two exhaust one budget.
    const results: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 4; i += 1) {
      const base = i % 2 === 0 ? two.a.url : two.b.url;
      results.push((await api(base, 'GET', '/api/v2/links')).json.code);
    }
    expect(results.filter((c) => c === 429).length).toBeGreaterThanOrEqual(4);
    expect(results.at(-1)).toBe(429);
    expect(results.at(-2)).toBe(429);
  });

  it('runs the maintenance job (account deletions) on one instance only', () => {
    const ran = [two.a, two.b].filter((i) => i.output().includes('定时任务已执行'));
    expect(ran).toHaveLength(1);
  });
});
