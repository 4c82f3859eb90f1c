/**
 * A video's WebVTT captions in the console (issue 30): `GET /videos/:id/captions`, `POST /uploads/captions`
 * (multipart: `video_id`, `lang`, `label`, `file`), `POST /uploads/captions/:id` (multipart: `file`, optional
 * `label`: replace), `PUT /captions/:id/default`, `DELETE /captions/:id`. Permission `courses.view` / `courses.edit`.
 */
import { z } from 'zod';
import type { Instant } from './common.ts';

export interface VideoCaptionItem {
  id: number;
  video_id: number;
  /** BCP 47: `zh-CN`, `en`. */
  lang: string;
  label: string;
  is_default: boolean;
  /** Bytes of the file. */
  size: number;
  cue_count: number;
  created_at: Instant;
  updated_at: Instant;
}

/** The largest caption file (a two-hour lesson's captions are about 150 KB). */
export const CAPTION_MAX_BYTES = 1024 * 1024;

/** The languages the upload form offers (any BCP 47 code is accepted). */
export const CAPTION_LANGUAGES = [
  { lang: 'zh-CN', label: '简体中文' },
  { lang: 'zh-TW', label: '繁體中文' },
  { lang: 'en', label: 'English' },
  { lang: 'ja', label: '日本語' },
  { lang: 'ko', label: '한국어' },
] as const;

/** The text fields of a caption upload. */
export const CaptionFields = z.object({
  lang: z
    .string({ error: '请选择字幕语言' })
    .trim()
    .min(1, '请选择字幕语言')
    .max(35, '语言代码过长')
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, '语言代码格式不正确，如 zh-CN、en'),
  label: z
    .string({ error: '请输入字幕名称' })
    .trim()
    .min(1, '请输入字幕名称')
    .max(30, '字幕名称不能超过 30 个字'),
});
export type CaptionFieldsRequest = z.infer<typeof CaptionFields>;

export const CAPTION_AUDIT_ENTITIES = { video_caption: '视频字幕' } as const;
export const CAPTION_AUDIT_ACTIONS = { set_default: '设为默认' } as const;
