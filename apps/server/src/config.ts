import { z } from 'zod';
import path from 'node:path';

/** Every addon the storefront knows; the demo enables all of them. */
export const ALL_ADDONS = [
  'Zhibo',
  'MeeduBooks',
  'MeeduTopics',
  'Paper',
  'Wenda',
  'MultiLevelShare',
  'CodeExchanger',
  'Snapshot',
  'DaySignIn',
  'Credit1Mall',
  'TuanGou',
  'MiaoSha',
  'Cert',
  'templateOne',
] as const;

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
  /** Behind nginx or another proxy: take the client address from X-Forwarded-For / X-Real-IP. */
  TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  WEB_DIST: z.string().optional(),
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
  trustProxy: boolean;
  webDist: string;
}

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
    trustProxy: e.TRUST_PROXY,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}
