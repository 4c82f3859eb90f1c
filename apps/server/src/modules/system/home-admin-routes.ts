/**
 * The console's navigation, sliders and friendly links (permission `home`): ordered lists the storefront's
 * config reads. Each list is short, so it comes whole (`{ items, total, page: 1, size: total }`).
 */
import { LinkBody, NAV_PLATFORMS, NavBody, SliderBody } from '@meedu/contract/admin';
import { z } from 'zod';
import { orderedListRoutes, type AdminContext } from '../../console/handlers.ts';
import { parseQuery } from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import * as service from './service.ts';

const PlatformQuery = z.object({ platform: z.enum(NAV_PLATFORMS, { error: '未知的端' }).optional() });
const platformOf = (c: AdminContext) => parseQuery(c, PlatformQuery).platform;
const HOME = { view: 'home.view', edit: 'home.edit' } as const;

export const homeListsAdminModule: AdminModule = (app, deps) => {
  orderedListRoutes(app, deps, '/navs', HOME, {
    thing: '导航',
    body: NavBody,
    list: (c) => service.navItems(deps.db, platformOf(c)),
    create: service.createNav,
    update: service.updateNav,
    remove: service.deleteNav,
    reorder: service.reorderNavs,
  });
  orderedListRoutes(app, deps, '/sliders', HOME, {
    thing: '轮播图',
    body: SliderBody,
    list: (c) => service.sliderItems(deps.db, platformOf(c)),
    create: service.createSlider,
    update: service.updateSlider,
    remove: service.deleteSlider,
    reorder: service.reorderSliders,
  });
  orderedListRoutes(app, deps, '/links', HOME, {
    thing: '友情链接',
    body: LinkBody,
    list: () => service.linkItems(deps.db),
    create: service.createLink,
    update: service.updateLink,
    remove: service.deleteLink,
    reorder: service.reorderLinks,
  });
};
