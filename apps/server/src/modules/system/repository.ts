import type { Db } from '../../db/index.ts';

const NAV_COLUMNS = [
  'id',
  'sort',
  'name',
  'url',
  'active_routes',
  'platform',
  'parent_id',
  'blank',
  'created_at',
  'updated_at',
] as const;

export function listNavRows(db: Db) {
  return db.selectFrom('navs').select(NAV_COLUMNS).orderBy('sort').orderBy('id').execute();
}

export type NavRow = Awaited<ReturnType<typeof listNavRows>>[number];

export function listLinkRows(db: Db) {
  return db
    .selectFrom('links')
    .select(['id', 'sort', 'name', 'url', 'created_at', 'updated_at'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listSliderRows(db: Db) {
  return db
    .selectFrom('sliders')
    .select(['thumb', 'url', 'sort', 'platform'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export interface NewNav {
  sort: number;
  name: string;
  url: string;
  active_routes: string;
  platform: string;
  parent_id: number;
  blank: number;
  created_at: string;
  updated_at: string;
}

export async function insertNav(db: Db, nav: NewNav): Promise<number> {
  const { id } = await db.insertInto('navs').values(nav).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertLink(
  db: Db,
  link: { sort: number; name: string; url: string; created_at: string; updated_at: string },
): Promise<number> {
  const { id } = await db.insertInto('links').values(link).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertSlider(
  db: Db,
  slider: {
    thumb: string;
    url: string;
    sort: number;
    platform: string;
    created_at: string;
    updated_at: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('sliders').values(slider).returning('id').executeTakeFirstOrThrow();
  return id;
}
