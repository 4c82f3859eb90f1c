/**
 * The console's certificate templates (`/admin/api/cert-templates`, permission `certs`): list, create, read,
 * update, delete; the preview PNG of a saved template or of the editor's unsaved one (`preview?draft=<json>`,
 * GET so the editor's `<img>` shows it with the session cookie); and the certificates a template gave.
 */
import {
  CERT_TEMPLATE_SORTS,
  CertDraftBody,
  CertTemplateBody,
  type CertTemplateItem,
  type IssuedCertItem,
  type ListReply,
} from '@meedu/contract/admin';
import { z } from 'zod';
import { requirePermission } from '../../console/auth.ts';
import { createWith, deleteWith, readById, updateWith, type AdminContext } from '../../console/handlers.ts';
import {
  AdminError,
  adminJson,
  listFields,
  listParams,
  parseQuery,
  pathId,
  validate,
} from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import * as service from './admin-service.ts';

const THING = '证书模板';

const TemplateListQuery = z.object({
  ...listFields(CERT_TEMPLATE_SORTS, '-id'),
  q: z.string().trim().max(50).optional().catch(undefined),
});
const IssuedListQuery = z.object({ ...listFields(['id'], '-id') });
const DraftQuery = z.object({ draft: z.string({ error: '参数错误' }).max(8000, '参数错误') });

export const certAdminModule: AdminModule = (app, deps) => {
  const view = requirePermission('certs.view');
  const edit = requirePermission('certs.edit');
  app.get('/cert-templates', view, list(deps));
  app.post('/cert-templates', edit, createWith(deps, CertTemplateBody, service.createCertTemplate));
  // Before `/:id`, which would read `preview` as an id.
  app.get('/cert-templates/preview', view, draftPreview(deps));
  app.get('/cert-templates/:id', view, readById(deps, THING, service.certTemplate));
  app.put('/cert-templates/:id', edit, updateWith(deps, THING, CertTemplateBody, service.updateCertTemplate));
  app.delete('/cert-templates/:id', edit, deleteWith(deps, THING, service.deleteCertTemplate));
  app.get('/cert-templates/:id/preview', view, savedPreview(deps));
  app.get('/cert-templates/:id/issued', view, issued(deps));
};

const list = (deps: AppDeps) => async (c: AdminContext) => {
  const q = parseQuery(c, TemplateListQuery);
  return adminJson<ListReply<CertTemplateItem>>(c, await service.certTemplates(deps, listParams(q), q.q));
};

const issued = (deps: AppDeps) => async (c: AdminContext) => {
  const id = pathId(c, THING);
  const q = parseQuery(c, IssuedListQuery);
  return adminJson<ListReply<IssuedCertItem>>(c, await service.issuedCerts(deps.db, id, listParams(q)));
};

const png = (c: AdminContext, bytes: Buffer) =>
  c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'image/png',
    'Content-Length': String(bytes.length),
    'Cache-Control': 'private, no-store',
  });

const savedPreview = (deps: AppDeps) => async (c: AdminContext) =>
  png(c, await service.previewSaved(deps, pathId(c, THING)));

const draftPreview = (deps: AppDeps) => async (c: AdminContext) => {
  const { draft } = parseQuery(c, DraftQuery);
  let raw: unknown;
  try {
    raw = JSON.parse(draft);
  } catch {
    throw new AdminError(400, '参数错误');
  }
  return png(c, await service.previewDraft(deps, validate(CertDraftBody, raw)));
};
