import { BLOCK_SIGNS, type Role } from '@meedu/contract';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers.ts';
import { columnOf } from '../support/rows.ts';
import { seedDemo } from '../../src/seed/index.ts';
import { allCovers } from '../../src/seed/covers.ts';
import { insertRole } from '../../src/modules/role/repository.ts';
import { expectShapes, type FieldList } from '../support/contract-shape.ts';
import { MEDIA_DIR } from '../../src/config.ts';

type Obj = Record<string, unknown>;

const ROLE: FieldList<Role> = { id: true, name: true, charge: true, expire_days: true, desc_rows: true };

describe('GET /api/v2/roles', () => {
  it('lists shown roles by weight with description rows', async () => {
    const ctx = await createTestContext();
    const role = (
      name: string,
      charge: number,
      days: number,
      description: string,
      isShow: number,
      weight: number,
    ) =>
      insertRole(ctx.db, {
        name,
        charge,
        expire_days: days,
        description,
        is_show: isShow,
        weight,
        created_at: '',
        updated_at: '',
      });
    const year = await role('年度会员', 268, 365, '全部课程\n\n专属群', 1, 3);
    const month = await role('月度会员', 30, 30, '全部课程', 1, 1);
    await role('内部', 1, 1, '', 0, 0);
    const roles = (await ctx.call('GET', '/api/v2/roles')).json.data;
    expectShapes(roles, ROLE);
    expect(roles).toEqual([
      { id: month, name: '月度会员', charge: 30, expire_days: 30, desc_rows: ['全部课程'] },
      { id: year, name: '年度会员', charge: 268, expire_days: 365, desc_rows: ['全部课程', '专属群'] },
    ]);
  });
});

describe('demo catalogue', () => {
  it('seeds a believable catalogue that the endpoints serve', async () => {
    const ctx = await createTestContext();
    await seedDemo(ctx);
    const count = async (t: 'courses' | 'videos') =>
      Number(
        (
          await ctx.db
            .selectFrom(t)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('courses')).toBeGreaterThanOrEqual(30);
    const tops = await ctx.db
      .selectFrom('course_categories')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_id', '=', 0)
      .executeTakeFirstOrThrow();
    expect(Number(tops.n)).toBe(6);
    expect(await count('videos')).toBeGreaterThan(100);

    // Every stored image and media reference exists on disk.
    const thumbs = await ctx.db
      .selectFrom('courses')
      .select('thumb as t')
      .union(ctx.db.selectFrom('live_courses').select('thumb as t'))
      .union(ctx.db.selectFrom('books').select('thumb as t'))
      .union(ctx.db.selectFrom('topics').select('thumb as t'))
      .union(ctx.db.selectFrom('learn_paths').select('thumb as t'))
      .union(ctx.db.selectFrom('sliders').select('thumb as t'))
      .execute();
    expect(thumbs.length).toBeGreaterThan(30);
    for (const { t } of thumbs)
      expect(fs.existsSync(path.join(MEDIA_DIR, t.replace('/media/', '')))).toBe(true);
    for (const [file, svg] of allCovers())
      expect(fs.readFileSync(path.join(MEDIA_DIR, 'covers', file), 'utf8')).toBe(svg);
    for (const { url } of await ctx.db.selectFrom('videos').select('url').distinct().execute()) {
      const clip = url.replace('media:', '');
      expect(fs.existsSync(path.join(MEDIA_DIR, clip, `${clip}.mp4`))).toBe(true);
    }

    const blocks = (
      await ctx.call('GET', '/api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index')
    ).json.data as Obj[];
    const signs = new Set(blocks.map((b) => b.sign));
    for (const s of BLOCK_SIGNS) expect(signs.has(s)).toBe(true);
    for (const b of blocks) {
      const items = (b.config_render as { items?: unknown[] }).items;
      if (items) expect(items.length).toBeGreaterThan(0);
    }
    const sliders = (await ctx.call('GET', '/api/v2/sliders?platform=PC')).json.data as Obj[];
    expect(sliders.some((s) => String(s.url).startsWith('https://'))).toBe(true);
    expect(sliders.some((s) => String(s.url).startsWith('/'))).toBe(true);

    const courses = (await ctx.call('GET', '/api/v2/courses?page_size=100')).json.data as { data: Obj[] };
    const first = courses.data.find((c) => c.id === 1);
    const detail = (await ctx.call('GET', `/api/v2/course/${String(first?.id)}`)).json.data as {
      course: Obj;
    };
    expect(String(detail.course.render_desc)).toContain('$$');
    expect(String(detail.course.render_desc)).toContain('<pre><code class="language-python">');

    const student = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', '13800000000')
      .executeTakeFirst();
    expect(student).toBeDefined();
    if (student) {
      const token = await ctx.tokens.issue(student.id);
      const learned = (await ctx.call('GET', '/api/v3/member/courses/learned', { token })).json.data as {
        data: Obj[];
      };
      expect(learned.data.length).toBeGreaterThan(0);
      const bought = (await ctx.call('GET', '/api/v3/member/courses', { token })).json.data as {
        total: number;
      };
      expect(bought.total).toBe(3);
      expect(await columnOf(ctx.db, 'users', 'role_id', { id: student.id })).toBe(0);
    }
    const search = (await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent('数据分析')}`)).json
      .data as { total: number };
    expect(search.total).toBeGreaterThan(3);
  });
});
