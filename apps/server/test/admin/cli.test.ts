import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runOperator } from '../../src/cli/operator.ts';
import { terminalPasswordPrompt } from '../../src/cli/password-prompt.ts';
import { totpCode } from '../../src/modules/admin/totp.ts';
import {
  auditRows,
  consoleCall,
  consoleContext,
  freshAddress,
  captcha,
  insertAdmin,
  loginAs,
} from './support.ts';

const answers =
  (...values: string[]) =>
  async () =>
    values.shift() ?? '';

describe('npm run operator -- admin:…', () => {
  it('creates the first super administrator, who can then sign in; refuses bad names, weak passwords, duplicates', async () => {
    const ctx = await consoleContext();
    const bad = await runOperator(ctx, ['admin:create', '李'], answers('secret123'));
    expect(bad).toMatchObject({ code: 1 });
    expect(bad.text).toContain('用户名为 2–32 位');
    const weak = await runOperator(ctx, ['admin:create', 'root'], answers('short'));
    expect(weak).toEqual({ code: 1, text: '密码至少 8 位，且须同时包含字母和数字' });
    const made = await runOperator(ctx, ['admin:create', 'root'], answers('secret123'));
    expect(made).toEqual({ code: 0, text: '已创建超级管理员 root，请在 /admin 登录。' });
    const again = await runOperator(ctx, ['admin:create', 'root'], answers('secret123'));
    expect(again.code).toBe(1);
    const admin = await ctx.db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ name: 'root', is_super: 1 });
    await loginAs(ctx, { id: admin.id, name: 'root', password: 'secret123' });
    const [row] = (await auditRows(ctx, 'admin')).filter((r) => r.action === 'create');
    expect(row).toMatchObject({ admin_id: null, admin_name: '命令行' });
    expect((await runOperator(ctx, ['nonsense'])).text).toContain('admin:create <用户名>');
  });

  it('resets a password (sessions end, lock lifted, two-step login off) and unlocks', async () => {
    const ctx = await consoleContext();
    const who = await insertAdmin(ctx, { super: true });
    const agent = await loginAs(ctx, who);
    const setup = await agent.call<{ secret: string }>('POST', '/auth/totp/setup');
    await agent.call('POST', '/auth/totp/enable', {
      code: await totpCode(setup.body.secret, ctx.clock.now()),
    });
    for (let i = 0; i < 5; i += 1)
      await consoleCall(ctx, 'POST', '/auth/login', {
        body: { name: who.name, password: 'wrong-pass1', ...(await captcha(ctx)) },
        address: freshAddress(),
      });
    const locked = await ctx.db
      .selectFrom('admins')
      .select('locked_until')
      .where('id', '=', who.id)
      .executeTakeFirstOrThrow();
    expect(locked.locked_until).not.toBeNull();

    expect((await runOperator(ctx, ['admin:unlock', 'ghost'])).code).toBe(1);
    expect(await runOperator(ctx, ['admin:unlock', who.name])).toEqual({
      code: 0,
      text: `已解除 ${who.name} 的锁定。`,
    });
    const row = await ctx.db
      .selectFrom('admins')
      .selectAll()
      .where('id', '=', who.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ locked_until: null, failed_logins: 0 });

    const reset = await runOperator(ctx, ['admin:reset-password', who.name], answers('another123'));
    expect(reset.code).toBe(0);
    expect((await agent.call('GET', '/auth/me')).status).toBe(401);
    const after = await ctx.db
      .selectFrom('admins')
      .selectAll()
      .where('id', '=', who.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({ totp_enabled: 0, totp_secret: null });
    await loginAs(ctx, { ...who, password: 'another123' });
    const actions = (await auditRows(ctx, 'admin')).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['unlock', 'reset_password']));
  });

  it('reads the password from piped stdin, and without echo from a terminal (typed twice)', async () => {
    const piped = new PassThrough();
    piped.end('pipedpass1\n');
    expect(await terminalPasswordPrompt(piped, new PassThrough())('新密码：', true)).toBe('pipedpass1');

    const tty = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => undefined });
    const out = new PassThrough();
    let shown = '';
    out.on('data', (d: Buffer) => (shown += d.toString()));
    const asked = terminalPasswordPrompt(tty, out)('新密码：', true);
    tty.write('secret12x\u007f3\r');
    await new Promise((r) => setTimeout(r, 10));
    tty.write('secret123\r');
    expect(await asked).toBe('secret123');
    expect(shown).toContain('新密码：');
    expect(shown).toContain('再输入一次：');
    expect(shown).not.toContain('secret');

    const mismatch = terminalPasswordPrompt(tty, out)('新密码：', true);
    tty.write('secret123\r');
    await new Promise((r) => setTimeout(r, 10));
    tty.write('other1234\r');
    await expect(mismatch).rejects.toThrow('两次输入的密码不一致');
  });
});
