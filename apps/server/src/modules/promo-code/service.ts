/**
 * The console's promo codes (permission `promotions`). The console writes a code's terms; the order core
 * (`order/service.ts`) takes and gives back its uses. A code takes its discount off any goods: the storefront's
 * check (`/api/v2/promoCode/{code}/check`) names no goods, so a code tied to some would be promised and then
 * ignored. Once per member is the contract's rule (the unique key of `promo_code_uses`).
 */
import { randomBytes } from 'node:crypto';
import type { ListReply, PromoCodeBody, PromoCodeItem } from '@meedu/contract/admin';
import type { z } from 'zod';
import type { AdminActor } from '../../console/auth.ts';
import { audited, recordChanges } from '../../console/audit.ts';
import { wireInstant, wireInstantOrNull } from '../../console/dates.ts';
import { AdminError, fieldError, notFound, type ListParams } from '../../console/http.ts';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import * as repo from './repository.ts';

type ConsoleDeps = Pick<AppDeps, 'db' | 'clock'>;
type Body = z.infer<typeof PromoCodeBody>;

const promoChanges = recordChanges('promo_code', '优惠码');

const item = (r: repo.PromoCodeRow): PromoCodeItem => ({
  id: r.id,
  code: r.code,
  discount: r.invited_user_reward,
  use_times: r.use_times,
  used_times: r.used_times,
  starts_at: wireInstantOrNull(r.started_at),
  expires_at: wireInstantOrNull(r.expired_at),
  owner_id: r.user_id,
  created_at: wireInstant(r.created_at),
});

export async function promoCodes(
  db: Db,
  params: ListParams<'id' | 'used_times'>,
  q: string | undefined,
): Promise<ListReply<PromoCodeItem>> {
  const { rows, total } = await repo.promoCodesPage(db, params, q);
  return { items: rows.map(item), total, page: params.page, size: params.size };
}

async function codeOrThrow(db: Db, id: number) {
  const r = await repo.findPromoCode(db, id);
  if (!r) throw notFound('优惠码');
  return r;
}

/** 10 letters and digits without look-alikes, for a code the operator left empty. */
function generatedCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('');
}

const terms = (b: Body) => ({
  invited_user_reward: b.discount,
  use_times: b.use_times,
  started_at: b.starts_at === null ? null : toDbTime(new Date(b.starts_at)),
  expired_at: b.expires_at === null ? null : toDbTime(new Date(b.expires_at)),
});

const auditedTerms = (r: repo.PromoCodeRow) => ({
  code: r.code,
  discount: r.invited_user_reward,
  use_times: r.use_times,
  starts_at: r.started_at,
  expires_at: r.expired_at,
});

export async function createPromoCode(
  deps: ConsoleDeps,
  actor: AdminActor,
  body: Body,
): Promise<PromoCodeItem> {
  const code = body.code === '' ? generatedCode() : body.code;
  const now = toDbTime(deps.clock.now());
  return audited(deps, actor, async (trx, audit) => {
    if (await repo.codeTaken(trx, code)) throw fieldError('code', '该优惠码已存在');
    const id = await repo.insertPromoCode(trx, { code, ...terms(body), created_at: now, updated_at: now });
    const row = await codeOrThrow(trx, id);
    await audit(promoChanges.created(id, code, auditedTerms(row)));
    return item(row);
  });
}

/** Changes a code's terms. Its text stays once a member used it (their orders name it). */
export async function updatePromoCode(
  deps: ConsoleDeps,
  actor: AdminActor,
  id: number,
  body: Body,
): Promise<PromoCodeItem> {
  const before = await codeOrThrow(deps.db, id);
  const code = body.code === '' ? before.code : body.code;
  return audited(deps, actor, async (trx, audit) => {
    if (code !== before.code) {
      if (before.used_times > 0 || (await repo.promoUseCount(trx, id)) > 0)
        throw fieldError('code', '优惠码已被使用，不能修改码值');
      if (await repo.codeTaken(trx, code, id)) throw fieldError('code', '该优惠码已存在');
    }
    if (body.use_times > 0 && body.use_times < before.used_times)
      throw fieldError('use_times', `已使用 ${before.used_times} 次，可用次数不能更少`);
    await repo.updatePromoCode(trx, id, { code, ...terms(body), updated_at: toDbTime(deps.clock.now()) });
    const after = await codeOrThrow(trx, id);
    await audit(promoChanges.updated(id, code, auditedTerms(before), auditedTerms(after)));
    return item(after);
  });
}

/** Only a code no order used goes; a used one is ended instead (set its end time). */
export async function deletePromoCode(deps: ConsoleDeps, actor: AdminActor, id: number): Promise<void> {
  const before = await codeOrThrow(deps.db, id);
  await audited(deps, actor, async (trx, audit) => {
    const uses = await repo.promoUseCount(trx, id);
    if (uses > 0 || before.used_times > 0)
      throw new AdminError(
        409,
        `该优惠码已被使用 ${Math.max(uses, before.used_times)} 次，不能删除，可设置结束时间`,
      );
    await repo.deletePromoCode(trx, id);
    await audit(promoChanges.deleted(id, before.code, auditedTerms(before)));
  });
}
