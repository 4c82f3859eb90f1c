import type {
  ApiDialect,
  MemberDetailV430,
  ListPage,
  MemberDetail,
  MobileSignReply,
  Notification,
  UnreadCountReply,
} from '@meedu/contract';
import type {
  ListReply,
  MemberCourseItem,
  MemberCreditItem,
  MemberDetail as ConsoleMemberDetail,
  MemberItem,
  MemberMessageItem,
  MemberOrderItem,
  MemberSessionItem,
} from '@meedu/contract/admin';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
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
import { audited } from '../../console/audit.ts';
import type { AdminActor } from '../../console/auth.ts';
import { wireInstant } from '../../console/dates.ts';
import { AdminError, fieldError, listReply, notFound, type ListParams } from '../../console/http.ts';
import { bumpSessionVersion } from '../../tokens/repository.ts';
import { grantCredit1, spendCredit1 } from '../credits/service.ts';
import { grant, revoke } from '../ownership/service.ts';
import { consumeSmsCode } from '../sms/service.ts';
import { getSettings } from '../../settings/settings.ts';
import { agreementStatus, agreementsEdition, consentToPublished } from '../agreement/service.ts';
import { discardUpload, storeUpload } from '../upload/service.ts';
import * as repo from './repository.ts';
import { asFlag, nowDb } from '../../lib/http.ts';
import type { RequestClient } from '../../lib/client-address.ts';

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
  /** Who registered (kept with the consent to the published agreements); unknown for a provider's callback. */
  client?: RequestClient;
}

/**
 * Creates a member, grants the configured registration credit and records their consent to the published
 * agreements, in one transaction; `within` runs in the
 * same transaction with the new id (binding an identity, spending a pending code), and its failure undoes the
 * member. Throws `手机号已存在` when the mobile is taken.
 */
export async function createMember(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  fields: NewAccount,
  within?: (trx: Db, userId: number) => Promise<void>,
): Promise<number> {
  // Settings and the hash first: nothing slow or outside the transaction's handle runs inside it.
  const settings = await getSettings(deps.db);
  const reward = settings.credit1_reward.register;
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
      await consentToPublished(trx, settings, id, fields.client ?? { ip: '', userAgent: '' }, now);
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
export async function memberDetailReply(
  db: Db,
  base: string,
  userId: number,
  since?: number,
  dialect: ApiDialect = 'both',
): Promise<SerializedEnvelope> {
  // The agreements' state is part of the key: the settings it reads are cached apart (they change without a write
  // another instance's stamp sees at once), and a detail read just before they were picked up must not stay.
  const agreements = agreementsEdition(await getSettings(db));
  return memberDetailReplies.get(
    db,
    `${userId} ${base} ${agreements}`,
    async () => {
      const detail = await memberDetail(db, base, userId);
      // 4.9.30's `agreement_status` (modules/agreement), by which clients know the server has agreements.
      if (dialect === '4.9.8') return serializeOk<MemberDetail>(detail);
      const withAgreements = { ...detail, agreement_status: await agreementStatus(db, userId) };
      return serializeOk<MemberDetailV430>(withAgreements);
    },
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

/**
 * Replaces the member's password and ends every session but `keepJti`'s in one transaction: a login that checked
 * the old hash read the old session version with it (auth/service.ts), so its token is refused from the moment
 * the new hash is visible.
 */
export async function setPassword(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  password: string,
  keepJti: string | null,
) {
  const hash = await hashPassword(password);
  await inTransaction(deps.db, async (trx) => {
    await repo.updatePassword(trx, userId, hash, nowDb(deps.clock));
    await bumpSessionVersion(trx, userId, keepJti);
  });
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
  await setPassword(deps, user.id, body.password, keepJti);
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

// ---- the operator console (admin-routes.ts) ----

type ConsoleDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

const yuan = (n: number) => Math.round(n * 100) / 100;

function memberItem(r: repo.MemberListRow, base: string, now: string): MemberItem {
  const holdsPlan = r.role_id > 0 && r.role_expired_at !== null && r.role_expired_at > now;
  return {
    id: r.id,
    nick_name: r.nick_name,
    mobile: isRealMobile(r.mobile) ? r.mobile : '',
    avatar: avatarUrl(base, r.avatar),
    is_lock: r.is_lock === 1,
    credit1: r.credit1,
    role_name: holdsPlan ? r.role_name : null,
    role_expired_at: holdsPlan && r.role_expired_at ? wireInstant(r.role_expired_at) : null,
    created_at: wireInstant(r.created_at),
  };
}

const siteBase = (deps: ConsoleDeps) => deps.config.appUrl ?? '';

export async function listMembersForConsole(
  deps: ConsoleDeps,
  filter: repo.MemberFilter,
  params: ListParams<'id' | 'created_at' | 'credit1'>,
): Promise<ListReply<MemberItem>> {
  const { rows, total } = await repo.listMembers(deps.db, filter, params);
  const now = nowDb(deps.clock);
  return listReply(
    rows.map((r) => memberItem(r, siteBase(deps), now)),
    total,
    params,
  );
}

async function memberRowOf(db: Db, id: number): Promise<repo.MemberListRow> {
  const row = await repo.findMemberListRow(db, id);
  if (!row) throw notFound('学员');
  return row;
}

export async function memberForConsole(deps: ConsoleDeps, id: number): Promise<ConsoleMemberDetail> {
  const row = await memberRowOf(deps.db, id);
  const [orders, courses, credits, sessions] = await Promise.all([
    repo.memberOrders(deps.db, id),
    repo.memberCourses(deps.db, id),
    repo.memberCredits(deps.db, id),
    repo.memberWatchRecords(deps.db, id),
  ]);
  return {
    ...memberItem(row, siteBase(deps), nowDb(deps.clock)),
    orders: {
      total: orders.total,
      items: orders.rows.map((o): MemberOrderItem => ({
        id: o.id,
        order_no: o.order_no,
        goods: o.goods ?? '',
        amount: yuan(Math.max(o.charge - o.discount, 0)),
        status: o.status,
        created_at: wireInstant(o.created_at),
      })),
    },
    courses: {
      total: courses.total,
      items: courses.rows.map((c): MemberCourseItem => ({
        course_id: c.course_id,
        title: c.title ?? `课程 ${c.course_id}（已删除）`,
        charge: c.charge,
        created_at: wireInstant(c.created_at),
      })),
    },
    credits: {
      total: credits.total,
      items: credits.rows.map((c): MemberCreditItem => ({
        id: c.id,
        sum: c.sum,
        remark: c.remark,
        created_at: wireInstant(c.created_at),
      })),
    },
    sessions: {
      total: sessions.total,
      items: sessions.rows.map((w): MemberSessionItem => ({
        video_id: w.video_id,
        video_title: w.video_title ?? '',
        course_title: w.course_title ?? '',
        watch_seconds: w.watch_seconds,
        watched: w.watched_at !== null,
        updated_at: wireInstant(w.updated_at),
      })),
    },
  };
}

const memberLabel = (r: { id: number; nick_name: string }) => `${r.nick_name}（ID ${r.id}）`;

/** Locking and unlocking: the state each sets, the refusal when the member is in it already, the summary's verb. */
const LOCK_SWITCHES = {
  lock: { isLock: 1, already: '该学员已是锁定状态', verb: '锁定' },
  unlock: { isLock: 0, already: '该学员未被锁定', verb: '解锁' },
} as const;

async function switchLock(
  deps: ConsoleDeps,
  actor: AdminActor,
  id: number,
  action: keyof typeof LOCK_SWITCHES,
): Promise<ConsoleMemberDetail> {
  const { isLock, already, verb } = LOCK_SWITCHES[action];
  const before = await memberRowOf(deps.db, id);
  if ((before.is_lock === 1) === (isLock === 1)) throw new AdminError(409, already);
  await audited(deps, actor, async (trx, audit) => {
    if (!(await repo.setLock(trx, id, isLock, nowDb(deps.clock)))) throw new AdminError(409, already);
    if (isLock === 1) await bumpSessionVersion(trx, id, null);
    await audit({
      action,
      entity: 'member',
      entityId: id,
      summary: `${verb}学员 ${memberLabel(before)}`,
      before: { is_lock: 1 - isLock },
      after: { is_lock: isLock },
    });
  });
  return memberForConsole(deps, id);
}

/**
 * Locks a member: they cannot log in (the login paths refuse a locked account), and every token they hold stops
 * working at once: the token check reads the lock and the session version from the database on every request
 * (tokens/), and the version is raised here so an unlock later does not bring the old tokens back.
 */
export const lockMember = (deps: ConsoleDeps, actor: AdminActor, id: number) =>
  switchLock(deps, actor, id, 'lock');

export const unlockMember = (deps: ConsoleDeps, actor: AdminActor, id: number) =>
  switchLock(deps, actor, id, 'unlock');

/** Adds or takes credit1 through the one ledger writer; the reason is the ledger row's remark the member reads. */
export async function adjustMemberCredits(
  deps: ConsoleDeps,
  actor: AdminActor,
  id: number,
  body: { change: number; reason: string },
): Promise<ConsoleMemberDetail> {
  const before = await memberRowOf(deps.db, id);
  await audited(deps, actor, async (trx, audit) => {
    const now = nowDb(deps.clock);
    const moved =
      body.change > 0
        ? await grantCredit1(trx, id, body.change, body.reason, now)
        : await spendCredit1(trx, id, -body.change, body.reason, now);
    if (!moved) throw fieldError('change', `积分不足：该学员只有 ${before.credit1} 积分`);
    const after = await memberRowOf(trx, id);
    await audit({
      action: 'adjust_credits',
      entity: 'member',
      entityId: id,
      summary: `${body.change > 0 ? '增加' : '扣减'}学员 ${memberLabel(before)} ${Math.abs(body.change)} 积分：${body.reason}`,
      before: { credit1: before.credit1 },
      after: { credit1: after.credit1, change: body.change, reason: body.reason },
    });
  });
  return memberForConsole(deps, id);
}

async function courseOf(db: Db, courseId: number, field?: string) {
  const course = await repo.findCourseTitle(db, courseId);
  if (!course) throw field ? fieldError(field, '课程不存在') : notFound('课程');
  return course;
}

/** Gives the member a course through the one ownership writer. */
export async function grantMemberCourse(
  deps: ConsoleDeps,
  actor: AdminActor,
  id: number,
  courseId: number,
): Promise<ConsoleMemberDetail> {
  const member = await memberRowOf(deps.db, id);
  const course = await courseOf(deps.db, courseId, 'course_id');
  await audited(deps, actor, async (trx, audit) => {
    const fresh = await grant(trx, 'course', {
      userId: id,
      id: courseId,
      charge: 0,
      reason: 'admin',
      now: nowDb(deps.clock),
    });
    if (!fresh) throw fieldError('course_id', '该学员已拥有这门课程');
    await audit({
      action: 'grant_course',
      entity: 'member',
      entityId: id,
      summary: `为学员 ${memberLabel(member)} 开通课程《${course.title}》`,
      after: { course_id: courseId, title: course.title },
    });
  });
  return memberForConsole(deps, id);
}

/** Takes a course back through the one ownership writer. */
export async function revokeMemberCourse(
  deps: ConsoleDeps,
  actor: AdminActor,
  id: number,
  courseId: number,
): Promise<void> {
  const member = await memberRowOf(deps.db, id);
  const course = await repo.findCourseTitle(deps.db, courseId);
  const title = course?.title ?? `课程 ${courseId}`;
  await audited(deps, actor, async (trx, audit) => {
    if (!(await revoke(trx, 'course', id, courseId))) throw notFound('该学员的这门课程');
    await audit({
      action: 'revoke_course',
      entity: 'member',
      entityId: id,
      summary: `收回学员 ${memberLabel(member)} 的课程《${title}》`,
      before: { course_id: courseId, title },
    });
  });
}

/** A message in the member's /member/messages (the notifications the storefront lists), unread. */
export async function sendMemberMessage(
  deps: ConsoleDeps,
  actor: AdminActor,
  id: number,
  message: string,
): Promise<MemberMessageItem> {
  const member = await memberRowOf(deps.db, id);
  const now = nowDb(deps.clock);
  const note = { id: randomUUID(), user_id: id, message, read_at: null, created_at: now };
  await audited(deps, actor, async (trx, audit) => {
    await repo.insertNotification(trx, note);
    await audit({
      action: 'send_message',
      entity: 'member',
      entityId: id,
      summary: `给学员 ${memberLabel(member)} 发送消息`,
      after: { message },
    });
  });
  return { id: note.id, message, created_at: wireInstant(now) };
}

/** A broadcast's batch of notifications, in the caller's transaction (the one writer of notifications is here). */
export const notifyMembers = (
  db: Db,
  rows: readonly {
    id: string;
    user_id: number;
    message: string;
    read_at: string | null;
    created_at: string;
  }[],
): Promise<void> => repo.insertNotifications(db, rows);
/** A message in the member's /member/messages, unread, written in the caller's transaction (a decision's notice). */
export async function notifyMember(db: Db, userId: number, message: string, now: string): Promise<void> {
  await repo.insertNotification(db, {
    id: randomUUID(),
    user_id: userId,
    message,
    read_at: null,
    created_at: now,
  });
}
