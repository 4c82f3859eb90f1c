import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
import type { MediaConfig } from '../config.ts';

/** The two programs the pipeline runs. */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
}

type ToolName = keyof MediaTools;

/** The registry packages that ship each binary in the package itself (optional dependencies of the server). */
const PACKAGES: Record<ToolName, string> = {
  ffmpeg: '@ffmpeg-installer/ffmpeg',
  ffprobe: '@ffprobe-installer/ffprobe',
};

/** A tool could not be found or started: the job fails with this message, the server keeps running. */
export class MediaToolError extends Error {}

const isExecutable = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The binary a registry package ships, made executable when its install script did not run (npm ci --ignore-scripts). */
export function packagedBinary(name: ToolName): string | null {
  let located: unknown;
  try {
    // The packages are CommonJS and locate the binary for this platform themselves.
    located = createRequire(import.meta.url)(PACKAGES[name]);
  } catch {
    return null;
  }
  const file = typeof located === 'object' && located !== null && 'path' in located ? located.path : null;
  if (typeof file !== 'string' || !fs.existsSync(file)) return null;
  if (!isExecutable(file)) {
    try {
      fs.chmodSync(file, 0o755);
    } catch {
      return null;
    }
  }
  return file;
}

export interface ToolSearch {
  /** FFMPEG_PATH / FFPROBE_PATH. */
  override: string | undefined;
  /** Where a system install puts it (Debian's `apt-get install ffmpeg`). */
  systemPath: string;
  packaged: () => string | null;
}

/** The override when set, else the system's binary, else the registry package's. */
export function findTool(name: ToolName, search: ToolSearch): string {
  if (search.override) {
    if (!isExecutable(search.override)) throw new MediaToolError(`${name} 不可执行：${search.override}`);
    return search.override;
  }
  if (isExecutable(search.systemPath)) return search.systemPath;
  const packaged = search.packaged();
  if (packaged) return packaged;
  throw new MediaToolError(
    `找不到 ${name}：请安装 ffmpeg（apt-get install ffmpeg），或设置 ${name.toUpperCase()}_PATH，或重新执行 npm ci 安装 ${PACKAGES[name]}`,
  );
}

const found = new Map<string, string>();

/** ffmpeg and ffprobe for this configuration, looked up once. Throws MediaToolError when one is missing. */
export function mediaTools(config: Pick<MediaConfig, 'ffmpegPath' | 'ffprobePath'>): MediaTools {
  const lookUp = (name: ToolName, override: string | undefined) => {
    const cacheKey = `${name}\0${override ?? ''}`;
    let file = found.get(cacheKey);
    if (!file) {
      file = findTool(name, {
        override,
        systemPath: `/usr/bin/${name}`,
        packaged: () => packagedBinary(name),
      });
      found.set(cacheKey, file);
    }
    return file;
  };
  return { ffmpeg: lookUp('ffmpeg', config.ffmpegPath), ffprobe: lookUp('ffprobe', config.ffprobePath) };
}

/** A run that failed: the message is the program's last lines on stderr (what the console shows). */
export class ToolRunError extends Error {}

/** How many of ffmpeg's last stderr lines a failure keeps. */
const REASON_LINES = 12;

/** The last non-empty lines of a program's stderr, kept while it runs. */
function stderrTail() {
  let text = '';
  return {
    push(chunk: Buffer) {
      text = (text + chunk.toString('utf8')).slice(-16_384);
    },
    lines: () =>
      text
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean)
        .slice(-REASON_LINES)
        .join('\n'),
  };
}

export interface RunOptions {
  signal?: AbortSignal;
  /** Called with each line of stdout (ffmpeg's `-progress pipe:1` output). */
  onLine?: (line: string) => void;
  /** Kills a run whose stdout has been silent this long (a hung ffmpeg would hold its job forever). */
  stallMs?: number;
}

/** Runs a program to its end; resolves with its stdout, rejects with ToolRunError (its stderr's last lines). */
export function runTool(file: string, args: string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new ToolRunError('已取消'));
      return;
    }
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const tail = stderrTail();
    const out: Buffer[] = [];
    let pending = '';
    let killedFor: string | null = null;
    const kill = (why: string) => {
      killedFor ??= why;
      child.kill('SIGKILL');
    };
    let stallTimer: NodeJS.Timeout | undefined;
    const armStall = () => {
      if (!options.stallMs) return;
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => kill(`${file} 长时间无响应，已终止`), options.stallMs);
    };
    const onAbort = () => kill('已取消');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    armStall();

    child.stdout.on('data', (chunk: Buffer) => {
      armStall();
      if (!options.onLine) {
        out.push(chunk);
        return;
      }
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) options.onLine(line.trim());
    });
    child.stderr.on('data', (chunk: Buffer) => tail.push(chunk));
    const finish = (err: Error | null) => {
      clearTimeout(stallTimer);
      options.signal?.removeEventListener('abort', onAbort);
      if (err) reject(err);
      else resolve(Buffer.concat(out).toString('utf8'));
    };
    child.on('error', (err) => finish(new MediaToolError(`无法运行 ${file}：${err.message}`)));
    child.on('close', (code, signal) => {
      if (killedFor) finish(new ToolRunError(killedFor));
      else if (code === 0) finish(null);
      else finish(new ToolRunError(tail.lines() || `${file} 退出（${code ?? signal ?? '未知'}）`));
    });
  });
}

const streamSchema = z.object({
  codec_type: z.string().optional(),
  codec_name: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  tags: z.record(z.string(), z.string()).optional(),
  side_data_list: z.array(z.object({ rotation: z.number().optional() })).optional(),
  disposition: z.object({ attached_pic: z.number().optional() }).optional(),
});
const probeSchema = z.object({
  streams: z.array(streamSchema).default([]),
  format: z.object({ format_name: z.string().default(''), duration: z.string().optional() }),
});

/** What the pipeline needs to know of a file, from its content. */
export interface ProbeResult {
  /** ffprobe's demuxer names, e.g. `mov,mp4,m4a,3gp,3g2,mj2`, `png_pipe`, `image2`. */
  formatName: string;
  /** Seconds; 0 when the container does not say. */
  duration: number;
  /** The first moving-picture stream (cover art in an audio file does not count), as displayed (rotation applied). */
  video: { codec: string; width: number; height: number } | null;
  audio: { codec: string } | null;
}

function rotationOf(stream: z.infer<typeof streamSchema>): number {
  const fromSideData = stream.side_data_list?.find((d) => d.rotation !== undefined)?.rotation;
  const fromTag = stream.tags?.rotate === undefined ? undefined : Number(stream.tags.rotate);
  return Math.abs(fromSideData ?? fromTag ?? 0) % 180;
}

/** Reads a file's streams with ffprobe. Rejects with ToolRunError when ffprobe cannot read it at all. */
export async function probe(tools: MediaTools, file: string, signal?: AbortSignal): Promise<ProbeResult> {
  const json = await runTool(
    tools.ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    { signal },
  );
  const parsed = probeSchema.parse(JSON.parse(json));
  const video = parsed.streams.find(
    (s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1 && s.width && s.height,
  );
  const audio = parsed.streams.find((s) => s.codec_type === 'audio');
  const duration = Number(parsed.format.duration ?? 0);
  const turned = video ? rotationOf(video) === 90 : false;
  return {
    formatName: parsed.format.format_name,
    duration: Number.isFinite(duration) ? duration : 0,
    video:
      video?.width && video.height
        ? {
            codec: video.codec_name ?? '',
            width: turned ? video.height : video.width,
            height: turned ? video.width : video.height,
          }
        : null,
    audio: audio ? { codec: audio.codec_name ?? '' } : null,
  };
}

/** Single pictures ffprobe reads as a one-frame "video" (png_pipe, jpeg_pipe, webp_pipe, image2, …) and GIFs. */
const IMAGE_FORMAT = /(^|,)(image2|[a-z0-9]+_pipe|gif|apng)(,|$)/;

/** Why a file is not a video we can package, or null when it is one. */
export function notAVideo(result: ProbeResult): string | null {
  if (IMAGE_FORMAT.test(result.formatName)) return '上传的文件是图片，不是视频';
  if (!result.video) return '文件中没有视频画面';
  if (!(result.duration > 0)) return '无法读取视频时长';
  return null;
}
