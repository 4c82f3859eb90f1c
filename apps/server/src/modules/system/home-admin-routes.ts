/**
 * The console's navigation, sliders and friendly links (permission `home`): ordered lists the storefront's
 * config reads. Each list is short, so it comes whole (`{ items, total, page: 1, size: total }`).
 */
import {
  LinkBody,
  NAV_PLATFORMS,
  NavBody,
  ReorderBody,
  SliderBody,
  type LinkItem,
  type ListReply,
  type NavItem,
  type SliderItem,
} from '@meedu/contract/admin';
import type { Context } from 'hono';
import { z } from 'zod';
import { actorOf, requirePermission, type AdminEnv } from '../../console/auth.ts';
import { adminJson, noContent, parseBody, parseQuery, pathId } from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import * as service from './service.ts';

type Ctx = Context<AdminEnv>;

const whole = <T>(items: T[]): ListReply<T> => ({ items, total: items.length, page: 1, size: items.length });
const PlatformQuery = z.object({ platform: z.enum(NAV_PLATFORMS, { error: '未知的端' }).optional() });

export const homeListsAdminModule: AdminModule = (app, deps) => {
  const view = requirePermission('home.view');
  const edit = requirePermission('home.edit');
  app.get('/navs', view, listNavs(deps));
  app.post('/navs', edit, createNav(deps));
  app.put('/navs/order', edit, reorderNavs(deps));
  app.put('/navs/:id', edit, updateNav(deps));
  app.delete('/navs/:id', edit, deleteNav(deps));
  app.get('/sliders', view, listSliders(deps));
  app.post('/sliders', edit, createSlider(deps));
  app.put('/sliders/order', edit, reorderSliders(deps));
  app.put('/sliders/:id', edit, updateSlider(deps));
  app.delete('/sliders/:id', edit, deleteSlider(deps));
  app.get('/links', view, listLinks(deps));
  app.post('/links', edit, createLink(deps));
  app.put('/links/order', edit, reorderLinks(deps));
  app.put('/links/:id', edit, updateLink(deps));
  app.delete('/links/:id', edit, deleteLink(deps));
};

const listNavs = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<ListReply<NavItem>>(
    c,
    whole(await service.navItems(deps.db, parseQuery(c, PlatformQuery).platform)),
  );
const createNav = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<NavItem>(c, await service.createNav(deps, actorOf(c), await parseBody(c, NavBody)), 201);
const updateNav = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<NavItem>(
    c,
    await service.updateNav(deps, actorOf(c), pathId(c, '导航'), await parseBody(c, NavBody)),
  );
const deleteNav = (deps: AppDeps) => async (c: Ctx) => {
  await service.deleteNav(deps, actorOf(c), pathId(c, '导航'));
  return noContent(c);
};
const reorderNavs = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<ListReply<NavItem>>(
    c,
    whole(await service.reorderNavs(deps, actorOf(c), (await parseBody(c, ReorderBody)).ids)),
  );

const listSliders = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<ListReply<SliderItem>>(
    c,
    whole(await service.sliderItems(deps.db, parseQuery(c, PlatformQuery).platform)),
  );
const createSlider = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<SliderItem>(c, await service.createSlider(deps, actorOf(c), await parseBody(c, SliderBody)), 201);
const updateSlider = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<SliderItem>(
    c,
    await service.updateSlider(deps, actorOf(c), pathId(c, '轮播图'), await parseBody(c, SliderBody)),
  );
const deleteSlider = (deps: AppDeps) => async (c: Ctx) => {
  await service.deleteSlider(deps, actorOf(c), pathId(c, '轮播图'));
  return noContent(c);
};
const reorderSliders = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<ListReply<SliderItem>>(
    c,
    whole(await service.reorderSliders(deps, actorOf(c), (await parseBody(c, ReorderBody)).ids)),
  );

const listLinks = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<ListReply<LinkItem>>(c, whole(await service.linkItems(deps.db)));
const createLink = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<LinkItem>(c, await service.createLink(deps, actorOf(c), await parseBody(c, LinkBody)), 201);
const updateLink = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<LinkItem>(
    c,
    await service.updateLink(deps, actorOf(c), pathId(c, '友情链接'), await parseBody(c, LinkBody)),
  );
const deleteLink = (deps: AppDeps) => async (c: Ctx) => {
  await service.deleteLink(deps, actorOf(c), pathId(c, '友情链接'));
  return noContent(c);
};
const reorderLinks = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<ListReply<LinkItem>>(
    c,
    whole(await service.reorderLinks(deps, actorOf(c), (await parseBody(c, ReorderBody)).ids)),
  );
