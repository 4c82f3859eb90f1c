import type { Insertable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { insertId, listPage } from '../../db/query-helpers.ts';
import type { ListParams } from '../../console/http.ts';

export type Audience = { kind: 'all' } | { kind: 'vip'; now: string } | { kind: 'course'; courseId: number };

/** The next `size` member ids of the audience above `afterId`, in id order (a keyset page: no offset to drift). */
export async function audienceIds(
  db: Db,
  audience: Audience,
  afterId: number,
  size: number,
): Promise<number[]> {
  if (audience.kind === 'course') {
    const rows = await db
      .selectFrom('user_courses')
      .select('user_id')
      .where('course_id', '=', audience.courseId)
      .where('user_id', '>', afterId)
      .orderBy('user_id')
      .limit(size)
      .execute();
    return rows.map((r) => r.user_id);
  }
  let q = db.selectFrom('users').select('id').where('id', '>', afterId);
  if (audience.kind === 'vip') q = q.where('role_id', '>', 0).where('role_expired_at', '>', audience.now);
  const rows = await q.orderBy('id').limit(size).execute();
  return rows.map((r) => r.id);
}

export const courseTitle = async (db: Db, id: number): Promise<string | undefined> =>
  (await db.selectFrom('courses').select('title').where('id', '=', id).executeTakeFirst())?.title;

export const insertBroadcast = (db: Db, row: Insertable<Database['message_broadcasts']>) =>
  insertId(db, 'message_broadcasts', row);

export function broadcastsPage(db: Db, params: ListParams<'id'>) {
  return listPage(db.selectFrom('message_broadcasts as b'), params, (q) =>
    q
      .leftJoin('courses as c', 'c.id', 'b.course_id')
      .select([
        'b.id',
        'b.audience',
        'b.course_id',
        'c.title as course_title',
        'b.message',
        'b.recipients',
        'b.admin_name',
        'b.created_at',
      ])
      .orderBy('b.id', 'desc'),
  );
}
