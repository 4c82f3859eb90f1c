/**
 * Signing in to the console (docs/console.md, "Sessions"): the image captcha, name and password, then the TOTP
 * code when the account has two-step login; a per-address limit on attempts across instances; an account
 * locked for 15 minutes after 5 misses within 15 minutes. A successful login opens a session (console/sessions.ts).
 */
import type { AdminCaptcha, AdminMe, LoginBody, TotpLoginBody } from '@meedu/contract/admin';
import { randomBytes } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { z } from 'zod';
import { writeAudit } from '../../console/audit.ts';
import { AdminError, fieldError } from '../../console/http.ts';
import { newSessionToken, SESSION_ABSOLUTE_MS, sessionTokenHash } from '../../console/sessions.ts';
import type { DataStore } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { createLimiter } from '../../limits/limits.ts';
import { checkCaptcha, createCaptcha } from '../captcha/service.ts';
import * as repo from './repository.ts';
import { totpStepOf } from './totp.ts';
import { adminMe } from './views.ts';

export const ADMIN_LOCKOUT = { misses: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;
/** Login attempts (both steps) per client address per 15 minutes, over every account. */
export const ADMIN_LOGIN_PER_ADDRESS = { points: 30, durationSeconds: 900 } as const;
const TICKET_PURPOSE = 'admin.totp';
const TICKET_SECONDS = 300;

export const WRONG_CREDENTIALS = '用户名或密码错误';
export const LOCKED = '登录失败次数过多，账号已锁定，请 15 分钟后再试';

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export type LoginOutcome = { step: 'done'; me: AdminMe; token: string } | { step: 'totp'; ticket: string };

type LoginDeps = Pick<AppDeps, 'db' | 'store' | 'clock' | 'signer'>;

const limiters = new WeakMap<DataStore, Promise<RateLimiterAbstract>>();
/** The per-address limiter, on the database's store like the API's (so every instance counts together). */
function addressLimiter(store: DataStore): Promise<RateLimiterAbstract> {
  let limiter = limiters.get(store);
  if (!limiter) {
    limiter = createLimiter(store, { name: 'admin_login', ...ADMIN_LOGIN_PER_ADDRESS });
    limiters.set(store, limiter);
  }
  return limiter;
}

async function countAttempt(deps: LoginDeps, ip: string): Promise<void> {
  try {
    await (await addressLimiter(deps.store)).consume(ip);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw new AdminError(429, '登录尝试过于频繁，请稍后再试');
    // The store failing must not lock every administrator out: the attempt goes on, logged.
    console.error('管理员登录限流不可用：', err);
  }
}

/** A bcrypt hash to compare against when the name is unknown, so both refusals take the same time. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

export async function adminCaptcha(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<AdminCaptcha> {
  const { key, img } = await createCaptcha(deps);
  return { key, img };
}

const isLocked = (lockedUntil: string | null, now: string) => lockedUntil !== null && lockedUntil > now;

/** Counts a miss; the miss that reaches the limit answers 423 at once, the others `refusal`. */
async function miss(deps: LoginDeps, adminId: number, refusal: AdminError): Promise<never> {
  const now = deps.clock.now();
  const r = await repo.recordLoginFailure(deps.db, adminId, {
    now: toDbTime(now),
    windowStart: toDbTime(new Date(now.getTime() - ADMIN_LOCKOUT.windowMs)),
    lockedUntil: toDbTime(new Date(now.getTime() + ADMIN_LOCKOUT.lockMs)),
    limit: ADMIN_LOCKOUT.misses,
  });
  if (isLocked(r.locked_until, toDbTime(now))) throw new AdminError(423, LOCKED);
  throw refusal;
}

/** Opens a session: clears the misses, records the login, audits it. The token goes into the cookie. */
async function openSession(deps: LoginDeps, adminId: number, client: ClientInfo): Promise<LoginOutcome> {
  const at = deps.clock.now();
  const now = toDbTime(at);
  const token = newSessionToken();
  await deps.db.transaction().execute(async (trx) => {
    const admin = await repo.findAdminById(trx, adminId);
    if (!admin) throw new AdminError(400, WRONG_CREDENTIALS);
    await repo.updateAdmin(trx, adminId, {
      failed_logins: 0,
      failed_since: null,
      locked_until: null,
      login_ticket: null,
      last_login_at: now,
      last_login_ip: client.ip,
      updated_at: now,
    });
    // Each login clears the administrator's sessions that ended over a day ago, so the table stays small.
    await repo.deleteEndedSessions(trx, adminId, toDbTime(new Date(at.getTime() - 86_400_000)));
    const sessionId = await repo.insertSession(trx, {
      admin_id: adminId,
      token_hash: sessionTokenHash(token),
      now,
      expires_at: toDbTime(new Date(at.getTime() + SESSION_ABSOLUTE_MS)),
      ip: client.ip,
      user_agent: client.userAgent.slice(0, 300),
    });
    await writeAudit(
      trx,
      { adminId, name: admin.name, ip: client.ip },
      { action: 'login', entity: 'admin_session', entityId: sessionId, summary: `${admin.name} 登录` },
      at,
    );
  });
  const view = await repo.findAdminView(deps.db, adminId);
  if (!view) throw new AdminError(400, WRONG_CREDENTIALS);
  return { step: 'done', me: adminMe(view), token };
}

/** `POST /auth/login`: the first step. */
export async function login(
  deps: LoginDeps,
  body: z.infer<typeof LoginBody>,
  client: ClientInfo,
): Promise<LoginOutcome> {
  await countAttempt(deps, client.ip);
  if (!(await checkCaptcha(deps, body.captcha_key, body.captcha_code)))
    throw fieldError('captcha_code', '验证码错误');
  const admin = await repo.findAdminByName(deps.db, body.name);
  if (!admin) {
    await verifyPassword(body.password, await decoy());
    throw new AdminError(400, WRONG_CREDENTIALS);
  }
  const now = toDbTime(deps.clock.now());
  if (isLocked(admin.locked_until, now)) throw new AdminError(423, LOCKED);
  if (!(await verifyPassword(body.password, admin.password_hash)))
    return miss(deps, admin.id, new AdminError(400, WRONG_CREDENTIALS));
  if (admin.status !== 1) throw new AdminError(403, '账号已停用，请联系超级管理员');
  if (admin.totp_enabled !== 1) return openSession(deps, admin.id, client);
  const nonce = randomBytes(16).toString('base64url');
  await repo.setLoginTicket(deps.db, admin.id, nonce);
  return {
    step: 'totp',
    ticket: deps.signer.sign(TICKET_PURPOSE, { a: admin.id, n: nonce }, TICKET_SECONDS),
  };
}

const TICKET_ENDED = '登录已超时，请重新登录';

/** `POST /auth/totp`: the second step, with the first step's ticket (5 minutes, once) and a code (once). */
export async function totpLogin(
  deps: LoginDeps,
  body: z.infer<typeof TotpLoginBody>,
  client: ClientInfo,
): Promise<LoginOutcome> {
  await countAttempt(deps, client.ip);
  const ticket = deps.signer.verify<{ a: number; n: string }>(TICKET_PURPOSE, body.ticket);
  if (ticket.status !== 'ok') throw new AdminError(400, TICKET_ENDED);
  const admin = await repo.findAdminById(deps.db, ticket.data.a);
  if (!admin || admin.status !== 1 || admin.totp_enabled !== 1 || !admin.totp_secret)
    throw new AdminError(400, TICKET_ENDED);
  if (admin.login_ticket !== ticket.data.n) throw new AdminError(400, TICKET_ENDED);
  const now = deps.clock.now();
  if (isLocked(admin.locked_until, toDbTime(now))) throw new AdminError(423, LOCKED);
  const step = await totpStepOf(admin.totp_secret, body.code, now);
  if (step === null) return miss(deps, admin.id, fieldError('code', '验证码错误'));
  if (step <= admin.totp_last_step) throw fieldError('code', '该验证码已使用，请等待下一个验证码');
  if (!(await repo.takeTicketAndStep(deps.db, admin.id, ticket.data.n, step)))
    throw new AdminError(400, TICKET_ENDED);
  return openSession(deps, admin.id, client);
}
