/**
 * Where a lesson's stream goes in and comes out. The embedded provider: our RTMP ingest (ingest.ts) at
 * `<server>/<lesson id>?key=<stream key>`; the key is an HMAC of the lesson id and its key version under the
 * `live.stream` secret, so nothing secret is stored per lesson and regenerating is a version bump. Tencent Cloud
 * LVB: signed push and pull addresses (`txSecret` = md5(key + stream name + txTime), txTime in hex), and then no
 * ingest runs here. Another cloud (Aliyun) is one more case of {@link LiveProviderName} and its two addresses.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { fromDbTime } from '../../lib/dates.ts';
import { resolveProviderKeys } from '../../settings/provider-keys.ts';
import { ensureSecret } from '../../settings/secrets.ts';

export type LiveProviderName = 'embedded' | 'tencent';
type StreamDeps = Pick<AppDeps, 'db' | 'config'>;

/** The RTMP application of every lesson's stream: `rtmp://host:port/live`. */
export const RTMP_APP = 'live';
/** A stream is accepted from this long before the scheduled start … */
export const EARLY_MS = 30 * 60_000;
/** … until the planned length plus this much after it. */
export const LATE_MS = 60 * 60_000;

/** The live HLS window of a lesson on this machine (ingest.ts writes it, the room's routes serve it). */
export const liveHlsDir = (config: AppDeps['config'], lessonId: number) =>
  path.join(config.media.storageDir, 'live', String(lessonId));
export const LIVE_PLAYLIST = 'live.m3u8';

/** The stream key of a lesson at a key version (32 url-safe characters). */
export async function streamKey(db: Db, lessonId: number, version: number): Promise<string> {
  const secret = await ensureSecret(db, 'live.stream');
  return createHmac('sha256', Buffer.from(secret, 'hex'))
    .update(`${lessonId}:${version}`)
    .digest('base64url')
    .slice(0, 32);
}

/** Whether `given` is the lesson's current key (compared in constant time). */
export async function keyMatches(db: Db, lessonId: number, version: number, given: string): Promise<boolean> {
  const expected = Buffer.from(await streamKey(db, lessonId, version));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The window in which the ingest takes a lesson's stream. */
export function acceptWindow(lesson: { published_at: string; planned_minutes: number }): {
  from: Date;
  until: Date;
} {
  const start = fromDbTime(lesson.published_at).getTime();
  return {
    from: new Date(start - EARLY_MS),
    until: new Date(start + lesson.planned_minutes * 60_000 + LATE_MS),
  };
}

export async function liveProvider(deps: StreamDeps): Promise<LiveProviderName> {
  const keys = await resolveProviderKeys(deps.db, deps.config.providerEnv, 'live');
  return keys.values.provider === 'tencent' ? 'tencent' : 'embedded';
}

/** The embedded ingest's address as teachers type it (LIVE_PUBLIC_RTMP_URL, else the site's host). */
export function embeddedServer(config: AppDeps['config'], base: string): string {
  if (config.live.publicRtmpUrl) return config.live.publicRtmpUrl;
  const host = new URL(base).hostname;
  return `rtmp://${host}:${config.live.rtmpPort}/${RTMP_APP}`;
}

const txTime = (until: Date) =>
  Math.floor(until.getTime() / 1000)
    .toString(16)
    .toUpperCase();
const txSecret = (key: string, stream: string, time: string) =>
  createHash('md5').update(`${key}${stream}${time}`).digest('hex');

/** A lesson's stream name at a cloud provider: not guessable from the lesson id alone. */
const cloudStreamName = async (db: Db, lessonId: number, version: number) =>
  `lesson${lessonId}_${(await streamKey(db, lessonId, version)).slice(0, 12)}`;

export interface PushAddress {
  provider: LiveProviderName;
  /** OBS's 服务器. */
  server: string;
  /** OBS's 串流密钥. */
  streamKey: string;
}

/** Where the teacher's encoder pushes this lesson, for the provider in use. */
export async function pushAddress(
  deps: StreamDeps,
  lesson: { id: number; stream_key_version: number; published_at: string; planned_minutes: number },
  base: string,
): Promise<PushAddress> {
  if ((await liveProvider(deps)) === 'tencent') {
    const keys = (await resolveProviderKeys(deps.db, deps.config.providerEnv, 'tencent_live')).values;
    const app = keys.app_name ?? RTMP_APP;
    const name = await cloudStreamName(deps.db, lesson.id, lesson.stream_key_version);
    const time = txTime(acceptWindow(lesson).until);
    return {
      provider: 'tencent',
      server: `rtmp://${keys.push_domain ?? ''}/${app}`,
      streamKey: `${name}?txSecret=${txSecret(keys.push_key ?? '', name, time)}&txTime=${time}`,
    };
  }
  return {
    provider: 'embedded',
    server: embeddedServer(deps.config, base),
    streamKey: `${lesson.id}?key=${await streamKey(deps.db, lesson.id, lesson.stream_key_version)}`,
  };
}

/** A cloud lesson's HLS address for a member, signed until `until` when the play domain has a key. */
export async function cloudPlayUrl(
  deps: StreamDeps,
  lesson: { id: number; stream_key_version: number },
  until: Date,
): Promise<string> {
  const keys = (await resolveProviderKeys(deps.db, deps.config.providerEnv, 'tencent_live')).values;
  const app = keys.app_name ?? RTMP_APP;
  const name = await cloudStreamName(deps.db, lesson.id, lesson.stream_key_version);
  const url = `https://${keys.pull_domain ?? ''}/${app}/${name}.m3u8`;
  if (!keys.pull_key) return url;
  const time = txTime(until);
  return `${url}?txSecret=${txSecret(keys.pull_key, name, time)}&txTime=${time}`;
}
