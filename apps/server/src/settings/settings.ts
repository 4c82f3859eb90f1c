import { CAPTCHA_ALTERNATIVES } from '@meedu/contract';
import { z } from 'zod';
import type { Db } from '../db/index.ts';
import { versionedCache } from '../db/versioned-cache.ts';

/**
 * Site settings, stored in the `settings` table as key → JSON. Every key has a schema and a default, so a
 * missing or malformed value reads as the default (a production database starts with no rows at all).
 *
 * Images (`logo`, `white_logo`, `player.cover`) are either absolute URLs or paths on this server (e.g.
 * `/brand/logo.svg`); `publicAssetUrl()` turns them into absolute URLs for replies.
 * The `*_content` keys hold the HTML of the protocol pages (`/user/protocol`, `/user/private_protocol`,
 * `/aboutus`).
 */
const bulletSecret = z.object({
  size: z.number(),
  color: z.string(),
  opacity: z.number(),
  text: z.string(),
});

export const settingSchemas = {
  webname: z.string(),
  logo: z.string(),
  white_logo: z.string(),
  /** The PC site's address, used by share links; empty means this server's own address. */
  pc_url: z.string(),
  /** Non-empty sends mobile browsers to the H5 site. */
  h5_url: z.string(),
  icp: z.string(),
  icp_link: z.string(),
  icp2: z.string(),
  icp2_link: z.string(),
  user_protocol_content: z.string(),
  user_private_protocol_content: z.string(),
  aboutus_content: z.string(),
  /** MeEdu 4.9.30's further agreement pages (`/user/vip_protocol`, `/user/paid_content_purchase_protocol`). */
  vip_protocol_content: z.string(),
  paid_content_purchase_protocol_content: z.string(),
  /** HTML shown on a course's buy area (4.9.30 config `course_purchase_notice`). */
  course_purchase_notice: z.string(),
  /**
   * The version of the published user agreement and privacy policy: a member has agreed when they consented to
   * this version (modules/agreement), so the console raising it asks every member again.
   */
  agreement_version: z.number().int().min(1),
  player: z.object({
    cover: z.string(),
    enabled_bullet_secret: z.number().int(),
    bullet_secret: bulletSecret,
  }),
  member: z.object({
    enabled_mobile_bind_alert: z.number().int(),
    enabled_face_verify: z.boolean(),
  }),
  socialites: z.object({
    qq: z.number().int(),
    wechat_scan: z.number().int(),
    wechat_oauth: z.number().int(),
  }),
  /** Credits awarded for actions; `paid_order` is a ratio of the amount paid (0.1 = 10%). */
  credit1_reward: z.object({
    register: z.number(),
    watched_vod_course: z.number(),
    watched_video: z.number(),
    paid_order: z.number(),
    invite: z.number(),
  }),
  /** Addon folder names (config.ts `ALL_ADDONS`); ENABLED_ADDONS replaces it at start-up. */
  enabled_addons: z.array(z.string()),
  /** The alternative to the image captcha the account dialogs offer (WCAG 3.3.8; modules/captcha). */
  captcha_alternative: z.enum(CAPTCHA_ALTERNATIVES),
} as const;

export type SettingKey = keyof typeof settingSchemas;
export type SettingValue<K extends SettingKey> = z.infer<(typeof settingSchemas)[K]>;
export type Settings = { [K in SettingKey]: SettingValue<K> };

/** What a site with no stored settings shows: neutral text, the bundled images, every outside service off. */
export const settingDefaults: Settings = {
  webname: '在线学习',
  logo: '/brand/logo.svg',
  white_logo: '/brand/logo-white.svg',
  pc_url: '',
  h5_url: '',
  icp: '',
  icp_link: '',
  icp2: '',
  icp2_link: '',
  user_protocol_content: '',
  user_private_protocol_content: '',
  aboutus_content: '',
  vip_protocol_content: '',
  paid_content_purchase_protocol_content: '',
  course_purchase_notice: '',
  agreement_version: 1,
  player: {
    cover: '/brand/player-cover.svg',
    enabled_bullet_secret: 0,
    bullet_secret: { size: 14, color: '#ffffff', opacity: 0.8, text: '{code} {mobile}' },
  },
  member: { enabled_mobile_bind_alert: 0, enabled_face_verify: false },
  socialites: { qq: 0, wechat_scan: 0, wechat_oauth: 0 },
  credit1_reward: { register: 0, watched_vod_course: 0, watched_video: 0, paid_order: 0, invite: 0 },
  enabled_addons: [],
  // On unless the operator turns it off: a site is accessible by default.
  captcha_alternative: 'checkbox',
};

function readValue<K extends SettingKey>(key: K, text: string | undefined): SettingValue<K> {
  if (text === undefined) return settingDefaults[key];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return settingDefaults[key];
  }
  const parsed = settingSchemas[key].safeParse(raw);
  return parsed.success ? (parsed.data as SettingValue<K>) : settingDefaults[key];
}

async function loadSettings(db: Db): Promise<Settings> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const entries = (Object.keys(settingSchemas) as SettingKey[]).map((key) => [
    key,
    readValue(key, stored.get(key)),
  ]);
  return Object.fromEntries(entries) as Settings;
}

/** Read on almost every request, written by operators now and then: cached per instance (db/versioned-cache). */
const settingsCache = versionedCache('settings', loadSettings);

/** Every setting at once, defaults filled in. */
export function getSettings(db: Db): Promise<Settings> {
  return settingsCache.get(db);
}

export async function getSetting<K extends SettingKey>(db: Db, key: K): Promise<SettingValue<K>> {
  return (await getSettings(db))[key];
}

export async function setSetting<K extends SettingKey>(
  db: Db,
  key: K,
  value: SettingValue<K>,
): Promise<void> {
  const valid = JSON.stringify(settingSchemas[key].parse(value));
  await db
    .insertInto('settings')
    .values({ key, value: valid })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: valid }))
    .execute();
  await settingsCache.invalidate(db);
}

/**
 * Writes several settings at once (inside the caller's transaction when `db` is one) and marks them changed for
 * every instance; after the transaction commits, {@link settingsWritten} lets the writing instance see them at once.
 */
export async function setSettings(db: Db, values: Partial<Settings>): Promise<void> {
  for (const key of Object.keys(values) as SettingKey[]) {
    const valid = JSON.stringify(settingSchemas[key].parse(values[key]));
    await db
      .insertInto('settings')
      .values({ key, value: valid })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: valid }))
      .execute();
  }
  await settingsCache.invalidate(db);
}

/** Drops this instance's copy after a committed {@link setSettings} in a transaction. */
export const settingsWritten = (db: Db): Promise<void> => settingsCache.invalidate(db);

/** An image setting as an absolute URL: absolute URLs pass through, server paths get the public base. */
export function publicAssetUrl(base: string, pathOrUrl: string): string {
  if (pathOrUrl === '' || /^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
