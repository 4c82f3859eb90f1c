import type { AppDeps } from '../../../deps.ts';
import { resolveProviderKeys } from '../../../settings/provider-keys.ts';
import { ALIYUN_SMS_ENDPOINT, aliyunSmsProvider } from './aliyun.ts';
import { sandboxSmsProvider } from './sandbox.ts';
import { TENCENT_SMS_ENDPOINT, TENCENT_SMS_REGION, tencentSmsProvider } from './tencent.ts';
import type { SmsProvider, SmsProviderName, SmsTemplates } from './types.ts';

type RegistryDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** Which provider sends, or why none does. */
export type SmsSetup =
  | { provider: SmsProvider; name: SmsProviderName }
  | { provider: null; name: SmsProviderName | null; problem: string };

const templatesOf = (v: Partial<Record<string, string>>): SmsTemplates | null => {
  const t = {
    register: v.template_register,
    login: v.template_login,
    password_reset: v.template_password_reset,
    mobile_bind: v.template_mobile_bind,
  };
  return Object.values(t).every(Boolean) ? (t as SmsTemplates) : null;
};

/**
 * The provider chosen by SMS_PROVIDER (or the console), with its keys: env first, then the console's (read on each
 * send, so a key saved in the console takes effect at once on every instance). Demo mode defaults to the sandbox;
 * production has no default, and never uses the sandbox (its codes would reach no phone).
 */
export async function smsSetup(deps: RegistryDeps): Promise<SmsSetup> {
  const env = deps.config.providerEnv;
  const chosen = (await resolveProviderKeys(deps.db, env, 'sms')).values.provider;
  const name = (chosen ?? (deps.config.demo ? 'sandbox' : null)) as SmsProviderName | null;
  if (name === null) return { provider: null, name, problem: '未选择短信服务商（SMS_PROVIDER）' };
  if (name === 'sandbox') {
    if (deps.config.demo) return { provider: sandboxSmsProvider(deps.db, deps.clock), name };
    return { provider: null, name, problem: '演示沙箱（sandbox）不能在生产模式发送短信' };
  }
  if (name === 'aliyun') {
    const keys = await resolveProviderKeys(deps.db, env, 'aliyun_sms');
    const v = keys.values;
    const templates = templatesOf(v);
    if (!keys.configured || !templates || !v.access_key_id || !v.access_key_secret || !v.sign_name)
      return { provider: null, name, problem: '阿里云短信的密钥、签名或模板未填全' };
    return {
      name,
      provider: aliyunSmsProvider({
        accessKeyId: v.access_key_id,
        accessKeySecret: v.access_key_secret,
        signName: v.sign_name,
        templates,
        endpoint: v.endpoint ?? ALIYUN_SMS_ENDPOINT,
      }),
    };
  }
  const keys = await resolveProviderKeys(deps.db, env, 'tencent_sms');
  const v = keys.values;
  const templates = templatesOf(v);
  if (!keys.configured || !templates || !v.secret_id || !v.secret_key || !v.sdk_app_id || !v.sign_name)
    return { provider: null, name, problem: '腾讯云短信的密钥、应用、签名或模板未填全' };
  return {
    name,
    provider: tencentSmsProvider(
      {
        secretId: v.secret_id,
        secretKey: v.secret_key,
        sdkAppId: v.sdk_app_id,
        signName: v.sign_name,
        templates,
        region: v.region ?? TENCENT_SMS_REGION,
        endpoint: v.endpoint ?? TENCENT_SMS_ENDPOINT,
      },
      // The provider checks the timestamp against its own clock: the wall clock, never a test's fake one.
      () => new Date(),
    ),
  };
}
