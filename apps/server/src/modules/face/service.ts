import type { FaceVerifyStart, FaceVerifyStatus } from '@meedu/contract';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../lib/envelope.ts';
import { allowedReturnUrl } from '../../lib/public-url.ts';
import { faceProvider } from './providers/registry.ts';
import { SANDBOX_RULE_ID } from './providers/sandbox.ts';
import { markMemberVerified, requireMemberRow } from '../member/service.ts';
import * as repo from './repository.ts';
import { inTransaction } from '../../db/index.ts';
import { nowDb } from '../../lib/http.ts';

/**
 * Real-name verification (contract §5.15) behind a provider (providers/): Tencent Cloud FaceID when configured,
 * the demo sandbox (/__dev/face) otherwise in demo mode; without either, starting fails with `无法发起实名认证`.
 * A member counts as verified only once the provider's verdict was read from the server side.
 */
export const FACE_STATUS = { pending: 0, failed: 5, passed: 9 } as const;
export const FACE_RULE_ID = SANDBOX_RULE_ID;

export type FaceAttempt = NonNullable<Awaited<ReturnType<typeof repo.findAttempt>>>;

export const findFaceAttempt = (deps: Pick<AppDeps, 'db'>, bizToken: string) =>
  repo.findAttempt(deps.db, bizToken);

/** Whether face verification can be offered at all (a provider is configured, or the demo sandbox). */
export const faceVerifyAvailable = async (deps: AppDeps) => (await faceProvider(deps)) !== null;

/** Where the provider sends the member back: `s_url` when it is one of this site's addresses, else our own page. */
function returnUrl(deps: AppDeps, sUrl: string, site: { base: string; origins: string[] }): string {
  return allowedReturnUrl(deps.config, site.origins, sUrl) ? sUrl : `${site.base}/face-verify-success`;
}

/** POST /api/v3/member/tencent/faceVerify. `site` is this site's public address and origins. */
export async function startFaceVerify(
  deps: AppDeps,
  userId: number,
  sUrl: string,
  site: { base: string; origins: string[] },
): Promise<FaceVerifyStart> {
  const user = await requireMemberRow(deps.db, userId);
  if (user.is_verify === 1) throw new ApiError('当前学员已完成实人认证');
  const provider = await faceProvider(deps);
  if (!provider) throw new ApiError('无法发起实名认证');
  let started;
  try {
    started = await provider.start({ redirectUrl: returnUrl(deps, sUrl, site), base: site.base });
  } catch (e) {
    console.warn(`face verification start failed: ${(e as Error).message}`);
    throw new ApiError('无法发起实名认证');
  }
  await repo.insertAttempt(deps.db, {
    biz_token: started.bizToken,
    user_id: user.id,
    rule_id: provider.ruleId,
    request_id: started.requestId,
    created_at: nowDb(deps.clock),
  });
  return {
    url: started.url,
    rule_id: provider.ruleId,
    biz_token: started.bizToken,
    request_id: started.requestId,
  };
}

/** Asks the provider about a pending attempt and records a final verdict (once, whoever asks first). */
async function settleWithProvider(deps: AppDeps, attempt: FaceAttempt): Promise<void> {
  const provider = await faceProvider(deps);
  if (!provider?.verdict || attempt.rule_id !== provider.ruleId) return;
  let verdict;
  try {
    verdict = await provider.verdict(attempt.biz_token);
  } catch (e) {
    // The provider could not be asked this time; the next poll asks again.
    console.warn(`face verification result unavailable: ${(e as Error).message}`);
    return;
  }
  if (verdict.status === 'pending') return;
  const person =
    verdict.status === 'passed'
      ? { realName: verdict.realName, idNumber: verdict.idNumber }
      : { realName: '', idNumber: '' };
  try {
    await completeFaceAttempt(deps, attempt, verdict.status === 'passed' ? 'pass' : 'fail', person);
  } catch (e) {
    // A concurrent poll recorded it first.
    if (!(e instanceof ApiError)) throw e;
  }
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
  let attempt = await repo.findAttempt(deps.db, q.biz_token);
  if (!attempt || attempt.user_id !== userId || attempt.rule_id !== q.rule_id) throw new ApiError('参数错误');
  if (attempt.status === FACE_STATUS.pending) {
    await settleWithProvider(deps, attempt);
    attempt = (await repo.findAttempt(deps.db, q.biz_token)) ?? attempt;
  }
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
