import type { FaceVerifyStart, FaceVerifyStatus } from '@meedu/contract';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../lib/envelope.ts';
import { randomString } from '../../lib/random.ts';
import { markMemberVerified, requireMemberRow } from '../member/service.ts';
import * as repo from './repository.ts';
import { inTransaction } from '../../db/index.ts';
import { nowDb } from '../../lib/http.ts';

/**
 * Real-name verification (contract §5.15). The provider (Tencent FaceID) is played by the demo sandbox
 * (/__dev/face); without it, starting a verification fails with `无法发起实名认证`.
 */
export const FACE_STATUS = { pending: 0, failed: 5, passed: 9 } as const;
export const FACE_RULE_ID = 'sandbox';

export type FaceAttempt = NonNullable<Awaited<ReturnType<typeof repo.findAttempt>>>;

export const findFaceAttempt = (deps: Pick<AppDeps, 'db'>, bizToken: string) =>
  repo.findAttempt(deps.db, bizToken);

/** POST /api/v3/member/tencent/faceVerify. `base` is this site's public address (the sandbox page). */
export async function startFaceVerify(deps: AppDeps, userId: number, base: string): Promise<FaceVerifyStart> {
  const user = await requireMemberRow(deps.db, userId);
  if (user.is_verify === 1) throw new ApiError('当前学员已完成实人认证');
  if (!deps.config.demo) throw new ApiError('无法发起实名认证');
  const bizToken = randomUUID();
  const requestId = randomString(32);
  await repo.insertAttempt(deps.db, {
    biz_token: bizToken,
    user_id: user.id,
    rule_id: FACE_RULE_ID,
    request_id: requestId,
    created_at: nowDb(deps.clock),
  });
  const url = new URL('/__dev/face', base);
  url.searchParams.set('biz_token', bizToken);
  return { url: url.toString(), rule_id: FACE_RULE_ID, biz_token: bizToken, request_id: requestId };
}

/**
 * GET /api/v3/member/tencent/faceVerify: only the member's own attempt. Not finished (or failed): {status: 5}
 * as data with code 0, not the reference's {code: {status: 5}}.
 */
export async function faceVerifyStatus(
  deps: AppDeps,
  userId: number,
  q: { rule_id: string; biz_token: string },
): Promise<FaceVerifyStatus> {
  const attempt = await repo.findAttempt(deps.db, q.biz_token);
  if (!attempt || attempt.user_id !== userId || attempt.rule_id !== q.rule_id) throw new ApiError('参数错误');
  return { status: attempt.status === FACE_STATUS.passed ? FACE_STATUS.passed : FACE_STATUS.failed };
}

/**
 * The sandbox's verdict: a pass marks the member verified with the name and id number the provider read. One
 * verdict per attempt: `本次认证已结束` once it has one (also for verdicts sent at the same time).
 */
export async function completeFaceAttempt(
  deps: AppDeps,
  attempt: FaceAttempt,
  result: 'pass' | 'fail',
  person: { realName: string; idNumber: string },
): Promise<void> {
  const now = nowDb(deps.clock);
  const status = result === 'pass' ? FACE_STATUS.passed : FACE_STATUS.failed;
  await inTransaction(deps.db, async (trx) => {
    if (!(await repo.finishAttempt(trx, attempt.biz_token, status, now)))
      throw new ApiError('本次认证已结束');
    if (result === 'pass')
      await markMemberVerified(
        trx,
        attempt.user_id,
        { real_name: person.realName, id_number: person.idNumber },
        now,
      );
  });
}
