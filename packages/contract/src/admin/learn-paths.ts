/**
 * Learning paths in the console (issue 31; `/admin/api/learn-path-categories`, `/learn-paths`,
 * `/learn-path-steps`, `/learn-path-items`): categories of two levels, paths, their ordered steps and, in each step,
 * the ordered courses, live courses, books and articles it names. The storefront (catalog §9) reads the same rows.
 * Request bodies are zod schemas with Chinese messages; the console takes their types only.
 */
import { z } from 'zod';
import type { Instant, ListQuery } from './common.ts';
import { addressField, instantField, optionalText, requiredText, sortField, yuanField } from './courses.ts';

// ---------------------------------------------------------------- categories

/** `GET /learn-path-categories`: every category, each parent followed by its children, by sort. */
export interface LearnPathCategoryItem {
  id: number;
  name: string;
  /** 0 for a top-level category. */
  parent_id: number;
  sort: number;
  /** Paths filed directly under it. */
  path_count: number;
}

/** `POST /learn-path-categories`, `PUT /learn-path-categories/:id` */
export const LearnPathCategoryBody = z.object({
  name: requiredText('请输入分类名称', 30, '分类名称最长 30 个字'),
  parent_id: z.number({ error: '请选择上级分类' }).int('请选择上级分类').min(0, '请选择上级分类').default(0),
  sort: sortField,
});
export type LearnPathCategoryRequest = z.input<typeof LearnPathCategoryBody>;

// ---------------------------------------------------------------- paths

export interface LearnPathAdminItem {
  id: number;
  name: string;
  category_id: number;
  /** Null when the category is gone. */
  category_name: string | null;
  thumb: string;
  /** Yuan; 0 for a free path. */
  charge: number;
  /** The crossed-out price beside `charge` (yuan; 0 for none). */
  original_charge: number;
  is_show: boolean;
  /** The storefront lists paths newest first by this time, and shows none before it. */
  published_at: Instant;
  step_count: number;
  item_count: number;
  created_at: Instant;
}

/** `GET /learn-paths/:id`: the list row with its description (plain text: the storefront shows it as the summary). */
export interface LearnPathAdminDetail extends LearnPathAdminItem {
  description: string;
}

export interface LearnPathListQuery extends ListQuery {
  q?: string;
  category_id?: number;
  is_show?: 0 | 1;
}

export const LEARN_PATH_SORTS = ['id', 'published_at', 'charge'] as const;

/** `POST /learn-paths`, `PUT /learn-paths/:id` */
export const LearnPathBody = z.object({
  name: requiredText('请输入路径名称', 120, '路径名称最长 120 个字'),
  category_id: z.number({ error: '请选择分类' }).int('请选择分类').positive('请选择分类'),
  thumb: addressField(500),
  charge: yuanField,
  original_charge: yuanField.default(0),
  is_show: z.boolean({ error: '参数错误' }).default(true),
  published_at: instantField('请选择上架时间'),
  description: optionalText(1000, '描述最长 1000 个字'),
});
export type LearnPathRequest = z.input<typeof LearnPathBody>;

// ---------------------------------------------------------------- steps and their items

/** What a step may name, and the words the console and the storefront use for each. */
export const LEARN_PATH_ITEM_TYPES = {
  course: '录播课',
  live: '直播课',
  book: '电子书',
  topic: '图文',
} as const;
export type LearnPathItemType = keyof typeof LEARN_PATH_ITEM_TYPES;
const ITEM_TYPE_KEYS = Object.keys(LEARN_PATH_ITEM_TYPES) as [LearnPathItemType, ...LearnPathItemType[]];

export interface LearnPathStepItemAdmin {
  id: number;
  step_id: number;
  type: string;
  other_id: number;
  /** The course's, live course's, book's or article's title; null when it has been deleted since. */
  title: string | null;
  /** False when the named record is hidden: the storefront leaves it out of the step. */
  is_show: boolean;
}

/** `GET /learn-paths/:id/steps`: the steps in order, each with its items in order. */
export interface LearnPathStepAdmin {
  id: number;
  path_id: number;
  name: string;
  description: string;
  sort: number;
  items: LearnPathStepItemAdmin[];
}

/** `POST /learn-paths/:id/steps`, `PUT /learn-path-steps/:id` */
export const LearnPathStepBody = z.object({
  name: requiredText('请输入步骤名称', 120, '步骤名称最长 120 个字'),
  description: optionalText(500, '步骤说明最长 500 个字'),
});
export type LearnPathStepRequest = z.input<typeof LearnPathStepBody>;

/** `POST /learn-path-steps/:id/items`: what to add, by type and id (the console picks it by title). */
export const LearnPathItemBody = z.object({
  type: z.enum(ITEM_TYPE_KEYS, { error: '请选择内容类型（录播课、直播课、电子书或图文）' }),
  other_id: z.number({ error: '请选择内容' }).int('请选择内容').positive('请选择内容'),
});
export type LearnPathItemRequest = z.input<typeof LearnPathItemBody>;

export const LEARN_PATH_AUDIT_ENTITIES = {
  learn_path_category: '学习路径分类',
  learn_path: '学习路径',
  learn_path_step: '学习路径步骤',
  learn_path_item: '学习路径内容',
} as const;
