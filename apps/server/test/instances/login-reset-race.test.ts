import { describe, expect, it } from 'vitest';
import { TEST_DIALECT } from '../helpers.ts';
import { api, twoInstances } from '../support/instances.ts';

/**
 * Issue 32, item 1, across instances: password logins with the old password sent to both instances while a
 * reset runs on one of them. Whichever logins succeed, none of their tokens may work on either instance after
 * the reset has answered.
 */
const DEMO = { mobile: '13800000000', password: 'meedu123' };
// One reset per test: a mobile receives one SMS per 60 s, and these instances run on the real clock.
const LOGINS = 30;
const SPACING_MS = 4;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POST as a client behind the trusted proxy at `address`, so the login guard counts each address apart. */
async function postFrom<T>(base: string, p: string, body: unknown, address: string) {
  const res = await fetch(base + p, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; message: string; data: T };
}

describe(`password logins racing a reset on two instances over one ${TEST_DIALECT} database`, () => {
  const two = twoInstances({ TRUST_PROXY: '1' });

  const solvedCaptcha = async (base: string) => {
    const image = await api<{ key: string }>(base, 'GET', '/api/v2/captcha/image');
    const { key } = image.json.data;
    const peek = await api<{ text: string }>(base, 'GET', `/__dev/captcha?key=${key}`);
    return { image_key: key, image_captcha: peek.json.data.text };
  };

  const resetCode = async (address: string) => {
    const sent = await postFrom(
      two.a.url,
      '/api/v2/captcha/sms',
      { mobile: DEMO.mobile, scene: 'password_reset', ...(await solvedCaptcha(two.a.url)) },
      address,
    );
    expect(sent).toMatchObject({ code: 0 });
    return (await api<{ code: string }>(two.a.url, 'GET', `/__dev/sms?mobile=${DEMO.mobile}`)).json.data.code;
  };

  it('leaves no working session on a replaced password, on either instance', async () => {
    const code = await resetCode('10.32.0.250');
    const base = (i: number) => (i % 2 ? two.b.url : two.a.url);
    const captchas = await Promise.all(Array.from({ length: LOGINS }, (_, i) => solvedCaptcha(base(i))));
    const reset = postFrom(
      two.a.url,
      '/api/v2/password/reset',
      { mobile: DEMO.mobile, mobile_code: code, password: 'reset-secret' },
      '10.32.0.251',
    );
    const logins: Promise<{ code: number; message: string; data: { token: string } }>[] = [];
    for (const [i, captcha] of captchas.entries()) {
      logins.push(
        postFrom<{ token: string }>(
          base(i),
          '/api/v2/login/password',
          { ...DEMO, ...captcha },
          `10.32.0.${i + 1}`,
        ),
      );
      await pause(SPACING_MS);
    }
    expect(await reset).toMatchObject({ code: 0 });
    const replies = await Promise.all(logins);
    for (const reply of replies) if (reply.code !== 0) expect(reply.message).toBe('手机号或密码错误');
    const working: string[] = [];
    for (const reply of replies.filter((r) => r.code === 0))
      for (const instance of [two.a.url, two.b.url]) {
        const detail = await api(instance, 'GET', '/api/v2/member/detail', undefined, reply.data.token);
        if (detail.json.code !== 401) working.push(`${instance} ${reply.data.token}`);
      }
    expect(working).toEqual([]);
  }, 90_000);
});
