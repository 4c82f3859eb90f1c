/**
 * Certificate templates (证书, `/admin/api/cert-templates`, permission `certificates`): a background image with
 * fields placed on it, issued to members who meet its rule. The storefront's download and the console's preview
 * draw it with the same renderer.
 */
import { z } from 'zod';
import type { Instant, ListQuery } from './common.ts';

/** What a field prints. */
export const CERT_FIELD_KEYS = {
  member_name: '学员姓名',
  course_title: '课程名称',
  issued_date: '颁发日期',
  serial: '证书编号',
  cert_name: '证书名称',
} as const;
export type CertFieldKey = keyof typeof CERT_FIELD_KEYS;
const FIELD_KEYS = Object.keys(CERT_FIELD_KEYS) as [CertFieldKey, ...CertFieldKey[]];

/** The certificate's canvas, in pixels: the background is stretched to it and fields are placed on it. */
export const CERT_CANVAS = { width: 1200, height: 850 } as const;

export interface CertField {
  key: CertFieldKey;
  /** The text's centre, in canvas pixels. */
  x: number;
  /** The text's baseline, in canvas pixels. */
  y: number;
  /** Font size in pixels. */
  size: number;
  /** `#rrggbb`. */
  color: string;
}

/** The rule for issuing: today the storefront issues a template to members who finished its course. */
export const CERT_RULE_TYPES = { course_finished: '学完课程' } as const;

export interface CertTemplateItem {
  id: number;
  name: string;
  /** The background's address (`/uploads/console/…`), empty for the built-in design. */
  template_image: string;
  rule_type: keyof typeof CERT_RULE_TYPES;
  rule_id: number;
  /** The course's title, null when it no longer exists. */
  course_title: string | null;
  fields: CertField[];
  /** Members holding it. */
  issued_count: number;
  created_at: Instant;
}

export interface CertTemplateListQuery extends ListQuery {
  q?: string;
}

const CertFieldBody = z.object({
  key: z.enum(FIELD_KEYS, { error: '请选择字段' }),
  x: z
    .number({ error: '请填写横坐标' })
    .int('横坐标须为整数')
    .min(0, '横坐标超出画布')
    .max(CERT_CANVAS.width, '横坐标超出画布'),
  y: z
    .number({ error: '请填写纵坐标' })
    .int('纵坐标须为整数')
    .min(0, '纵坐标超出画布')
    .max(CERT_CANVAS.height, '纵坐标超出画布'),
  size: z.number({ error: '请填写字号' }).int('字号须为整数').min(8, '字号至少 8').max(200, '字号最大 200'),
  color: z.string({ error: '请填写颜色' }).regex(/^#[0-9a-fA-F]{6}$/, '颜色格式为 #rrggbb'),
});

/** Only images stored by the console's upload (the renderer reads the file from the site's storage). */
const backgroundField = z
  .string()
  .max(300, '背景图地址过长')
  .regex(/^(\/uploads\/console\/[\w./-]+)?$/, '请上传背景图')
  .refine((v) => !v.includes('..'), '请上传背景图')
  .default('');

export const CertTemplateBody = z.object({
  name: z.string({ error: '请填写证书名称' }).trim().min(1, '请填写证书名称').max(60, '证书名称最长 60 个字'),
  template_image: backgroundField,
  rule_type: z.literal('course_finished', { error: '请选择发放条件' }),
  rule_id: z.number({ error: '请选择课程' }).int('请选择课程').positive('请选择课程'),
  fields: z
    .array(CertFieldBody, { error: '请放置字段' })
    .max(10, '最多放置 10 个字段')
    .refine((f) => new Set(f.map((x) => x.key)).size === f.length, '每个字段只能放置一次'),
});
export type CertTemplateRequest = z.input<typeof CertTemplateBody>;

/** `POST /cert-templates/preview`: the template as edited, drawn for a sample member (a PNG). */
export const CertPreviewBody = CertTemplateBody.omit({ rule_type: true, rule_id: true }).extend({
  rule_id: z.number().int().nonnegative().default(0),
});
export type CertPreviewRequest = z.input<typeof CertPreviewBody>;

export const CERT_AUDIT_ENTITIES = { cert_template: '证书模板' } as const;
