/**
 * A video's WebVTT captions (issue 30): the console's list, upload, replace, default and delete, each write and
 * its audit row in one transaction; the file lives in the media storage (local disk or the bucket) under
 * `captions/<video>/`, written before its row and removed when the row goes. The storefront's side (play-info's
 * tracks, the signed file) is in modules/video/captions.ts, which reads through `captionsOfVideo` and
 * `captionText` here.
 */
import { randomUUID } from 'node:crypto';
import { parseWebVtt, type WebVttCue } from '@meedu/contract';
import { CAPTION_MAX_BYTES, type CaptionFieldsRequest, type VideoCaptionItem } from '@meedu/contract/admin';
import { audited, recordChanges, type AuditActor } from '../../console/audit.ts';
import { wireInstant } from '../../console/dates.ts';
import { AdminError, fieldError, notFound } from '../../console/http.ts';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { mediaStorage, readObject } from '../../media/storage.ts';
import * as repo from './repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;
export type CaptionRow = repo.CaptionRow;

const captionChanges = recordChanges('video_caption', '字幕');
const nowOf = (deps: Pick<AppDeps, 'clock'>) => toDbTime(deps.clock.now());
export const CAPTION_FOLDER = 'captions';
export const CAPTION_TOO_LARGE = `字幕文件不能超过 ${CAPTION_MAX_BYTES / 1024 / 1024} MB`;

const item = (r: CaptionRow): VideoCaptionItem => ({
  id: r.id,
  video_id: r.video_id,
  lang: r.lang,
  label: r.label,
  is_default: r.is_default === 1,
  size: r.size,
  cue_count: r.cue_count,
  created_at: wireInstant(r.created_at),
  updated_at: wireInstant(r.updated_at),
});

const auditOf = (r: Pick<CaptionRow, 'video_id' | 'lang' | 'label' | 'size' | 'cue_count'>) => ({
  video_id: r.video_id,
  lang: r.lang,
  label: r.label,
  size: r.size,
  cue_count: r.cue_count,
});

/** The first line holding bytes that are not UTF-8, or 0 when every line is. */
function firstNonUtf8Line(bytes: Uint8Array): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i < bytes.length && bytes[i] !== 0x0a) continue;
    try {
      decoder.decode(bytes.subarray(start, i));
    } catch {
      return line;
    }
    line += 1;
    start = i + 1;
  }
  return 0;
}

export interface CheckedCaptionFile {
  bytes: Uint8Array;
  cues: WebVttCue[];
}

/**
 * An uploaded file as captions: at most CAPTION_MAX_BYTES, UTF-8, and WebVTT (header, cue timings); a refusal
 * names the line. Read by content, never by the file's name or declared type.
 */
export function checkCaptionFile(bytes: Uint8Array): CheckedCaptionFile {
  if (bytes.byteLength === 0) throw fieldError('file', '请选择字幕文件');
  if (bytes.byteLength > CAPTION_MAX_BYTES)
    throw new AdminError(413, CAPTION_TOO_LARGE, { file: CAPTION_TOO_LARGE });
  const badLine = firstNonUtf8Line(bytes);
  if (badLine > 0) throw fieldError('file', `第 ${badLine} 行：字幕文件须为 UTF-8 编码`);
  const parsed = parseWebVtt(new TextDecoder('utf-8').decode(bytes));
  if (!parsed.ok) throw fieldError('file', `不是有效的 WebVTT 字幕：${parsed.message}`);
  return { bytes, cues: parsed.cues };
}

async function requireVideo(db: Db, videoId: number): Promise<string> {
  const title = await repo.videoTitle(db, videoId);
  if (title === undefined) throw notFound('视频');
  return title;
}

async function requireCaption(db: Db, id: number): Promise<CaptionRow> {
  const row = await repo.findCaption(db, id);
  if (!row) throw notFound('字幕');
  return row;
}

const storageOf = (deps: Deps) => mediaStorage(deps.config);

/** Writes the file under a fresh key (a replaced file is never half-visible to a learner reading the old one). */
async function storeFile(deps: Deps, videoId: number, bytes: Uint8Array): Promise<string> {
  const key = `${CAPTION_FOLDER}/${videoId}/${randomUUID()}.vtt`;
  await storageOf(deps).put(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return key;
}

/** Runs a write whose new file is `key`; when the write fails the file goes again. */
async function withFile<T>(deps: Deps, key: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await storageOf(deps).delete(key);
    throw err;
  }
}

export async function listCaptions(deps: Pick<AppDeps, 'db'>, videoId: number): Promise<VideoCaptionItem[]> {
  await requireVideo(deps.db, videoId);
  return (await repo.captionsOf(deps.db, videoId)).map(item);
}

/** A new language for the video; the video's first captions become its default. */
export async function addCaption(
  deps: Deps,
  actor: AuditActor,
  videoId: number,
  fields: CaptionFieldsRequest,
  file: CheckedCaptionFile,
): Promise<VideoCaptionItem> {
  const title = await requireVideo(deps.db, videoId);
  const taken = () =>
    new AdminError(409, `该视频已有 ${fields.lang} 字幕，请替换它`, {
      lang: `该视频已有 ${fields.lang} 字幕`,
    });
  if (await repo.findCaptionByLang(deps.db, videoId, fields.lang)) throw taken();
  const key = await storeFile(deps, videoId, file.bytes);
  const id = await withFile(deps, key, () =>
    audited(deps, actor, async (trx, audit) => {
      const now = nowOf(deps);
      // The unique (video, lang) index stops a second upload of the same language racing this one.
      if (await repo.findCaptionByLang(trx, videoId, fields.lang)) throw taken();
      const first = (await repo.captionsOf(trx, videoId)).length === 0;
      const row = {
        video_id: videoId,
        lang: fields.lang,
        label: fields.label,
        is_default: first ? 1 : 0,
        storage_key: key,
        size: file.bytes.byteLength,
        cue_count: file.cues.length,
        created_at: now,
        updated_at: now,
      };
      const newId = await repo.insertCaption(trx, row);
      await audit(captionChanges.created(newId, `${title} ${fields.label}`, auditOf(row)));
      return newId;
    }),
  );
  return item(await requireCaption(deps.db, id));
}

/** A new file (and, when given, a new name) for captions that exist; the old file goes once the row points away. */
export async function replaceCaption(
  deps: Deps,
  actor: AuditActor,
  id: number,
  label: string | undefined,
  file: CheckedCaptionFile,
): Promise<VideoCaptionItem> {
  const before = await requireCaption(deps.db, id);
  const key = await storeFile(deps, before.video_id, file.bytes);
  await withFile(deps, key, () =>
    audited(deps, actor, async (trx, audit) => {
      const changes = {
        label: label ?? before.label,
        storage_key: key,
        size: file.bytes.byteLength,
        cue_count: file.cues.length,
        updated_at: nowOf(deps),
      };
      await repo.updateCaption(trx, id, changes);
      await audit(
        captionChanges.updated(id, changes.label, auditOf(before), auditOf({ ...before, ...changes })),
      );
    }),
  );
  await storageOf(deps).delete(before.storage_key);
  return item(await requireCaption(deps.db, id));
}

/** The video's default captions become these; answers the video's captions. */
export async function setDefaultCaption(
  deps: Deps,
  actor: AuditActor,
  id: number,
): Promise<VideoCaptionItem[]> {
  const caption = await requireCaption(deps.db, id);
  await audited(deps, actor, async (trx, audit) => {
    await repo.setDefaultCaption(trx, caption.video_id, id, nowOf(deps));
    await audit({
      action: 'set_default',
      entity: 'video_caption',
      entityId: id,
      summary: `设为默认字幕 ${caption.label}`,
      after: { video_id: caption.video_id, lang: caption.lang },
    });
  });
  return (await repo.captionsOf(deps.db, caption.video_id)).map(item);
}

/** Deletes captions and their file; when they were the default, the earliest remaining become it. */
export async function deleteCaption(deps: Deps, actor: AuditActor, id: number): Promise<void> {
  const before = await requireCaption(deps.db, id);
  await audited(deps, actor, async (trx, audit) => {
    await repo.deleteCaption(trx, id);
    const next = before.is_default === 1 ? (await repo.captionsOf(trx, before.video_id))[0] : undefined;
    if (next) await repo.setDefaultCaption(trx, before.video_id, next.id, nowOf(deps));
    await audit(captionChanges.deleted(id, before.label, auditOf(before)));
  });
  await storageOf(deps).delete(before.storage_key);
}

// ---------------------------------------------------------------- for the storefront (modules/video/captions.ts)

export const captionsOfVideo = (db: Db, videoId: number) => repo.captionsOf(db, videoId);
export const findCaption = (db: Db, id: number) => repo.findCaption(db, id);

/** The stored file's text, or null when it is gone. */
export async function captionText(deps: Pick<AppDeps, 'config'>, row: CaptionRow): Promise<string | null> {
  const bytes = await readObject(mediaStorage(deps.config), row.storage_key);
  return bytes ? bytes.toString('utf8') : null;
}
