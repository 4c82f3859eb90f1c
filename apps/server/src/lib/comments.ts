import { z } from 'zod';
import { stripTags } from './html.ts';

/** The comment box every area shares (courses, videos, books, live, Q&A): its limit and its rule. */

export const COMMENT_MAX = 1000;

/**
 * Contract §2.5: tags are stripped, then the text is required and at least 6 characters; we also cap the length
 * (the reference had no limit).
 */
export const commentSchema = z.object({
  content: z
    .string({ error: '请输入评论' })
    .transform(stripTags)
    .pipe(
      z
        .string()
        .trim()
        .min(1, '请输入评论')
        .refine((s) => [...s].length >= 6 || s.length === 0, '评论内容不能少于6个字')
        .refine((s) => [...s].length <= COMMENT_MAX, `评论内容不能超过${COMMENT_MAX}个字`),
    ),
});
