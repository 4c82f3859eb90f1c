import type {
  CodeConfirmReply,
  CodeExchangeRecordsReply,
  CodeQueryReply,
  ExchangeRelateItem,
  ExchangeSign,
} from '@meedu/contract';
import { type Db, inTransaction } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../lib/envelope.ts';
import { countPoint, returnPoint } from '../../limits/limits.ts';
import { grantCredit1 } from '../credits/service.ts';
import { deliverExamGoods, examGoods, hasExamGoods, type ExamGoodsKind } from '../exam/service.ts';
import { deliverLearnPath } from '../learn-path/service.ts';
import * as ownership from '../ownership/service.ts';
import * as repo from './repository.ts';

const SIGNS: readonly string[] = [
  'vod',
  'live',
  'book',
  'paper',
  'mock_paper',
  'practice',
  'vip',
  'credit1',
] satisfies ExchangeSign[];

/** An activity's `relate_data`, dropping entries we cannot read (the operator's JSON is not trusted blindly). */
export function parseRelateData(json: string): ExchangeRelateItem[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((x: unknown): ExchangeRelateItem[] => {
    if (x === null || typeof x !== 'object') return [];
    const o = x as Record<string, unknown>;
    if (typeof o.sign !== 'string' || !SIGNS.includes(o.sign)) return [];
    return [
      {
        sign: o.sign as ExchangeSign,
        id: Number(o.id) || 0,
        name: typeof o.name === 'string' ? o.name : '',
        thumb: typeof o.thumb === 'string' ? o.thumb : '',
        charge: Number(o.charge) || 0,
      },
    ];
  });
}

// ---------------------------------------------------------------- goods a member owns, and granting them

/** The signs of products kept in the ownership tables. */
const OWNED_KINDS: Partial<Record<string, ownership.OwnedKind>> = {
  vod: 'course',
  live: 'live',
  book: 'book',
  learnPath: 'learnPath',
};

/** The sign of a promotion's product type (group buys and flash sales name courses `course`). */
export const productSign = (goodsType: string) => (goodsType === 'course' ? 'vod' : goodsType);

/** The signs of exam goods (contract §5.1), kept in the exam area's own table. */
const EXAM_SIGNS: readonly string[] = ['paper', 'mock_paper', 'practice'] satisfies ExamGoodsKind[];
const isExamSign = (sign: string): sign is ExamGoodsKind => EXAM_SIGNS.includes(sign);

/**
 * Whether the member already has the item. VIP counts as owned only while the same plan runs (a code for another
 * plan, or after expiry, still gives something); credit is never "owned".
 */
export async function ownsGoods(
  db: Db,
  userId: number,
  item: { sign: string; id: number },
  now: string,
): Promise<boolean> {
  const kind = OWNED_KINDS[item.sign];
  if (kind) return ownership.owns(db, kind, userId, item.id);
  if (isExamSign(item.sign)) return hasExamGoods(db, userId, item.sign, item.id);
  switch (item.sign) {
    case 'vip':
      return ownership.holdsRole(db, userId, item.id, now);
    case 'credit1':
      return false;
    default:
      return false;
  }
}

/**
 * Gives the member an item, in the caller's transaction. VIP: the plan's days from now, or from the current expiry
 * when the same plan is still running (bought again = extended). Credit: `charge` credits through the ledger.
 */
export async function grantGoods(
  db: Db,
  userId: number,
  item: { sign: string; id: number; charge?: number },
  remark: string,
  now: string,
): Promise<void> {
  // A path comes with the products in it, as when it is bought (group buys and flash sales sell paths).
  if (item.sign === 'learnPath') {
    await deliverLearnPath(db, userId, item.id, 0, now, 'promotion');
    return;
  }
  const kind = OWNED_KINDS[item.sign];
  if (kind) {
    await ownership.grant(db, kind, { userId, id: item.id, charge: 0, reason: 'promotion', now });
    return;
  }
  if (isExamSign(item.sign)) {
    if (!(await examGoods(db, item.sign, item.id))) throw new ApiError('商品不存在');
    await deliverExamGoods(db, userId, item.sign, item.id, 0, now);
    return;
  }
  switch (item.sign) {
    case 'vip':
      if (!(await ownership.grantRole(db, userId, item.id, now))) throw new ApiError('会员套餐不存在');
      return;
    case 'credit1':
      await grantCredit1(db, userId, item.charge ?? 0, remark, now);
      return;
    default:
      throw new ApiError('暂不支持该商品');
  }
}

// ---------------------------------------------------------------- redeeming

const UNKNOWN_CODE = '兑换码不存在';

/**
 * Runs one try of a redeem code (`attempt`: the query or the redemption) within the guess limits
 * (CODE_GUESS_LIMITS): the try counts against the member and the address when it starts, in one statement each,
 * so a burst cannot pass a limit; past either limit it is refused untried. A try whose code exists, and a refused
 * one, give their points back: only codes that do not exist use the budget.
 */
export async function withinGuessLimits<T>(
  deps: Pick<AppDeps, 'limits'>,
  userId: number,
  address: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const counted = [
    { limiter: deps.limits.codeGuessMember, key: String(userId) },
    { limiter: deps.limits.codeGuessAddress, key: address },
  ];
  const giveBack = () => Promise.all(counted.map((c) => returnPoint(c.limiter, c.key)));
  const results = await Promise.all(counted.map((c) => countPoint(c.limiter, c.key)));
  if (results.some((r) => !r.within)) {
    await giveBack();
    throw new ApiError('兑换码错误次数过多，请稍后再试');
  }
  try {
    const result = await attempt();
    await giveBack();
    return result;
  } catch (err) {
    if (!(err instanceof ApiError && err.message === UNKNOWN_CODE)) await giveBack();
    throw err;
  }
}

/** The code's row when this member may redeem it now; the clear Chinese reason otherwise. */
async function redeemable(db: Db, userId: number, code: string, now: string): Promise<repo.CodeRow> {
  const row = await repo.findCode(db, code.trim());
  if (!row) throw new ApiError(UNKNOWN_CODE);
  if (row.user_id !== null) {
    throw new ApiError(row.user_id === userId ? '您已使用过该兑换码' : '兑换码已被使用');
  }
  if (row.started_at > now) throw new ApiError('兑换活动未开始');
  if (row.ended_at <= now) throw new ApiError('兑换码已过期');
  if (await repo.hasRedeemedActivity(db, userId, row.activity_id)) throw new ApiError('您已参与过该兑换活动');
  return row;
}

/** contract §5.1: what the code gives, each item marked when the member already owns it. */
export async function queryCode(db: Db, userId: number, code: string, now: string): Promise<CodeQueryReply> {
  const row = await redeemable(db, userId, code, now);
  const items = parseRelateData(row.relate_data);
  const relate_courses = [];
  for (const item of items) {
    relate_courses.push({
      id: item.id,
      sign: item.sign,
      name: item.name,
      is_subscribe: await ownsGoods(db, userId, item, now),
    });
  }
  return { activity: { id: row.activity_id, name: row.name, relate_courses } };
}

function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * contract §5.2: redeems the code once. In one transaction: the checks, then a conditional update that marks the
 * code used only while it is unused (of concurrent redeemers exactly one changes the row), then every item the
 * member does not own yet. The unique (activity, member) key refuses a second code of one activity even when
 * two arrive together.
 */
export async function confirmCode(
  db: Db,
  userId: number,
  code: string,
  now: string,
): Promise<CodeConfirmReply> {
  try {
    return await inTransaction(db, async (trx) => {
      const row = await redeemable(trx, userId, code, now);
      const items = parseRelateData(row.relate_data);
      const pending = [];
      for (const item of items) if (!(await ownsGoods(trx, userId, item, now))) pending.push(item);
      if (pending.length === 0) throw new ApiError('兑换内容您都已拥有');
      if ((await repo.claimCode(trx, row.id, userId, now)) === 0) throw new ApiError('兑换码已被使用');
      for (const item of pending) await grantGoods(trx, userId, item, `兑换码兑换-${row.name}`, now);
      return { activity_id: row.activity_id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError('您已参与过该兑换活动');
    throw err;
  }
}

/** contract §5.3: the member's redemptions, newest first. */
export async function exchangeRecords(
  db: Db,
  userId: number,
  page: { size: number; offset: number },
): Promise<CodeExchangeRecordsReply> {
  const { rows, total } = await repo.recordsPage(db, userId, page);
  return {
    total,
    data: rows.map((r) => ({
      activity_id: r.activity_id,
      used_at: r.used_at ?? '',
      activity: { name: r.name, relate_data: r.relate_data },
    })),
  };
}

/** The title of a product a code or a mall item grants; undefined when there is no such product. */
export const grantableTitle = (db: Db, sign: 'vod' | 'live' | 'book' | 'vip', id: number) =>
  repo.productTitle(db, sign, id);
