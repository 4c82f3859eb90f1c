import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MediaConfig } from '../config.ts';
import {
  mediaTools,
  notAVideo,
  probe,
  runTool,
  ToolRunError,
  type MediaTools,
  type ProbeResult,
} from './ffmpeg.ts';
import type { MediaStorage } from './storage.ts';

/** One HLS quality: its name is also its playlist's and its segments' file name (`720p.m3u8`, `720p_000.ts`). */
export interface Rendition {
  name: string;
  width: number;
  height: number;
  videoKbps: number;
  audioKbps: number;
}

/** The qualities we aim at, by the picture's short side, best first. */
const LADDER = [
  { short: 720, videoKbps: 2800, audioKbps: 128 },
  { short: 360, videoKbps: 800, audioKbps: 96 },
] as const;

/** Segment length in seconds; keyframes every 2 s, so a segment can end at 6 s in every rendition alike. */
export const SEGMENT_SECONDS = 6;
const KEYFRAME_SECONDS = 2;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/**
 * At most two renditions the source allows, never upscaled: 720p and 360p from a source whose short side is
 * over 720 (1080p) or up to it, the source's own size and 360p between 360 and 720, and one rendition at the
 * source's size when it is 360p or smaller. Portrait pictures are measured by their short side too.
 */
export function renditionsFor(width: number, height: number): Rendition[] {
  const short = Math.min(width, height);
  const sized = (targetShort: number, videoKbps: number, audioKbps: number): Rendition => {
    const scale = targetShort / short;
    const w = even(width * scale);
    const h = even(height * scale);
    return { name: `${Math.min(w, h)}p`, width: w, height: h, videoKbps, audioKbps };
  };
  const [high, low] = LADDER;
  if (short <= low.short) {
    return [sized(short, Math.round(low.videoKbps * (short / low.short) ** 2), low.audioKbps)];
  }
  const top = Math.min(short, high.short);
  return [
    sized(top, Math.round(high.videoKbps * (top / high.short) ** 2), high.audioKbps),
    sized(low.short, low.videoKbps, low.audioKbps),
  ];
}

/** Options written as one string (none of their values holds a space). */
const words = (options: string) => options.split(' ');

/** Everything one ffmpeg run needs; `keyInfoFiles[i]` is rendition i's `-hls_key_info_file`. */
export interface PackagingPlan {
  input: string;
  outDir: string;
  renditions: Rendition[];
  hasAudio: boolean;
  /** Seconds into the video of the poster frame. */
  posterAt: number;
  keyInfoFiles: string[];
}

/**
 * The one ffmpeg command of a packaging job: the source decoded once, split into each rendition and the poster
 * frame, each rendition an encrypted HLS output of its own (its own key-info file, so its own IV), progress on
 * stdout. One HLS output per rendition rather than `-var_stream_map` because the key-info file is per output:
 * that is what gives each playlist its own IV. The cost is the same (one decode, one encoder per rendition).
 */
export function packagingArgs(plan: PackagingPlan): string[] {
  const { renditions } = plan;
  const branches = renditions.map((_, i) => `[s${i}]`).join('') + '[sp]';
  const scaled = renditions.map((r, i) => `[s${i}]scale=${r.width}:${r.height}[v${i}]`);
  const poster = renditions[renditions.length - 1]!;
  const filter = [
    `[0:v]split=${renditions.length + 1}${branches}`,
    ...scaled,
    `[sp]trim=start=${plan.posterAt.toFixed(3)},setpts=PTS-STARTPTS,scale=${poster.width}:${poster.height}[poster]`,
  ].join(';');

  const args = [
    ...words('-hide_banner -nostdin -loglevel error -y -i'),
    plan.input,
    '-filter_complex',
    filter,
  ];
  renditions.forEach((r, i) => {
    args.push('-map', `[v${i}]`, ...(plan.hasAudio ? ['-map', '0:a:0'] : []));
    args.push(
      ...words('-c:v libx264 -preset veryfast -profile:v main -level:v 3.1 -pix_fmt yuv420p -crf 23'),
    );
    args.push('-maxrate', `${r.videoKbps}k`, '-bufsize', `${r.videoKbps * 2}k`);
    args.push('-force_key_frames', `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`);
    if (plan.hasAudio) args.push(...words(`-c:a aac -b:a ${r.audioKbps}k -ac 2`));
    args.push(...words(`-f hls -hls_time ${SEGMENT_SECONDS} -hls_playlist_type vod`));
    args.push('-hls_key_info_file', plan.keyInfoFiles[i]!);
    args.push('-hls_segment_filename', path.join(plan.outDir, `${r.name}_%03d.ts`));
    args.push(path.join(plan.outDir, `${r.name}.m3u8`));
  });
  args.push(...words('-map [poster] -frames:v 1 -q:v 3'), path.join(plan.outDir, 'poster.jpg'));
  args.push(...words('-progress pipe:1 -nostats'));
  return args;
}

/** The master playlist over the renditions (relative URIs; the play route signs them when it serves it). */
export function masterPlaylist(renditions: Rendition[], hasAudio: boolean): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of renditions) {
    const bandwidth = (r.videoKbps + (hasAudio ? r.audioKbps : 0)) * 1000;
    // Main profile, level 3.1 (what packagingArgs asks x264 for), and AAC-LC.
    const codecs = hasAudio ? 'avc1.4d401f,mp4a.40.2' : 'avc1.4d401f';
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${r.width}x${r.height},CODECS="${codecs}"`,
    );
    lines.push(`${r.name}.m3u8`);
  }
  return lines.join('\n') + '\n';
}

/** The URI every packaged playlist names its key by; the play route replaces it with the signed key URL. */
export const KEY_URI_PLACEHOLDER = 'key';

/** A packaging failure the console shows as it is (a tool's last lines, or our own Chinese reason). */
export class PackagingError extends Error {}

export const hlsFolder = (assetId: number) => `hls/${assetId}/`;
export const keyPath = (keyId: string) => `keys/${keyId}.key`;

export interface PackagedAsset {
  /** Seconds, rounded. */
  duration: number;
  width: number;
  height: number;
  renditions: string[];
  /** Storage keys. */
  hlsPath: string;
  posterPath: string;
  keyId: string;
}

export interface PackagingControl {
  signal: AbortSignal;
  /** 0–99 while ffmpeg runs (its position against the duration). */
  onProgress(percent: number): void;
}

/** ffmpeg's `out_time=HH:MM:SS.micro` progress line → seconds. */
export function progressSeconds(line: string): number | null {
  const m = /^out_time=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(line);
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : null;
}

/** How long ffmpeg may print no progress before it counts as hung. */
const STALL_MS = 5 * 60_000;

export interface PackagerDeps {
  storage: MediaStorage;
  config: Pick<MediaConfig, 'storageDir' | 'ffmpegPath' | 'ffprobePath'>;
}

/** Removes every object under a prefix (a half-written earlier attempt, or a deleted asset's files). */
export async function deletePrefix(storage: MediaStorage, prefix: string): Promise<void> {
  for (const key of await storage.list(prefix)) await storage.delete(key);
}

async function encode(
  tools: MediaTools,
  plan: PackagingPlan,
  duration: number,
  control: PackagingControl,
): Promise<void> {
  let last = -1;
  await runTool(tools.ffmpeg, packagingArgs(plan), {
    signal: control.signal,
    stallMs: STALL_MS,
    onLine: (line) => {
      const seconds = progressSeconds(line);
      if (seconds === null || duration <= 0) return;
      const percent = Math.min(99, Math.max(0, Math.floor((seconds / duration) * 100)));
      if (percent !== last) control.onProgress(percent);
      last = percent;
    },
  });
}

/**
 * Packages the upload stored at `sourceKey` as asset `assetId`: probe, one ffmpeg run into a work folder on the
 * media disk, then every output through the storage (`hls/<asset>/…`, the key under `keys/`, outside any served
 * path). A random AES-128 key per video, a random IV per playlist. Nothing is left behind when it fails.
 */
export async function packageSource(
  deps: PackagerDeps,
  assetId: number,
  sourceKey: string,
  control: PackagingControl,
): Promise<PackagedAsset> {
  const tools = mediaTools(deps.config);
  const source = await deps.storage.localFile(sourceKey).catch(() => {
    throw new PackagingError('找不到上传的源文件');
  });
  const workRoot = path.join(deps.config.storageDir, '.work');
  await fs.promises.mkdir(workRoot, { recursive: true });
  const work = await fs.promises.mkdtemp(path.join(workRoot, `asset-${assetId}-`));
  const folder = hlsFolder(assetId);
  const keyId = randomBytes(16).toString('hex');
  try {
    const probed: ProbeResult = await probe(tools, source.path, control.signal);
    const refusal = notAVideo(probed);
    if (refusal || !probed.video) throw new PackagingError(refusal ?? '文件中没有视频画面');
    const renditions = renditionsFor(probed.video.width, probed.video.height);

    const keyFile = path.join(work, 'enc.key');
    await fs.promises.writeFile(keyFile, randomBytes(16));
    const out = path.join(work, 'out');
    await fs.promises.mkdir(out);
    const keyInfoFiles = await Promise.all(
      renditions.map(async (r) => {
        const file = path.join(work, `${r.name}.keyinfo`);
        const iv = randomBytes(16).toString('hex');
        await fs.promises.writeFile(file, `${KEY_URI_PLACEHOLDER}\n${keyFile}\n${iv}\n`);
        return file;
      }),
    );
    const plan: PackagingPlan = {
      input: source.path,
      outDir: out,
      renditions,
      hasAudio: probed.audio !== null,
      posterAt: probed.duration * 0.1,
      keyInfoFiles,
    };
    await encode(tools, plan, probed.duration, control);
    await fs.promises.writeFile(path.join(out, 'master.m3u8'), masterPlaylist(renditions, plan.hasAudio));

    await deletePrefix(deps.storage, folder);
    const files = (await fs.promises.readdir(out)).sort();
    const hasPoster = files.includes('poster.jpg');
    // Playlists last, so a playlist is never stored before the segments it lists.
    const order = (name: string) => (name.endsWith('.m3u8') ? 1 : 0);
    for (const name of files.sort((a, b) => order(a) - order(b))) {
      await deps.storage.put(`${folder}${name}`, { file: path.join(out, name) });
    }
    await deps.storage.put(keyPath(keyId), { file: keyFile });
    return {
      duration: Math.round(probed.duration),
      width: probed.video.width,
      height: probed.video.height,
      renditions: renditions.map((r) => r.name),
      hlsPath: `${folder}master.m3u8`,
      posterPath: hasPoster ? `${folder}poster.jpg` : '',
      keyId,
    };
  } catch (err) {
    // Leftovers of a failed run are only wasted space; the packaging error is what the operator must see.
    const leftover = (cleanupErr: unknown) =>
      console.error(`媒体打包：清理失败的输出 ${folder} 时出错`, cleanupErr);
    await deletePrefix(deps.storage, folder).catch(leftover);
    await deps.storage.delete(keyPath(keyId)).catch(leftover);
    if (err instanceof PackagingError || err instanceof ToolRunError) throw err;
    throw new PackagingError(err instanceof Error ? err.message : String(err));
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
    await source.release();
  }
}
