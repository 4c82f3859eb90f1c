/** The console's topic endpoints under /admin/api (`topics.*`); the rules are in admin-service.ts. */
import {
  TOPIC_SORTS,
  TopicBody,
  type ContentCategoryOption,
  type ListReply,
  type TopicAdminItem,
} from '@meedu/contract/admin';
import { z } from 'zod';
import { requirePermission } from '../../console/auth.ts';
import { createWith, deleteWith, readById, updateWith } from '../../console/handlers.ts';
import { adminJson, flagFilter, idFilter, listFields, listParams, parseQuery } from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import * as service from './admin-service.ts';

const TopicListQuery = z.object({
  ...listFields(TOPIC_SORTS, '-id'),
  q: z.string().trim().max(100, '关键词过长').optional(),
  category_id: idFilter,
  is_show: flagFilter,
});

export const topicAdminModule: AdminModule = (app, deps) => {
  const view = requirePermission('topics.view');
  const edit = requirePermission('topics.edit');

  app.get('/topic-categories', view, async (c) =>
    adminJson<ContentCategoryOption[]>(c, await service.listTopicCategories(deps)),
  );
  app.get('/topics', view, async (c) => {
    const q = parseQuery(c, TopicListQuery);
    return adminJson<ListReply<TopicAdminItem>>(
      c,
      await service.listTopics(deps, { q: q.q, categoryId: q.category_id, isShow: q.is_show }, listParams(q)),
    );
  });
  app.get('/topics/:id', view, readById(deps, '图文', service.getTopic));
  app.post('/topics', edit, createWith(deps, TopicBody, service.createTopic));
  app.put('/topics/:id', edit, updateWith(deps, '图文', TopicBody, service.updateTopic));
  app.delete('/topics/:id', edit, deleteWith(deps, '图文', service.deleteTopic));
};
