/**
 * The one reader of a console attachment upload (multipart: `<owner field>`, optional `name`, `file`), shared by
 * course attachments (`POST /uploads/attachments`) and live courseware (`POST /uploads/live-attachments`): the
 * size (declared and real), the extension from the allowed list and the content checked against it (never the
 * declared type). Paths under `/uploads/` skip the console's 1 MB JSON limit, so the limit is set here.
 */
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES } from '@meedu/contract/admin';
import type { AdminContext } from './handlers.ts';
import { AdminError, fieldError } from './http.ts';

const ATTACHMENT_TYPES: readonly string[] = ATTACHMENT_EXTENSIONS;

/** Formats whose content has a signature we can check (the others are plain text, checked for NUL bytes). */
const SIGNATURES: Record<string, number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46],
  zip: [0x50, 0x4b],
  docx: [0x50, 0x4b],
  xlsx: [0x50, 0x4b],
  pptx: [0x50, 0x4b],
  doc: [0xd0, 0xcf, 0x11, 0xe0],
  xls: [0xd0, 0xcf, 0x11, 0xe0],
  ppt: [0xd0, 0xcf, 0x11, 0xe0],
};

/** Whether the bytes are what the extension says (by content, never the declared type). */
function contentMatches(extension: string, bytes: Uint8Array): boolean {
  const signature = SIGNATURES[extension];
  if (signature) return signature.every((b, i) => bytes[i] === b);
  return !bytes.subarray(0, 8192).includes(0);
}

/** An accepted upload: the owner's id from the form, the shown name (≤ 120 characters), the checked file. */
export interface AttachmentUpload {
  ownerId: number;
  name: string;
  extension: string;
  bytes: Uint8Array;
}

/**
 * Reads and checks the multipart upload; `owner` names the form field of the record it belongs to and the
 * message when it is missing (`course_id`, 请选择课程).
 */
export async function readAttachmentUpload(
  c: AdminContext,
  owner: { field: string; missing: string },
): Promise<AttachmentUpload> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > ATTACHMENT_MAX_BYTES + 64 * 1024) throw new AdminError(413, '附件不能超过 50 MB');
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new AdminError(400, '请选择要上传的文件');
  }
  const ownerId = Number(form.get(owner.field));
  if (!Number.isInteger(ownerId) || ownerId <= 0) throw fieldError(owner.field, owner.missing);
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) throw fieldError('file', '请选择要上传的文件');
  if (file.size > ATTACHMENT_MAX_BYTES) throw new AdminError(413, '附件不能超过 50 MB');
  const extension = (/\.([A-Za-z0-9]{1,8})$/.exec(file.name)?.[1] ?? '').toLowerCase();
  if (!ATTACHMENT_TYPES.includes(extension))
    throw fieldError('file', `附件须为 ${ATTACHMENT_EXTENSIONS.join('、')} 文件`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!contentMatches(extension, bytes)) throw fieldError('file', '文件内容与扩展名不符');
  const rawName = form.get('name');
  const name = (typeof rawName === 'string' && rawName.trim() !== '' ? rawName : file.name)
    .trim()
    .slice(0, 120);
  return { ownerId, name, extension, bytes };
}
