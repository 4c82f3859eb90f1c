/**
 * The console's certificate templates (permission `certs`): a name, the course whose finishing issues it (the
 * only rule `issueDueCerts` knows), a background from the console's image uploads and the fields placed on it.
 * The preview draws through the member download's renderer (render.ts) with a sample member.
 */
import type {
  CertDraftBody,
  CertTemplateBody,
  CertTemplateItem,
  IssuedCertItem,
  ListReply,
} from '@meedu/contract/admin';
import type { z } from 'zod';
import type { AdminActor } from '../../console/auth.ts';
import { audited, recordChanges } from '../../console/audit.ts';
import { wireInstant } from '../../console/dates.ts';
import { AdminError, fieldError, notFound, type ListParams } from '../../console/http.ts';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { backgroundPath, certPng, loadBackground, storedFields, templateSvg } from './render.ts';
import * as repo from './admin-repository.ts';

type ConsoleDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;
type Body = z.output<typeof CertTemplateBody>;
type Draft = z.output<typeof CertDraftBody>;

const templateChanges = recordChanges('cert_template', '证书模板');

const RULE = 'course_finished';

const item = (r: repo.TemplateRow): CertTemplateItem => ({
  id: r.id,
  name: r.name,
  background: r.template_image,
  course_id: r.rule_id,
  course_title: r.title ?? '',
  fields: storedFields(r.fields),
  issued: Number(r.issued ?? 0),
  created_at: wireInstant(r.created_at),
});

const auditedDesign = (r: repo.TemplateRow) => ({
  name: r.name,
  background: r.template_image,
  course_id: r.rule_id,
  fields: r.fields,
});

export async function certTemplates(
  deps: Pick<AppDeps, 'db'>,
  params: ListParams<'id' | 'issued'>,
  q: string | undefined,
): Promise<ListReply<CertTemplateItem>> {
  const { rows, total } = await repo.templatesPage(deps.db, params, q);
  return { items: rows.map(item), total, page: params.page, size: params.size };
}

async function templateOrThrow(db: Db, id: number) {
  const r = await repo.findTemplate(db, id);
  if (!r) throw notFound('证书模板');
  return r;
}

export const certTemplate = async (deps: Pick<AppDeps, 'db'>, id: number) =>
  item(await templateOrThrow(deps.db, id));

/**
 * The background to store: '' (the built-in frame), the one the template already has (a seeded cover is kept
 * while the operator edits the rest), or a console upload our storage holds in a type resvg draws.
 */
async function checkedBackground(deps: ConsoleDeps, sent: string, current: string): Promise<string> {
  if (sent === '' || sent === current) return sent;
  const path = backgroundPath(sent);
  if (path === null) throw fieldError('background', '请上传背景图（不支持外部图片地址）');
  if (path === current) return path;
  if (!(await loadBackground(deps, path)))
    throw fieldError('background', '背景图须为已上传的 PNG、JPEG 或 GIF 图片');
  return path;
}

async function checkedCourse(db: Db, courseId: number): Promise<void> {
  if ((await repo.courseTitle(db, courseId)) === undefined) throw fieldError('course_id', '课程不存在');
}

const columns = (b: Body, background: string) => ({
  name: b.name,
  template_image: background,
  rule_type: RULE,
  rule_id: b.course_id,
  fields: JSON.stringify(b.fields),
});

export async function createCertTemplate(
  deps: ConsoleDeps,
  actor: AdminActor,
  body: Body,
): Promise<CertTemplateItem> {
  const background = await checkedBackground(deps, body.background, '');
  await checkedCourse(deps.db, body.course_id);
  return audited(deps, actor, async (trx, audit) => {
    const id = await repo.insertTemplate(trx, {
      ...columns(body, background),
      created_at: toDbTime(deps.clock.now()),
    });
    const row = await templateOrThrow(trx, id);
    await audit(templateChanges.created(id, row.name, auditedDesign(row)));
    return item(row);
  });
}

/** Changes a template; certificates already given stay, and their downloads draw the new design. */
export async function updateCertTemplate(
  deps: ConsoleDeps,
  actor: AdminActor,
  id: number,
  body: Body,
): Promise<CertTemplateItem> {
  const before = await templateOrThrow(deps.db, id);
  const background = await checkedBackground(deps, body.background, before.template_image);
  await checkedCourse(deps.db, body.course_id);
  return audited(deps, actor, async (trx, audit) => {
    await repo.updateTemplate(trx, id, columns(body, background));
    const after = await templateOrThrow(trx, id);
    await audit(templateChanges.updated(id, after.name, auditedDesign(before), auditedDesign(after)));
    return item(after);
  });
}

/** Only a template nobody holds goes: members download theirs by the template. */
export async function deleteCertTemplate(deps: ConsoleDeps, actor: AdminActor, id: number): Promise<void> {
  await audited(deps, actor, async (trx, audit) => {
    const before = await templateOrThrow(trx, id);
    const issued = Number(before.issued ?? 0);
    if (issued > 0) throw new AdminError(409, `已颁发 ${issued} 张证书，不能删除`);
    await repo.deleteTemplate(trx, id);
    await audit(templateChanges.deleted(id, before.name, auditedDesign(before)));
  });
}

export async function issuedCerts(
  db: Db,
  certId: number,
  page: { page: number; size: number; offset: number },
): Promise<ListReply<IssuedCertItem>> {
  await templateOrThrow(db, certId);
  const { rows, total } = await repo.issuedPage(db, certId, page);
  return {
    items: rows.map((r) => ({
      id: r.id,
      user_id: r.user_id,
      nick_name: r.nick_name ?? '',
      serial: r.serial,
      created_at: wireInstant(r.created_at),
    })),
    total,
    page: page.page,
    size: page.size,
  };
}

/** Who a preview is made out to. */
export const SAMPLE_MEMBER = '张小明';
const SAMPLE_SERIAL = '20261129A1B2C3D4';

/** A saved template drawn for the sample member. */
export async function previewSaved(deps: ConsoleDeps, id: number): Promise<Buffer> {
  const r = await templateOrThrow(deps.db, id);
  return certPng(
    await previewSvg(deps, {
      name: r.name,
      background: r.template_image,
      fields: storedFields(r.fields),
      courseTitle: r.title ?? '',
    }),
  );
}

/**
 * An unsaved template (the editor's form) drawn for the sample member. A background that is not a console upload
 * is drawn as the renderer draws it everywhere: not at all (the built-in frame).
 */
export async function previewDraft(deps: ConsoleDeps, draft: Draft): Promise<Buffer> {
  const courseTitle = draft.course_id > 0 ? await repo.courseTitle(deps.db, draft.course_id) : undefined;
  return certPng(
    await previewSvg(deps, {
      name: draft.name || '结业证书',
      background: backgroundPath(draft.background) ?? '',
      fields: draft.fields,
      courseTitle: courseTitle ?? '示例课程',
    }),
  );
}

/** The SVG of a preview (the sample member, today, a sample serial). */
export function previewSvg(
  deps: ConsoleDeps,
  t: { name: string; background: string; fields: Body['fields']; courseTitle: string },
): Promise<string> {
  return templateSvg(deps, t, {
    name: t.name,
    holder: SAMPLE_MEMBER,
    courseTitle: t.courseTitle,
    date: toDbTime(deps.clock.now()).slice(0, 10),
    serial: SAMPLE_SERIAL,
  });
}
