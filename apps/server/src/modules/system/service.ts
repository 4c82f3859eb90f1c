import type { ApiDialect, FriendLink, Nav, NavChild, Slider, SystemConfigReply } from '@meedu/contract';
import type {
  LinkBody,
  LinkItem,
  NavBody,
  NavItem,
  SiteSettings,
  SiteSettingsBody,
  SliderBody,
  SliderItem,
} from '@meedu/contract/admin';
import { AdminError, fieldError, notFound } from '../../console/http.ts';
import { wireInstant } from '../../console/dates.ts';
import { toDbTime } from '../../lib/dates.ts';
import type { z } from 'zod';
import type { AdminActor } from '../../console/auth.ts';
import { audited, recordChanges } from '../../console/audit.ts';
import type { AppDeps } from '../../deps.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { Db } from '../../db/index.ts';
import { versionedCache } from '../../db/versioned-cache.ts';
import { isoTime, siteTimeZone } from '../../lib/dates.ts';
import * as repo from './repository.ts';
import {
  getSettings,
  publicAssetUrl,
  setSettings,
  settingsWritten,
  type Settings,
} from '../../settings/settings.ts';
import { asFlag } from '../../lib/http.ts';

const navChanges = recordChanges('nav', '导航');
const sliderChanges = recordChanges('slider', '轮播图');
const linkChanges = recordChanges('link', '友情链接');

/**
 * Navigation, friendly links and sliders: written by operators now and then, read by the config call on every
 * page load, so each instance caches them (db/versioned-cache). Every write goes through the functions below,
 * which mark the cache changed for every instance.
 */
const navsCache = versionedCache('navs', repo.listNavRows);
const linksCache = versionedCache('links', repo.listLinkRows);
const slidersCache = versionedCache('sliders', repo.listSliderRows);

/** The fields a nav and its children share (top-level navs carry no times). */
const navFields = (r: repo.NavRow) => ({
  id: r.id,
  sort: r.sort,
  name: r.name,
  url: r.url,
  active_routes: r.active_routes,
  platform: r.platform,
  parent_id: r.parent_id,
  blank: asFlag(r.blank),
});

/** Top-level navs of a platform sorted by `sort`, each with its (sorted) children; `children` is always an array. */
export async function listNavs(db: Db, platform: string): Promise<Nav[]> {
  const rows = (await navsCache.get(db)).filter((r) => r.platform === platform);
  const children = new Map<number, NavChild[]>();
  for (const r of rows) {
    if (r.parent_id === 0) continue;
    const child: NavChild = {
      ...navFields(r),
      created_at: isoTime(r.created_at) ?? '',
      updated_at: isoTime(r.updated_at) ?? '',
    };
    const list = children.get(r.parent_id) ?? [];
    list.push(child);
    children.set(r.parent_id, list);
  }
  return rows
    .filter((r) => r.parent_id === 0)
    .map((r) => ({ ...navFields(r), children: children.get(r.id) ?? [] }));
}

export async function listLinks(db: Db): Promise<FriendLink[]> {
  return (await linksCache.get(db)).map((r) => ({
    ...r,
    created_at: isoTime(r.created_at) ?? '',
    updated_at: isoTime(r.updated_at) ?? '',
  }));
}

/**
 * Sliders of a platform (upper-cased; MeEdu defaults to APP), ordered by sort. `base` turns stored server paths
 * into absolute URLs; pass '' to keep them as stored. Used by GET /api/v2/sliders and the config.
 */
export async function listSliders(db: Db, platform: string, base = ''): Promise<Slider[]> {
  const p = (platform || 'APP').toUpperCase();
  return (await slidersCache.get(db))
    .filter((s) => s.platform === p)
    .map((s) => ({ ...s, thumb: base ? publicAssetUrl(base, s.thumb) : s.thumb }));
}

export async function addNav(db: Db, nav: repo.NewNav): Promise<number> {
  const id = await repo.insertNav(db, nav);
  await navsCache.invalidate(db);
  return id;
}

export async function addLink(db: Db, link: Parameters<typeof repo.insertLink>[1]): Promise<number> {
  const id = await repo.insertLink(db, link);
  await linksCache.invalidate(db);
  return id;
}

export async function addSlider(db: Db, slider: Parameters<typeof repo.insertSlider>[1]): Promise<number> {
  const id = await repo.insertSlider(db, slider);
  await slidersCache.invalidate(db);
  return id;
}

/** Which of the optional providers this server has (configured, or the demo sandbox). */
export interface ProvidersAvailable {
  qq: boolean;
  wechatScan: boolean;
  face: boolean;
}

/**
 * contract account §4.1. `base` is this site's public address; `available` says which of QQ login, WeChat-scan
 * login and face verification have a provider behind them, so a site never offers (or, for face verification,
 * demands) something that would then fail.
 */
export async function buildConfig(
  db: Db,
  base: string,
  available: ProvidersAvailable,
  dialect: ApiDialect = 'both',
): Promise<SystemConfigReply> {
  // Every page load asks for the config: while none of its cached inputs changed, answer the same object.
  const inputs = [
    ...(await Promise.all([getSettings(db), slidersCache.get(db), navsCache.get(db), linksCache.get(db)])),
    base,
    available.qq,
    available.wechatScan,
    available.face,
    dialect,
    siteTimeZone(),
  ];
  const memo = configMemo.get(db);
  if (memo && memo.inputs.every((v, i) => v === inputs[i])) return memo.config;
  const config = inDialect(await assembleConfig(db, base, available), dialect);
  configMemo.set(db, { inputs, config });
  return config;
}

const configMemo = new WeakMap<Db, { inputs: unknown[]; config: SystemConfigReply }>();

type AssembledConfig = Required<SystemConfigReply> & { socialites: { wechat_scan: number } };

/**
 * The config in a MeEdu dialect (contract upstream-4.9.30.md §3, §13): 4.9.30 adds the agreement pages and the
 * purchase notice and drops `webname`, `sliders` and `socialites.wechat_scan`, by which clients tell it apart;
 * `both` sends the union, so a client of either reads what it knows.
 */
function inDialect(full: AssembledConfig, dialect: ApiDialect): SystemConfigReply {
  const { webname, sliders, vip_protocol, paid_content_purchase_protocol, course_purchase_notice, ...rest } =
    full;
  const { wechat_scan, ...socialites } = full.socialites;
  const v4930 = { vip_protocol, paid_content_purchase_protocol, course_purchase_notice };
  if (dialect === '4.9.8') return { webname, ...rest, sliders, socialites: full.socialites };
  // 4.9.30 clients gate their WeChat scan login (ours: socialite/scan-routes.ts) on `wechat_oauth` (upstream §8),
  // in both dialects too, or the newest official storefront hides WeChat login from our default server.
  const wechat_oauth = socialites.wechat_oauth || wechat_scan;
  if (dialect === '4.9.30') return { ...rest, ...v4930, socialites: { ...socialites, wechat_oauth } };
  return { webname, ...rest, sliders, ...v4930, socialites: { ...socialites, wechat_oauth, wechat_scan } };
}

async function assembleConfig(db: Db, base: string, available: ProvidersAvailable): Promise<AssembledConfig> {
  const [s, sliders, navs, links] = await Promise.all([
    getSettings(db),
    listSliders(db, 'PC', base),
    listNavs(db, 'PC'),
    listLinks(db),
  ]);
  return {
    webname: s.webname,
    name: s.webname,
    logo: { logo: publicAssetUrl(base, s.logo), white_logo: publicAssetUrl(base, s.white_logo) },
    url: base,
    pc_url: (s.pc_url || base).replace(/\/+$/, ''),
    h5_url: s.h5_url.replace(/\/+$/, ''),
    icp: s.icp,
    icp_link: s.icp_link,
    icp2: s.icp2,
    icp2_link: s.icp2_link,
    user_protocol: `${base}/user/protocol`,
    user_private_protocol: `${base}/user/private_protocol`,
    aboutus: `${base}/aboutus`,
    vip_protocol: `${base}/user/vip_protocol`,
    paid_content_purchase_protocol: `${base}/user/paid_content_purchase_protocol`,
    course_purchase_notice: s.course_purchase_notice,
    player: { ...s.player, cover: publicAssetUrl(base, s.player.cover) },
    member: { ...s.member, enabled_face_verify: available.face && s.member.enabled_face_verify },
    socialites: {
      ...s.socialites,
      qq: available.qq ? s.socialites.qq : 0,
      wechat_scan: available.wechatScan ? s.socialites.wechat_scan : 0,
    },
    credit1_reward: s.credit1_reward,
    enabled_addons: s.enabled_addons,
    sliders,
    navs,
    links,
    site_timezone: siteTimeZone(),
    captcha_alternative: s.captcha_alternative,
  };
}

// ---------------------------------------------------------------- console: site settings

/** The settings the console edits, as stored (flags as booleans on the wire). */
function siteSettingsOf(s: Settings): SiteSettings {
  return {
    webname: s.webname,
    logo: s.logo,
    white_logo: s.white_logo,
    pc_url: s.pc_url,
    h5_url: s.h5_url,
    icp: s.icp,
    icp_link: s.icp_link,
    icp2: s.icp2,
    icp2_link: s.icp2_link,
    user_protocol_content: s.user_protocol_content,
    user_private_protocol_content: s.user_private_protocol_content,
    aboutus_content: s.aboutus_content,
    vip_protocol_content: s.vip_protocol_content,
    paid_content_purchase_protocol_content: s.paid_content_purchase_protocol_content,
    course_purchase_notice: s.course_purchase_notice,
    agreement_version: s.agreement_version,
    enabled_addons: s.enabled_addons,
    player: {
      cover: s.player.cover,
      enabled_bullet_secret: s.player.enabled_bullet_secret === 1,
      bullet_secret: s.player.bullet_secret,
    },
    member: {
      enabled_mobile_bind_alert: s.member.enabled_mobile_bind_alert === 1,
      enabled_face_verify: s.member.enabled_face_verify,
    },
    socialites: { qq: s.socialites.qq === 1, wechat_scan: s.socialites.wechat_scan === 1 },
    captcha_alternative: s.captcha_alternative,
  };
}

export async function siteSettings(db: Db): Promise<SiteSettings> {
  return siteSettingsOf(await getSettings(db));
}

/** JSON with object keys in order, so two equal values compare equal however their keys were written. */
const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** The changed fields of two settings records, for the audit row. */
function changedFields(before: SiteSettings, after: SiteSettings) {
  const keys = (Object.keys(after) as (keyof SiteSettings)[]).filter(
    (k) => stableJson(before[k]) !== stableJson(after[k]),
  );
  return {
    keys,
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

/**
 * Saves the site settings from the console: the protocols sanitised, then every key and the audit row in one
 * transaction. The storefront's next config read (any instance) shows them.
 */
export async function updateSiteSettings(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: AdminActor,
  body: z.infer<typeof SiteSettingsBody>,
): Promise<SiteSettings> {
  const current = await getSettings(deps.db);
  const next: Partial<Settings> = {
    webname: body.webname,
    logo: body.logo,
    white_logo: body.white_logo,
    pc_url: body.pc_url,
    h5_url: body.h5_url,
    icp: body.icp,
    icp_link: body.icp_link,
    icp2: body.icp2,
    icp2_link: body.icp2_link,
    user_protocol_content: sanitizeHtml(body.user_protocol_content),
    user_private_protocol_content: sanitizeHtml(body.user_private_protocol_content),
    aboutus_content: sanitizeHtml(body.aboutus_content),
    vip_protocol_content: sanitizeHtml(body.vip_protocol_content ?? current.vip_protocol_content),
    paid_content_purchase_protocol_content: sanitizeHtml(
      body.paid_content_purchase_protocol_content ?? current.paid_content_purchase_protocol_content,
    ),
    course_purchase_notice: sanitizeHtml(body.course_purchase_notice ?? current.course_purchase_notice),
    agreement_version: body.agreement_version ?? current.agreement_version,
    enabled_addons: body.enabled_addons,
    player: {
      cover: body.player.cover,
      enabled_bullet_secret: body.player.enabled_bullet_secret ? 1 : 0,
      bullet_secret: body.player.bullet_secret,
    },
    member: {
      enabled_mobile_bind_alert: body.member.enabled_mobile_bind_alert ? 1 : 0,
      enabled_face_verify: body.member.enabled_face_verify,
    },
    ...(body.socialites && {
      socialites: {
        ...current.socialites,
        qq: body.socialites.qq ? 1 : 0,
        wechat_scan: body.socialites.wechat_scan ? 1 : 0,
      },
    }),
    captcha_alternative: body.captcha_alternative ?? current.captcha_alternative,
  };
  const before = siteSettingsOf(current);
  const after = siteSettingsOf({ ...current, ...next });
  const diff = changedFields(before, after);
  if (diff.keys.length === 0) return before;
  await audited(deps, actor, async (trx, audit) => {
    await setSettings(trx, next);
    await audit({
      action: 'update',
      entity: 'settings',
      entityId: 'site',
      summary: `修改站点设置：${diff.keys.join('、')}`,
      before: diff.before,
      after: diff.after,
    });
  });
  await settingsWritten(deps.db);
  return after;
}

// ---------------------------------------------------------------- console: navs, sliders, links

type ConsoleDeps = Pick<AppDeps, 'db' | 'clock'>;

const navItem = (r: repo.FullNavRow): NavItem => ({
  id: r.id,
  name: r.name,
  url: r.url,
  active_routes: r.active_routes,
  platform: r.platform,
  parent_id: r.parent_id,
  sort: r.sort,
  blank: r.blank === 1,
  created_at: wireInstant(r.created_at),
  updated_at: wireInstant(r.updated_at),
});
const navAudit = (r: repo.FullNavRow) => {
  const { created_at: _c, updated_at: _u, ...rest } = navItem(r);
  return rest;
};

const sliderItem = (r: repo.FullSliderRow): SliderItem => ({
  id: r.id,
  thumb: r.thumb,
  url: r.url,
  platform: r.platform,
  sort: r.sort,
  created_at: wireInstant(r.created_at),
  updated_at: wireInstant(r.updated_at),
});

const linkItem = (r: repo.FullLinkRow): LinkItem => ({
  id: r.id,
  name: r.name,
  url: r.url,
  sort: r.sort,
  created_at: wireInstant(r.created_at),
  updated_at: wireInstant(r.updated_at),
});

/** After a committed write: this instance reads the list again at once (the others within a second). */
type Cache = typeof navsCache;

async function auditedListWrite<T>(
  deps: ConsoleDeps,
  actor: AdminActor,
  cache: Cache | typeof linksCache | typeof slidersCache,
  work: Parameters<typeof audited<T>>[2],
): Promise<T> {
  const result = await audited(deps, actor, async (trx, audit) => {
    const value = await work(trx, audit);
    await cache.invalidate(trx);
    return value;
  });
  await cache.invalidate(deps.db);
  return result;
}

export async function navItems(db: Db, platform?: string): Promise<NavItem[]> {
  return (await repo.navRowsFor(db, platform)).map(navItem);
}

async function navOrThrow(db: Db, id: number) {
  const row = await repo.findNav(db, id);
  if (!row) throw notFound('导航');
  return row;
}

/** Two levels: a parent is a top-level nav of the same platform, and a nav with children stays top-level. */
async function checkNavParent(db: Db, body: z.infer<typeof NavBody>, id?: number): Promise<void> {
  if (body.parent_id === 0) return;
  if (body.parent_id === id) throw fieldError('parent_id', '不能把导航放在自己下面');
  const parent = await repo.findNav(db, body.parent_id);
  if (!parent || parent.parent_id !== 0) throw fieldError('parent_id', '上级导航须是一级导航');
  if (parent.platform !== body.platform) throw fieldError('parent_id', '上级导航须在同一端');
  if (id !== undefined) {
    const children = await repo.countChildNavs(db, id);
    if (children > 0) throw new AdminError(409, `该导航下还有 ${children} 个子导航，不能移到其他导航下`);
  }
}

export async function createNav(deps: ConsoleDeps, actor: AdminActor, body: z.infer<typeof NavBody>) {
  await checkNavParent(deps.db, body);
  const now = toDbTime(deps.clock.now());
  return auditedListWrite(deps, actor, navsCache, async (trx, audit) => {
    const sort = await repo.nextSort(trx, 'navs', { parent_id: body.parent_id });
    const id = await repo.insertNav(trx, {
      ...body,
      blank: body.blank ? 1 : 0,
      sort,
      created_at: now,
      updated_at: now,
    });
    const row = await navOrThrow(trx, id);
    await audit(navChanges.created(id, body.name, navAudit(row)));
    return navItem(row);
  });
}

export async function updateNav(
  deps: ConsoleDeps,
  actor: AdminActor,
  id: number,
  body: z.infer<typeof NavBody>,
) {
  const before = await navOrThrow(deps.db, id);
  if (body.parent_id !== before.parent_id || body.platform !== before.platform)
    await checkNavParent(deps.db, body, id);
  const now = toDbTime(deps.clock.now());
  return auditedListWrite(deps, actor, navsCache, async (trx, audit) => {
    const moved = body.parent_id !== before.parent_id;
    const sort = moved ? await repo.nextSort(trx, 'navs', { parent_id: body.parent_id }) : before.sort;
    await repo.updateNav(trx, id, { ...body, blank: body.blank ? 1 : 0, sort, updated_at: now });
    const row = await navOrThrow(trx, id);
    await audit(navChanges.updated(id, before.name, navAudit(before), navAudit(row)));
    return navItem(row);
  });
}

export async function deleteNav(deps: ConsoleDeps, actor: AdminActor, id: number): Promise<void> {
  const before = await navOrThrow(deps.db, id);
  const children = await repo.countChildNavs(deps.db, id);
  if (children > 0) throw new AdminError(409, `该导航下还有 ${children} 个子导航，不能删除`);
  await auditedListWrite(deps, actor, navsCache, async (trx, audit) => {
    await repo.deleteNav(trx, id);
    await audit(navChanges.deleted(id, before.name, navAudit(before)));
  });
}

/** The navs of one parent (and platform) in a new order. */
export async function reorderNavs(deps: ConsoleDeps, actor: AdminActor, ids: number[]): Promise<NavItem[]> {
  const rows = await repo.navRowsFor(deps.db);
  const chosen = ids.map((id) => rows.find((r) => r.id === id));
  if (chosen.some((r) => r === undefined)) throw notFound('导航');
  const first = chosen[0]!;
  if (chosen.some((r) => r!.parent_id !== first.parent_id || r!.platform !== first.platform))
    throw fieldError('ids', '只能在同一级导航内排序');
  return auditedListWrite(deps, actor, navsCache, async (trx, audit) => {
    await repo.writeOrder(trx, 'navs', ids, toDbTime(deps.clock.now()));
    await audit({
      action: 'reorder',
      entity: 'nav',
      entityId: first.parent_id,
      summary: `调整导航顺序：${chosen.map((r) => r!.name).join('、')}`,
      before: { order: rows.filter((r) => ids.includes(r.id)).map((r) => r.id) },
      after: { order: ids },
    });
    return (await repo.navRowsFor(trx, first.platform)).map(navItem);
  });
}

// sliders

export async function sliderItems(db: Db, platform?: string): Promise<SliderItem[]> {
  return (await repo.sliderRowsFor(db, platform)).map(sliderItem);
}

async function sliderOrThrow(db: Db, id: number) {
  const row = await repo.findSlider(db, id);
  if (!row) throw notFound('轮播图');
  return row;
}

export async function createSlider(deps: ConsoleDeps, actor: AdminActor, body: z.infer<typeof SliderBody>) {
  const now = toDbTime(deps.clock.now());
  return auditedListWrite(deps, actor, slidersCache, async (trx, audit) => {
    const sort = await repo.nextSort(trx, 'sliders');
    const id = await repo.insertSlider(trx, { ...body, sort, created_at: now, updated_at: now });
    const row = await sliderOrThrow(trx, id);
    await audit(sliderChanges.created(id, `#${id}`, body));
    return sliderItem(row);
  });
}

export async function updateSlider(
  deps: ConsoleDeps,
  actor: AdminActor,
  id: number,
  body: z.infer<typeof SliderBody>,
) {
  const before = await sliderOrThrow(deps.db, id);
  return auditedListWrite(deps, actor, slidersCache, async (trx, audit) => {
    await repo.updateSlider(trx, id, { ...body, updated_at: toDbTime(deps.clock.now()) });
    const row = await sliderOrThrow(trx, id);
    await audit(
      sliderChanges.updated(
        id,
        `#${id}`,
        { thumb: before.thumb, url: before.url, platform: before.platform },
        body,
      ),
    );
    return sliderItem(row);
  });
}

export async function deleteSlider(deps: ConsoleDeps, actor: AdminActor, id: number): Promise<void> {
  const before = await sliderOrThrow(deps.db, id);
  await auditedListWrite(deps, actor, slidersCache, async (trx, audit) => {
    await repo.deleteSlider(trx, id);
    await audit(
      sliderChanges.deleted(id, `#${id}`, {
        thumb: before.thumb,
        url: before.url,
        platform: before.platform,
      }),
    );
  });
}

export async function reorderSliders(
  deps: ConsoleDeps,
  actor: AdminActor,
  ids: number[],
): Promise<SliderItem[]> {
  const rows = await repo.sliderRowsFor(deps.db);
  const chosen = ids.map((id) => rows.find((r) => r.id === id));
  if (chosen.some((r) => r === undefined)) throw notFound('轮播图');
  if (chosen.some((r) => r!.platform !== chosen[0]!.platform)) throw fieldError('ids', '只能在同一端内排序');
  return auditedListWrite(deps, actor, slidersCache, async (trx, audit) => {
    await repo.writeOrder(trx, 'sliders', ids, toDbTime(deps.clock.now()));
    await audit(sliderChanges.reordered(ids));
    return (await repo.sliderRowsFor(trx, chosen[0]!.platform)).map(sliderItem);
  });
}

// friendly links

export async function linkItems(db: Db): Promise<LinkItem[]> {
  return (await repo.linkRows(db)).map(linkItem);
}

async function linkOrThrow(db: Db, id: number) {
  const row = await repo.findLink(db, id);
  if (!row) throw notFound('友情链接');
  return row;
}

export async function createLink(deps: ConsoleDeps, actor: AdminActor, body: z.infer<typeof LinkBody>) {
  const now = toDbTime(deps.clock.now());
  return auditedListWrite(deps, actor, linksCache, async (trx, audit) => {
    const sort = await repo.nextSort(trx, 'links');
    const id = await repo.insertLink(trx, { ...body, sort, created_at: now, updated_at: now });
    const row = await linkOrThrow(trx, id);
    await audit(linkChanges.created(id, body.name, body));
    return linkItem(row);
  });
}

export async function updateLink(
  deps: ConsoleDeps,
  actor: AdminActor,
  id: number,
  body: z.infer<typeof LinkBody>,
) {
  const before = await linkOrThrow(deps.db, id);
  return auditedListWrite(deps, actor, linksCache, async (trx, audit) => {
    await repo.updateLink(trx, id, { ...body, updated_at: toDbTime(deps.clock.now()) });
    const row = await linkOrThrow(trx, id);
    await audit(linkChanges.updated(id, before.name, { name: before.name, url: before.url }, body));
    return linkItem(row);
  });
}

export async function deleteLink(deps: ConsoleDeps, actor: AdminActor, id: number): Promise<void> {
  const before = await linkOrThrow(deps.db, id);
  await auditedListWrite(deps, actor, linksCache, async (trx, audit) => {
    await repo.deleteLink(trx, id);
    await audit(linkChanges.deleted(id, before.name, { name: before.name, url: before.url }));
  });
}

export async function reorderLinks(deps: ConsoleDeps, actor: AdminActor, ids: number[]): Promise<LinkItem[]> {
  const rows = await repo.linkRows(deps.db);
  if (ids.some((id) => !rows.some((r) => r.id === id))) throw notFound('友情链接');
  return auditedListWrite(deps, actor, linksCache, async (trx, audit) => {
    await repo.writeOrder(trx, 'links', ids, toDbTime(deps.clock.now()));
    await audit(linkChanges.reordered(ids));
    return (await repo.linkRows(trx)).map(linkItem);
  });
}
