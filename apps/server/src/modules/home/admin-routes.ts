/**
 * The console's home decoration blocks (首页装修块, permission `home`): the blocks of the storefront's PC home
 * (`/api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index`), in order. The list is short, so it comes
 * whole (`{ items, total, page: 1, size: total }`).
 */
import { HomeBlockBody, ReorderBody, type HomeBlockItem, type ListReply } from '@meedu/contract/admin';
import type { Context } from 'hono';
import { actorOf, requirePermission, type AdminEnv } from '../../console/auth.ts';
import { adminJson, noContent, parseBody, pathId } from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import * as service from './service.ts';

type Ctx = Context<AdminEnv>;

const whole = <T>(items: T[]): ListReply<T> => ({ items, total: items.length, page: 1, size: items.length });

export const homeBlocksAdminModule: AdminModule = (app, deps) => {
  const view = requirePermission('home.view');
  const edit = requirePermission('home.edit');
  app.get('/home-blocks', view, list(deps));
  app.post('/home-blocks', edit, create(deps));
  app.put('/home-blocks/order', edit, reorder(deps));
  app.put('/home-blocks/:id', edit, update(deps));
  app.delete('/home-blocks/:id', edit, remove(deps));
};

const list = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<ListReply<HomeBlockItem>>(c, whole(await service.homeBlockItems(deps.db)));
const create = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<HomeBlockItem>(
    c,
    await service.createHomeBlock(deps, actorOf(c), await parseBody(c, HomeBlockBody)),
    201,
  );
const update = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<HomeBlockItem>(
    c,
    await service.updateHomeBlock(deps, actorOf(c), pathId(c, '装修块'), await parseBody(c, HomeBlockBody)),
  );
const remove = (deps: AppDeps) => async (c: Ctx) => {
  await service.deleteHomeBlock(deps, actorOf(c), pathId(c, '装修块'));
  return noContent(c);
};
const reorder = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<ListReply<HomeBlockItem>>(
    c,
    whole(await service.reorderHomeBlocks(deps, actorOf(c), (await parseBody(c, ReorderBody)).ids)),
  );
