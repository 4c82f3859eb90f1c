/**
 * Issue 30: the player's watermark names a member by a short code instead of their mobile. Each member gets one
 * code at their first play grant, random (not derived from the id, so codes can be neither guessed nor counted)
 * and kept for good; every play grant that shows the watermark records the code it showed. The console maps a code
 * read off a recording back to the member, and each such lookup is audited.
 */
import { randomInt } from 'node:crypto';
import { fillWatermark, rawTimeIn, type PlayWatermark } from '@meedu/contract';
import {
  WATERMARK_CODE_PATTERN,
  type WatermarkGrantItem,
  type WatermarkLookupReply,
} from '@meedu/contract/admin';
import { audited } from '../../console/audit.ts';
import type { AdminActor } from '../../console/auth.ts';
import { wireInstant } from '../../console/dates.ts';
import { notFound } from '../../console/http.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { siteTimeZone, toDbTime } from '../../lib/dates.ts';
import { getSetting } from '../../settings/settings.ts';
import * as repo from './repository.ts';

/** Crockford-like: no 0/O or 1/I/L, so a code read off a frame is not misread. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 8;
/** 31^8 ≈ 8.5 × 10^11 codes: a clash is rare, and the next draw settles it. */
const CODE_DRAWS = 5;
const LOOKUP_GRANTS = 50;

function drawCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The member's code, made on first use. Two grants at once both read back the one that was stored first. */
export async function watermarkCodeOf(db: Db, userId: number, now: string): Promise<string> {
  const known = await repo.codeOfMember(db, userId);
  if (known) return known;
  for (let draw = 0; draw < CODE_DRAWS; draw += 1) {
    await repo.insertCodeIfFree(db, userId, drawCode(), now);
    const stored = await repo.codeOfMember(db, userId);
    if (stored) return stored;
  }
  throw new Error('no free watermark code after several draws');
}

/**
 * The watermark of one play grant, filled with the member's code, masked mobile, nickname and the site's date,
 * and recorded (member, video, code, address, time) in one transaction; null when the site shows no watermark.
 */
export async function grantWatermark(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  grant: { userId: number; videoId: number; ip: string },
): Promise<PlayWatermark | null> {
  const player = await getSetting(deps.db, 'player');
  if (player.enabled_bullet_secret !== 1) return null;
  const at = deps.clock.now();
  const now = toDbTime(at);
  return inTransaction(deps.db, async (trx) => {
    const member = await repo.memberNameAndMobile(trx, grant.userId);
    const code = await watermarkCodeOf(trx, grant.userId, now);
    await repo.insertGrant(trx, {
      user_id: grant.userId,
      video_id: grant.videoId,
      code,
      ip: grant.ip,
      created_at: now,
    });
    const { text, size, color, opacity } = player.bullet_secret;
    return {
      text: fillWatermark(text, {
        code,
        mobile: member?.mobile ?? '',
        nickname: member?.nick_name ?? '',
        date: rawTimeIn(siteTimeZone(), at.getTime()).slice(0, 10),
      }),
      code,
      size,
      color,
      opacity,
    };
  });
}

/**
 * The member a code names and the latest grants that showed it. The lookup is audited whether or not the code is
 * known, so probing for codes leaves a trace too.
 */
export async function lookupWatermarkCode(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: AdminActor,
  code: string,
): Promise<WatermarkLookupReply> {
  const found = await audited(deps, actor, async (trx, audit) => {
    const member = WATERMARK_CODE_PATTERN.test(code) ? await repo.memberOfCode(trx, code) : undefined;
    await audit({
      action: 'lookup_watermark',
      entity: 'watermark_code',
      entityId: code,
      summary: member ? `查询水印编码 ${code}（学员 ${member.id}）` : `查询水印编码 ${code}（未找到）`,
      after: member ? { member_id: member.id } : null,
    });
    return member ? { member, grants: await repo.grantsOfCode(trx, code, LOOKUP_GRANTS) } : null;
  });
  if (!found) throw notFound('水印编码');
  const { member, grants } = found;
  return {
    code,
    member: { id: member.id, nick_name: member.nick_name, mobile: member.mobile },
    grants: grants.map((g): WatermarkGrantItem => ({
      id: g.id,
      video_id: g.video_id,
      video_title: g.video_title ?? `视频 ${g.video_id}（已删除）`,
      course_title: g.course_title ?? '',
      ip: g.ip,
      created_at: wireInstant(g.created_at),
    })),
  };
}

/** Account deletion: the member's grants (addresses and times) go; see member/deletion.ts. */
export const forgetWatermarkGrants = (db: Db, userId: number) => repo.deleteGrantsOf(db, userId);

const PRUNE_BATCH = 5_000;
/** At most this many batches an hour, so a backlog after a long pause is worked off over a few runs. */
const PRUNE_BATCHES = 20;

/**
 * The maintenance job: grants older than `WATERMARK_GRANT_DAYS` go (they hold where and when a member watched);
 * the codes stay, so a recording older than that still names its member. Returns how many went.
 */
export async function pruneWatermarkGrants(deps: AppDeps): Promise<number> {
  const cutoff = toDbTime(new Date(deps.clock.now().getTime() - deps.config.watermarkGrantDays * 86_400_000));
  let pruned = 0;
  for (let i = 0; i < PRUNE_BATCHES; i += 1) {
    const deleted = await repo.deleteGrantsBefore(deps.db, cutoff, PRUNE_BATCH);
    pruned += deleted;
    if (deleted < PRUNE_BATCH) break;
  }
  return pruned;
}
