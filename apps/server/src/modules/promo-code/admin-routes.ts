/** The console's promo codes (`/admin/api/promo-codes`, permission `promotions`). */
import { PromoCodeBody, PROMO_CODE_SORTS, type ListReply, type PromoCodeItem } from '@meedu/contract/admin';
import { z } from 'zod';
import { requirePermission } from '../../console/auth.ts';
import { createWith, deleteWith, updateWith, type AdminContext } from '../../console/handlers.ts';
import { adminJson, listFields, listParams, parseQuery } from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import * as service from './service.ts';

const PromoListQuery = z.object({
  ...listFields(PROMO_CODE_SORTS, '-id'),
  q: z.string().trim().max(32).optional(),
});

export const promoCodesAdminModule: AdminModule = (app, deps) => {
  const view = requirePermission('promotions.view');
  const edit = requirePermission('promotions.edit');
  app.get('/promo-codes', view, list(deps));
  app.post('/promo-codes', edit, createWith(deps, PromoCodeBody, service.createPromoCode));
  app.put('/promo-codes/:id', edit, updateWith(deps, '优惠码', PromoCodeBody, service.updatePromoCode));
  app.delete('/promo-codes/:id', edit, deleteWith(deps, '优惠码', service.deletePromoCode));
};

const list = (deps: AppDeps) => async (c: AdminContext) => {
  const q = parseQuery(c, PromoListQuery);
  return adminJson<ListReply<PromoCodeItem>>(c, await service.promoCodes(deps.db, listParams(q), q.q));
};
