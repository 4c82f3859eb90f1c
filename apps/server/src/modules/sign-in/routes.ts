import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { toDbTime } from '../../lib/dates.ts';
import { ok } from '../../lib/envelope.ts';
import { requireMember } from '../../middleware/auth.ts';
import { grantCredit1 } from '../../lib/credits.ts';
import type { ApiModule } from '../index.ts';

/** Settings key `day_sign_in` (JSON `{reward}`): credit1 granted per day. Default 5. */
const signInSetting = z.object({ reward: z.number().int().min(0) });
export const DEFAULT_SIGN_IN_REWARD = 5;

export function signInReward(db: Db): number {
  const row = db.prepare<[], { value: string }>("SELECT value FROM settings WHERE key = 'day_sign_in'").get();
  if (!row) return DEFAULT_SIGN_IN_REWARD;
  try {
    const parsed = signInSetting.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data.reward : DEFAULT_SIGN_IN_REWARD;
  } catch {
    return DEFAULT_SIGN_IN_REWARD;
  }
}

/** The calendar day in China (UTC+8, no daylight saving). */
export const shanghaiDay = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

export const signInModule: ApiModule = (app, deps) => {
  const { db } = deps;

  app.get('/addons/DaySignIn/api/v1/user', requireMember(deps, 'v2'), (c) => {
    const day = shanghaiDay(deps.clock.now());
    const done = !!db
      .prepare('SELECT 1 FROM day_sign_ins WHERE user_id = ? AND day = ?')
      .get(c.get('userId'), day);
    return ok(c, { is_submit: done ? 1 : 0 });
  });

  app.post('/addons/DaySignIn/api/v1/signIn', requireMember(deps, 'v2'), (c) => {
    const userId = c.get('userId');
    const now = deps.clock.now();
    const reward = signInReward(db);
    const granted = db.transaction(() => {
      const inserted = db
        .prepare('INSERT OR IGNORE INTO day_sign_ins (user_id, day, reward, created_at) VALUES (?, ?, ?, ?)')
        .run(userId, shanghaiDay(now), reward, toDbTime(now)).changes;
      if (inserted === 0) return false;
      grantCredit1(db, userId, reward, '每日签到', toDbTime(now));
      return true;
    })();
    return ok(c, { reward: granted ? reward : false });
  });
};
