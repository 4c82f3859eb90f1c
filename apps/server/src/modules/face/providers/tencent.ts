import type { FaceIdConfig } from '../../../config.ts';
import { tencentCloudCall } from '../../../lib/tencent-cloud.ts';
import type { FaceProvider, FaceVerdict } from './types.ts';

const API = { service: 'faceid', version: '2018-03-01' } as const;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Tencent Cloud FaceID, H5 real-person check (实名核身 H5): DetectAuth opens an attempt (an H5 URL and its
 * BizToken); GetDetectInfoEnhanced reads its result, whose `Text.ErrCode` is null until the person finished, 0
 * for a pass (with the name and ID number read), anything else for a failure.
 */
export function tencentFaceProvider(config: FaceIdConfig, now: () => Date): FaceProvider {
  const call = (action: string, payload: Record<string, unknown>) =>
    tencentCloudCall(config, {
      endpoint: config.endpoint,
      ...API,
      region: config.region,
      action,
      payload,
      timestamp: Math.floor(now().getTime() / 1000),
    });
  return {
    name: 'tencent',
    ruleId: config.ruleId,
    async start({ redirectUrl }) {
      const r = await call('DetectAuth', { RuleId: config.ruleId, RedirectUrl: redirectUrl });
      const url = text(r.Url);
      const bizToken = text(r.BizToken);
      if (!url || !bizToken) throw new Error('DetectAuth answered without Url or BizToken');
      return { url, bizToken, requestId: text(r.RequestId) };
    },
    async verdict(bizToken): Promise<FaceVerdict> {
      const r = await call('GetDetectInfoEnhanced', {
        BizToken: bizToken,
        RuleId: config.ruleId,
        InfoType: '0',
      });
      const t = (r.Text ?? {}) as { ErrCode?: unknown; ErrMsg?: unknown; Name?: unknown; IdCard?: unknown };
      if (t.ErrCode === null || t.ErrCode === undefined) return { status: 'pending' };
      if (Number(t.ErrCode) !== 0)
        return { status: 'failed', detail: `${String(t.ErrCode)} ${text(t.ErrMsg)}` };
      return { status: 'passed', realName: text(t.Name), idNumber: text(t.IdCard) };
    },
  };
}
