import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_TIME_ZONE } from '@meedu/contract';
import { rawTimesToSiteZone, setSiteTimeZone } from '../../src/lib/dates.ts';
import { createTestContext } from '../helpers.ts';

// createApp sets the process's site zone; files share a worker, so the default goes back after this one.
afterAll(() => setSiteTimeZone(DEFAULT_SITE_TIME_ZONE));

async function memberDetailIn(zone: string | undefined) {
  const ctx = await createTestContext(zone ? { siteTimeZone: zone } : {});
  const config = (await ctx.call('GET', '/api/v2/other/config')).json.data as { site_timezone: string };
  expect(config.site_timezone).toBe(zone ?? 'Asia/Shanghai');
  const m = await ctx.member();
  await ctx.db
    .updateTable('users')
    .set({ role_expired_at: '2027-01-01 00:00:00', created_at: '2026-11-21 08:00:00' })
    .where('id', '=', m.id)
    .execute();
  const { json } = await ctx.call('GET', '/api/v2/member/detail', { token: m.token });
  return json.data as { role_expired_at: string; created_at: string };
}

describe('raw times in the site zone (SITE_TIMEZONE)', () => {
  it('sends stored UTC raw times as wall times of the site zone; ISO times keep their zone', async () => {
    // Asia/Shanghai by default, as MeEdu servers run.
    expect(await memberDetailIn(undefined)).toMatchObject({
      role_expired_at: '2027-01-01 08:00:00',
      created_at: '2026-11-21T08:00:00.000000Z',
    });
    expect(await memberDetailIn('America/New_York')).toMatchObject({
      role_expired_at: '2026-12-31 19:00:00',
      created_at: '2026-11-21T08:00:00.000000Z',
    });
  });

  it('moves only whole raw values of time members, never text that quotes one', () => {
    setSiteTimeZone('Asia/Shanghai');
    const reply = JSON.stringify({
      paid_at: '2026-11-21 20:00:00',
      content: 'x_at":"2026-11-21 20:00:00" is "2026-11-21 20:00:00"',
      title: '2026-11-21 20:00:00',
      end_time: '2026-11-21 20:00:00',
    });
    expect(JSON.parse(rawTimesToSiteZone(reply))).toEqual({
      paid_at: '2026-11-22 04:00:00',
      content: 'x_at":"2026-11-21 20:00:00" is "2026-11-21 20:00:00"',
      title: '2026-11-21 20:00:00',
      end_time: '2026-11-22 04:00:00',
    });
  });
});
