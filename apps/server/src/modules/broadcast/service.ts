/**
 * Broadcasts (permission `messages`): one message to every member of an audience (all, VIP members now, members
 * who own a course), each copy a notification in the member's /member/messages as a one-to-one message is. The
 * audience is read in keyset pages and written in multi-row inserts, all in one transaction with the broadcast's
 * row and its one audit row: a broadcast reaches everyone or no one.
 */
import { randomUUID } from 'node:crypto';
import {
  BROADCAST_AUDIENCES,
  BROADCAST_AUDIENCE_NAMES,
  type BroadcastAudience,
  type BroadcastBody,
  type BroadcastItem,
  type ListReply,
} from '@meedu/contract/admin';
import type { z } from 'zod';
import type { AdminActor } from '../../console/auth.ts';
import { audited } from '../../console/audit.ts';
import { wireInstant } from '../../console/dates.ts';
import { fieldError, type ListParams } from '../../console/http.ts';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { notifyMembers } from '../member/service.ts';
import * as repo from './repository.ts';

type ConsoleDeps = Pick<AppDeps, 'db' | 'clock'>;

/** Members per insert: well under either database's bound-parameter limit (5 columns a row). */
export const BROADCAST_BATCH = 500;

const audienceOf = (a: string): BroadcastAudience =>
  (BROADCAST_AUDIENCES as readonly string[]).includes(a) ? (a as BroadcastAudience) : 'all';

export async function broadcasts(db: Db, params: ListParams<'id'>): Promise<ListReply<BroadcastItem>> {
  const { rows, total } = await repo.broadcastsPage(db, params);
  return {
    items: rows.map((r) => ({
      ...r,
      audience: audienceOf(r.audience),
      course_title: r.course_title ?? '',
      created_at: wireInstant(r.created_at),
    })),
    total,
    page: params.page,
    size: params.size,
  };
}

export async function sendBroadcast(
  deps: ConsoleDeps,
  actor: AdminActor,
  body: z.infer<typeof BroadcastBody>,
): Promise<BroadcastItem> {
  const now = toDbTime(deps.clock.now());
  const audience: repo.Audience =
    body.audience === 'course'
      ? { kind: 'course', courseId: body.course_id }
      : body.audience === 'vip'
        ? { kind: 'vip', now }
        : { kind: 'all' };
  const courseTitle = audience.kind === 'course' ? await repo.courseTitle(deps.db, audience.courseId) : '';
  if (courseTitle === undefined) throw fieldError('course_id', '课程不存在');
  return audited(deps, actor, async (trx, audit) => {
    let recipients = 0;
    let after = 0;
    for (;;) {
      const ids = await repo.audienceIds(trx, audience, after, BROADCAST_BATCH);
      if (ids.length === 0) break;
      await notifyMembers(
        trx,
        ids.map((userId) => ({
          id: randomUUID(),
          user_id: userId,
          message: body.message,
          read_at: null,
          created_at: now,
        })),
      );
      recipients += ids.length;
      after = ids[ids.length - 1] ?? after;
      if (ids.length < BROADCAST_BATCH) break;
    }
    const courseId = audience.kind === 'course' ? audience.courseId : 0;
    const id = await repo.insertBroadcast(trx, {
      audience: body.audience,
      course_id: courseId,
      message: body.message,
      recipients,
      admin_id: actor.adminId,
      admin_name: actor.name,
      created_at: now,
    });
    await audit({
      action: 'broadcast',
      entity: 'broadcast',
      entityId: id,
      summary: `群发消息给${BROADCAST_AUDIENCE_NAMES[body.audience]}${courseId ? `（课程 ${courseId}）` : ''}，共 ${recipients} 人`,
      after: { audience: body.audience, course_id: courseId, message: body.message, recipients },
    });
    return {
      id,
      audience: body.audience,
      course_id: courseId,
      course_title: courseTitle,
      message: body.message,
      recipients,
      admin_name: actor.name,
      created_at: wireInstant(now),
    };
  });
}
