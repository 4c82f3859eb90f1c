import type { SmsProvider, SmsSendResult, SmsTemplates } from './types.ts';
import { SMS_SEND_TIMEOUT_MS, unreachable } from './types.ts';

export interface AliyunSmsKeys {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templates: SmsTemplates;
  /** `https://dysmsapi.aliyuncs.com` unless a test or a private endpoint says otherwise. */
  endpoint: string;
}

export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com';

/** Aliyun's error reply fields, as the SDK's errors carry them. */
interface AliyunErrorLike {
  code?: unknown;
  message?: unknown;
  data?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Aliyun SMS (dysmsapi 2017-05-25 `SendSms`) through the official SDK, which signs with ACS3-HMAC-SHA256. The code
 * is the template's `${code}` parameter. Loaded on first use: the SDK is large and most sites use one provider.
 */
export function aliyunSmsProvider(keys: AliyunSmsKeys): SmsProvider {
  return {
    name: 'aliyun',
    async send({ mobile, scene, code }): Promise<SmsSendResult> {
      try {
        const [{ default: Dysmsapi, SendSmsRequest }, { $OpenApiUtil }] = await Promise.all([
          import('@alicloud/dysmsapi20170525'),
          import('@alicloud/openapi-core'),
        ]);
        const url = new URL(keys.endpoint);
        const client = new Dysmsapi(
          new $OpenApiUtil.Config({
            accessKeyId: keys.accessKeyId,
            accessKeySecret: keys.accessKeySecret,
            endpoint: url.host,
            protocol: url.protocol.replace(':', ''),
            connectTimeout: SMS_SEND_TIMEOUT_MS,
            readTimeout: SMS_SEND_TIMEOUT_MS,
          }),
        );
        const reply = await client.sendSms(
          new SendSmsRequest({
            phoneNumbers: mobile,
            signName: keys.signName,
            templateCode: keys.templates[scene],
            templateParam: JSON.stringify({ code }),
          }),
        );
        const body = reply.body;
        const requestId = body?.requestId ?? '';
        if (body?.code === 'OK') return { ok: true, requestId, bizId: body.bizId ?? '' };
        return {
          ok: false,
          requestId,
          errorCode: body?.code ?? 'UnknownError',
          errorMessage: body?.message ?? '',
        };
      } catch (err) {
        // The SDK throws for an HTTP error reply (a bad signature, a wrong key) with the provider's code and data.
        const e = err as AliyunErrorLike;
        if (typeof e.code === 'string' && e.code !== '') {
          const data = (e.data ?? {}) as Record<string, unknown>;
          return {
            ok: false,
            requestId: text(data.RequestId),
            errorCode: e.code,
            errorMessage: text(data.Message) || text(e.message),
          };
        }
        return unreachable(err);
      }
    },
  };
}
