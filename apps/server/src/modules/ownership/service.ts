import type { Db } from '../../db/index.ts';
import { fromDbTime, toDbTime } from '../../lib/dates.ts';
import * as repo from './repository.ts';
import type { OwnedKind } from './repository.ts';

export type { OwnedKind } from './repository.ts';

/**
 * The one writer and reader of what members own (`user_courses`, `user_videos`, `user_live_courses`,
 * `user_books`, `user_topics`, `user_learn_paths`) and of VIP plans: orders, learning paths, redeem codes and the
 * demo seeder all grant through here, and every isBuy asks here.
 */

/**
 * Why a member is given a product: `order` (the order core delivers the product that was ordered), `promotion`
 * (a redeem code, a credit-mall exchange, a completed group buy or a paid flash sale: code-exchange's
 * `grantGoods`), `path` (a product inside a bought learning path), `seed` (demo content and test fixtures),
 * `admin` (an operator gave it in the console).
 */
export type GrantReason = 'order' | 'promotion' | 'path' | 'seed' | 'admin';

/**
 * Whether a grant counts the member among a course's or book's learners (`user_count`): only an order of the
 * product itself; a course also counts the members who start it, through its course records. Why, and what is
 * left open: docs/decisions.md, issue 25.
 */
const COUNTS_A_LEARNER: Record<GrantReason, boolean> = {
  order: true,
  promotion: false,
  path: false,
  seed: false,
  admin: false,
};

export interface Grant {
  userId: number;
  id: number;
  /** What the member paid for it (0 when given). */
  charge: number;
  reason: GrantReason;
  now: string;
}

/** Gives the member a product, once: answers whether it was new (a second grant changes nothing). */
export async function grant(db: Db, kind: OwnedKind, g: Grant): Promise<boolean> {
  const fresh = await repo.insertOwned(db, kind, {
    user_id: g.userId,
    id: g.id,
    charge: g.charge,
    created_at: g.now,
  });
  if (fresh && COUNTS_A_LEARNER[g.reason]) await repo.addLearner(db, kind, g.id);
  return fresh;
}

/**
 * Takes a product back from the member (an operator's revoke in the console): answers whether they owned it. The
 * learner count stays as it is, as it does for a refund: it counts who joined, not who holds it now.
 */
export async function revoke(db: Db, kind: OwnedKind, userId: number, id: number): Promise<boolean> {
  return repo.deleteOwned(db, kind, userId, id);
}

export const ownedIds = repo.ownedIds;

export async function owns(db: Db, kind: OwnedKind, userId: number, id: number): Promise<boolean> {
  return (await repo.ownedIds(db, kind, userId, [id])).has(id);
}

// ---------------------------------------------------------------- VIP plans

/** Whether the member holds a VIP plan now (any plan that has not ended): what VIP-free goods ask. */
export async function hasActiveRole(db: Db, userId: number, now: string): Promise<boolean> {
  const m = await repo.findMemberRole(db, userId);
  return !!m && m.role_id > 0 && m.role_expired_at !== null && m.role_expired_at > now;
}

/** Whether the member bought this product, or holds a VIP plan now and the product is VIP-free. */
export async function ownsOrVipFree(
  db: Db,
  kind: OwnedKind,
  userId: number,
  product: { id: number; is_vip_free: number },
  now: string,
): Promise<boolean> {
  const [bought, vip] = await Promise.all([
    owns(db, kind, userId, product.id),
    product.is_vip_free === 1 ? hasActiveRole(db, userId, now) : false,
  ]);
  return bought || vip;
}

/** Whether the member holds this VIP plan now (not another plan, not one that has ended). */
export async function holdsRole(db: Db, userId: number, roleId: number, now: string): Promise<boolean> {
  const m = await repo.findMemberRole(db, userId);
  return !!m && m.role_id === roleId && m.role_expired_at !== null && m.role_expired_at > now;
}

/**
 * Gives the member a VIP plan for its `expire_days`: from its current end when they hold the same plan now (bought
 * or redeemed again = extended), otherwise from now, replacing another plan. False when the plan does not exist.
 */
export async function grantRole(db: Db, userId: number, roleId: number, now: string): Promise<boolean> {
  const plan = await repo.findRolePlan(db, roleId);
  if (!plan) return false;
  const m = await repo.findMemberRole(db, userId);
  const from =
    m && m.role_id === plan.id && m.role_expired_at !== null && m.role_expired_at > now
      ? m.role_expired_at
      : now;
  const until = toDbTime(new Date(fromDbTime(from).getTime() + plan.expire_days * 86_400_000));
  await repo.setMemberRole(db, userId, plan.id, until, now);
  return true;
}
