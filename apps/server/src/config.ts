import {
  ADDON_NAMES,
  API_DIALECTS,
  type ApiDialect,
  DEFAULT_SITE_TIME_ZONE,
  isTimeZone,
} from '@meedu/contract';
import { z } from 'zod';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileTrust, type ProxyTrust } from './lib/client-address.ts';
import { providerEnvFrom, type ProviderEnv } from './lib/provider-declarations.ts';

/** apps/server/media: the committed demo clips (MP4 + HLS), course covers and course attachments. */
export const MEDIA_DIR = fileURLToPath(new URL('../media', import.meta.url)).replace(/[\\/]+$/, '');

/** Every addon the storefront knows (the contract's list); the demo enables all of them. */
export const ALL_ADDONS = ADDON_NAMES;

const csv = z.string().transform((s) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean),
);

/** The bucket's settings (read only when STORAGE=s3; README "Object storage"). */
const S3_ENV = {
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false']).optional(),
  S3_PUBLIC_URL: z.string().optional(),
};

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** postgres://… runs on PostgreSQL (several instances may share it); unset uses `<DATA_DIR>/meedu.sqlite`. */
  DATABASE_URL: z.string().optional(),
  /** Uploaded images (avatars, snapshots, editor images); a volume every instance mounts. */
  UPLOAD_DIR: z.string().optional(),
  /** Public address of this server, used for absolute URLs (uploads, protocol pages, socialite redirects). */
  APP_URL: z.string().optional(),
  /** demo: seeds content and enables the /__dev sandboxes. production: neither. */
  APP_MODE: z.enum(['demo', 'production']).default('demo'),
  /** Comma-separated addon names; when set it replaces the stored list at start-up. */
  ENABLED_ADDONS: csv.optional(),
  /** Comma-separated origins allowed by CORS, or * for any. */
  CORS_ORIGINS: csv.default(['*']),
  /** The MeEdu API answered: both (default), 4.9.30 (4.9.8's removed paths are 404) or 4.9.8 (the reverse). */
  MEEDU_API_DIALECT: z.enum(API_DIALECTS).default('both'),
  JWT_SECRET: z.string().min(16).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** How long visitors get the same public catalogue replies from one instance (ms); 0 turns it off. */
  RESPONSE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Images one member may upload (avatars, editor images, learning photos) per 10 minutes. */
  UPLOADS_PER_10_MINUTES: z.coerce.number().int().positive().default(20),
  WATERMARK_GRANT_DAYS: z.coerce.number().int().positive().default(180),
  /** What one member's stored uploads may add up to, in MB. */
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(50),
  /** How long a signed media URL of a video (playlist, segments, MP4) stays valid, in seconds. */
  MEDIA_URL_TTL_SECONDS: z.coerce.number().int().positive().default(14400),
  /** Where the video pipeline keeps uploads, packaged HLS and keys (src/media/storage.ts); every instance mounts it. */
  MEDIA_STORAGE_DIR: z.string().optional(),
  /** The largest video an operator may upload, in MB. */
  MEDIA_UPLOAD_MAX_MB: z.coerce.number().positive().default(4096),
  /** ffmpeg and ffprobe to use instead of Debian's or the registry package's (src/media/ffmpeg.ts). */
  FFMPEG_PATH: z.string().optional(),
  FFPROBE_PATH: z.string().optional(),
  /** Where uploads and media are kept: `local` (UPLOAD_DIR, MEDIA_STORAGE_DIR) or `s3` (the S3_* bucket). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  ...S3_ENV,
  /** SMS sends one client address may ask for per 10 minutes, and per day; SMS one mobile may receive per day. */
  SMS_PER_ADDRESS_PER_10_MINUTES: z.coerce.number().int().positive().default(5),
  SMS_PER_ADDRESS_PER_DAY: z.coerce.number().int().positive().default(50),
  SMS_PER_MOBILE_PER_DAY: z.coerce.number().int().positive().default(10),
  /** The embedded RTMP ingest's port (modules/live/ingest.ts); 0 starts none. */
  LIVE_RTMP_PORT: z.coerce.number().int().min(0).max(65535).default(1935),
  /** The push address the console shows teachers (`rtmp://live.example.com:1935/live`); default from APP_URL's host. */
  LIVE_PUBLIC_RTMP_URL: z.string().optional(),
  /** The proxies whose X-Forwarded-* headers count (see lib/client-address.ts `compileTrust`). */
  TRUST_PROXY: z.string().default('0'),
  WEB_DIST: z.string().optional(),
  /** Lets production mode start on a database that holds demo content (public demo passwords): 1 to allow. */
  ALLOW_DEMO_DATA: z.enum(['0', '1']).default('0'),
  /** The site's IANA time zone: raw `YYYY-MM-DD HH:mm:ss` times on the storefront's wire are wall times of it. */
  SITE_TIMEZONE: z
    .string()
    .default(DEFAULT_SITE_TIME_ZONE)
    .refine(isTimeZone, 'SITE_TIMEZONE 不是已知的时区'),
});

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  uploadDir: string;
  appUrl: string | undefined;
  demo: boolean;
  enabledAddons: string[] | undefined;
  corsOrigins: string[];
  /** MEEDU_API_DIALECT (middleware/dialect.ts). */
  apiDialect: ApiDialect;
  jwtSecret: string | undefined;
  rateLimitPerMinute: number;
  responseCacheMs: number;
  uploadsPer10Minutes: number;
  /** Days a play grant's record (member, video, watermark code, address) is kept for tracing a leaked recording. */
  watermarkGrantDays: number;
  /** Bytes. */
  uploadQuotaBytes: number;
  mediaUrlTtlSeconds: number;
  /** The video pipeline (src/media): storage folder, upload limit (bytes), tool overrides. */
  media: MediaConfig;
  /** SMS send limits beyond one per mobile per 60 s (SMS_PER_*). */
  smsLimits: { perAddressPer10Minutes: number; perAddressPerDay: number; perMobilePerDay: number };
  /** Which peers are the operator's proxies (TRUST_PROXY). */
  trustProxy: ProxyTrust;
  webDist: string;
  allowDemoData: boolean;
  /** SITE_TIMEZONE: the zone of raw times on the wire (lib/dates.ts). */
  siteTimeZone: string;
  /** Order timeout, hand-pay text and the real payment providers (below). */
  payments: PaymentConfig;
  /** Where uploads and media are kept (STORAGE, S3_*; src/media/s3-storage.ts). */
  storage: StorageConfig;
  /** QQ login, WeChat scan login and Tencent FaceID (below); null where the provider is not configured. */
  social: SocialConfig;
  /** The embedded live ingest (LIVE_RTMP_PORT, LIVE_PUBLIC_RTMP_URL); the provider is a provider key (`live`). */
  live: { rtmpPort: number; publicRtmpUrl: string | undefined };
  /** The outside services' variables that are set (settings/provider-keys.ts): they win over the console's. */
  providerEnv: ProviderEnv;
}

/** The local disk (the default), or an S3-compatible bucket chosen at start-up. */
export type StorageConfig = { kind: 'local' } | ({ kind: 's3' } & S3Config);

export interface S3Config {
  /** The service's address (MinIO, OSS, COS, R2); undefined means AWS's own for the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
  /** The address public images are fetched at (a CDN, or the bucket's public domain); undefined: the bucket's own. */
  publicUrl: string | undefined;
}

/** STORAGE=s3 without its bucket or keys refuses to start: a silent fallback to the disk would lose uploads. */
function readS3Config(e: { [K in keyof typeof S3_ENV]?: string | undefined }): S3Config {
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => !e[k]);
  if (missing.length > 0) throw new Error(`STORAGE=s3 needs ${missing.join(', ')}`);
  const address = (name: string, value: string | undefined) => {
    if (!value) return undefined;
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new Error(`${name} must be an http(s) address`);
    return value.replace(/\/+$/, '');
  };
  return {
    endpoint: address('S3_ENDPOINT', e.S3_ENDPOINT),
    bucket: e.S3_BUCKET ?? '',
    region: e.S3_REGION || 'us-east-1',
    accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: e.S3_FORCE_PATH_STYLE === '1' || e.S3_FORCE_PATH_STYLE === 'true',
    publicUrl: address('S3_PUBLIC_URL', e.S3_PUBLIC_URL),
  };
}

export interface MediaConfig {
  storageDir: string;
  uploadMaxBytes: number;
  ffmpegPath: string | undefined;
  ffprobePath: string | undefined;
}

/** apps/server/media, the folder of the committed demo clips: uploads and packaged video go beside them by default. */
const DEFAULT_MEDIA_STORAGE_DIR = fileURLToPath(new URL('../media', import.meta.url));

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const e = EnvSchema.parse(env);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(e.DATA_DIR, 'uploads')),
    appUrl: e.APP_URL?.replace(/\/+$/, ''),
    demo: e.APP_MODE === 'demo',
    enabledAddons: e.ENABLED_ADDONS,
    corsOrigins: e.CORS_ORIGINS,
    apiDialect: e.MEEDU_API_DIALECT,
    jwtSecret: e.JWT_SECRET,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    responseCacheMs: e.RESPONSE_CACHE_MS,
    uploadsPer10Minutes: e.UPLOADS_PER_10_MINUTES,
    watermarkGrantDays: e.WATERMARK_GRANT_DAYS,
    uploadQuotaBytes: Math.floor(e.UPLOAD_QUOTA_MB * 1024 * 1024),
    mediaUrlTtlSeconds: e.MEDIA_URL_TTL_SECONDS,
    media: {
      storageDir: path.resolve(e.MEDIA_STORAGE_DIR ?? DEFAULT_MEDIA_STORAGE_DIR),
      uploadMaxBytes: Math.floor(e.MEDIA_UPLOAD_MAX_MB * 1024 * 1024),
      ffmpegPath: e.FFMPEG_PATH || undefined,
      ffprobePath: e.FFPROBE_PATH || undefined,
    },
    smsLimits: {
      perAddressPer10Minutes: e.SMS_PER_ADDRESS_PER_10_MINUTES,
      perAddressPerDay: e.SMS_PER_ADDRESS_PER_DAY,
      perMobilePerDay: e.SMS_PER_MOBILE_PER_DAY,
    },
    trustProxy: compileTrust(e.TRUST_PROXY),
    allowDemoData: e.ALLOW_DEMO_DATA === '1',
    siteTimeZone: e.SITE_TIMEZONE,
    payments: readPaymentConfig(env, e.APP_MODE === 'demo'),
    storage: e.STORAGE === 's3' ? { kind: 's3', ...readS3Config(e) } : { kind: 'local' },
    social: readSocialConfig(env),
    providerEnv: providerEnvFrom(env),
    live: {
      rtmpPort: e.LIVE_RTMP_PORT,
      publicRtmpUrl: e.LIVE_PUBLIC_RTMP_URL?.replace(/\/+$/, '') || undefined,
    },
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}

// ---------------------------------------------------------------- payments

/**
 * Payment settings from the environment (README "Payment"). A real provider is on when its variables are all
 * set; in demo mode a gateway without one is answered by the sandbox. Keys may be given inline (PEM) or as a
 * path to a PEM file.
 */
export interface PaymentConfig {
  /** Minutes an unpaid order stays open before the maintenance job cancels it. */
  orderTimeoutMinutes: number;
  /** The admin's hand-pay instructions (HTML); hand pay is offered only when set (demo: a sample). */
  handPayText: string;
  alipay: AlipayConfig | null;
  wechatpay: WechatPayConfig | null;
}

export interface AlipayConfig {
  appId: string;
  privateKey: string;
  alipayPublicKey: string;
  gateway: string;
}

export interface WechatPayConfig {
  mchId: string;
  appId: string;
  /** The merchant certificate's serial number. */
  serialNo: string;
  privateKey: string;
  /** The 32-byte APIv3 key that decrypts notifications. */
  apiV3Key: string;
  /** WeChat Pay's public key (or platform certificate) that signs notifications. */
  platformPublicKey: string;
  baseUrl: string;
}

const DEMO_HAND_PAY = `<p>收款户名：知学堂教育科技有限公司</p><p>开户银行：演示银行北京分行</p><p>收款账号：6222 0000 0000 0000</p><p>转账时请备注订单号，到账后我们会在 1 个工作日内为您开通。</p>`;

const Env = z.object({
  ORDER_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(10_080).default(15),
  HAND_PAY_TEXT: z.string().optional(),
  ALIPAY_APP_ID: z.string().optional(),
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  ALIPAY_GATEWAY: z.string().default('https://openapi.alipay.com/gateway.do'),
  WECHATPAY_MCH_ID: z.string().optional(),
  WECHATPAY_APP_ID: z.string().optional(),
  WECHATPAY_SERIAL_NO: z.string().optional(),
  WECHATPAY_PRIVATE_KEY: z.string().optional(),
  WECHATPAY_API_V3_KEY: z.string().optional(),
  WECHATPAY_PUBLIC_KEY: z.string().optional(),
  WECHATPAY_BASE_URL: z.string().default('https://api.mch.weixin.qq.com'),
});

/** A key given inline (PEM, `\n` allowed for line breaks, or bare base64), or read from the file it names. */
function pem(value: string): string {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  return fs.existsSync(value) ? fs.readFileSync(value, 'utf8') : value;
}

export function readPaymentConfig(env: NodeJS.ProcessEnv, demo: boolean): PaymentConfig {
  const e = Env.parse(env);
  const alipay =
    e.ALIPAY_APP_ID && e.ALIPAY_PRIVATE_KEY && e.ALIPAY_PUBLIC_KEY
      ? {
          appId: e.ALIPAY_APP_ID,
          privateKey: pem(e.ALIPAY_PRIVATE_KEY),
          alipayPublicKey: pem(e.ALIPAY_PUBLIC_KEY),
          gateway: e.ALIPAY_GATEWAY,
        }
      : null;
  const wechatpay =
    e.WECHATPAY_MCH_ID &&
    e.WECHATPAY_APP_ID &&
    e.WECHATPAY_SERIAL_NO &&
    e.WECHATPAY_PRIVATE_KEY &&
    e.WECHATPAY_API_V3_KEY &&
    e.WECHATPAY_PUBLIC_KEY
      ? {
          mchId: e.WECHATPAY_MCH_ID,
          appId: e.WECHATPAY_APP_ID,
          serialNo: e.WECHATPAY_SERIAL_NO,
          privateKey: pem(e.WECHATPAY_PRIVATE_KEY),
          apiV3Key: e.WECHATPAY_API_V3_KEY,
          platformPublicKey: pem(e.WECHATPAY_PUBLIC_KEY),
          baseUrl: e.WECHATPAY_BASE_URL.replace(/\/+$/, ''),
        }
      : null;
  return {
    orderTimeoutMinutes: e.ORDER_TIMEOUT_MINUTES,
    handPayText: e.HAND_PAY_TEXT ?? (demo ? DEMO_HAND_PAY : ''),
    alipay,
    wechatpay,
  };
}

// ---------------------------------------------------------------- social logins and face verification

/**
 * QQ Connect, WeChat scan login and Tencent Cloud FaceID from the environment (README "Social login and face
 * verification"). A provider is on when all its variables are set; the endpoints are there so tests (and a
 * proxy) can stand in for the provider's address.
 */
export interface SocialConfig {
  qq: QqConfig | null;
  /** The one WeChat scan flow the storefront's QR uses (WECHAT_SCAN_MODE, or the one configured; MP first). */
  wechatScan: WechatScanConfig | null;
  faceid: FaceIdConfig | null;
}

export interface QqConfig {
  appId: string;
  appKey: string;
  endpoint: string;
}

/** WeChat Open Platform website login (网站应用微信登录, qrconnect). */
export interface WechatOpenConfig {
  mode: 'open';
  appId: string;
  appSecret: string;
  /** sns/oauth2/access_token and sns/userinfo live here. */
  endpoint: string;
  /** The qrconnect page the member's browser is sent to. */
  connectEndpoint: string;
}

/** WeChat Official Account (公众号) temporary QR + subscribe/SCAN event. */
export interface WechatMpConfig {
  mode: 'mp';
  appId: string;
  appSecret: string;
  /** The token configured in the MP console that signs the event pushes. */
  token: string;
  endpoint: string;
}

export type WechatScanConfig = WechatOpenConfig | WechatMpConfig;

export interface FaceIdConfig {
  secretId: string;
  secretKey: string;
  ruleId: string;
  endpoint: string;
  region: string;
}

const SocialEnv = z.object({
  QQ_APP_ID: z.string().optional(),
  QQ_APP_KEY: z.string().optional(),
  QQ_ENDPOINT: z.string().default('https://graph.qq.com'),
  WECHAT_SCAN_MODE: z.enum(['open', 'mp', '']).optional(),
  WECHAT_OPEN_APP_ID: z.string().optional(),
  WECHAT_OPEN_APP_SECRET: z.string().optional(),
  WECHAT_OPEN_ENDPOINT: z.string().default('https://api.weixin.qq.com'),
  WECHAT_OPEN_CONNECT_ENDPOINT: z.string().default('https://open.weixin.qq.com'),
  WECHAT_MP_APP_ID: z.string().optional(),
  WECHAT_MP_APP_SECRET: z.string().optional(),
  WECHAT_MP_TOKEN: z.string().optional(),
  WECHAT_MP_ENDPOINT: z.string().default('https://api.weixin.qq.com'),
  TENCENT_SECRET_ID: z.string().optional(),
  TENCENT_SECRET_KEY: z.string().optional(),
  TENCENT_FACEID_RULE_ID: z.string().optional(),
  TENCENT_FACEID_ENDPOINT: z.string().default('https://faceid.tencentcloudapi.com'),
  TENCENT_FACEID_REGION: z.string().default('ap-guangzhou'),
});

const trimSlash = (s: string) => s.replace(/\/+$/, '');

export function readSocialConfig(env: NodeJS.ProcessEnv): SocialConfig {
  const e = SocialEnv.parse(env);
  const qq =
    e.QQ_APP_ID && e.QQ_APP_KEY
      ? { appId: e.QQ_APP_ID, appKey: e.QQ_APP_KEY, endpoint: trimSlash(e.QQ_ENDPOINT) }
      : null;
  const open: WechatOpenConfig | null =
    e.WECHAT_OPEN_APP_ID && e.WECHAT_OPEN_APP_SECRET
      ? {
          mode: 'open',
          appId: e.WECHAT_OPEN_APP_ID,
          appSecret: e.WECHAT_OPEN_APP_SECRET,
          endpoint: trimSlash(e.WECHAT_OPEN_ENDPOINT),
          connectEndpoint: trimSlash(e.WECHAT_OPEN_CONNECT_ENDPOINT),
        }
      : null;
  const mp: WechatMpConfig | null =
    e.WECHAT_MP_APP_ID && e.WECHAT_MP_APP_SECRET && e.WECHAT_MP_TOKEN
      ? {
          mode: 'mp',
          appId: e.WECHAT_MP_APP_ID,
          appSecret: e.WECHAT_MP_APP_SECRET,
          token: e.WECHAT_MP_TOKEN,
          endpoint: trimSlash(e.WECHAT_MP_ENDPOINT),
        }
      : null;
  // An explicit mode picks that flow (off when it is not configured); unset, the Official Account wins, as
  // MeEdu's own scan login is the MP flow.
  const wechatScan = e.WECHAT_SCAN_MODE === 'open' ? open : e.WECHAT_SCAN_MODE === 'mp' ? mp : (mp ?? open);
  const faceid =
    e.TENCENT_SECRET_ID && e.TENCENT_SECRET_KEY && e.TENCENT_FACEID_RULE_ID
      ? {
          secretId: e.TENCENT_SECRET_ID,
          secretKey: e.TENCENT_SECRET_KEY,
          ruleId: e.TENCENT_FACEID_RULE_ID,
          endpoint: trimSlash(e.TENCENT_FACEID_ENDPOINT),
          region: e.TENCENT_FACEID_REGION,
        }
      : null;
  return { qq, wechatScan, faceid };
}
