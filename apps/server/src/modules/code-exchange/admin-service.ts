/**
 * The console's redeem codes (permission `promotions`): a batch is a CodeExchanger activity (what each code gives,
 * its window) with `count` codes made here. Codes are 16 characters from a 32-letter alphabet without look-alikes
 * (80 random bits from the system's CSPRNG): not guessable, and with the storefront's captcha and guess limits
 * not worth trying. Uniqueness is the table's unique key; a code that collides with an existing one is drawn again
 * before the insert.
 */
import { randomBytes } from 'node:crypto';
import type { ExchangeRelateItem } from '@meedu/contract';
import {
  type ListReply,
  type RedeemBatchBody,
  type RedeemBatchItem,
  type RedeemCodeItem,
  type RedeemGrant,
  type RedeemSign,
  REDEEM_SIGNS,
  REDEEM_SIGN_NAMES,
} from '@meedu/contract/admin';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { AdminActor } from '../../console/auth.ts';
import { audited } from '../../console/audit.ts';
import { wireInstant, wireInstantOrNull } from '../../console/dates.ts';
import { AdminError, notFound, type ListParams } from '../../console/http.ts';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import * as repo from './repository.ts';
import { parseRelateData } from './service.ts';

type ConsoleDeps = Pick<AppDeps, 'db' | 'clock'>;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 16;
const INSERT_CHUNK = 500;

/** One fresh code: each byte picks one of 32 letters (256 = 8 × 32, so every letter is equally likely). */
export function newRedeemCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  let code = '';
  for (const b of bytes) code += CODE_ALPHABET[b % CODE_ALPHABET.length];
  return code;
}

/** `count` codes, distinct among themselves and from every code stored. */
async function freshCodes(db: Db, count: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < count) {
    const drawn: string[] = [];
    while (codes.size + drawn.length < count) {
      const c = newRedeemCode();
      if (!codes.has(c) && !drawn.includes(c)) drawn.push(c);
    }
    const taken = await repo.existingCodes(db, drawn);
    for (const c of drawn) if (!taken.has(c)) codes.add(c);
  }
  return [...codes];
}

const isSign = (s: string): s is RedeemSign => (REDEEM_SIGNS as readonly string[]).includes(s);

const grantsOf = (relateData: string): RedeemGrant[] =>
  parseRelateData(relateData).flatMap((i) =>
    isSign(i.sign)
      ? [{ sign: i.sign, id: i.id, name: i.name, credits: i.sign === 'credit1' ? i.charge : 0 }]
      : [],
  );

const batchItem = (r: repo.BatchRow): RedeemBatchItem => ({
  id: r.id,
  name: r.name,
  grants: grantsOf(r.relate_data),
  starts_at: wireInstant(r.started_at),
  ends_at: wireInstant(r.ended_at),
  code_count: Number(r.code_count ?? 0),
  used_count: Number(r.used_count ?? 0),
  created_at: wireInstant(r.created_at),
});

export async function redeemBatches(db: Db, params: ListParams<'id'>): Promise<ListReply<RedeemBatchItem>> {
  const { rows, total } = await repo.batchesPage(db, params);
  return { items: rows.map(batchItem), total, page: params.page, size: params.size };
}

/** The stored item of each grant, named after its product as it is now (a missing product is refused at its field). */
async function relateItems(
  db: Db,
  grants: z.infer<typeof RedeemBatchBody>['grants'],
): Promise<ExchangeRelateItem[]> {
  const items: ExchangeRelateItem[] = [];
  for (const [i, g] of grants.entries()) {
    if (g.sign === 'credit1') {
      items.push({ sign: 'credit1', id: 0, name: `${g.credits} 积分`, thumb: '', charge: g.credits });
      continue;
    }
    const title = await repo.productTitle(db, g.sign, g.id);
    if (title === undefined) {
      const message = `${REDEEM_SIGN_NAMES[g.sign]} ID ${g.id} 不存在`;
      throw new AdminError(400, message, { [`grants.${i}.id`]: message });
    }
    items.push({ sign: g.sign, id: g.id, name: title, thumb: '', charge: 0 });
  }
  return items;
}

/** A batch and its codes, in one transaction with its audit row (the codes themselves are not logged). */
export async function createRedeemBatch(
  deps: ConsoleDeps,
  actor: AdminActor,
  body: z.infer<typeof RedeemBatchBody>,
): Promise<RedeemBatchItem> {
  const now = toDbTime(deps.clock.now());
  const relate = await relateItems(deps.db, body.grants);
  return audited(deps, actor, async (trx, audit) => {
    const id = await repo.insertActivity(trx, {
      name: body.name,
      relate_data: JSON.stringify(relate),
      started_at: toDbTime(new Date(body.starts_at)),
      ended_at: toDbTime(new Date(body.ends_at)),
      created_at: now,
    });
    const codes = await freshCodes(trx, body.count);
    for (let i = 0; i < codes.length; i += INSERT_CHUNK) {
      await repo.insertCodes(trx, id, codes.slice(i, i + INSERT_CHUNK), now);
    }
    await audit({
      action: 'create',
      entity: 'redeem_batch',
      entityId: id,
      summary: `生成兑换码批次 ${body.name}（${body.count} 个）`,
      after: {
        name: body.name,
        grants: relate,
        starts_at: body.starts_at,
        ends_at: body.ends_at,
        count: body.count,
      },
    });
    const row = (await repo.batchesPage(trx, { size: 1, offset: 0 })).rows.find((r) => r.id === id);
    if (!row) throw notFound('兑换码批次');
    return batchItem(row);
  });
}

async function batchOrThrow(db: Db, id: number) {
  const b = await repo.findBatch(db, id);
  if (!b) throw notFound('兑换码批次');
  return b;
}

export async function redeemCodes(
  db: Db,
  batchId: number,
  used: boolean | undefined,
  params: ListParams<'id'>,
): Promise<ListReply<RedeemCodeItem>> {
  await batchOrThrow(db, batchId);
  const { rows, total } = await repo.batchCodesPage(db, batchId, used, params);
  return {
    items: rows.map((r) => ({
      id: r.id,
      code: r.code,
      used_by: r.user_id === null ? null : { id: r.user_id, nick_name: r.nick_name ?? '' },
      used_at: wireInstantOrNull(r.used_at),
    })),
    total,
    page: params.page,
    size: params.size,
  };
}

/** The batch's codes as an .xlsx workbook: code, used or not, by whom, when. */
export async function redeemCodesWorkbook(db: Db, batchId: number): Promise<{ name: string; data: Buffer }> {
  const batch = await batchOrThrow(db, batchId);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('兑换码');
  sheet.columns = [
    { header: '兑换码', key: 'code', width: 22 },
    { header: '状态', key: 'state', width: 10 },
    { header: '使用学员ID', key: 'user_id', width: 12 },
    { header: '使用学员', key: 'nick_name', width: 20 },
    { header: '使用时间', key: 'used_at', width: 28 },
  ];
  for (const r of await repo.allBatchCodes(db, batchId)) {
    sheet.addRow({
      code: r.code,
      state: r.user_id === null ? '未使用' : '已使用',
      user_id: r.user_id ?? '',
      nick_name: r.nick_name ?? '',
      used_at: r.used_at === null ? '' : wireInstant(r.used_at),
    });
  }
  sheet.getRow(1).font = { bold: true };
  const data = Buffer.from(await book.xlsx.writeBuffer());
  return { name: `redeem-codes-${batch.id}.xlsx`, data };
}
