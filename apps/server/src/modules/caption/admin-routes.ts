/**
 * The console's caption endpoints under /admin/api (`courses.view` / `courses.edit`, contract admin/captions.ts):
 * a video's captions, an upload of a new language and a replacement (multipart, under /uploads/ so the JSON size
 * limit does not apply; each sets its own), the default, and delete. The rules are in service.ts.
 */
import {
  CAPTION_MAX_BYTES,
  CaptionFields,
  type ListReply,
  type VideoCaptionItem,
} from '@meedu/contract/admin';
import { bodyLimit } from 'hono/body-limit';
import { actorOf, requirePermission } from '../../console/auth.ts';
import { deleteWith, whole, type AdminContext } from '../../console/handlers.ts';
import { AdminError, adminErrorReply, adminJson, fieldError, pathId, validate } from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import * as service from './service.ts';

export const captionAdminModule: AdminModule = (app, deps) => {
  const view = requirePermission('courses.view');
  const edit = requirePermission('courses.edit');
  // The multipart form's own bytes on top of the file.
  const limit = bodyLimit({
    maxSize: CAPTION_MAX_BYTES + 64 * 1024,
    onError: (c) =>
      adminErrorReply(c, new AdminError(413, service.CAPTION_TOO_LARGE, { file: service.CAPTION_TOO_LARGE })),
  });

  app.get('/videos/:id/captions', view, async (c) =>
    adminJson<ListReply<VideoCaptionItem>>(c, whole(await service.listCaptions(deps, pathId(c, '视频')))),
  );
  app.post('/uploads/captions', edit, limit, uploadCaption(deps));
  app.post('/uploads/captions/:id', edit, limit, replaceCaption(deps));
  app.put('/captions/:id/default', edit, async (c) =>
    adminJson<ListReply<VideoCaptionItem>>(
      c,
      whole(await service.setDefaultCaption(deps, actorOf(c), pathId(c, '字幕'))),
    ),
  );
  app.delete('/captions/:id', edit, deleteWith(deps, '字幕', service.deleteCaption));
};

/** The multipart form, or 400 when the body is not one. */
async function formOf(c: AdminContext): Promise<FormData> {
  try {
    return await c.req.raw.formData();
  } catch {
    throw fieldError('file', '请选择字幕文件');
  }
}

async function captionFile(form: FormData): Promise<service.CheckedCaptionFile> {
  const file = form.get('file');
  if (!(file instanceof File)) throw fieldError('file', '请选择字幕文件');
  return service.checkCaptionFile(new Uint8Array(await file.arrayBuffer()));
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : undefined;
};

/** `POST /uploads/captions` (multipart: `video_id`, `lang`, `label`, `file`). */
const uploadCaption = (deps: AppDeps) => async (c: AdminContext) => {
  const form = await formOf(c);
  const videoId = Number(text(form, 'video_id'));
  if (!Number.isSafeInteger(videoId) || videoId <= 0) throw fieldError('video_id', '请选择视频');
  const fields = validate(CaptionFields, { lang: text(form, 'lang'), label: text(form, 'label') });
  const file = await captionFile(form);
  return adminJson<VideoCaptionItem>(
    c,
    await service.addCaption(deps, actorOf(c), videoId, fields, file),
    201,
  );
};

/** `POST /uploads/captions/:id` (multipart: `file`, optional `label`): a new file for existing captions. */
const replaceCaption = (deps: AppDeps) => async (c: AdminContext) => {
  const id = pathId(c, '字幕');
  const form = await formOf(c);
  const rawLabel = text(form, 'label');
  const label =
    rawLabel === undefined || rawLabel.trim() === ''
      ? undefined
      : validate(CaptionFields.pick({ label: true }), { label: rawLabel }).label;
  const file = await captionFile(form);
  return adminJson<VideoCaptionItem>(c, await service.replaceCaption(deps, actorOf(c), id, label, file));
};
