import { ADDON_NAMES } from '@meedu/contract';
import { z } from 'zod';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileTrust, type ProxyTrust } from './lib/client-address.ts';
import { readPaymentConfig, type PaymentConfig } from './modules/payment/config.ts';

/** Every addon the storefront knows (the contract's list); the demo enables all of them. */
export const ALL_ADDONS = ADDON_NAMES;

const csv = z.string().transform((s) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean),
);

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
  JWT_SECRET: z.string().min(16).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** How long visitors get the same public catalogue replies from one instance (ms); 0 turns it off. */
  RESPONSE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Images one member may upload (avatars, editor images, learning photos) per 10 minutes. */
  UPLOADS_PER_10_MINUTES: z.coerce.number().int().positive().default(20),
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
  /** SMS sends one client address may ask for per 10 minutes, and per day; SMS one mobile may receive per day. */
  SMS_PER_ADDRESS_PER_10_MINUTES: z.coerce.number().int().positive().default(5),
  SMS_PER_ADDRESS_PER_DAY: z.coerce.number().int().positive().default(50),
  SMS_PER_MOBILE_PER_DAY: z.coerce.number().int().positive().default(10),
  /** The proxies whose X-Forwarded-* headers count (see lib/client-address.ts `compileTrust`). */
  TRUST_PROXY: z.string().default('0'),
  WEB_DIST: z.string().optional(),
  /** Lets production mode start on a database that holds demo content (public demo passwords): 1 to allow. */
  ALLOW_DEMO_DATA: z.enum(['0', '1']).default('0'),
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
  jwtSecret: string | undefined;
  rateLimitPerMinute: number;
  responseCacheMs: number;
  uploadsPer10Minutes: number;
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
  /** Order timeout, hand-pay text and the real payment providers (modules/payment/config.ts). */
  payments: PaymentConfig;
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
    jwtSecret: e.JWT_SECRET,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    responseCacheMs: e.RESPONSE_CACHE_MS,
    uploadsPer10Minutes: e.UPLOADS_PER_10_MINUTES,
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
    payments: readPaymentConfig(env, e.APP_MODE === 'demo'),
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}
