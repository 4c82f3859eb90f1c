import type { DaySignInReply, DaySignInStatus } from '@meedu/contract';
import { z } from 'zod';
import { type Db, inTransaction } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { grantCredit1 } from '../credits/service.ts';
import * as repo from './repository.ts';

/** Settings key `day_sign_in` (JSON `{reward}`): credit1 granted per day. Default 5. */
const signInSetting = z.object({ reward: z.number().int().min(0) });
export const DEFAULT_SIGN_IN_REWARD = 5;

export async function signInReward(db: Db): Promise<number> {
  const value = await repo.findSettingValue(db, 'day_sign_in');
  if (value === undefined) return DEFAULT_SIGN_IN_REWARD;
  try {
    const parsed = signInSetting.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data.reward : DEFAULT_SIGN_IN_REWARD;
  } catch {
    return DEFAULT_SIGN_IN_REWARD;
  }
}

/** The calendar day in China (UTC+8, no daylight saving). */
export const shanghaiDay = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/** GET /addons/DaySignIn/api/v1/user (contract §10). */
export async function signInStatus(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
): Promise<DaySignInStatus> {
  const done = await repo.hasSignedIn(deps.db, userId, shanghaiDay(deps.clock.now()));
  return { is_submit: done ? 1 : 0 };
}

/**
 * POST /addons/DaySignIn/api/v1/signIn (contract §10): the day's row and the credit go together; a second
 * sign-in on the same day (also one sent at the same time) answers `reward: false`.
 */
export async function signIn(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number): Promise<DaySignInReply> {
  const now = deps.clock.now();
  const reward = await signInReward(deps.db);
  const granted = await inTransaction(deps.db, async (trx) => {
    const row = { user_id: userId, day: shanghaiDay(now), reward, created_at: toDbTime(now) };
    if (!(await repo.insertSignIn(trx, row))) return false;
    await grantCredit1(trx, userId, reward, '每日签到', toDbTime(now));
    return true;
  });
  return { reward: granted ? reward : false };
}
