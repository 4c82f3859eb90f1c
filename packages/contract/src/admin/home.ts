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

// ---------------------------------------------------------------- announcements (公告)

/** An announcement as the console lists and edits it; the storefront reads the same rows (`/api/v2/announcements`). */
export interface AnnouncementItem {
  id: number;
  title: string;
  /** Sanitised HTML. */
  announcement: string;
  view_times: number;
  created_at: Instant;
  updated_at: Instant;
}

export const AnnouncementBody = z.object({
  title: z.string({ error: '请填写标题' }).trim().min(1, '请填写标题').max(100, '标题最长 100 个字'),
  announcement: z
    .string({ error: '请填写内容' })
    .trim()
    .min(1, '请填写内容')
    .max(50_000, '内容最长 50000 个字'),
});
export type AnnouncementRequest = z.input<typeof AnnouncementBody>;

// ---------------------------------------------------------------- home decoration blocks (首页装修块)

/** The storefront's PC home page: the blocks `/api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index` reads. */
export const HOME_BLOCK_PLATFORM = 'pc';
export const HOME_BLOCK_PAGE = 'pc-page-index';

/** The list blocks the storefront's home renders, each with the kind of record it lists. */
export const LIST_BLOCK_SIGNS = {
  'pc-vod-v1': '录播课',
  'pc-live-v1': '直播课',
  'pc-book-v1': '电子书',
  'pc-topic-v1': '图文',
  'pc-learnPath-v1': '学习路径',
  'pc-ms-v1': '秒杀',
  'pc-tg-v1': '拼团',
} as const;
export type ListBlockSign = keyof typeof LIST_BLOCK_SIGNS;
export const HOME_BLOCK_SIGNS = [...(Object.keys(LIST_BLOCK_SIGNS) as ListBlockSign[]), 'code'] as const;
export type HomeBlockSign = (typeof HOME_BLOCK_SIGNS)[number];
/** What the console calls each block type. */
export const HOME_BLOCK_NAMES: Readonly<Record<HomeBlockSign, string>> = {
  'pc-vod-v1': '录播课列表',
  'pc-live-v1': '直播课列表',
  'pc-book-v1': '电子书列表',
  'pc-topic-v1': '图文列表',
  'pc-learnPath-v1': '学习路径列表',
  'pc-ms-v1': '秒杀列表',
  'pc-tg-v1': '拼团列表',
  code: '自定义 HTML',
};

/** A list block's config: its heading and the chosen records (秒杀/拼团: the promotion ids), in order. */
export interface ListBlockSettings {
  title: string;
  items: { id: number }[];
}
/** A code block's config: HTML (sanitised on save). */
export interface CodeBlockSettings {
  html: string;
}

export type HomeBlockItem =
  | {
      id: number;
      sign: ListBlockSign;
      sort: number;
      config: ListBlockSettings;
      created_at: Instant;
      updated_at: Instant;
    }
  | {
      id: number;
      sign: 'code';
      sort: number;
      config: CodeBlockSettings;
      created_at: Instant;
      updated_at: Instant;
    };

const ListBlockConfigBody = z.object({
  title: z.string({ error: '请填写标题' }).trim().min(1, '请填写标题').max(50, '标题最长 50 个字'),
  items: z
    .array(z.object({ id: z.number({ error: '请选择' }).int('请选择').positive('请选择') }), {
      error: '请选择要展示的内容',
    })
    .min(1, '请至少选择一项')
    .max(50, '最多选择 50 项')
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, '不能重复选择同一项'),
});
const CodeBlockConfigBody = z.object({
  html: z.string({ error: '请填写 HTML' }).trim().min(1, '请填写 HTML').max(50_000, 'HTML 最长 50000 个字'),
});

const listBlock = <S extends ListBlockSign>(sign: S) =>
  z.object({ sign: z.literal(sign), config: ListBlockConfigBody });

/** `POST /home-blocks`, `PUT /home-blocks/:id`: a block's type and its config, checked per type. */
export const HomeBlockBody = z.discriminatedUnion(
  'sign',
  [
    listBlock('pc-vod-v1'),
    listBlock('pc-live-v1'),
    listBlock('pc-book-v1'),
    listBlock('pc-topic-v1'),
    listBlock('pc-learnPath-v1'),
    listBlock('pc-ms-v1'),
    listBlock('pc-tg-v1'),
    z.object({ sign: z.literal('code'), config: CodeBlockConfigBody }),
  ],
  { error: '请选择装修块类型' },
);
export type HomeBlockRequest = z.input<typeof HomeBlockBody>;
