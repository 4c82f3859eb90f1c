import type { AdminErrorReply, WatermarkLookupReply } from '@meedu/contract/admin';
import { WATERMARK_CODE_PATTERN } from '@meedu/contract/admin';
import type { PlayInfoReply } from '@meedu/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { toDbTime } from '../../src/lib/dates.ts';
import { pruneWatermarkGrants, watermarkCodeOf } from '../../src/modules/watermark/service.ts';
import { setSetting, settingDefaults } from '../../src/settings/settings.ts';
import { auditRows, consoleCrew } from '../admin/support.ts';
import { fixtures } from '../catalog/fixtures.ts';

/** Issue 30: the play grant's watermark names the member by a code, never the full mobile; the console maps it back. */
describe('watermark codes', () => {
  const crew = consoleCrew('members.view', 'members.edit', 'courses.view');
  const s = {} as {
    videoId: number;
    alice: { id: number; token: string; mobile: string };
    bob: { id: number; token: string; mobile: string };
  };

  beforeAll(async () => {
    const { ctx } = crew;
    const f = fixtures(ctx);
    const courseId = await f.course({ charge: 0, isFree: 1 });
    s.videoId = await f.video(courseId, { duration: 20 });
    s.alice = await ctx.member({ mobile: '13812345678', nick_name: '小李' });
    s.bob = await ctx.member({ mobile: '13987654321' });
    await setSetting(ctx.db, 'player', {
      ...settingDefaults.player,
      enabled_bullet_secret: 1,
      bullet_secret: {
        size: 16,
        color: '#ffffff',
        opacity: 0.6,
        text: '知学堂 ${user.mobile} {nickname} {date}',
      },
    });
  });

  const play = async (member: { token: string }, address: string) => {
    const r = await crew.ctx.call('GET', `/api/v2/video/${s.videoId}/playinfo?is_try=0`, {
      token: member.token,
      headers: { 'x-forwarded-for': address },
    });
    return { raw: JSON.stringify(r.json), reply: r.json.data as PlayInfoReply };
  };
  const grantsOf = (userId: number) =>
    crew.ctx.db
      .selectFrom('watermark_grants')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();

  it('fills the template with a stable, random code and the masked mobile, and records each grant', async () => {
    const first = await play(s.alice, '203.0.113.7');
    const again = await play(s.alice, '203.0.113.8');
    const other = await play(s.bob, '203.0.113.9');
    const code = first.reply.watermark?.code ?? '';
    expect(code).toMatch(WATERMARK_CODE_PATTERN);
    expect(again.reply.watermark?.code).toBe(code);
    expect(other.reply.watermark?.code).toMatch(WATERMARK_CODE_PATTERN);
    expect(other.reply.watermark?.code).not.toBe(code);
    const date = first.reply.watermark?.text.match(/\d{4}-\d{2}-\d{2}/)?.[0];
    expect(first.reply.watermark).toEqual({
      text: `知学堂 138****5678 小李 ${date} ${code}`,
      code,
      size: 16,
      color: '#ffffff',
      opacity: 0.6,
    });
    // No reply of the grant carries the full mobile.
    expect(first.raw).not.toContain(s.alice.mobile);
    expect(other.raw).not.toContain(s.bob.mobile);
    expect(await grantsOf(s.alice.id)).toMatchObject([
      { video_id: s.videoId, code, ip: '203.0.113.7' },
      { video_id: s.videoId, code, ip: '203.0.113.8' },
    ]);

    await setSetting(crew.ctx.db, 'player', { ...settingDefaults.player, enabled_bullet_secret: 0 });
    expect((await play(s.bob, '203.0.113.9')).reply).not.toHaveProperty('watermark');
    expect(await grantsOf(s.bob.id)).toHaveLength(1);
  });

  it('maps a code back to the member and their grants for members.view, audited; refuses others', async () => {
    const code = (await grantsOf(s.alice.id))[0]?.code ?? '';
    const r = await crew.viewer.call<WatermarkLookupReply>(
      'GET',
      `/watermark/lookup?code=${code.toLowerCase()}`,
    );
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(code);
    expect(r.body.member).toMatchObject({ id: s.alice.id, nick_name: '小李', mobile: s.alice.mobile });
    expect(r.body.grants.map((g) => g.ip)).toEqual(['203.0.113.8', '203.0.113.7']);
    expect(r.body.grants[0]).toMatchObject({ video_id: s.videoId, course_title: expect.any(String) });
    const [row] = await auditRows(crew.ctx, 'watermark_code');
    expect(row).toMatchObject({ action: 'lookup_watermark', entity_id: code, admin_name: crew.viewer.name });
    expect(row?.after).toEqual({ member_id: s.alice.id });

    const unknown = await crew.viewer.call<AdminErrorReply>('GET', '/watermark/lookup?code=ZZZZZZZZ');
    expect(unknown.status).toBe(404);
    expect((await auditRows(crew.ctx, 'watermark_code'))[0]?.summary).toBe('查询水印编码 ZZZZZZZZ（未找到）');
    expect((await crew.viewer.call('GET', '/watermark/lookup?code=12')).status).toBe(400);
    expect((await crew.outsider.call('GET', `/watermark/lookup?code=${code}`)).status).toBe(403);
  });

  it('forgets grants older than WATERMARK_GRANT_DAYS at maintenance, keeping newer grants and the code', async () => {
    const { ctx } = crew;
    const carol = await ctx.member({ mobile: '13700000001' });
    const now = ctx.clock.now().getTime();
    const code = await watermarkCodeOf(ctx.db, carol.id, toDbTime(new Date(now)));
    await ctx.db
      .insertInto('watermark_grants')
      .values(
        [400, 181, 1].map((daysAgo) => ({
          user_id: carol.id,
          video_id: s.videoId,
          code,
          ip: '203.0.113.11',
          created_at: toDbTime(new Date(now - daysAgo * 86_400_000)),
        })),
      )
      .execute();
    const [, , recent] = await grantsOf(carol.id);
    expect(ctx.config.watermarkGrantDays).toBe(180);
    expect(await pruneWatermarkGrants(ctx)).toBe(2);
    expect((await grantsOf(carol.id)).map((g) => g.id)).toEqual([recent?.id]);
    const lookup = await crew.viewer.call<WatermarkLookupReply>('GET', `/watermark/lookup?code=${code}`);
    expect(lookup.body.member?.id).toBe(carol.id);
  });
});
