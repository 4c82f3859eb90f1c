/**
 * The home page and navigation (permission `home`): navs (two levels), sliders and friendly links, each an
 * ordered list the storefront's config call reads (`/api/v2/other/config`, `/api/v2/navs`, `/api/v2/sliders`).
 */
import { z } from 'zod';
import type { Instant } from './common.ts';

export const NAV_PLATFORMS = ['PC', 'H5'] as const;
export type NavPlatform = (typeof NAV_PLATFORMS)[number];

export interface NavItem {
  id: number;
  name: string;
  url: string;
  /** Other storefront paths that mark this nav as the current one (comma-separated). */
  active_routes: string;
  platform: string;
  /** 0 for a top-level nav. */
  parent_id: number;
  sort: number;
  /** Opens in a new tab. */
  blank: boolean;
  created_at: Instant;
  updated_at: Instant;
}

export interface SliderItem {
  id: number;
  thumb: string;
  url: string;
  platform: string;
  sort: number;
  created_at: Instant;
  updated_at: Instant;
}

export interface LinkItem {
  id: number;
  name: string;
  url: string;
  sort: number;
  created_at: Instant;
  updated_at: Instant;
}

/** An http(s) address or a path on the site. */
const address = (label: string, required: boolean) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .max(500, `${label}最长 500 个字`)
    .refine((v) => !required || v !== '', `请填写${label}`)
    .refine(
      (v) => v === '' || /^(https?:\/\/\S+|\/\S*)$/i.test(v),
      `${label}须以 http://、https:// 或 / 开头`,
    );

export const NavBody = z.object({
  name: z.string({ error: '请填写名称' }).trim().min(1, '请填写名称').max(20, '名称最长 20 个字'),
  url: address('链接', true),
  active_routes: z.string().trim().max(500, '最长 500 个字').default(''),
  platform: z.enum(NAV_PLATFORMS, { error: '请选择端' }).default('PC'),
  parent_id: z.number({ error: '请选择上级导航' }).int().min(0, '请选择上级导航').default(0),
  blank: z.boolean({ error: '请选择打开方式' }).default(false),
});
export type NavRequest = z.input<typeof NavBody>;

export const SliderBody = z.object({
  thumb: address('图片', true),
  url: address('链接', false).default(''),
  platform: z.enum(NAV_PLATFORMS, { error: '请选择端' }).default('PC'),
});
export type SliderRequest = z.input<typeof SliderBody>;

export const LinkBody = z.object({
  name: z.string({ error: '请填写名称' }).trim().min(1, '请填写名称').max(30, '名称最长 30 个字'),
  url: address('链接', true),
});
export type LinkRequest = z.input<typeof LinkBody>;
