/**
 * The operator's administrator commands (`npm run operator -- admin:…`), through the same services as the
 * console: the way to create the first administrator of a production site, and to get back in when locked out.
 * Writes are audited as made by the command line.
 */
import { adminNameField, newPasswordField } from '@meedu/contract/admin';
import type { AuditActor } from '../../console/audit.ts';
import { AdminError } from '../../console/http.ts';
import type { AppDeps } from '../../deps.ts';
import * as repo from './repository.ts';
import { createAdmin, resetAdminPassword, unlockAdmin } from './service.ts';

export interface CommandResult {
  code: 0 | 1;
  text: string;
}

/** Asks for a password: `confirm` asks a second time where a person types it (a terminal). */
export type PasswordPrompt = (question: string, confirm: boolean) => Promise<string>;

const CLI_ACTOR: AuditActor & { isSuper: boolean } = { adminId: null, name: '命令行', ip: '', isSuper: true };

export const ADMIN_USAGE = `  admin:create <用户名>                             创建超级管理员（在终端输入密码，或从标准输入读取）
  admin:reset-password <用户名>                     重置密码（结束其会话、解除锁定并关闭两步验证）
  admin:unlock <用户名>                             解除登录失败造成的锁定`;

const done = (text: string): CommandResult => ({ code: 0, text });
const refused = (text: string): CommandResult => ({ code: 1, text });

async function askNewPassword(ask: PasswordPrompt): Promise<string | CommandResult> {
  let password: string;
  try {
    password = await ask('新密码：', true);
  } catch (err) {
    return refused(err instanceof Error ? err.message : String(err));
  }
  const checked = newPasswordField.safeParse(password);
  return checked.success ? checked.data : refused(checked.error.issues[0]?.message ?? '密码无效');
}

const refusal = (err: unknown): CommandResult => {
  if (err instanceof AdminError) return refused(err.message);
  throw err;
};

export async function adminCreateCommand(
  deps: AppDeps,
  name: string | undefined,
  ask: PasswordPrompt,
): Promise<CommandResult> {
  const checked = adminNameField.safeParse(name ?? '');
  if (!checked.success)
    return refused(`${checked.error.issues[0]?.message ?? '用户名无效'}：admin:create <用户名>`);
  if (await repo.findAdminByName(deps.db, checked.data))
    return refused(`管理员 ${checked.data} 已存在，未做任何改动。`);
  const password = await askNewPassword(ask);
  if (typeof password !== 'string') return password;
  try {
    await createAdmin(deps, CLI_ACTOR, { name: checked.data, password, is_super: true, role_id: null });
  } catch (err) {
    return refusal(err);
  }
  return done(`已创建超级管理员 ${checked.data}，请在 /admin 登录。`);
}

async function namedAdmin(deps: AppDeps, name: string | undefined, usage: string) {
  if (!name) return refused(`请给出用户名：${usage}`);
  return (await repo.findAdminByName(deps.db, name)) ?? refused(`管理员 ${name} 不存在，未做任何改动。`);
}

export async function adminResetPasswordCommand(
  deps: AppDeps,
  name: string | undefined,
  ask: PasswordPrompt,
): Promise<CommandResult> {
  const admin = await namedAdmin(deps, name, 'admin:reset-password <用户名>');
  if ('code' in admin) return admin;
  const password = await askNewPassword(ask);
  if (typeof password !== 'string') return password;
  try {
    await resetAdminPassword(deps, CLI_ACTOR, admin.id, { password }, { turnOffTotp: true });
  } catch (err) {
    return refusal(err);
  }
  return done(`已重置 ${admin.name} 的密码：其会话已结束，锁定已解除，两步验证已关闭（登录后可重新开启）。`);
}

export async function adminUnlockCommand(deps: AppDeps, name: string | undefined): Promise<CommandResult> {
  const admin = await namedAdmin(deps, name, 'admin:unlock <用户名>');
  if ('code' in admin) return admin;
  await unlockAdmin(deps, CLI_ACTOR, admin.id);
  return done(`已解除 ${admin.name} 的锁定。`);
}
