/** The console's Q&A moderation endpoints under /admin/api (`wenda.*`); the rules are in admin-service.ts. */
import { WENDA_QUESTION_SORTS, type ListReply, type WendaQuestionAdminItem } from '@meedu/contract/admin';
import { z } from 'zod';
import { requirePermission } from '../../console/auth.ts';
import { actOn, deleteWith, readById } from '../../console/handlers.ts';
import { adminJson, flagFilter, idFilter, listFields, listParams, parseQuery } from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import * as service from './admin-service.ts';

const QuestionListQuery = z.object({
  ...listFields(WENDA_QUESTION_SORTS, '-id'),
  q: z.string().trim().max(100, '关键词过长').optional(),
  user_id: idFilter,
  is_hidden: flagFilter,
  is_closed: flagFilter,
});

export const wendaAdminModule: AdminModule = (app, deps) => {
  const view = requirePermission('wenda.view');
  const edit = requirePermission('wenda.edit');

  app.get('/wenda/questions', view, async (c) => {
    const q = parseQuery(c, QuestionListQuery);
    return adminJson<ListReply<WendaQuestionAdminItem>>(
      c,
      await service.listQuestions(
        deps,
        { q: q.q, userId: q.user_id, isHidden: q.is_hidden, isClosed: q.is_closed },
        listParams(q),
      ),
    );
  });
  app.get('/wenda/questions/:id', view, readById(deps, '问题', service.getQuestion));
  for (const action of ['hide', 'unhide', 'close', 'reopen'] as const)
    app.post(`/wenda/questions/:id/${action}`, edit, actOn(deps, '问题', service.switchQuestion(action)));
  app.delete('/wenda/questions/:id', edit, deleteWith(deps, '问题', service.deleteQuestion));

  app.post('/wenda/answers/:id/hide', edit, actOn(deps, '回答', service.setAnswerHidden(true)));
  app.post('/wenda/answers/:id/unhide', edit, actOn(deps, '回答', service.setAnswerHidden(false)));
  app.delete('/wenda/answers/:id', edit, deleteWith(deps, '回答', service.deleteAnswer));
};
