import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { ApiError, ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { jsonBody, query, required } from '../../lib/validate.ts';
import { requireMember } from '../../middleware/auth.ts';
import type { ApiModule } from '../index.ts';
import { findUser, randomString } from '../auth/accounts.ts';

/**
 * Real-name verification (contract §5.15). The provider (Tencent FaceID) is played by the demo sandbox
 * (/__dev/face); without it, starting a verification fails with `无法发起实名认证`.
 */
export const FACE_STATUS = { pending: 0, failed: 5, passed: 9 } as const;
export const FACE_RULE_ID = 'sandbox';

export interface FaceAttempt {
  biz_token: string;
  user_id: number;
  rule_id: string;
  request_id: string;
  status: number;
}

export function findFaceAttempt(deps: AppDeps, bizToken: string): FaceAttempt | undefined {
  return deps.db
    .prepare<[string], FaceAttempt>(
      'SELECT biz_token, user_id, rule_id, request_id, status FROM face_verifications WHERE biz_token = ?',
    )
    .get(bizToken);
}

/** The sandbox's verdict: a pass marks the member verified with the name and id number the provider read. */
export function completeFaceAttempt(
  deps: AppDeps,
  attempt: FaceAttempt,
  result: 'pass' | 'fail',
  person: { realName: string; idNumber: string },
): void {
  const now = toDbTime(deps.clock.now());
  deps.db.transaction(() => {
    deps.db
      .prepare('UPDATE face_verifications SET status = ?, completed_at = ? WHERE biz_token = ?')
      .run(result === 'pass' ? FACE_STATUS.passed : FACE_STATUS.failed, now, attempt.biz_token);
    if (result === 'pass')
      deps.db
        .prepare('UPDATE users SET is_verify = 1, real_name = ?, id_number = ?, updated_at = ? WHERE id = ?')
        .run(person.realName, person.idNumber, now, attempt.user_id);
  })();
}

export const faceRoutes: ApiModule = (app, deps) => {
  const v3 = requireMember(deps, 'v3');

  app.post('/api/v3/member/tencent/faceVerify', v3, async (c) => {
    await jsonBody(c, z.object({ s_url: required('参数错误') }));
    const user = findUser(deps, c.get('userId'));
    if (!user) throw new ApiError('用户不存在');
    if (user.is_verify === 1) throw new ApiError('当前学员已完成实人认证');
    if (!deps.config.demo) throw new ApiError('无法发起实名认证');
    const bizToken = randomUUID();
    const requestId = randomString(32);
    deps.db
      .prepare(
        `INSERT INTO face_verifications (biz_token, user_id, rule_id, request_id, status, created_at)
         VALUES (?, ?, ?, ?, 0, ?)`,
      )
      .run(bizToken, user.id, FACE_RULE_ID, requestId, toDbTime(deps.clock.now()));
    const url = new URL('/__dev/face', publicBase(c, deps.config));
    url.searchParams.set('biz_token', bizToken);
    return ok(c, { url: url.toString(), rule_id: FACE_RULE_ID, biz_token: bizToken, request_id: requestId });
  });

  app.get('/api/v3/member/tencent/faceVerify', v3, (c) => {
    const q = query(c, z.object({ rule_id: required('参数错误'), biz_token: required('参数错误') }));
    const attempt = findFaceAttempt(deps, q.biz_token);
    if (!attempt || attempt.user_id !== c.get('userId') || attempt.rule_id !== q.rule_id)
      throw new ApiError('参数错误');
    // Not finished (or failed): {status: 5} as data with code 0, not the reference's {code: {status: 5}}.
    const status = attempt.status === FACE_STATUS.passed ? FACE_STATUS.passed : FACE_STATUS.failed;
    return ok(c, { status });
  });
};
