import type {
  ListPage,
  MemberDetail,
  MobileSignReply,
  Notification,
  UnreadCountReply,
} from '@meedu/contract';
import { randomBytes, randomInt } from 'node:crypto';
import { type Db, inTransaction } from '../../db/index.ts';
import { unchangedCache } from '../../db/unchanged-cache.ts';
import type { AppDeps } from '../../deps.ts';
import { isoTime, toDbTime } from '../../lib/dates.ts';
import { ApiError, serializeOk, type SerializedEnvelope } from '../../lib/envelope.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { DEFAULT_AVATAR_FILE, brandUrl } from '../../lib/public-url.ts';
import { randomString } from '../../lib/random.ts';
import type { ImageFile } from '../../lib/uploads.ts';
import { hasNul } from '../../lib/validate.ts';
import { grantCredit1 } from '../credits/service.ts';
import { consumeSmsCode } from '../sms/service.ts';
import { getSetting } from '../../settings/settings.ts';
import { discardUpload, storeUpload } from '../upload/service.ts';
import * as repo from './repository.ts';
import { asFlag, nowDb } from '../../lib/http.ts';

export type { UserRow } from './repository.ts';

/** A real mobile starts with 1 and has 11 digits; social-only members get a placeholder (contract §5.1). */
export const isRealMobile = (mobile: string) => mobile.startsWith('1') && mobile.length === 11;

export async function findMember(db: Db, id: number): Promise<repo.UserRow | undefined> {
  return repo.findUserById(db, id);
}

/** The member, or `用户不存在`. */
export async function requireMemberRow(db: Db, id: number): Promise<repo.UserRow> {
  const user = await repo.findUserById(db, id);
  if (!user) throw new ApiError('用户不存在');
  return user;
}

export const findMemberByMobile = (db: Db, mobile: string) => repo.findUserByMobile(db, mobile);

/** Marks the member's real name verified (face verification), with `db` (the caller's transaction). */
export const markMemberVerified = (
  db: Db,
  userId: number,
  person: { real_name: string; id_number: string },
  now: string,
) => repo.markVerified(db, userId, person, now);
export const mobileTaken = (db: Db, mobile: string) => repo.mobileExists(db, mobile);

/** A 9-digit placeholder not starting with 1, for members created from a social identity alone. */
export async function placeholderMobile(db: Db): Promise<string> {
  for (;;) {
    const mobile = String(randomInt(2, 10)) + String(randomInt(0, 100_000_000)).padStart(8, '0');
    if (!(await repo.mobileExists(db, mobile))) return mobile;
  }
}

async function freeNickname(db: Db, make: () => string): Promise<string> {
  for (;;) {
    const name = make();
    if (!(await repo.nicknameExists(db, name))) return name;
  }
}

export interface NewAccount {
  mobile?: string;
  password?: string;
  /** The provider's nickname: the member gets `<nickname>_<4 random characters>`. */
  nickname?: string;
  avatar?: string;
  /** The inviter's id (MultiLevelShare `msv`). */
  msv?: string;
}

/**
 * Creates a member and grants the configured registration credit, in one transaction; `within` runs in the
 * same transaction with the new id (binding an identity, spending a pending code), and its failure undoes the
 * member. Throws `手机号已存在` when the mobile is taken.
 */
export async function createMember(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  fields: NewAccount,
  within?: (trx: Db, userId: number) => Promise<void>,
): Promise<number> {
  // Settings and the hash first: nothing slow or outside the transaction's handle runs inside it.
  const reward = (await getSetting(deps.db, 'credit1_reward')).register;
  const password = await hashPassword(fields.password ?? randomBytes(18).toString('base64url'));
  const now = nowDb(deps.clock);
  const inviterId = fields.msv && /^\d{1,15}$/.test(fields.msv) ? Number(fields.msv) : 0;
  return inTransaction(deps.db, async (trx) => {
    const inviter = inviterId > 0 ? await repo.findUserById(trx, inviterId) : undefined;
    for (;;) {
      const nick_name = fields.nickname
        ? await freeNickname(trx, () => `${fields.nickname}_${randomString(4)}`)
        : await freeNickname(trx, () => randomString(12));
      const mobile = fields.mobile ?? (await placeholderMobile(trx));
      const id = await repo.insertUserUnlessTaken(trx, {
        avatar: fields.avatar ?? '',
        nick_name,
        mobile,
        password,
        is_password_set: fields.password ? 1 : 0,
        inviter_id: inviter?.id ?? null,
        created_at: now,
        updated_at: now,
      });
      if (id === undefined) {
        // Someone took the mobile or the nickname between the check and the insert.
        if (fields.mobile && (await repo.mobileExists(trx, fields.mobile)))
          throw new ApiError('手机号已存在');
        continue;
      }
      await grantCredit1(trx, id, reward, '注册奖励', now);
      await within?.(trx, id);
      return id;
    }
  });
}

// ---- detail ----

/** 1 char kept; 2 chars "X*"; longer "X*Y" (contract §5.1). */
export function maskRealName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}*${chars[chars.length - 1]}`;
}

/** First 6 + "****" + last 4; 15-digit ids: first 6 + "****" + characters 13–15. */
export function maskIdNumber(id: string): string {
  if (id === '') return '';
  if (id.length === 15) return `${id.slice(0, 6)}****${id.slice(12, 15)}`;
  if (id.length < 10) return `${id.slice(0, 1)}****`;
  return `${id.slice(0, 6)}****${id.slice(-4)}`;
}

/** Stored avatars are absolute URLs (providers) or paths on this server (uploads); empty means the default. */
export function avatarUrl(base: string, stored: string): string {
  if (stored === '') return brandUrl(base, DEFAULT_AVATAR_FILE);
  if (/^https?:\/\//i.test(stored)) return stored;
  return `${base}${stored.startsWith('/') ? '' : '/'}${stored}`;
}

/**
 * Every page load of a logged-in member asks for their detail: its reply, serialised, serves while the database
 * is unchanged (building and serialising it was about 8 % of the request's CPU). Keyed by member and public
 * address, which the avatar's URL depends on.
 */
const memberDetailReplies = unchangedCache<string, SerializedEnvelope>();

/**
 * contract §5.1, as the envelope to send. `base` is this site's public address; `since`, when the request
 * arrived (the database check its token's verification made serves this read too).
 */
export function memberDetailReply(
  db: Db,
  base: string,
  userId: number,
  since?: number,
): Promise<SerializedEnvelope> {
  return memberDetailReplies.get(
    db,
    `${userId} ${base}`,
    async () => serializeOk<MemberDetail>(await memberDetail(db, base, userId)),
    since,
  );
}

async function memberDetail(db: Db, base: string, userId: number): Promise<MemberDetail> {
  const found = await repo.findMemberDetailRow(db, userId);
  if (!found) throw new ApiError('用户不存在');
  const { user, role } = found;
  return {
    id: user.id,
    avatar: avatarUrl(base, user.avatar),
    nick_name: user.nick_name,
    mobile: user.mobile,
    is_lock: user.is_lock,
    is_active: user.is_active,
    role_id: user.role_id,
    role_expired_at: user.role_expired_at,
    // A member whose role was removed shows none (role_id 0 never matches a role).
    role: user.role_id === 0 ? null : role,
    invite_balance: user.invite_balance,
    is_password_set: asFlag(user.is_password_set),
    is_set_nickname: asFlag(user.is_set_nickname),
    created_at: isoTime(user.created_at) ?? '',
    credit1: user.credit1,
    credit2: user.credit2,
    credit3: user.credit3,
    is_bind_qq: found.boundQq ? 1 : 0,
    is_bind_wechat: found.boundWechat ? 1 : 0,
    is_bind_mobile: isRealMobile(user.mobile) ? 1 : 0,
    invite_people_count: found.invited,
    is_face_verify: user.is_verify === 1,
    profile_real_name: maskRealName(user.real_name),
    profile_id_number: maskIdNumber(user.id_number),
  };
}

// ---- notifications ----

type NotificationRow = repo.NotificationRow;

const toNotification = (r: NotificationRow): Notification => ({
  id: r.id,
  notifiable_id: r.user_id,
  data: { message: r.message },
  read_at: isoTime(r.read_at),
  created_at: isoTime(r.created_at) ?? '',
});

export const unreadCount = (db: Db, userId: number): Promise<UnreadCountReply> =>
  repo.countUnread(db, userId);

export async function notificationPage(
  db: Db,
  userId: number,
  size: number,
  offset: number,
): Promise<ListPage<Notification>> {
  const { rows, total } = await repo.notificationsPage(db, userId, { size, offset });
  return { data: rows.map(toNotification), total };
}

export async function markRead(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number, id: string) {
  // An id that cannot exist (PostgreSQL refuses NUL in text) marks nothing, like an unknown one.
  if (hasNul(id)) return;
  await repo.markNotificationRead(deps.db, userId, id, nowDb(deps.clock));
}

export async function markAllRead(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number) {
  await repo.markAllNotificationsRead(deps.db, userId, nowDb(deps.clock));
}

// ---- profile ----

/** contract §5.6: once only, unique. */
export async function setNickname(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number, nickname: string) {
  const user = await requireMemberRow(deps.db, userId);
  if (user.is_set_nickname === 1) throw new ApiError('当前用户已配置昵称');
  if (user.nick_name !== nickname && (await repo.nicknameExists(deps.db, nickname)))
    throw new ApiError('昵称已经存在');
  const result = await repo.setNicknameOnce(deps.db, userId, nickname, nowDb(deps.clock));
  if (result === 'already') throw new ApiError('当前用户已配置昵称');
  if (result === 'taken') throw new ApiError('昵称已经存在');
}

/** Stores the new avatar path; answers the previous one (for the caller to remove its file). */
export async function replaceAvatar(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number, stored: string) {
  const user = await requireMemberRow(deps.db, userId);
  await repo.updateAvatar(deps.db, userId, stored, nowDb(deps.clock));
  return user.avatar;
}

export async function setPassword(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number, password: string) {
  await repo.updatePassword(deps.db, userId, await hashPassword(password), nowDb(deps.clock));
}

/**
 * Moves the member from mobile `from` to `to`, only while `from` is still theirs (so a sign or a check made
 * for `from` is spent by the first change).
 */
export async function changeMobile(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  from: string,
  to: string,
  changedMessage: string,
): Promise<void> {
  if (await repo.mobileExists(deps.db, to)) throw new ApiError('手机号已存在');
  const result = await repo.replaceMobile(deps.db, userId, from, to, nowDb(deps.clock));
  if (result === 'taken') throw new ApiError('手机号已存在');
  if (result === 'changed') throw new ApiError(changedMessage);
}

// ---- account deletion ----

/** Deletion requests take effect after 7 days; logging in before that cancels them (contract §5.14). */
export const DELETE_AFTER_DAYS = 7;

/** Records the request; `用户已申请注销` when one is pending (also for concurrent requests). */
export async function requestDeletion(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number): Promise<void> {
  const now = deps.clock.now();
  const due = new Date(now.getTime() + DELETE_AFTER_DAYS * 86_400_000);
  const inserted = await repo.insertDeleteJob(deps.db, {
    user_id: userId,
    created_at: toDbTime(now),
    due_at: toDbTime(due),
  });
  if (!inserted) throw new ApiError('用户已申请注销');
}

/** Logging in cancels a pending deletion request (contract §1.4). */
export const cancelDeletion = (db: Db, userId: number) => repo.deleteDeleteJob(db, userId);

// ---- password and mobile (SMS-verified) ----

/**
 * POST /api/v2/member/detail/password (contract §5.8). As the reference: the code is checked first, then that it
 * was sent to the member's own mobile. Every other session ends; the one that changed the password (`keepJti`)
 * keeps working.
 */
export async function changePassword(
  deps: AppDeps,
  userId: number,
  keepJti: string,
  body: { mobile: string; mobile_code: string; password: string },
): Promise<void> {
  await consumeSmsCode(deps, body.mobile, body.mobile_code, ['password_reset', 'login']);
  const user = await requireMemberRow(deps.db, userId);
  if (body.mobile !== user.mobile || !isRealMobile(user.mobile)) throw new ApiError('请绑定手机号');
  await setPassword(deps, user.id, body.password);
  await deps.tokens.revokeAllBefore(user.id, keepJti);
}

/** The sign `POST /api/v2/member/verify` hands out for `PUT /api/v2/member/mobile` (contract §5.9). */
const MOBILE_SIGN_PURPOSE = 'mobile-change';
const MOBILE_SIGN_TTL_SECONDS = 3600;
interface MobileSign {
  uid: number;
  mobile: string;
}

/** POST /api/v2/member/verify: proves the current mobile; the sign is tied to the member and that mobile. */
export async function verifyCurrentMobile(
  deps: AppDeps,
  userId: number,
  body: { mobile: string; mobile_code: string },
): Promise<MobileSignReply> {
  await consumeSmsCode(deps, body.mobile, body.mobile_code, ['mobile_bind']);
  const user = await requireMemberRow(deps.db, userId);
  if (body.mobile !== user.mobile) throw new ApiError('参数错误');
  const payload: MobileSign = { uid: user.id, mobile: user.mobile };
  return { sign: deps.signer.sign(MOBILE_SIGN_PURPOSE, payload, MOBILE_SIGN_TTL_SECONDS) };
}

/**
 * PUT /api/v2/member/mobile. The sign is checked after the validation rules; once the mobile changed it is
 * spent (the change is conditional on the mobile it verified, so one sign changes the mobile once).
 */
export async function changeMobileWithSign(
  deps: AppDeps,
  userId: number,
  body: { mobile: string; mobile_code: string; sign: string },
): Promise<void> {
  const user = await requireMemberRow(deps.db, userId);
  if (body.sign === '') throw new ApiError('参数错误');
  const sign = deps.signer.verify<MobileSign>(MOBILE_SIGN_PURPOSE, body.sign);
  if (sign.status !== 'ok' || sign.data.uid !== user.id || sign.data.mobile !== user.mobile)
    throw new ApiError('参数错误');
  await consumeSmsCode(deps, body.mobile, body.mobile_code, ['mobile_bind']);
  await changeMobile(deps, user.id, sign.data.mobile, body.mobile, '参数错误');
}

/** POST /api/v2/member/detail/mobile: a first mobile for a member who has only a placeholder. */
export async function bindFirstMobile(
  deps: AppDeps,
  userId: number,
  body: { mobile: string; mobile_code: string },
): Promise<void> {
  await consumeSmsCode(deps, body.mobile, body.mobile_code, ['mobile_bind', 'login']);
  const user = await requireMemberRow(deps.db, userId);
  if (isRealMobile(user.mobile)) throw new ApiError('已绑定');
  await changeMobile(deps, user.id, user.mobile, body.mobile, '已绑定');
}

/** POST /api/v3/member/destroy: the token that asked stops working too (logging in again cancels the request). */
export async function destroyAccount(deps: AppDeps, userId: number, jti: string, exp: number): Promise<void> {
  await requestDeletion(deps, userId);
  await deps.tokens.revoke(jti, exp);
}

/**
 * POST /api/v2/member/detail/avatar: stores the image (counted against the member's upload rate and quota),
 * points the member at it and removes the previous upload, file and record.
 */
export async function uploadAvatar(deps: AppDeps, userId: number, image: ImageFile): Promise<void> {
  const current = await requireMemberRow(deps.db, userId);
  const stored = await storeUpload(deps, userId, 'avatar', image, current.avatar);
  const previous = await replaceAvatar(deps, userId, stored);
  if (previous.startsWith('/uploads/avatars/')) await discardUpload(deps, previous);
}
