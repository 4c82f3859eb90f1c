/**
 * The console's learning-path endpoints under /admin/api (`learn-paths.*`): categories, paths, their steps and
 * each step's items. Input is validated here with the contract's schemas; the rules are in admin-service.ts.
 */
import {
  LEARN_PATH_SORTS,
  LearnPathBody,
  LearnPathCategoryBody,
  LearnPathItemBody,
  LearnPathStepBody,
  type LearnPathAdminItem,
  type LearnPathCategoryItem,
  type ListReply,
} from '@meedu/contract/admin';
import { z } from 'zod';
import { requirePermission } from '../../console/auth.ts';
import {
  createWith,
  createWithin,
  deleteWith,
  readById,
  reorderWithin,
  updateWith,
  whole,
} from '../../console/handlers.ts';
import { adminJson, flagFilter, idFilter, listFields, listParams, parseQuery } from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import * as service from './admin-service.ts';

const PathListQuery = z.object({
  ...listFields(LEARN_PATH_SORTS, '-id'),
  q: z.string().trim().max(100, '关键词过长').optional(),
  category_id: idFilter,
  is_show: flagFilter,
});

export const learnPathAdminModule: AdminModule = (app, deps) => {
  const view = requirePermission('learn-paths.view');
  const edit = requirePermission('learn-paths.edit');

  app.get('/learn-path-categories', view, async (c) =>
    adminJson<ListReply<LearnPathCategoryItem>>(c, whole(await service.listCategories(deps))),
  );
  app.post('/learn-path-categories', edit, createWith(deps, LearnPathCategoryBody, service.createCategory));
  app.put(
    '/learn-path-categories/:id',
    edit,
    updateWith(deps, '分类', LearnPathCategoryBody, service.updateCategory),
  );
  app.delete('/learn-path-categories/:id', edit, deleteWith(deps, '分类', service.deleteCategory));

  app.get('/learn-paths', view, async (c) => {
    const q = parseQuery(c, PathListQuery);
    return adminJson<ListReply<LearnPathAdminItem>>(
      c,
      await service.listPaths(deps, { q: q.q, categoryId: q.category_id, isShow: q.is_show }, listParams(q)),
    );
  });
  app.get('/learn-paths/:id', view, readById(deps, '学习路径', service.getPath));
  app.post('/learn-paths', edit, createWith(deps, LearnPathBody, service.createPath));
  app.put('/learn-paths/:id', edit, updateWith(deps, '学习路径', LearnPathBody, service.updatePath));
  app.delete('/learn-paths/:id', edit, deleteWith(deps, '学习路径', service.deletePath));

  app.get('/learn-paths/:id/steps', view, readById(deps, '学习路径', service.listSteps));
  app.post(
    '/learn-paths/:id/steps',
    edit,
    createWithin(deps, '学习路径', LearnPathStepBody, service.createStep),
  );
  app.put('/learn-paths/:id/steps/order', edit, reorderWithin(deps, '学习路径', service.reorderSteps));
  app.put('/learn-path-steps/:id', edit, updateWith(deps, '步骤', LearnPathStepBody, service.updateStep));
  app.delete('/learn-path-steps/:id', edit, deleteWith(deps, '步骤', service.deleteStep));

  app.post(
    '/learn-path-steps/:id/items',
    edit,
    createWithin(deps, '步骤', LearnPathItemBody, service.addItem),
  );
  app.put('/learn-path-steps/:id/items/order', edit, reorderWithin(deps, '步骤', service.reorderItems));
  app.delete('/learn-path-items/:id', edit, deleteWith(deps, '步骤内容', service.removeItem));
};
