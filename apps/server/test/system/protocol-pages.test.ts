import { describe, expect, it } from 'vitest';
import { setSetting } from '../../src/settings/settings.ts';
import { seedCore } from '../../src/seed/core.ts';
import { createTestContext } from '../helpers.ts';

describe('protocol pages (/user/protocol, /user/private_protocol, /aboutus)', () => {
  it.each([
    ['/user/protocol', '用户协议', '账号注册与使用'],
    ['/user/private_protocol', '隐私政策', '我们收集的信息'],
    ['/aboutus', '关于我们', '联系我们'],
  ])('%s renders the stored HTML in a page titled %s', async (path, title, text) => {
    const ctx = await createTestContext();
    await seedCore(ctx);
    const res = await ctx.app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain(`<title>${title} - 知学堂</title>`);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain(text);
  });

  it('shows 暂无内容 when nothing is stored and escapes the site name', async () => {
    const ctx = await createTestContext();
    await setSetting(ctx.db, 'webname', '<b>站点</b>');
    const html = await (await ctx.app.request('/aboutus')).text();
    expect(html).toContain('<p>暂无内容</p>');
    expect(html).toContain('&#60;b&#62;站点&#60;/b&#62;');
    expect(html).not.toContain('<b>站点</b>');
  });
});
