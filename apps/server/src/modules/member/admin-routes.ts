/**
 * The console's members endpoints under /admin/api/members: search, the detail, lock and unlock, credits,
 * course grants and messages. Input is validated here with the contract's schemas; the rules are in the service.
 */
import {
  MEMBER_SORTS,
  MemberCourseBody,
  MemberCreditBody,
  MemberMessageBody,
  type ListReply,
  type MemberDetail,
  type MemberItem,
  type MemberMessageItem,
} from '@meedu/contract/admin';
import { z } from 'zod';
import { actorOf, requirePermission } from '../../console/auth.ts';
import { actOn, readById, updateWith, type AdminContext } from '../../console/handlers.ts';
import {
  adminJson,
  listFields,
  listParams,
  noContent,
  parseBody,
  parseQuery,
  pathId,
} from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import * as service from './service.ts';

export const memberAdminModule: AdminModule = (app, deps) => {
  const view = requirePermission('members.view');
  const edit = requirePermission('members.edit');
  app.get('/members', view, listMembers(deps));
  app.get('/members/:id', view, readById(deps, '学员', service.memberForConsole));
  app.post('/members/:id/lock', edit, actOn(deps, '学员', service.lockMember));
  app.post('/members/:id/unlock', edit, actOn(deps, '学员', service.unlockMember));
  app.post(
    '/members/:id/credits',
    edit,
    updateWith(deps, '学员', MemberCreditBody, service.adjustMemberCredits),
  );
  app.post('/members/:id/courses', edit, grantCourse(deps));
  app.delete('/members/:id/courses/:courseId', edit, revokeCourse(deps));
  app.post('/members/:id/messages', edit, sendMessage(deps));
};

const MemberListQuery = z.object({
  ...listFields(MEMBER_SORTS, '-id'),
  q: z.string().trim().max(64, '关键词过长').optional(),
  is_lock: z.coerce
    .number({ error: '参数错误' })
    .pipe(z.union([z.literal(0), z.literal(1)], { error: '参数错误' }))
    .optional(),
});

const listMembers = (deps: AppDeps) => async (c: AdminContext) => {
  const q = parseQuery(c, MemberListQuery);
  return adminJson<ListReply<MemberItem>>(
    c,
    await service.listMembersForConsole(deps, { q: q.q, isLock: q.is_lock }, listParams(q)),
  );
};

const memberId = (c: AdminContext) => pathId(c, '学员');

const grantCourse = (deps: AppDeps) => async (c: AdminContext) => {
  const id = memberId(c);
  const body = await parseBody(c, MemberCourseBody);
  return adminJson<MemberDetail>(c, await service.grantMemberCourse(deps, actorOf(c), id, body.course_id));
};

const revokeCourse = (deps: AppDeps) => async (c: AdminContext) => {
  const id = memberId(c);
  await service.revokeMemberCourse(deps, actorOf(c), id, pathId(c, '课程', 'courseId'));
  return noContent(c);
};

const sendMessage = (deps: AppDeps) => async (c: AdminContext) => {
  const id = memberId(c);
  const body = await parseBody(c, MemberMessageBody);
  return adminJson<MemberMessageItem>(
    c,
    await service.sendMemberMessage(deps, actorOf(c), id, body.message),
    201,
  );
};
