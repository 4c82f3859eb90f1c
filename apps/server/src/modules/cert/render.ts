/**
 * The one certificate renderer: the member's download and the console's preview both draw through `templateSvg`
 * and `certPng`.
 * A template is a background (an image our upload storage holds, embedded in the SVG as a data address, so resvg
 * never fetches anything) and fields placed on it; without a background the built-in frame is drawn, without
 * fields the built-in wording.
 */
import { CERT_CANVAS, CertFieldBody, type CertField } from '@meedu/contract/admin';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { runOnCpuPool } from '../../lib/cpu-pool.ts';
import { detectImage, uploadKey } from '../../lib/uploads.ts';
import { readObject, uploadStorage } from '../../media/storage.ts';

/** What is printed on one member's certificate. */
export interface CertValues {
  /** The template's name, the heading of the built-in wording. */
  name: string;
  holder: string;
  courseTitle: string;
  /** `2026-11-29` */
  date: string;
  serial: string;
}

/** An image ready to embed: its type and bytes. */
export interface CertBackground {
  mime: 'image/png' | 'image/jpeg' | 'image/gif';
  bytes: Buffer;
}

/** The image types resvg draws (it has no WebP decoder), by the upload's detected type. */
const DRAWABLE = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif' } as const;

/** Console backgrounds live here; a member's avatar or anything else in storage is never a background. */
const BACKGROUND_PREFIX = '/uploads/console/';

/**
 * The stored path of a background as the console sends it (the path, or the URL `/uploads/images` answered,
 * whose host is not looked at: only our storage's object of that path is ever read); null when it is not a console
 * upload. '' stays '' (no background).
 */
export function backgroundPath(pathOrUrl: string): string | null {
  if (pathOrUrl === '') return '';
  let path = pathOrUrl;
  if (!path.startsWith('/')) {
    try {
      path = new URL(pathOrUrl).pathname;
    } catch {
      return null;
    }
  }
  return path.startsWith(BACKGROUND_PREFIX) && uploadKey(path) !== null ? path : null;
}

/** The background image of a stored path: null for none, for a path that is not ours, or an undrawable type. */
export async function loadBackground(
  deps: Pick<AppDeps, 'config'>,
  stored: string,
): Promise<CertBackground | null> {
  const path = backgroundPath(stored);
  const key = path ? uploadKey(path) : null;
  if (!key) return null;
  const bytes = await readObject(uploadStorage(deps.config), key);
  if (!bytes) return null;
  const ext = detectImage(bytes);
  if (ext === null || ext === 'webp') return null;
  return { mime: DRAWABLE[ext], bytes };
}

const esc = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const FONT =
  "'Noto Serif CJK SC','Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei',serif";

const ANCHOR = { left: 'start', center: 'middle', right: 'end' } as const;

/** The built-in frame: paper colour and a double gold border. */
const FRAME = `<rect width="1200" height="850" fill="#fffaf0"/>
<rect x="30" y="30" width="1140" height="790" fill="none" stroke="#b8860b" stroke-width="8"/>
<rect x="52" y="52" width="1096" height="746" fill="none" stroke="#d4af37" stroke-width="2"/>`;

/** The built-in wording: title, holder, what was achieved, the seal, date and serial. */
function builtInWording(v: CertValues): string {
  const line = (y: number, size: number, text: string, extra = '') =>
    `<text x="600" y="${y}" font-size="${size}" text-anchor="middle" ${extra}>${esc(text)}</text>`;
  const achievement = v.courseTitle ? `已完成课程《${v.courseTitle}》的全部学习` : '已完成规定的全部学习';
  return `${line(190, 72, v.name, 'font-weight="700" fill="#8b6914" letter-spacing="8"')}
${line(250, 24, 'CERTIFICATE OF COMPLETION', 'fill="#a08050" letter-spacing="6"')}
${line(370, 34, `兹证明  ${v.holder}`)}
${line(450, 30, achievement)}
${line(510, 30, '特发此证，以资鼓励。')}
<circle cx="930" cy="660" r="80" fill="none" stroke="#c0392b" stroke-width="5"/>
<text x="930" y="672" font-size="30" text-anchor="middle" fill="#c0392b" font-weight="700">知学堂</text>
<text x="140" y="660" font-size="24">颁发日期：${esc(v.date)}</text>
<text x="140" y="710" font-size="24">证书编号：${esc(v.serial)}</text>`;
}

/** What a placed field prints: its own text, or its words followed by the member's value. */
export function fieldText(f: CertField, v: CertValues): string {
  switch (f.kind) {
    case 'text':
      return f.text;
    case 'member_name':
      return f.text + v.holder;
    case 'course_title':
      return f.text + v.courseTitle;
    case 'date':
      return f.text + v.date;
    case 'serial':
      return f.text + v.serial;
  }
}

const placed = (f: CertField, v: CertValues) =>
  `<text x="${f.x}" y="${f.y}" font-size="${f.size}" fill="${f.color}" text-anchor="${ANCHOR[f.align]}" xml:space="preserve">${esc(fieldText(f, v))}</text>`;

/** The certificate as SVG (1200 × 850): the background or the frame, then the placed fields or the wording. */
export function certSvg(
  design: { background: CertBackground | null; fields: readonly CertField[] },
  v: CertValues,
): string {
  const { width, height } = CERT_CANVAS;
  const background = design.background
    ? `<image href="data:${design.background.mime};base64,${design.background.bytes.toString('base64')}" x="0" y="0" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"/>`
    : FRAME;
  const text =
    design.fields.length > 0 ? design.fields.map((f) => placed(f, v)).join('\n') : builtInWording(v);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}" fill="#3b2f1e">
${background}
${text}
</svg>`;
}

/** The SVG of a template for these values, its background read from our storage. */
export async function templateSvg(
  deps: Pick<AppDeps, 'config'>,
  template: { background: string; fields: readonly CertField[] },
  v: CertValues,
): Promise<string> {
  return certSvg({ background: await loadBackground(deps, template.background), fields: template.fields }, v);
}

/** A certificate's SVG as a PNG, rendered by resvg on the CPU pool. */
export async function certPng(svg: string): Promise<Buffer> {
  return Buffer.from(await runOnCpuPool({ op: 'svgPng', svg }));
}

const StoredFields = z.array(CertFieldBody);

/**
 * The stored `fields` column, read back through the body's schema: a column not written by the console (the
 * migration's `[]`, a hand edit) that does not hold valid fields draws the built-in wording instead of failing.
 */
export function storedFields(json: string): CertField[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  const result = StoredFields.safeParse(parsed);
  return result.success ? result.data : [];
}
