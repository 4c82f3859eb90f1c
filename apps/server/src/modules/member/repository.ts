import { sql, type Expression, type ExpressionBuilder, type Insertable, type SqlBool } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { countOf, found, insertId, listPage, type Page } from '../../db/query-helpers.ts';

export const insertMember = (db: Db, row: Insertable<Database['users']>) => insertId(db, 'users', row);

export async function insertNotification(
  db: Db,
  n: { id: string; user_id: number; message: string; read_at: string | null; created_at: string },
): Promise<void> {
  await db.insertInto('notifications').values(n).execute();
}

/** Many members' notifications in one statement (a broadcast's batch). */
export async function insertNotifications(
  db: Db,
  rows: readonly {
    id: string;
    user_id: number;
    message: string;
    read_at: string | null;
    created_at: string;
  }[],
): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('notifications')
      .values([...rows])
      .execute();
}

// ---- members ----

const USER_COLUMNS = [
  'id',
  'avatar',
  'nick_name',
  'mobile',
  'password',
  'is_lock',
  'is_active',
  'role_id',
  'role_expired_at',
  'invite_balance',
  'is_password_set',
  'is_set_nickname',
  'credit1',
  'credit2',
  'credit3',
  'is_verify',
  'real_name',
  'id_number',
  'created_at',
  'session_version',
] as const;

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export function findUserById(db: Db, id: number) {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/**
 * Everything `GET /member/detail` shows, in one query (it runs on every page load of a logged-in member): the
 * member, their role's name, which accounts are bound and how many people they invited.
 */
export async function findMemberDetailRow(db: Db, id: number) {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('roles as r', 'r.id', 'u.role_id')
    .select(USER_COLUMNS.map((c) => `u.${c}` as const))
    .select((eb) => {
      const boundTo = (app: string) =>
        eb.exists(
          eb
            .selectFrom('user_socialites as s')
            .select('s.id')
            .whereRef('s.user_id', '=', 'u.id')
            .where('s.app', '=', app),
        );
      return [
        'r.id as role_row_id',
        'r.name as role_name',
        boundTo('qq').as('bound_qq'),
        boundTo('wechat').as('bound_wechat'),
        eb
          .selectFrom('users as i')
          .select((ib) => ib.fn.countAll<number>().as('n'))
          .whereRef('i.inviter_id', '=', 'u.id')
          .as('invited'),
      ];
    })
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { role_row_id, role_name, bound_qq, bound_wechat, invited, ...user } = row;
  return {
    user,
    role: role_row_id !== null && role_name !== null ? { id: role_row_id, name: role_name } : null,
    boundQq: Boolean(bound_qq),
    boundWechat: Boolean(bound_wechat),
    invited: Number(invited ?? 0),
  };
}

export function findUserByMobile(db: Db, mobile: string) {
  return db.selectFrom('users').select(USER_COLUMNS).where('mobile', '=', mobile).executeTakeFirst();
}

export function mobileExists(db: Db, mobile: string): Promise<boolean> {
  return found(db.selectFrom('users').select('id').where('mobile', '=', mobile));
}

export function nicknameExists(db: Db, nickname: string): Promise<boolean> {
  return found(db.selectFrom('users').select('id').where('nick_name', '=', nickname));
}

export interface NewUser {
  avatar: string;
  nick_name: string;
  mobile: string;
  password: string;
  is_password_set: number;
  inviter_id: number | null;
  created_at: string;
  updated_at: string;
}

/** Inserts a member; undefined when the mobile or the nickname is taken (nothing inserted). */
export async function insertUserUnlessTaken(db: Db, user: NewUser): Promise<number | undefined> {
  const row = await db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function updatePassword(db: Db, id: number, hash: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password: hash, is_password_set: 1, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** A unique constraint refused the write (SQLite and PostgreSQL word it differently). */
function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Sets the nickname of a member who has not set one yet: 'done', 'already' (they had set one) or 'taken'
 * (another member has it).
 */
export async function setNicknameOnce(
  db: Db,
  id: number,
  nickname: string,
  now: string,
): Promise<'done' | 'already' | 'taken'> {
  try {
    const result = await db
      .updateTable('users')
      .set({ nick_name: nickname, is_set_nickname: 1, updated_at: now })
      .where('id', '=', id)
      .where('is_set_nickname', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0 ? 'done' : 'already';
  } catch (err) {
    if (isUniqueViolation(err)) return 'taken';
    throw err;
  }
}

export async function updateAvatar(db: Db, id: number, avatar: string, now: string): Promise<void> {
  await db.updateTable('users').set({ avatar, updated_at: now }).where('id', '=', id).execute();
}

/**
 * Replaces the mobile only while it is still `from`: 'done', 'changed' (it changed meanwhile) or 'taken'
 * (another member has `to`).
 */
export async function replaceMobile(
  db: Db,
  id: number,
  from: string,
  to: string,
  now: string,
): Promise<'done' | 'changed' | 'taken'> {
  try {
    const result = await db
      .updateTable('users')
      .set({ mobile: to, updated_at: now })
      .where('id', '=', id)
      .where('mobile', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0 ? 'done' : 'changed';
  } catch (err) {
    if (isUniqueViolation(err)) return 'taken';
    throw err;
  }
}

export async function markVerified(
  db: Db,
  id: number,
  person: { real_name: string; id_number: string },
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_verify: 1, ...person, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function anonymise(
  db: Db,
  id: number,
  fields: { nick_name: string; mobile: string; password: string },
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      ...fields,
      avatar: '',
      is_lock: 1,
      real_name: '',
      id_number: '',
      is_verify: 0,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

// ---- notifications ----

export function countUnread(db: Db, userId: number): Promise<number> {
  return countOf(db.selectFrom('notifications').where('user_id', '=', userId).where('read_at', 'is', null));
}

/** Newest first; ties broken by id so pages never overlap. */
export type NotificationRow = Awaited<ReturnType<typeof notificationsPage>>['rows'][number];

export function notificationsPage(db: Db, userId: number, page: Page) {
  return listPage(db.selectFrom('notifications').where('user_id', '=', userId), page, (q) =>
    q
      .select(['id', 'user_id', 'message', 'read_at', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc'),
  );
}

export async function markNotificationRead(db: Db, userId: number, id: string, now: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}

export async function markAllNotificationsRead(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}

export async function deleteNotificationsOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
}

// ---- deletion requests ----

/** Records a deletion request; false when one is already pending. */
export async function insertDeleteJob(
  db: Db,
  job: { user_id: number; created_at: string; due_at: string },
): Promise<boolean> {
  const row = await db
    .insertInto('user_delete_jobs')
    .values(job)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteDeleteJob(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('user_delete_jobs').where('user_id', '=', userId).execute();
}

export async function dueDeleteJobs(db: Db, now: string): Promise<number[]> {
  const rows = await db
    .selectFrom('user_delete_jobs')
    .select('user_id')
    .where('due_at', '<=', now)
    .orderBy('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

/** Takes a due request (deletes it); false when it was cancelled or another run took it. */
export async function takeDueDeleteJob(db: Db, userId: number, now: string): Promise<boolean> {
  const row = await db
    .deleteFrom('user_delete_jobs')
    .where('user_id', '=', userId)
    .where('due_at', '<=', now)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

// ---- the operator console (admin-routes.ts) ----

export interface MemberFilter {
  /** A mobile or nickname (part of either), or an id. */
  q?: string;
  isLock?: 0 | 1;
}

const memberColumns = [
  'u.id',
  'u.nick_name',
  'u.mobile',
  'u.avatar',
  'u.is_lock',
  'u.credit1',
  'u.role_id',
  'u.role_expired_at',
  'u.created_at',
  'r.name as role_name',
] as const;

/** `column` contains `text`, ignoring case, with LIKE's wildcards in `text` taken literally (both dialects). */
const contains = (column: 'users.mobile' | 'users.nick_name', text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) LIKE ${`%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`} ESCAPE '\\'`;

function memberWhere(f: MemberFilter) {
  return (eb: ExpressionBuilder<Database, 'users'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (f.q) {
      const either: Expression<SqlBool>[] = [contains('users.mobile', f.q), contains('users.nick_name', f.q)];
      if (/^\d{1,15}$/.test(f.q)) either.push(eb('users.id', '=', Number(f.q)));
      conditions.push(eb.or(either));
    }
    if (f.isLock !== undefined) conditions.push(eb('users.is_lock', '=', f.isLock));
    return eb.and(conditions);
  };
}

export type MemberListRow = Awaited<ReturnType<typeof listMembers>>['rows'][number];

export function listMembers(
  db: Db,
  f: MemberFilter,
  p: { size: number; offset: number; sort: { field: 'id' | 'created_at' | 'credit1'; desc: boolean } },
) {
  const dir = p.sort.desc ? 'desc' : 'asc';
  return listPage(db.selectFrom('users').where(memberWhere(f)), p, (q) =>
    q
      .leftJoin('roles as r', 'r.id', 'users.role_id')
      .select([
        'users.id',
        'users.nick_name',
        'users.mobile',
        'users.avatar',
        'users.is_lock',
        'users.credit1',
        'users.role_id',
        'users.role_expired_at',
        'users.created_at',
        'r.name as role_name',
      ])
      .orderBy(`users.${p.sort.field}`, dir)
      .orderBy('users.id', dir),
  );
}

export function findMemberListRow(db: Db, id: number): Promise<MemberListRow | undefined> {
  return db
    .selectFrom('users as u')
    .leftJoin('roles as r', 'r.id', 'u.role_id')
    .select(memberColumns)
    .where('u.id', '=', id)
    .executeTakeFirst();
}

const RECENT = 20;

export function memberOrders(db: Db, userId: number) {
  return listPage(
    db.selectFrom('orders').where('orders.user_id', '=', userId),
    { size: RECENT, offset: 0 },
    (q) =>
      q
        .select((eb) => [
          'orders.id',
          'orders.order_no',
          'orders.charge',
          'orders.discount',
          'orders.status',
          'orders.created_at',
          eb
            .selectFrom('order_goods as g')
            .select((g) => g.fn.min('g.goods_name').as('name'))
            .whereRef('g.order_id', '=', 'orders.id')
            .as('goods'),
        ])
        .orderBy('orders.id', 'desc'),
  );
}

export function memberCourses(db: Db, userId: number) {
  return listPage(
    db.selectFrom('user_courses').where('user_courses.user_id', '=', userId),
    { size: RECENT, offset: 0 },
    (q) =>
      q
        .leftJoin('courses as c', 'c.id', 'user_courses.course_id')
        .select(['user_courses.course_id', 'user_courses.charge', 'user_courses.created_at', 'c.title'])
        .orderBy('user_courses.created_at', 'desc')
        .orderBy('user_courses.course_id', 'desc'),
  );
}

export function memberCredits(db: Db, userId: number) {
  return listPage(
    db.selectFrom('user_credit1_records').where('user_credit1_records.user_id', '=', userId),
    { size: RECENT, offset: 0 },
    (q) => q.select(['id', 'sum', 'remark', 'created_at']).orderBy('user_credit1_records.id', 'desc'),
  );
}

export function memberWatchRecords(db: Db, userId: number) {
  return listPage(
    db.selectFrom('user_video_watch_records').where('user_video_watch_records.user_id', '=', userId),
    { size: RECENT, offset: 0 },
    (q) =>
      q
        .leftJoin('videos as v', 'v.id', 'user_video_watch_records.video_id')
        .leftJoin('courses as c', 'c.id', 'user_video_watch_records.course_id')
        .select([
          'user_video_watch_records.video_id',
          'user_video_watch_records.watch_seconds',
          'user_video_watch_records.watched_at',
          'user_video_watch_records.updated_at',
          'v.title as video_title',
          'c.title as course_title',
        ])
        .orderBy('user_video_watch_records.updated_at', 'desc')
        .orderBy('user_video_watch_records.id', 'desc'),
  );
}

/** Locks or unlocks; answers whether the flag changed (false: already so, or no such member). */
export async function setLock(db: Db, id: number, isLock: 0 | 1, now: string): Promise<boolean> {
  const r = await db
    .updateTable('users')
    .set({ is_lock: isLock, updated_at: now })
    .where('id', '=', id)
    .where('is_lock', '<>', isLock)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export function findCourseTitle(db: Db, courseId: number) {
  return db.selectFrom('courses').select(['id', 'title']).where('id', '=', courseId).executeTakeFirst();
}
