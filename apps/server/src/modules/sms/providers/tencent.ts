import { TC3_CONTENT_TYPE, tc3Authorization } from '../../../lib/tc3.ts';
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

interface SendSmsReply {
  Response?: {
    RequestId?: string;
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: { Code?: string; Message?: string; SerialNo?: string }[];
  };
}

/**
 * Tencent Cloud SMS (`SendSms`, API 2021-01-11), signed TC3-HMAC-SHA256 by hand (lib/tc3.ts) rather than through
 * tencentcloud-sdk-nodejs-sms: the SDK takes the signing service from the endpoint's first label, so pointed at any
 * other address (a test's local gateway, a proxy) it signs for the wrong service (docs/decisions.md, issue 27).
 * The code is the template's single parameter `{1}`.
 */
export function tencentSmsProvider(keys: TencentSmsKeys, now: () => Date): SmsProvider {
  return {
    name: 'tencent',
    async send({ mobile, scene, code }): Promise<SmsSendResult> {
      const url = new URL(keys.endpoint);
      const payload = JSON.stringify({
        PhoneNumberSet: [`+86${mobile}`],
        SmsSdkAppId: keys.sdkAppId,
        SignName: keys.signName,
        TemplateId: keys.templates[scene],
        TemplateParamSet: [code],
      });
      const timestamp = Math.floor(now().getTime() / 1000);
      let reply: SendSmsReply;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            Authorization: tc3Authorization({
              secretId: keys.secretId,
              secretKey: keys.secretKey,
              service: 'sms',
              host: url.host,
              action: 'SendSms',
              payload,
              timestamp,
            }),
            'Content-Type': TC3_CONTENT_TYPE,
            'X-TC-Action': 'SendSms',
            'X-TC-Version': API_VERSION,
            'X-TC-Timestamp': String(timestamp),
            'X-TC-Region': keys.region,
          },
          body: payload,
          signal: AbortSignal.timeout(SMS_SEND_TIMEOUT_MS),
        });
        reply = (await res.json()) as SendSmsReply;
      } catch (err) {
        return unreachable(err);
      }
      const response = reply.Response ?? {};
      const requestId = response.RequestId ?? '';
      if (response.Error)
        return {
          ok: false,
          requestId,
          errorCode: response.Error.Code ?? 'UnknownError',
          errorMessage: response.Error.Message ?? '',
        };
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
