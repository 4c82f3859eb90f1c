/**
 * The console's writes and reads of learning paths (issue 31): categories (two levels), paths, their steps
 * (ordered) and each step's items (ordered; a course, live course, book or article named by type and id). Each
 * write checks its rules first (404, 400 at the field, 409 with the reason) and then runs in one transaction with
 * its audit row. The storefront (service.ts) and the search-engine pages (modules/seo) read the same rows, so a
 * hidden path leaves them at once.
 */
import {
  LEARN_PATH_ITEM_TYPES,
  type AuditValue,
  type LearnPathAdminDetail,
  type LearnPathAdminItem,
  type LearnPathBody,
  type LearnPathCategoryBody,
  type LearnPathCategoryItem,
  type LearnPathItemBody,
  type LearnPathStepAdmin,
  type LearnPathStepBody,
  type LearnPathStepItemAdmin,
  type ListReply,
} from '@meedu/contract/admin';
import type { z } from 'zod';
import { audited, recordChanges, type AuditActor } from '../../console/audit.ts';
import { wireInstant } from '../../console/dates.ts';
import { AdminError, fieldError, listReply, notFound, type ListParams } from '../../console/http.ts';
import { reorderChildren } from '../../console/reorder.ts';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { stripTags } from '../../lib/html.ts';
import * as repo from './admin-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const categoryChanges = recordChanges('learn_path_category', '学习路径分类');
const pathChanges = recordChanges('learn_path', '学习路径');
const stepChanges = recordChanges('learn_path_step', '学习路径步骤');

const nowOf = (deps: Deps) => toDbTime(deps.clock.now());
/** A path's or step's description is shown by the storefront as plain text: markup is dropped when saved. */
const plainText = (text: string) => stripTags(text).trim();

// ---------------------------------------------------------------- categories

const categoryItem = (r: repo.CategoryRow): LearnPathCategoryItem => ({
  id: r.id,
  name: r.name,
  parent_id: r.parent_id,
  sort: r.sort,
  path_count: Number(r.path_count ?? 0),
});

const categoryAudit = (c: z.infer<typeof LearnPathCategoryBody>): AuditValue => ({
  name: c.name,
  parent_id: c.parent_id,
  sort: c.sort,
});

/** Every category: each parent followed by its children, each level by sort then id. */
export async function listCategories(deps: Deps): Promise<LearnPathCategoryItem[]> {
  const rows = (await repo.allCategories(deps.db)).map(categoryItem);
  const isTop = (r: LearnPathCategoryItem) => r.parent_id === 0 || !rows.some((p) => p.id === r.parent_id);
  return rows.filter(isTop).flatMap((p) => [p, ...rows.filter((r) => r.parent_id === p.id && r !== p)]);
}

async function requireCategory(deps: Deps, id: number): Promise<LearnPathCategoryItem> {
  const found = (await listCategories(deps)).find((c) => c.id === id);
  if (!found) throw notFound('分类');
  return found;
}

/** Two levels, as the storefront's tree: a parent is a top-level category, and a category with children stays one. */
async function checkParent(deps: Deps, parentId: number, selfId: number | null): Promise<void> {
  if (parentId === 0) return;
  if (parentId === selfId) throw fieldError('parent_id', '上级分类不能是自己');
  const parent = (await listCategories(deps)).find((c) => c.id === parentId);
  if (!parent) throw fieldError('parent_id', '上级分类不存在');
  if (parent.parent_id !== 0) throw fieldError('parent_id', '分类最多两级，上级须为一级分类');
  if (selfId !== null && (await repo.countChildCategories(deps.db, selfId)) > 0)
    throw fieldError('parent_id', '该分类下有子分类，不能设为二级分类');
}

type CategoryInput = z.infer<typeof LearnPathCategoryBody>;

export async function createCategory(deps: Deps, actor: AuditActor, body: CategoryInput) {
  await checkParent(deps, body.parent_id, null);
  const id = await audited(deps, actor, async (trx, audit) => {
    const now = nowOf(deps);
    const newId = await repo.insertCategory(trx, { ...body, created_at: now, updated_at: now });
    await audit(categoryChanges.created(newId, body.name, categoryAudit(body)));
    return newId;
  });
  return requireCategory(deps, id);
}

export async function updateCategory(deps: Deps, actor: AuditActor, id: number, body: CategoryInput) {
  const before = await requireCategory(deps, id);
  await checkParent(deps, body.parent_id, id);
  await audited(deps, actor, async (trx, audit) => {
    await repo.updateCategory(trx, id, { ...body, updated_at: nowOf(deps) });
    await audit(categoryChanges.updated(id, body.name, categoryAudit(before), categoryAudit(body)));
  });
  return requireCategory(deps, id);
}

/** Refused while paths or child categories are filed under it: the storefront would lose them. */
export async function deleteCategory(deps: Deps, actor: AuditActor, id: number): Promise<void> {
  const before = await requireCategory(deps, id);
  await audited(deps, actor, async (trx, audit) => {
    const children = await repo.countChildCategories(trx, id);
    if (before.path_count > 0)
      throw new AdminError(409, `该分类下还有 ${before.path_count} 条学习路径，不能删除`);
    if (children > 0) throw new AdminError(409, `该分类下还有 ${children} 个子分类，不能删除`);
    await repo.deleteCategory(trx, id);
    await audit(categoryChanges.deleted(id, before.name, categoryAudit(before)));
  });
}

// ---------------------------------------------------------------- paths

function pathItem(r: repo.PathRow): LearnPathAdminItem {
  return {
    id: r.id,
    name: r.name,
    category_id: r.category_id,
    category_name: r.category_name,
    thumb: r.thumb,
    charge: r.charge,
    original_charge: r.original_charge,
    is_show: r.is_show === 1,
    published_at: wireInstant(r.published_at),
    step_count: Number(r.step_count ?? 0),
    item_count: Number(r.item_count ?? 0),
    created_at: wireInstant(r.created_at),
  };
}

type PathInput = z.infer<typeof LearnPathBody>;

const pathAudit = (p: LearnPathAdminDetail | PathInput): AuditValue => ({
  name: p.name,
  category_id: p.category_id,
  thumb: p.thumb,
  charge: p.charge,
  original_charge: p.original_charge,
  is_show: p.is_show,
  published_at: p.published_at,
  description: p.description,
});

export async function listPaths(
  deps: Deps,
  filter: repo.PathFilter,
  params: ListParams<'id' | 'published_at' | 'charge'>,
): Promise<ListReply<LearnPathAdminItem>> {
  const { rows, total } = await repo.pathsPage(deps.db, filter, params);
  return listReply(rows.map(pathItem), total, params);
}

export async function getPath(deps: Deps, id: number): Promise<LearnPathAdminDetail> {
  const row = await repo.findPath(deps.db, id);
  if (!row) throw notFound('学习路径');
  return { ...pathItem(row), description: row.desc };
}

async function checkPathCategory(deps: Deps, categoryId: number): Promise<void> {
  if (!(await repo.allCategories(deps.db)).some((c) => c.id === categoryId))
    throw fieldError('category_id', '分类不存在');
}

const pathColumns = (body: PathInput) => ({
  name: body.name,
  category_id: body.category_id,
  thumb: body.thumb,
  charge: body.charge,
  original_charge: body.original_charge,
  is_show: body.is_show ? 1 : 0,
  published_at: toDbTime(new Date(body.published_at)),
  desc: plainText(body.description),
});

export async function createPath(
  deps: Deps,
  actor: AuditActor,
  body: PathInput,
): Promise<LearnPathAdminDetail> {
  await checkPathCategory(deps, body.category_id);
  const id = await audited(deps, actor, async (trx, audit) => {
    const now = nowOf(deps);
    const newId = await repo.insertPath(trx, { ...pathColumns(body), created_at: now, updated_at: now });
    await audit(pathChanges.created(newId, body.name, pathAudit(body)));
    return newId;
  });
  return getPath(deps, id);
}

export async function updatePath(
  deps: Deps,
  actor: AuditActor,
  id: number,
  body: PathInput,
): Promise<LearnPathAdminDetail> {
  const before = await getPath(deps, id);
  await checkPathCategory(deps, body.category_id);
  await audited(deps, actor, async (trx, audit) => {
    await repo.updatePath(trx, id, { ...pathColumns(body), updated_at: nowOf(deps) });
    await audit(pathChanges.updated(id, body.name, pathAudit(before), pathAudit(body)));
  });
  return getPath(deps, id);
}

/** A path members hold is hidden instead (they keep what it granted); otherwise its steps go with it. */
export async function deletePath(deps: Deps, actor: AuditActor, id: number): Promise<void> {
  const before = await getPath(deps, id);
  await audited(deps, actor, async (trx, audit) => {
    const owners = await repo.countOwners(trx, id);
    if (owners > 0) throw new AdminError(409, `该学习路径已有 ${owners} 位学员购买，不能删除，可改为隐藏`);
    await repo.deletePath(trx, id);
    await audit(pathChanges.deleted(id, before.name, pathAudit(before)));
  });
}

// ---------------------------------------------------------------- steps

async function itemReply(db: Db, r: repo.ItemRow): Promise<LearnPathStepItemAdmin> {
  const target = await repo.findItemTarget(db, r.type, r.other_id);
  return {
    id: r.id,
    step_id: r.step_id,
    type: r.type,
    other_id: r.other_id,
    title: target?.title ?? null,
    is_show: Number(target?.is_show ?? 0) === 1,
  };
}

/** The path's steps in order, each with its items in order and what they name. */
export async function listSteps(deps: Deps, pathId: number): Promise<LearnPathStepAdmin[]> {
  await getPath(deps, pathId);
  const steps = await repo.stepsOf(deps.db, pathId);
  const items = await Promise.all(
    (
      await repo.itemsOf(
        deps.db,
        steps.map((s) => s.id),
      )
    ).map((i) => itemReply(deps.db, i)),
  );
  return steps.map((s) => ({
    id: s.id,
    path_id: s.path_id,
    name: s.name,
    description: s.desc,
    sort: s.sort,
    items: items.filter((i) => i.step_id === s.id),
  }));
}

async function requireStep(db: Db, id: number) {
  const step = await repo.findStep(db, id);
  if (!step) throw notFound('步骤');
  return step;
}

async function stepReply(deps: Deps, id: number): Promise<LearnPathStepAdmin> {
  const { path_id } = await requireStep(deps.db, id);
  const step = (await listSteps(deps, path_id)).find((s) => s.id === id);
  if (!step) throw notFound('步骤');
  return step;
}

type StepInput = z.infer<typeof LearnPathStepBody>;
const stepAudit = (pathId: number, s: { name: string; description: string }): AuditValue => ({
  path_id: pathId,
  name: s.name,
  description: s.description,
});

export async function createStep(
  deps: Deps,
  actor: AuditActor,
  pathId: number,
  body: StepInput,
): Promise<LearnPathStepAdmin> {
  await getPath(deps, pathId);
  const id = await audited(deps, actor, async (trx, audit) => {
    const now = nowOf(deps);
    const desc = plainText(body.description);
    const newId = await repo.insertStep(trx, {
      path_id: pathId,
      name: body.name,
      desc,
      created_at: now,
      updated_at: now,
    });
    await audit(
      stepChanges.created(newId, body.name, stepAudit(pathId, { name: body.name, description: desc })),
    );
    return newId;
  });
  return stepReply(deps, id);
}

export async function updateStep(
  deps: Deps,
  actor: AuditActor,
  id: number,
  body: StepInput,
): Promise<LearnPathStepAdmin> {
  const before = await requireStep(deps.db, id);
  await audited(deps, actor, async (trx, audit) => {
    const desc = plainText(body.description);
    await repo.updateStep(trx, id, { name: body.name, desc, updated_at: nowOf(deps) });
    await audit(
      stepChanges.updated(
        id,
        body.name,
        stepAudit(before.path_id, { name: before.name, description: before.desc }),
        stepAudit(before.path_id, { name: body.name, description: desc }),
      ),
    );
  });
  return stepReply(deps, id);
}

/** A step goes with its items (they only point at courses and books, which stay). */
export async function deleteStep(deps: Deps, actor: AuditActor, id: number): Promise<void> {
  const before = await stepReply(deps, id);
  await audited(deps, actor, async (trx, audit) => {
    await repo.deleteStep(trx, id);
    await audit(
      stepChanges.deleted(id, before.name, {
        ...stepAudit(before.path_id, before),
        items: before.items.map((i) => `${i.type}:${i.other_id}`),
      }),
    );
  });
}

export async function reorderSteps(
  deps: Deps,
  actor: AuditActor,
  pathId: number,
  ids: number[],
): Promise<LearnPathStepAdmin[]> {
  const path = await getPath(deps, pathId);
  await reorderChildren(deps, actor, ids, {
    entity: 'learn_path_step',
    parent: `学习路径 ${path.name}`,
    label: '步骤',
    parentId: pathId,
    current: (db) => repo.stepsOf(db, pathId),
    setSort: (trx, id, sort) => repo.updateStep(trx, id, { sort }),
  });
  return listSteps(deps, pathId);
}

// ---------------------------------------------------------------- step items

type ItemInput = z.infer<typeof LearnPathItemBody>;

/** Adds a course, live course, book or article to the step, last; it must exist and not be in the step already. */
export async function addItem(
  deps: Deps,
  actor: AuditActor,
  stepId: number,
  body: ItemInput,
): Promise<LearnPathStepAdmin> {
  const step = await stepReply(deps, stepId);
  const label = LEARN_PATH_ITEM_TYPES[body.type];
  const target = await repo.findItemTarget(deps.db, body.type, body.other_id);
  if (!target) throw fieldError('other_id', `${label}不存在`);
  if (step.items.some((i) => i.type === body.type && i.other_id === body.other_id))
    throw fieldError('other_id', `该步骤已包含此${label}`);
  await audited(deps, actor, async (trx, audit) => {
    const now = nowOf(deps);
    const id = await repo.insertItem(trx, { step_id: stepId, ...body, created_at: now, updated_at: now });
    await audit({
      action: 'create',
      entity: 'learn_path_item',
      entityId: id,
      summary: `在步骤 ${step.name} 中加入${label} ${target.title}`,
      after: { step_id: stepId, type: body.type, other_id: body.other_id },
    });
  });
  return stepReply(deps, stepId);
}

export async function removeItem(deps: Deps, actor: AuditActor, id: number): Promise<void> {
  const item = await repo.findItem(deps.db, id);
  if (!item) throw notFound('步骤内容');
  const step = await requireStep(deps.db, item.step_id);
  const { title } = await itemReply(deps.db, item);
  await audited(deps, actor, async (trx, audit) => {
    await repo.deleteItem(trx, id);
    await audit({
      action: 'delete',
      entity: 'learn_path_item',
      entityId: id,
      summary: `从步骤 ${step.name} 中移除 ${title ?? `${item.type} #${item.other_id}`}`,
      before: { step_id: item.step_id, type: item.type, other_id: item.other_id },
    });
  });
}

export async function reorderItems(
  deps: Deps,
  actor: AuditActor,
  stepId: number,
  ids: number[],
): Promise<LearnPathStepItemAdmin[]> {
  const step = await requireStep(deps.db, stepId);
  await reorderChildren(deps, actor, ids, {
    entity: 'learn_path_item',
    parent: `步骤 ${step.name}`,
    label: '内容',
    parentId: stepId,
    current: (db) => repo.itemsOf(db, [stepId]),
    setSort: (trx, id, sort) => repo.setItemSort(trx, id, sort),
  });
  return (await stepReply(deps, stepId)).items;
}
