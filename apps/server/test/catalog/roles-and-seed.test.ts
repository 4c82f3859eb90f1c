import { BLOCK_SIGNS } from '@meedu/contract';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers.ts';
import { seedDemo } from '../../src/seed/index.ts';
import { MEDIA_DIR } from '../../src/modules/video/media.ts';
import { allCovers } from '../../src/seed/covers.ts';

type Obj = Record<string, unknown>;

describe('GET /api/v2/roles', () => {
  it('lists shown roles by weight with description rows', async () => {
    const ctx = createTestContext();
    const ins = ctx.db.prepare(
      "INSERT INTO roles (name, charge, expire_days, description, is_show, weight, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, '', '')",
    );
    ins.run('年度会员', 268, 365, '全部课程\n\n专属群', 1, 3);
    ins.run('月度会员', 30, 30, '全部课程', 1, 1);
    ins.run('内部', 1, 1, '', 0, 0);
    expect((await ctx.call('GET', '/api/v2/roles')).json.data).toEqual([
      { id: 2, name: '月度会员', charge: 30, expire_days: 30, desc_rows: ['全部课程'] },
      { id: 1, name: '年度会员', charge: 268, expire_days: 365, desc_rows: ['全部课程', '专属群'] },
    ]);
  });
});

describe('demo catalogue', () => {
  it('seeds a believable catalogue that the endpoints serve', async () => {
    const ctx = createTestContext();
    seedDemo(ctx);
    const count = (t: string) =>
      ctx.db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${t}`).get()?.n ?? 0;
    expect(count('courses')).toBeGreaterThanOrEqual(30);
    expect(count('course_categories WHERE parent_id = 0')).toBe(6);
    expect(count('videos')).toBeGreaterThan(100);

    // Every stored image and media reference exists on disk.
    const thumbs = ctx.db
      .prepare<[], { t: string }>(
        `SELECT thumb AS t FROM courses UNION SELECT thumb FROM live_courses UNION SELECT thumb FROM books
       UNION SELECT thumb FROM topics UNION SELECT thumb FROM learn_paths UNION SELECT thumb FROM sliders`,
      )
      .all();
    for (const { t } of thumbs)
      expect(fs.existsSync(path.join(MEDIA_DIR, t.replace('/media/', '')))).toBe(true);
    for (const [file, svg] of allCovers())
      expect(fs.readFileSync(path.join(MEDIA_DIR, 'covers', file), 'utf8')).toBe(svg);
    for (const { url } of ctx.db.prepare<[], { url: string }>('SELECT DISTINCT url FROM videos').all()) {
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

    const student = ctx.db
      .prepare<[], { id: number }>("SELECT id FROM users WHERE mobile = '13800000000'")
      .get();
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
      const role = ctx.db
        .prepare<[number], { role_id: number }>('SELECT role_id FROM users WHERE id = ?')
        .get(student.id);
      expect(role?.role_id).toBe(0);
    }
    const search = (await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent('数据分析')}`)).json
      .data as { total: number };
    expect(search.total).toBeGreaterThan(3);
  });
});
