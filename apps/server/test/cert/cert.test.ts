import type { MemberCert } from '@meedu/contract';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers.ts';
import { fixtures } from '../catalog/fixtures.ts';
import * as certs from '../../src/modules/cert/repository.ts';
import * as course from '../../src/modules/course/repository.ts';
import { expectShapes, type FieldList } from '../support/contract-shape.ts';

const CERT: FieldList<MemberCert> = { id: true, created_at: true, cert: true };

describe('certificates', () => {
  it('are issued when the course is finished, listed, and downloaded as a PNG by their holder only', async () => {
    const ctx = await createTestContext();
    const f = fixtures(ctx);
    const now = f.past(0);
    const c = await f.course({ title: '证书课' });
    const certId = await certs.insertCert(ctx.db, {
      name: '结业证书',
      template_image: '/media/covers/course-1.svg',
      rule_type: 'course_finished',
      rule_id: c,
      created_at: now,
    });
    const a = await ctx.member({ nick_name: '小明' });
    const b = await ctx.member();
    const list = async (token: string) =>
      (await ctx.call('GET', '/addons/Cert/api/v1/member/cert?page=1&size=10', { token })).json.data as {
        data: MemberCert[];
        total: number;
      };
    expect(await list(a.token)).toEqual({ data: [], total: 0 });
    await course.insertCourseRecordRow(ctx.db, {
      user_id: a.id,
      course_id: c,
      is_watched: 0,
      watched_at: null,
      progress: 50,
      created_at: now,
      updated_at: now,
    });
    expect((await list(a.token)).total).toBe(0);
    await ctx.db.updateTable('course_user_records').set({ is_watched: 1, watched_at: now }).execute();
    const mine = await list(a.token);
    expect(mine.total).toBe(1);
    expectShapes(mine.data, CERT);
    expect(mine.data[0]!.cert).toEqual({
      id: certId,
      name: '结业证书',
      template_image: 'http://localhost:8080/media/covers/course-1.svg',
    });
    expect((await list(a.token)).total).toBe(1);
    expect(await list(b.token)).toEqual({ data: [], total: 0 });

    const url = `/addons/Cert/api/v1/member/cert/${certId}/download`;
    const res = await ctx.app.request(`${url}?token=${a.token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = new Uint8Array(await res.arrayBuffer());
    expect([...png.slice(1, 4)].map((x) => String.fromCharCode(x)).join('')).toBe('PNG');
    expect((await ctx.call('GET', `${url}?token=${b.token}`)).json.message).toBe('证书不存在');
    expect((await ctx.call('GET', url)).json.code).toBe(401);
  });
});
