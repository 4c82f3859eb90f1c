/**
 * The console handlers every area writes alike, built from the area's service functions: a read by path id, a
 * create (201), an update by path id, a delete (204), a reorder below a parent, and the five routes of a short
 * ordered list that comes whole. A route file then says only its paths, permissions, schemas and the name of its
 * record (`pathId`'s `<thing>不存在`); the reply's contract type is the service function's.
 */
import { ReorderBody, type ListReply } from '@meedu/contract/admin';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { actorOf, requirePermission, type AdminActor, type AdminEnv } from './auth.ts';
import { adminJson, noContent, parseBody, pathId } from './http.ts';
import type { Permission } from './permissions.ts';

export type AdminContext = Context<AdminEnv>;
export type AdminHandler = (c: AdminContext) => Promise<Response>;

/** A short list sent whole, in the shape of a paged one: `{ items, total, page: 1, size: total }`. */
export const whole = <T>(items: T[]): ListReply<T> => ({
  items,
  total: items.length,
  page: 1,
  size: items.length,
});

/** `GET …/:id`: what `read` answers for the path's id. */
export const readById =
  <T>(deps: AppDeps, thing: string, read: (deps: AppDeps, id: number) => Promise<T>): AdminHandler =>
  async (c) =>
    adminJson<T>(c, await read(deps, pathId(c, thing)));

/** `POST`: the record `create` makes of the validated body, 201. */
export const createWith =
  <S extends z.ZodType, T>(
    deps: AppDeps,
    schema: S,
    create: (deps: AppDeps, actor: AdminActor, body: z.infer<S>) => Promise<T>,
  ): AdminHandler =>
  async (c) =>
    adminJson<T>(c, await create(deps, actorOf(c), await parseBody(c, schema)), 201);

/** A write to the path's record (or below it), of the validated body; the reply is what `write` answers. */
const idAndBody =
  <S extends z.ZodType, T>(
    deps: AppDeps,
    thing: string,
    schema: S,
    write: (deps: AppDeps, actor: AdminActor, id: number, body: z.infer<S>) => Promise<T>,
    status: 200 | 201,
  ): AdminHandler =>
  async (c) => {
    const id = pathId(c, thing);
    return adminJson<T>(c, await write(deps, actorOf(c), id, await parseBody(c, schema)), status);
  };

/** `PUT …/:id`: the record `update` makes of the path's id and the validated body. */
export const updateWith = <S extends z.ZodType, T>(
  deps: AppDeps,
  thing: string,
  schema: S,
  update: (deps: AppDeps, actor: AdminActor, id: number, body: z.infer<S>) => Promise<T>,
): AdminHandler => idAndBody(deps, thing, schema, update, 200);

/** `POST …/:id/<children>`: the child `create` makes below the path's parent, 201. */
export const createWithin = <S extends z.ZodType, T>(
  deps: AppDeps,
  parent: string,
  schema: S,
  create: (deps: AppDeps, actor: AdminActor, parentId: number, body: z.infer<S>) => Promise<T>,
): AdminHandler => idAndBody(deps, parent, schema, create, 201);

/** `POST …/:id/<command>`: what `act` answers after acting on the path's record (lock, unlock, …). */
export const actOn =
  <T>(
    deps: AppDeps,
    thing: string,
    act: (deps: AppDeps, actor: AdminActor, id: number) => Promise<T>,
  ): AdminHandler =>
  async (c) =>
    adminJson<T>(c, await act(deps, actorOf(c), pathId(c, thing)));

/** `DELETE …/:id`: 204 once `remove` has deleted the path's record. */
export const deleteWith =
  (
    deps: AppDeps,
    thing: string,
    remove: (deps: AppDeps, actor: AdminActor, id: number) => Promise<void>,
  ): AdminHandler =>
  async (c) => {
    await remove(deps, actorOf(c), pathId(c, thing));
    return noContent(c);
  };

/** `PUT …/:id/<children>/order`: the children of the path's parent in the body's order, as `reorder` answers them. */
export const reorderWithin =
  <T>(
    deps: AppDeps,
    parent: string,
    reorder: (deps: AppDeps, actor: AdminActor, parentId: number, ids: number[]) => Promise<T[]>,
  ): AdminHandler =>
  async (c) => {
    const parentId = pathId(c, parent);
    const { ids } = await parseBody(c, ReorderBody);
    return adminJson<T[]>(c, await reorder(deps, actorOf(c), parentId, ids));
  };

/** The service functions behind a short ordered list (navigation, sliders, VIP plans, …). */
export interface OrderedList<S extends z.ZodType, T> {
  /** The record's name in `<thing>不存在`. */
  thing: string;
  body: S;
  list: (c: AdminContext) => Promise<T[]>;
  create: (deps: AppDeps, actor: AdminActor, body: z.infer<S>) => Promise<T>;
  update: (deps: AppDeps, actor: AdminActor, id: number, body: z.infer<S>) => Promise<T>;
  remove: (deps: AppDeps, actor: AdminActor, id: number) => Promise<void>;
  reorder: (deps: AppDeps, actor: AdminActor, ids: number[]) => Promise<T[]>;
}

/**
 * The five routes of a short ordered list that comes whole: `GET path`, `POST path`, `PUT path/order` (before
 * `PUT path/:id`, which would take `order` for an id), `PUT path/:id`, `DELETE path/:id`.
 */
export function orderedListRoutes<S extends z.ZodType, T>(
  app: Hono<AdminEnv>,
  deps: AppDeps,
  path: string,
  permissions: { view: Permission; edit: Permission },
  list: OrderedList<S, T>,
): void {
  const view = requirePermission(permissions.view);
  const edit = requirePermission(permissions.edit);
  app.get(path, view, async (c) => adminJson<ListReply<T>>(c, whole(await list.list(c))));
  app.post(path, edit, createWith(deps, list.body, list.create));
  app.put(`${path}/order`, edit, async (c) =>
    adminJson<ListReply<T>>(
      c,
      whole(await list.reorder(deps, actorOf(c), (await parseBody(c, ReorderBody)).ids)),
    ),
  );
  app.put(`${path}/:id`, edit, updateWith(deps, list.thing, list.body, list.update));
  app.delete(`${path}/:id`, edit, deleteWith(deps, list.thing, list.remove));
}
