import type { SmsScene } from '../../../lib/sms.ts';

/** One code to one mobile, for one scene (each scene has its own template). */
export interface SmsMessage {
  mobile: string;
  scene: SmsScene;
  code: string;
}

/** What the provider answered: accepted (its request and business ids), or refused (its error code and message). */
export type SmsSendResult =
  | { ok: true; requestId: string; bizId: string }
  | { ok: false; requestId: string; errorCode: string; errorMessage: string };

export type SmsProviderName = 'sandbox' | 'aliyun' | 'tencent';

/** One SMS provider; the demo sandbox is one implementation. A send never throws: a failure is a result. */
export interface SmsProvider {
  readonly name: SmsProviderName;
  send(message: SmsMessage): Promise<SmsSendResult>;
}

/** The template of each scene, as the console and the variables name them. */
export type SmsTemplates = Record<SmsScene, string>;

/** How long a provider may take to answer before the send counts as failed. */
export const SMS_SEND_TIMEOUT_MS = 10_000;

/** A failure that never reached the provider's answer (network, timeout, unreadable reply). */
export const unreachable = (err: unknown): SmsSendResult => ({
  ok: false,
  requestId: '',
  errorCode: 'NetworkError',
  errorMessage: err instanceof Error ? err.message.slice(0, 300) : 'unknown error',
});
