/**
 * The outside services whose keys an operator may set (SMS, and later QQ, WeChat, FaceID, S3): one declaration per
 * provider names its fields, the environment variable of each, and which are secret. settings/provider-keys.ts
 * resolves them (environment first, then the console's `provider_keys` rows); config.ts reads the variables.
 *
 * Adding a provider: one entry in {@link PROVIDER_KEYS}. The console's settings screen lists it, its variables are
 * read at start-up, and its code calls `resolveProviderKeys(db, config.providerEnv, '<name>')`.
 */
export interface ProviderField {
  /** The field's name in the database and the API (`access_key_id`). */
  key: string;
  /** The environment variable that sets it, and wins over the database. */
  env: string;
  /** What the console calls it. */
  label: string;
  /** Write-only: the console shows only 已设置 / 未设置. */
  secret?: boolean;
  /** A provider counts as configured without it (an endpoint with a public default, a region). */
  optional?: boolean;
  /** The only values allowed (a select in the console). */
  options?: readonly string[];
  /** Shown under the field in the console: the default or a format. */
  hint?: string;
}

export interface ProviderDeclaration {
  /** The console's name of the provider (`阿里云短信`). */
  label: string;
  fields: readonly ProviderField[];
}

export const SMS_PROVIDER_NAMES = ['sandbox', 'aliyun', 'tencent'] as const;

const smsTemplates = (prefix: string): ProviderField[] => [
  { key: 'template_register', env: `${prefix}_SMS_TEMPLATE_REGISTER`, label: '注册模板' },
  { key: 'template_login', env: `${prefix}_SMS_TEMPLATE_LOGIN`, label: '登录模板' },
  { key: 'template_password_reset', env: `${prefix}_SMS_TEMPLATE_PASSWORD_RESET`, label: '找回密码模板' },
  { key: 'template_mobile_bind', env: `${prefix}_SMS_TEMPLATE_MOBILE_BIND`, label: '绑定手机模板' },
];

/** Every provider whose keys an operator may set. `as const satisfies` keeps the names as a type. */
export const PROVIDER_KEYS = {
  sms: {
    label: '短信服务',
    fields: [
      {
        key: 'provider',
        env: 'SMS_PROVIDER',
        label: '短信服务商',
        options: SMS_PROVIDER_NAMES,
        hint: 'sandbox 为演示沙箱（仅演示模式），aliyun 为阿里云，tencent 为腾讯云',
      },
    ],
  },
  aliyun_sms: {
    label: '阿里云短信',
    fields: [
      { key: 'access_key_id', env: 'ALIYUN_ACCESS_KEY_ID', label: 'AccessKey ID' },
      { key: 'access_key_secret', env: 'ALIYUN_ACCESS_KEY_SECRET', label: 'AccessKey Secret', secret: true },
      { key: 'sign_name', env: 'ALIYUN_SMS_SIGN_NAME', label: '短信签名' },
      ...smsTemplates('ALIYUN'),
      {
        key: 'endpoint',
        env: 'ALIYUN_SMS_ENDPOINT',
        label: '接口地址',
        optional: true,
        hint: '留空使用 https://dysmsapi.aliyuncs.com',
      },
    ],
  },
  tencent_sms: {
    label: '腾讯云短信',
    fields: [
      { key: 'secret_id', env: 'TENCENT_SECRET_ID', label: 'SecretId' },
      { key: 'secret_key', env: 'TENCENT_SECRET_KEY', label: 'SecretKey', secret: true },
      { key: 'sdk_app_id', env: 'TENCENT_SMS_SDK_APP_ID', label: 'SDK AppID' },
      { key: 'sign_name', env: 'TENCENT_SMS_SIGN_NAME', label: '短信签名' },
      ...smsTemplates('TENCENT'),
      {
        key: 'region',
        env: 'TENCENT_SMS_REGION',
        label: '地域',
        optional: true,
        hint: '留空使用 ap-guangzhou',
      },
      {
        key: 'endpoint',
        env: 'TENCENT_SMS_ENDPOINT',
        label: '接口地址',
        optional: true,
        hint: '留空使用 https://sms.tencentcloudapi.com',
      },
    ],
  },
  qq: {
    label: 'QQ 登录（QQ互联）',
    fields: [
      { key: 'app_id', env: 'QQ_APP_ID', label: 'APP ID' },
      { key: 'app_key', env: 'QQ_APP_KEY', label: 'APP Key', secret: true },
      {
        key: 'endpoint',
        env: 'QQ_ENDPOINT',
        label: '接口地址',
        optional: true,
        hint: '留空使用 https://graph.qq.com',
      },
    ],
  },
  wechat_scan: {
    label: '微信扫码登录方式',
    fields: [
      {
        key: 'mode',
        env: 'WECHAT_SCAN_MODE',
        label: '扫码方式',
        optional: true,
        options: ['open', 'mp'],
        hint: 'open 为开放平台网站应用，mp 为公众号；留空时配置了公众号则用公众号，否则用网站应用',
      },
    ],
  },
  wechat_open: {
    label: '微信开放平台网站应用',
    fields: [
      { key: 'app_id', env: 'WECHAT_OPEN_APP_ID', label: 'AppID' },
      { key: 'app_secret', env: 'WECHAT_OPEN_APP_SECRET', label: 'AppSecret', secret: true },
      {
        key: 'endpoint',
        env: 'WECHAT_OPEN_ENDPOINT',
        label: '接口地址',
        optional: true,
        hint: '留空使用 https://api.weixin.qq.com',
      },
    ],
  },
  wechat_mp: {
    label: '微信公众号',
    fields: [
      { key: 'app_id', env: 'WECHAT_MP_APP_ID', label: 'AppID' },
      { key: 'app_secret', env: 'WECHAT_MP_APP_SECRET', label: 'AppSecret', secret: true },
      { key: 'token', env: 'WECHAT_MP_TOKEN', label: '消息令牌 Token', secret: true },
      {
        key: 'endpoint',
        env: 'WECHAT_MP_ENDPOINT',
        label: '接口地址',
        optional: true,
        hint: '留空使用 https://api.weixin.qq.com',
      },
    ],
  },
  tencent_faceid: {
    label: '腾讯云人脸核身',
    fields: [
      { key: 'secret_id', env: 'TENCENT_SECRET_ID', label: 'SecretId' },
      { key: 'secret_key', env: 'TENCENT_SECRET_KEY', label: 'SecretKey', secret: true },
      { key: 'rule_id', env: 'TENCENT_FACEID_RULE_ID', label: '业务流程 RuleId' },
      {
        key: 'endpoint',
        env: 'TENCENT_FACEID_ENDPOINT',
        label: '接口地址',
        optional: true,
        hint: '留空使用 https://faceid.tencentcloudapi.com',
      },
      {
        key: 'region',
        env: 'TENCENT_FACEID_REGION',
        label: '地域',
        optional: true,
        hint: '留空使用 ap-guangzhou',
      },
    ],
  },
  live: {
    label: '直播服务',
    fields: [
      {
        key: 'provider',
        env: 'LIVE_PROVIDER',
        label: '直播服务商',
        optional: true,
        options: ['embedded', 'tencent'],
        hint: '留空为 embedded（本站内置 RTMP 推流服务）；tencent 为腾讯云直播，本站不再启动推流服务',
      },
    ],
  },
  tencent_live: {
    label: '腾讯云直播',
    fields: [
      { key: 'push_domain', env: 'TENCENT_LIVE_PUSH_DOMAIN', label: '推流域名' },
      { key: 'push_key', env: 'TENCENT_LIVE_PUSH_KEY', label: '推流鉴权主 Key', secret: true },
      { key: 'pull_domain', env: 'TENCENT_LIVE_PULL_DOMAIN', label: '播放域名' },
      {
        key: 'pull_key',
        env: 'TENCENT_LIVE_PULL_KEY',
        label: '播放鉴权主 Key',
        secret: true,
        optional: true,
        hint: '播放域名未开启鉴权时留空',
      },
      {
        key: 'app_name',
        env: 'TENCENT_LIVE_APP_NAME',
        label: 'AppName',
        optional: true,
        hint: '留空使用 live',
      },
    ],
  },
} as const satisfies Record<string, ProviderDeclaration>;

export type ProviderName = keyof typeof PROVIDER_KEYS;
export type ProviderFieldName<P extends ProviderName> = (typeof PROVIDER_KEYS)[P]['fields'][number]['key'];

/** The environment variables of every declared field that are set (non-empty), read once at start-up. */
export type ProviderEnv = Readonly<Record<string, string>>;

/** Every declared environment variable, for config.ts. */
export function providerEnvFrom(env: NodeJS.ProcessEnv): ProviderEnv {
  const picked: Record<string, string> = {};
  for (const declaration of Object.values(PROVIDER_KEYS) as ProviderDeclaration[])
    for (const field of declaration.fields) {
      const value = env[field.env]?.trim();
      if (value) picked[field.env] = value;
    }
  return picked;
}
