import {
  TENCENT_CLOUD_TRANSPORT_ERRORS,
  TencentCloudError,
  tencentCloudCall,
} from '../../../lib/tencent-cloud.ts';
import type { SmsProvider, SmsSendResult, SmsTemplates } from './types.ts';
import { SMS_SEND_TIMEOUT_MS, unreachable } from './types.ts';

export interface TencentSmsKeys {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templates: SmsTemplates;
  region: string;
  /** `https://sms.tencentcloudapi.com` unless a test or a private endpoint says otherwise. */
  endpoint: string;
}

export const TENCENT_SMS_ENDPOINT = 'https://sms.tencentcloudapi.com';
export const TENCENT_SMS_REGION = 'ap-guangzhou';
const API_VERSION = '2021-01-11';

/** `SendSms`'s `Response` when Tencent Cloud accepted the call: one status per number. */
interface SendSmsResponse {
  RequestId?: string;
  SendStatusSet?: { Code?: string; Message?: string; SerialNo?: string }[];
}

/**
 * Tencent Cloud SMS (`SendSms`, API 2021-01-11), signed TC3-HMAC-SHA256 by hand (lib/tencent-cloud.ts) rather than through
 * tencentcloud-sdk-nodejs-sms: the SDK takes the signing service from the endpoint's first label, so pointed at any
 * other address (a test's local gateway, a proxy) it signs for the wrong service (docs/decisions.md, issue 27).
 * The code is the template's single parameter `{1}`.
 */
export function tencentSmsProvider(keys: TencentSmsKeys, now: () => Date): SmsProvider {
  return {
    name: 'tencent',
    async send({ mobile, scene, code }): Promise<SmsSendResult> {
      let response: SendSmsResponse;
      try {
        response = await tencentCloudCall(keys, {
          endpoint: keys.endpoint,
          service: 'sms',
          action: 'SendSms',
          version: API_VERSION,
          region: keys.region,
          payload: {
            PhoneNumberSet: [`+86${mobile}`],
            SmsSdkAppId: keys.sdkAppId,
            SignName: keys.signName,
            TemplateId: keys.templates[scene],
            TemplateParamSet: [code],
          },
          timestamp: Math.floor(now().getTime() / 1000),
          timeoutMs: SMS_SEND_TIMEOUT_MS,
        });
      } catch (err) {
        if (err instanceof TencentCloudError && !TENCENT_CLOUD_TRANSPORT_ERRORS.includes(err.code))
          return { ok: false, requestId: err.requestId, errorCode: err.code, errorMessage: err.detail };
        return unreachable(err);
      }
      const requestId = response.RequestId ?? '';
      const status = response.SendStatusSet?.[0];
      if (status?.Code === 'Ok') return { ok: true, requestId, bizId: status.SerialNo ?? '' };
      return {
        ok: false,
        requestId,
        errorCode: status?.Code ?? 'UnknownError',
        errorMessage: status?.Message ?? '',
      };
    },
  };
}
