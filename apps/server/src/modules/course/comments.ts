import type { Context } from 'hono';
import { clientAddress } from '../../lib/client-address.ts';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { isoTime, toDbTime } from '../../lib/dates.ts';
import { DEFAULT_AVATAR_FILE, brandUrl, publicBase } from '../../lib/public-url.ts';
import { publicAssetUrl } from '../system/settings.ts';

export const COMMENT_MAX = 1000;

/**
 * Removes HTML tags and comments the way PHP's strip_tags does for typical input: `<b>`, `</p>`, `<!-- -->`,
 * `<br/>` go; a `<` not followed by a tag name (`a < b`) stays as text.
 */
export const stripTags = (s: string) =>
  s.replace(/<!--[\s\S]*?(?:-->|$)/g, '').replace(/<\/?[a-zA-Z!?][^>]*(?:>|$)/g, '');

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

export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The (tag-stripped) text, HTML-escaped, line breaks kept. */
export const renderComment = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

type Table = 'course_comments' | 'video_comments';
type Column = 'course_id' | 'video_id';

export function insertComment(
  deps: AppDeps,
  c: Context,
  table: Table,
  column: Column,
  ownerId: number,
  userId: number,
  content: string,
) {
  const now = toDbTime(deps.clock.now());
  deps.db
    .prepare(
      `INSERT INTO ${table} (${column}, user_id, original_content, render_content, ip, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      ownerId,
      userId,
      content,
      renderComment(content),
      clientAddress(c, deps.config.trustProxy),
      now,
      now,
    );
}

interface CommentRow {
  id: number;
  user_id: number;
  render_content: string;
  created_at: string;
  ip: string;
  ip_province: string;
}

/** Newest 200 comments and every author in `users` (contract §2.4). */
export function listComments(c: Context, deps: AppDeps, table: Table, column: Column, ownerId: number) {
  const db: Db = deps.db;
  const comments = db
    .prepare<[number], CommentRow>(
      `SELECT id, user_id, render_content, created_at, ip, ip_province FROM ${table}
       WHERE ${column} = ? ORDER BY id DESC LIMIT 200`,
    )
    .all(ownerId);
  const base = publicBase(c, deps.config);
  const users: Record<string, { id: number; avatar: string; nick_name: string }> = {};
  const ids = [...new Set(comments.map((x) => x.user_id))];
  if (ids.length > 0) {
    const rows = db
      .prepare<number[], { id: number; avatar: string; nick_name: string }>(
        `SELECT id, avatar, nick_name FROM users WHERE id IN (${ids.map(() => '?').join(',')})`,
      )
      .all(...ids);
    for (const u of rows) {
      users[String(u.id)] = {
        id: u.id,
        avatar: u.avatar ? publicAssetUrl(base, u.avatar) : brandUrl(base, DEFAULT_AVATAR_FILE),
        nick_name: u.nick_name,
      };
    }
  }
  return {
    // The address is kept for moderation but never shown to other members; the province (IP属地) is public.
    comments: comments.map((x) => ({ ...x, ip: '', created_at: isoTime(x.created_at) })),
    users,
  };
}
