import { api } from '../../../api/client.ts';

/** POST /api/v3/member/tencent/faceVerify {s_url:'PC'} (contract account §5.15). */
export interface FaceVerifyStart {
  url: string;
  rule_id: string;
  biz_token: string;
  request_id: string;
}

/** Started silently: the panel shows the reason itself (the reference toasted it twice). */
export const startFaceVerify = () =>
  api.post<FaceVerifyStart>('/api/v3/member/tencent/faceVerify', { s_url: 'PC' }, { silent: true });

/** GET …/faceVerify — status 9 is done; anything else (or the odd `{code:{status:5}}` reply) means keep polling. */
export const queryFaceVerify = (q: { rule_id: string; biz_token: string }) =>
  api.get<{ status: number }>('/api/v3/member/tencent/faceVerify', q, { silent: true });
