/**
 * The console's share area (分销, permission `share`): `GET/POST /share-goods`, `PUT/DELETE /share-goods/:id`
 * (the commission rates), `GET /withdrawals` (pending first; `status`, `user_id`), `POST /withdrawals/:id/approve
 * { payout_reference }` and `POST /withdrawals/:id/refuse { reason }` (200 the withdrawal; 409 once decided).
 */
import {
  ShareGoodsBody,
  WithdrawalApproveBody,
  WithdrawalRefuseBody,
  type ListReply,
  type ShareGoodsItem,
  type WithdrawalItem,
} from '@meedu/contract/admin';
import { z } from 'zod';
import { requirePermission } from '../../console/auth.ts';
import { createWith, deleteWith, updateWith, type AdminContext } from '../../console/handlers.ts';
import { adminJson, idFilter, listFields, listParams, parseQuery } from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import * as service from './admin-service.ts';

const GoodsListQuery = z.object({ ...listFields(['id'], '-id') });
const WithdrawalListQuery = z.object({
  ...listFields(['id'], '-id'),
  status: z.coerce.number().int().min(0).max(2).optional().catch(undefined),
  user_id: idFilter,
});

export const shareAdminModule: AdminModule = (app, deps) => {
  const view = requirePermission('share.view');
  const edit = requirePermission('share.edit');
  app.get('/share-goods', view, goodsList(deps));
  app.post('/share-goods', edit, createWith(deps, ShareGoodsBody, service.createShareGoods));
  app.put('/share-goods/:id', edit, updateWith(deps, '分销商品', ShareGoodsBody, service.updateShareGoods));
  app.delete('/share-goods/:id', edit, deleteWith(deps, '分销商品', service.deleteShareGoods));
  app.get('/withdrawals', view, withdrawals(deps));
  app.post(
    '/withdrawals/:id/approve',
    edit,
    updateWith(deps, '提现申请', WithdrawalApproveBody, service.approveWithdrawal),
  );
  app.post(
    '/withdrawals/:id/refuse',
    edit,
    updateWith(deps, '提现申请', WithdrawalRefuseBody, service.refuseWithdrawal),
  );
};

const goodsList = (deps: AppDeps) => async (c: AdminContext) =>
  adminJson<ListReply<ShareGoodsItem>>(
    c,
    await service.consoleShareGoods(deps.db, listParams(parseQuery(c, GoodsListQuery))),
  );

const withdrawals = (deps: AppDeps) => async (c: AdminContext) => {
  const q = parseQuery(c, WithdrawalListQuery);
  return adminJson<ListReply<WithdrawalItem>>(
    c,
    await service.consoleWithdrawals(deps.db, listParams(q), { status: q.status, userId: q.user_id }),
  );
};
