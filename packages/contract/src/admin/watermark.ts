/**
 * Watermark codes (`/admin/api/watermark`, issue 30): a code read off a recording maps back to the member and the
 * play grants that showed it. Needs `members.view`; every lookup is audited.
 */
import { z } from 'zod';
import type { Instant } from './common.ts';

/** Codes are 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L); the console accepts any case. */
export const WATERMARK_CODE_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;

export const WatermarkLookupQuery = z.object({
  code: z
    .string({ error: '请输入水印编码' })
    .trim()
    .toUpperCase()
    .regex(WATERMARK_CODE_PATTERN, '水印编码为 8 位字母或数字'),
});

export interface WatermarkGrantItem {
  id: number;
  video_id: number;
  video_title: string;
  course_title: string;
  ip: string;
  created_at: Instant;
}

export interface WatermarkLookupReply {
  code: string;
  member: { id: number; nick_name: string; mobile: string };
  /** The latest play grants that showed the code, newest first (at most 50). */
  grants: WatermarkGrantItem[];
}

export const WATERMARK_AUDIT_ACTIONS = { lookup_watermark: '查询水印编码' } as const;
export const WATERMARK_AUDIT_ENTITIES = { watermark_code: '水印编码' } as const;
