import type { Db } from '../../db/index.ts';
import { publicAssetUrl } from '../system/settings.ts';

export interface Slider {
  thumb: string;
  url: string;
  sort: number;
  platform: string;
}

/**
 * Sliders of a platform (upper-cased; MeEdu defaults to APP), ordered by sort. `base` turns stored server paths
 * into absolute URLs; pass '' to keep them as stored. Also used by GET /api/v2/other/config (`sliders`).
 */
export function listSliders(db: Db, platform: string, base = ''): Slider[] {
  const p = (platform || 'APP').toUpperCase();
  return db
    .prepare<[string], Slider>(
      'SELECT thumb, url, sort, platform FROM sliders WHERE platform = ? ORDER BY sort, id',
    )
    .all(p)
    .map((s) => ({ ...s, thumb: base ? publicAssetUrl(base, s.thumb) : s.thumb }));
}
