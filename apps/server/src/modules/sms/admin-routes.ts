/** The console's SMS send log (permission `settings.view`): every send, newest first, filtered by mobile and status. */
import { SMS_SEND_STATUSES, type ListReply, type SmsSendLogItem } from '@meedu/contract/admin';
import { z } from 'zod';
import { requirePermission } from '../../console/auth.ts';
import type { AdminContext } from '../../console/handlers.ts';
import { adminJson, listFields, listParams, parseQuery } from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import { sendLogPage } from './service.ts';

const SendLogQuery = z.object({
  ...listFields(['id'], '-id'),
  mobile: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, '手机号格式不正确')
    .optional(),
  status: z.enum(SMS_SEND_STATUSES, { error: '状态不正确' }).optional(),
});

export const smsAdminModule: AdminModule = (app, deps) => {
  app.get('/sms/logs', requirePermission('settings.view'), list(deps));
};

const list = (deps: AppDeps) => async (c: AdminContext) => {
  const q = parseQuery(c, SendLogQuery);
  return adminJson<ListReply<SmsSendLogItem>>(
    c,
    await sendLogPage(deps, { mobile: q.mobile, status: q.status }, listParams(q)),
  );
};
