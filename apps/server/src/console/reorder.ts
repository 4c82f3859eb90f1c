/**
 * Reordering a record's children by hand (a book's chapters and articles; issue 31): the body holds every child id
 * in the new order, checked against the ids the parent has now, then written with its audit row in one transaction.
 */
import type { Db } from '../db/index.ts';
import type { AppDeps } from '../deps.ts';
import { audited, type AuditActor } from './audit.ts';
import { fieldError } from './http.ts';

/** `ids` must be exactly the parent's children (a stale screen is told to reload rather than half-apply). */
export function checkSameIds(current: readonly number[], wanted: readonly number[]): void {
  const known = new Set(current);
  if (wanted.length !== current.length || wanted.some((id) => !known.has(id)))
    throw fieldError('ids', '列表已变化，请刷新后重新排序');
}

export interface ChildOrder {
  entity: string;
  /** The summary: `调整<parent> 的<label>顺序` (`调整电子书 深入 Node 的章节顺序`). */
  parent: string;
  label: string;
  parentId: number;
  current: (db: Db) => Promise<{ id: number }[]>;
  setSort: (trx: Db, id: number, sort: number) => Promise<unknown>;
}

/** Writes the children in the order of `ids`, which must be exactly the ones the parent has now. */
export async function reorderChildren(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: AuditActor,
  ids: number[],
  order: ChildOrder,
): Promise<void> {
  const before = (await order.current(deps.db)).map((c) => c.id);
  checkSameIds(before, ids);
  await audited(deps, actor, async (trx, audit) => {
    for (const [index, id] of ids.entries()) await order.setSort(trx, id, index);
    await audit({
      action: 'reorder',
      entity: order.entity,
      entityId: order.parentId,
      summary: `调整${order.parent} 的${order.label}顺序`,
      before: { ids: before },
      after: { ids },
    });
  });
}
