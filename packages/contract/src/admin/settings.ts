/**
 * Site settings (`GET|PUT /admin/api/settings`, permission `settings`): what the storefront's config call
 * (`/api/v2/other/config`) and the protocol pages read. No secret is ever part of it.
 */
import { z } from 'zod';
import { CAPTCHA_ALTERNATIVES, type CaptchaAlternative } from '../account.ts';
import { ADDON_NAMES } from '../rules.ts';

export interface SiteSettings {
  webname: string;
  /** Image URLs or paths on this server. */
  logo: string;
  white_logo: string;
  /** The PC site's address for share links; empty: this server. */
  pc_url: string;
  /** The H5 site's address; non-empty sends mobile browsers there. */
  h5_url: string;
  icp: string;
  icp_link: string;
  icp2: string;
  icp2_link: string;
  /** Rich text (sanitised when saved). */
  user_protocol_content: string;
  user_private_protocol_content: string;
  aboutus_content: string;
  /** MeEdu 4.9.30: the VIP service and paid-content purchase agreements, and the course purchase notice. */
  vip_protocol_content: string;
  paid_content_purchase_protocol_content: string;
  course_purchase_notice: string;
  /** Version of the user agreement and privacy policy; raising it asks every member to agree again. */
  agreement_version: number;
  enabled_addons: string[];
  player: {
    cover: string;
    /** The moving watermark over the video. */
    enabled_bullet_secret: boolean;
    bullet_secret: { text: string; size: number; color: string; opacity: number };
  };
  member: { enabled_mobile_bind_alert: boolean; enabled_face_verify: boolean };
  /** QQ login and WeChat scan login; the storefront offers each only when its provider is configured too. */
  socialites: { qq: boolean; wechat_scan: boolean };
  /** The alternative to the image captcha the storefront's account dialogs offer (WCAG 3.3.8). */
  captcha_alternative: CaptchaAlternative;
}

/** Each addon with the name the console shows. */
export const ADDON_LABELS: Record<(typeof ADDON_NAMES)[number], string> = {
  Zhibo: '直播',
  MeeduBooks: '电子书',
  MeeduTopics: '图文',
  Paper: '考试',
  Wenda: '问答',
  MultiLevelShare: '分销推广',
  CodeExchanger: '兑换码',
  Snapshot: '学习拍照',
  DaySignIn: '每日签到',
  Credit1Mall: '积分商城',
  TuanGou: '团购',
  MiaoSha: '秒杀',
  Cert: '证书',
  templateOne: '模板一',
};

const text = (max: number, label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .max(max, `${label}最长 ${max} 个字`);
/** An http(s) address, a path on this site, or empty. */
const address = (label: string) =>
  z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(500, `${label}最长 500 个字`)
    .refine(
      (v) => v === '' || /^(https?:\/\/[^\s]+|\/[^\s]*)$/i.test(v),
      `${label}须以 http://、https:// 或 / 开头`,
    );
const richText = (label: string) => z.string({ error: `${label}格式不正确` }).max(200_000, `${label}过长`);

export const SiteSettingsBody = z.object({
  webname: text(60, '网站名称').min(1, '请填写网站名称'),
  logo: address('Logo'),
  white_logo: address('白色 Logo'),
  pc_url: address('PC 站地址'),
  h5_url: address('H5 地址'),
  icp: text(100, '备案号'),
  icp_link: address('备案链接'),
  icp2: text(100, '公安备案号'),
  icp2_link: address('公安备案链接'),
  user_protocol_content: richText('用户协议'),
  user_private_protocol_content: richText('隐私政策'),
  aboutus_content: richText('关于我们'),
  // Optional: a console older than these fields keeps the stored values.
  vip_protocol_content: richText('会员服务协议').optional(),
  paid_content_purchase_protocol_content: richText('付费内容购买协议').optional(),
  course_purchase_notice: richText('课程购买须知').optional(),
  agreement_version: z
    .number({ error: '请填写协议版本' })
    .int('协议版本须为整数')
    .min(1, '协议版本须为正整数')
    .max(1_000_000, '协议版本过大')
    .optional(),
  enabled_addons: z
    .array(z.enum(ADDON_NAMES, { error: '未知的插件' }), { error: '请选择插件' })
    .transform((list) => [...new Set(list)]),
  player: z.object({
    cover: address('播放器封面'),
    enabled_bullet_secret: z.boolean({ error: '请选择是否开启跑马灯' }),
    bullet_secret: z.object({
      text: text(100, '跑马灯内容'),
      size: z
        .number({ error: '请填写字号' })
        .int('字号须为整数')
        .min(10, '字号在 10–48 之间')
        .max(48, '字号在 10–48 之间'),
      color: z.string({ error: '请填写颜色' }).regex(/^#[0-9a-fA-F]{6}$/, '颜色格式如 #ffffff'),
      opacity: z.number({ error: '请填写透明度' }).min(0, '透明度在 0–1 之间').max(1, '透明度在 0–1 之间'),
    }),
  }),
  member: z.object({
    enabled_mobile_bind_alert: z.boolean({ error: '请选择是否提醒绑定手机号' }),
    enabled_face_verify: z.boolean({ error: '请选择是否开启实名认证' }),
  }),
  /** Optional: a console that does not send it leaves the login switches as they are. */
  socialites: z
    .object({
      qq: z.boolean({ error: '请选择是否开启QQ登录' }),
      wechat_scan: z.boolean({ error: '请选择是否开启微信扫码登录' }),
    })
    .optional(),
  /** Optional: a console that does not send it leaves the choice as it is. */
  captcha_alternative: z.enum(CAPTCHA_ALTERNATIVES, { error: '未知的验证方式' }).optional(),
});
export type SiteSettingsRequest = z.input<typeof SiteSettingsBody>;

/**
 * Outside services' keys (`GET /admin/api/settings/providers`, `PUT /admin/api/settings/providers/:provider`,
 * permission `settings`). The server declares the providers and their fields; a secret's value is never sent, only
 * whether it is set. A value set by an environment variable wins and cannot be changed here.
 */
export type ProviderKeySource = 'env' | 'database' | null;

export interface ProviderKeyField {
  key: string;
  label: string;
  /** The environment variable that sets the field instead. */
  env: string;
  secret: boolean;
  optional: boolean;
  /** The only values allowed, or null for free text. */
  options: string[] | null;
  hint: string;
  source: ProviderKeySource;
  is_set: boolean;
  /** A non-secret field's value; always null for a secret. */
  value: string | null;
}

export interface ProviderKeys {
  provider: string;
  label: string;
  configured: boolean;
  source: ProviderKeySource;
  fields: ProviderKeyField[];
}

/** A field absent stays as it is, null or '' clears it, a string replaces it. */
export const ProviderKeysBody = z.object({
  values: z.record(z.string(), z.string({ error: '配置值格式不正确' }).max(4000, '配置值过长').nullable(), {
    error: '请填写配置',
  }),
});
export type ProviderKeysRequest = z.input<typeof ProviderKeysBody>;
