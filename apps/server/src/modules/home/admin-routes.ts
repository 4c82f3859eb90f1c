/**
 * The console's home decoration blocks (首页装修块, permission `home`): the blocks of the storefront's PC home
 * (`/api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index`), in order. The list is short, so it comes
 * whole (`{ items, total, page: 1, size: total }`).
 */
import { HomeBlockBody } from '@meedu/contract/admin';
import { orderedListRoutes } from '../../console/handlers.ts';
import type { AdminModule } from '../../console/mount.ts';
import * as service from './service.ts';

export const homeBlocksAdminModule: AdminModule = (app, deps) =>
  orderedListRoutes(
    app,
    deps,
    '/home-blocks',
    { view: 'home.view', edit: 'home.edit' },
    {
      thing: '装修块',
      body: HomeBlockBody,
      list: () => service.homeBlockItems(deps.db),
      create: service.createHomeBlock,
      update: service.updateHomeBlock,
      remove: service.deleteHomeBlock,
      reorder: service.reorderHomeBlocks,
    },
  );
