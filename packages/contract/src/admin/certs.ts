/**
 * Certificate templates (证书, permission `certs`) at `/admin/api/cert-templates`: a background uploaded through
 * `/uploads/images`, the fields placed on it, and the rule that issues it (finished course N, the only rule the
 * issuing code knows). `GET /cert-templates/:id/preview` and `GET /cert-templates/preview?draft=<json body>` answer a
 * PNG drawn with a sample member by the same renderer as the member's download; `GET /cert-templates/:id/issued`
 * lists who holds one.
 */
import { z } from 'zod';
import type { Instant, ListQuery } from './common.ts';

/** The certificate's drawing area, in pixels (the PNG's size). */
export const CERT_CANVAS = { width: 1200, height: 850 } as const;

/** What a placed field prints: the holder, the course, the issue date, the serial, or its own text. */
export const CERT_FIELD_KINDS = {
  member_name: '学员姓名',
  course_title: '课程名称',
  date: '颁发日期',
  serial: '证书编号',
  text: '自定义文字',
} as const;
export type CertFieldKind = keyof typeof CERT_FIELD_KINDS;
const KIND_KEYS = Object.keys(CERT_FIELD_KINDS) as [CertFieldKind, ...CertFieldKind[]];

export const CERT_FIELD_ALIGNS = { left: '左对齐', center: '居中', right: '右对齐' } as const;
export type CertFieldAlign = keyof typeof CERT_FIELD_ALIGNS;
const ALIGN_KEYS = Object.keys(CERT_FIELD_ALIGNS) as [CertFieldAlign, ...CertFieldAlign[]];

export const CERT_FONT_SIZE = { min: 12, max: 160 } as const;
export const CERT_MAX_FIELDS = 20;

const coordinate = (axis: 'x' | 'y', max: number) =>
  z
    .number({ error: `请填写${axis === 'x' ? '横' : '纵'}坐标` })
    .int(`${axis === 'x' ? '横' : '纵'}坐标须为整数`)
    .min(0, `须在画布内（0–${max}）`)
    .max(max, `须在画布内（0–${max}）`);

export const CertFieldBody = z
  .object({
    kind: z.enum(KIND_KEYS, { error: '请选择字段类型' }),
    /** The text of a `text` field; for the other kinds, words printed before the value (`证书编号：`). */
    // Not trimmed: a prefix's closing space (`No. `) is part of it.
    text: z.string({ error: '参数错误' }).max(100, '文字最长 100 个字').default(''),
    x: coordinate('x', CERT_CANVAS.width),
    /** The text's baseline. */
    y: coordinate('y', CERT_CANVAS.height),
    size: z
      .number({ error: '请填写字号' })
      .int('字号须为整数')
      .min(CERT_FONT_SIZE.min, `字号 ${CERT_FONT_SIZE.min}–${CERT_FONT_SIZE.max}`)
      .max(CERT_FONT_SIZE.max, `字号 ${CERT_FONT_SIZE.min}–${CERT_FONT_SIZE.max}`),
    color: z
      .string({ error: '请填写颜色' })
      .regex(/^#[0-9a-fA-F]{6}$/, '颜色须为 #RRGGBB')
      .transform((c) => c.toLowerCase()),
    /** Where `x` is: the text's left end, middle or right end. */
    align: z.enum(ALIGN_KEYS, { error: '请选择对齐方式' }).default('left'),
  })
  .superRefine((f, ctx) => {
    if (f.kind === 'text' && f.text.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['text'], message: '请填写文字' });
  });
export type CertField = z.output<typeof CertFieldBody>;
export type CertFieldRequest = z.input<typeof CertFieldBody>;

/**
 * What draws a certificate: the background (empty: the built-in frame) and the fields (none: the built-in
 * wording). `background` is an image path or URL `/uploads/images` answered; only our storage's copy is drawn.
 */
export const CertDesignBody = z.object({
  background: z.string({ error: '参数错误' }).trim().max(500, '背景图地址过长').default(''),
  fields: z.array(CertFieldBody).max(CERT_MAX_FIELDS, `最多 ${CERT_MAX_FIELDS} 个字段`).default([]),
});

export const CertTemplateBody = CertDesignBody.extend({
  name: z
    .string({ error: '请填写证书名称' })
    .trim()
    .min(1, '请填写证书名称')
    .max(100, '证书名称最长 100 个字'),
  /** Issued to members who finish this course. */
  course_id: z.number({ error: '请选择课程' }).int('请选择课程').positive('请选择课程'),
});
export type CertTemplateRequest = z.input<typeof CertTemplateBody>;

/** The unsaved template the editor previews (`?draft=` holds it as JSON); the name and course may be missing. */
export const CertDraftBody = CertDesignBody.extend({
  name: z.string().trim().max(100, '证书名称最长 100 个字').default(''),
  course_id: z.number().int().nonnegative().default(0),
});
export type CertDraftRequest = z.input<typeof CertDraftBody>;

export interface CertTemplateItem {
  id: number;
  name: string;
  /**
   * The stored path, which this site serves (`/uploads/console/…`); '' for the built-in frame. Only a console
   * upload is drawn: a seeded template's cover is kept while it is edited, but not drawn.
   */
  background: string;
  course_id: number;
  course_title: string;
  fields: CertField[];
  /** Certificates given so far. */
  issued: number;
  created_at: Instant;
}

export interface CertTemplateQuery extends ListQuery {
  /** Part of the name. */
  q?: string;
}
export const CERT_TEMPLATE_SORTS = ['id', 'issued'] as const;

/** One certificate given to a member. */
export interface IssuedCertItem {
  id: number;
  user_id: number;
  nick_name: string;
  serial: string;
  created_at: Instant;
}

export const CERT_AUDIT_ENTITIES = { cert_template: '证书模板' } as const;
