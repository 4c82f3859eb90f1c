import type { FaceVerifyStart, FaceVerifyStatus } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/**
 * POST /api/v3/member/tencent/faceVerify {s_url:'PC'} (contract account §5.15). Started silently: the panel shows
 * the reason itself (the reference toasted it twice).
 */
export const startFaceVerify = () =>
  api.post<FaceVerifyStart>('/api/v3/member/tencent/faceVerify', { s_url: 'PC' }, { silent: true });

/** GET …/faceVerify — status 9 is done; anything else (or the odd `{code:{status:5}}` reply) means keep polling. */
export const queryFaceVerify = (q: { rule_id: string; biz_token: string }) =>
  api.get<FaceVerifyStatus>('/api/v3/member/tencent/faceVerify', q, { silent: true });
