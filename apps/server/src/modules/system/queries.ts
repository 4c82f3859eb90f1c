import type { FriendLink, Nav, NavChild } from '@meedu/contract';
import type { Db } from '../../db/index.ts';
import { isoTime } from '../../lib/dates.ts';

interface NavRow extends Omit<NavChild, 'blank' | 'created_at' | 'updated_at'> {
  blank: number;
  created_at: string;
  updated_at: string;
}

const asBlank = (n: number): 0 | 1 => (n === 1 ? 1 : 0);

/** The fields a nav and its children share (top-level navs carry no times). */
const navFields = (r: NavRow) => ({
  id: r.id,
  sort: r.sort,
  name: r.name,
  url: r.url,
  active_routes: r.active_routes,
  platform: r.platform,
  parent_id: r.parent_id,
  blank: asBlank(r.blank),
});

/** Top-level navs of a platform sorted by `sort`, each with its (sorted) children; `children` is always an array. */
export function listNavs(db: Db, platform: string): Nav[] {
  const rows = db
    .prepare<[string], NavRow>('SELECT * FROM navs WHERE platform = ? ORDER BY sort ASC, id ASC')
    .all(platform);
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

/** The table's columns are the wire fields; only the times differ (DB form). */
type LinkRow = Required<FriendLink>;

export function listLinks(db: Db): FriendLink[] {
  return db
    .prepare<[], LinkRow>('SELECT * FROM links ORDER BY sort ASC, id ASC')
    .all()
    .map((r) => ({
      ...r,
      created_at: isoTime(r.created_at) ?? '',
      updated_at: isoTime(r.updated_at) ?? '',
    }));
}
