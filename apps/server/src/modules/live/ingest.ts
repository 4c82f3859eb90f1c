/**
 * The embedded live ingest (LIVE_PROVIDER embedded, the default): an RTMP server (node-media-server) beside ours
 * on LIVE_RTMP_PORT. A teacher's encoder publishes `rtmp://host:port/live/<lesson id>?key=<stream key>`; the push
 * is closed unless the key is the lesson's current one and the lesson is scheduled now (stream.ts acceptWindow)
 * and not over. An accepted stream is read back over loopback by ffmpeg, which writes a live HLS window
 * (`<MEDIA_STORAGE_DIR>/live/<id>/live.m3u8`, served under the members' grant by routes.ts) and a recording; the
 * lesson goes live. When the push stops the lesson ends and the recording goes through the upload pipeline's
 * packaging job (media/service.ts acceptUpload), which makes it the replay. Nothing here logs a stream key:
 * node-media-server's own log is cut to errors, which name only the path (`/live/<id>`), never the query.
 */
import type { EventEmitter } from 'node:events';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import type { AppDeps } from '../../deps.ts';
import { unlessMissing } from '../../lib/missing-file.ts';
import { mediaTools } from '../../media/ffmpeg.ts';
import { acceptUpload } from '../../media/service.ts';
import { findLesson } from './admin-repository.ts';
import { endLive, goLive, setReplay } from './service.ts';
import { acceptWindow, keyMatches, LIVE_PLAYLIST, liveHlsDir, liveProvider, RTMP_APP } from './stream.ts';

/** The part of a node-media-server session we read (its sessions are plain JavaScript objects). */
interface IngestSession {
  id: string;
  ip: string;
  streamApp: string;
  streamName: string;
  streamQuery: Record<string, unknown> | undefined;
  /** The connection, whose local port tells which ingest it came to. */
  socket: { localPort?: number };
  close(): void;
}
interface NodeMediaServerInstance {
  /** Its RTMP listener, whose listen error it answers by exiting the process (see startLiveIngest). */
  rtmpServer: { tcpServer?: net.Server };
  run(): Promise<void>;
  stop(): Promise<void>;
}
type NodeMediaServerClass = new (config: Record<string, unknown>) => NodeMediaServerInstance;

const load = createRequire(import.meta.url);

/** Seconds per live segment: short, for a short delay (a segment ends at the encoder's next keyframe). */
const LIVE_SEGMENT_SECONDS = 1;

export interface IngestStats {
  /** Streams packaged since start, and the CPU seconds their ffmpeg used (user + system), for the operator. */
  streams: number;
  packagerCpuSeconds: number;
}

export interface LiveIngest {
  port: number;
  stats(): IngestStats;
  stop(): Promise<void>;
}

/** Why a push is refused, or null when it is accepted (the lesson id to go live). */
export async function checkPublish(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  app: string,
  name: string,
  key: unknown,
): Promise<{ lessonId: number } | { refused: string }> {
  if ((await liveProvider(deps)) !== 'embedded') return { refused: '本站未启用内置直播服务' };
  const lessonId = /^\d{1,12}$/.test(name) ? Number(name) : 0;
  if (app !== RTMP_APP || lessonId <= 0 || typeof key !== 'string') return { refused: '推流地址不正确' };
  const lesson = await findLesson(deps.db, lessonId);
  if (!lesson || !(await keyMatches(deps.db, lessonId, lesson.stream_key_version, key)))
    return { refused: '推流密钥不正确' };
  if (lesson.status === 2) return { refused: '该课时已结束' };
  const now = deps.clock.now().getTime();
  const window = acceptWindow(lesson);
  if (now < window.from.getTime() || now > window.until.getTime())
    return { refused: '不在该课时的直播时间内' };
  return { lessonId };
}

/** CPU seconds a running process has used, from /proc (Linux); 0 where it cannot be read. */
function cpuSecondsOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 (from 1), in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** Waits until ffmpeg has listed a segment in the live playlist (true), or has exited without one (false). */
async function firstSegmentListed(playlist: string, exited: Promise<unknown>): Promise<boolean> {
  let done = false;
  void exited.then(() => (done = true));
  for (;;) {
    // Read after noting the exit, so the segment ffmpeg writes as it closes is still seen.
    const finished = done;
    const text = await unlessMissing(fs.promises.readFile(playlist, 'utf8'));
    if (text?.includes('.ts')) return true;
    if (finished) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '0.0.0.0', () => probe.close(() => resolve(true)));
  });
}

/** Starts the ingest on LIVE_RTMP_PORT (0: none), unless the site uses a cloud provider. */
export async function startLiveIngest(deps: AppDeps): Promise<LiveIngest | null> {
  const port = deps.config.live.rtmpPort;
  if (port === 0 || (await liveProvider(deps)) !== 'embedded') return null;
  // node-media-server exits the process when its port is taken: look first, and run without an ingest instead.
  if (!(await portFree(port))) {
    console.error(`直播推流端口 ${port} 已被占用，未启动内置推流服务（LIVE_RTMP_PORT）`);
    return null;
  }
  const NodeMediaServer = load('node-media-server') as NodeMediaServerClass;
  const nms = new NodeMediaServer({
    bind: '0.0.0.0',
    rtmp: { port, chunk_size: 60000, gop_cache: true, ping: 30, ping_timeout: 60 },
    store: { path: path.join(deps.config.dataDir, 'live-ingest') },
  });
  // Its log (set to debug by its constructor) would name every push: keep only its errors, which name the path
  // (`/live/<id>`), never the key in the query.
  (load('node-media-server/src/core/logger.js') as { level: string }).level = 'error';
  const tools = mediaTools(deps.config.media);
  const running = new Map<string, ChildProcess>();
  const stats: IngestStats = { streams: 0, packagerCpuSeconds: 0 };

  /** The stream's packaging, until the push ends: the live window, the recording, then the replay. */
  const packageStream = async (session: IngestSession, lessonId: number) => {
    const dir = liveHlsDir(deps.config, lessonId);
    await fs.promises.rm(dir, { recursive: true, force: true });
    await fs.promises.mkdir(dir, { recursive: true });
    const recording = path.join(dir, 'recording.mkv');
    const source = `rtmp://127.0.0.1:${port}/${RTMP_APP}/${lessonId}`;
    const child = spawn(
      tools.ffmpeg,
      [
        // node-media-server keeps a stopped publisher's path open 30 s for it to resume; the reader's read timeout
        // (5 s without data) is what ends the lesson when the push stops.
        ...['-hide_banner', '-loglevel', 'error', '-rw_timeout', '5000000', '-i', source],
        ...['-map', '0:v:0', '-map', '0:a?', '-c', 'copy'],
        ...['-f', 'hls', '-hls_time', String(LIVE_SEGMENT_SECONDS), '-hls_list_size', '6'],
        ...['-hls_flags', 'delete_segments+omit_endlist+independent_segments'],
        ...['-hls_segment_filename', path.join(dir, 'seg_%05d.ts'), path.join(dir, LIVE_PLAYLIST)],
        ...['-map', '0:v:0', '-map', '0:a?', '-c', 'copy', '-f', 'matroska', recording],
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    running.set(session.id, child);
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString('utf8')).slice(-2000)));
    // The child's CPU time, read while it runs (/proc forgets it once the process is reaped).
    let cpuSeconds = 0;
    const sampler = setInterval(() => (cpuSeconds = cpuSecondsOf(child.pid) || cpuSeconds), 500);
    const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
    child.once('error', () => undefined);
    // Live once the first segment is listed, not at the push: a member who enters earlier would get a player
    // error on a playlist that does not exist yet (and a stream that ends first never goes live).
    const lesson = await findLesson(deps.db, lessonId);
    const listed = lesson ? await firstSegmentListed(path.join(dir, LIVE_PLAYLIST), exited) : false;
    if (lesson && listed) await goLive(deps, lesson);
    const code = await exited;
    clearInterval(sampler);
    if (code !== 0 && code !== 255 && errors.trim())
      console.error(`直播课时 ${lessonId} 的转码结束：${errors.trim()}`);
    stats.packagerCpuSeconds += cpuSeconds;
    stats.streams += 1;
    running.delete(session.id);
    // A push that ended before its first segment leaves the lesson as it was, so the teacher can push again.
    if (!listed) return;
    const ended = await findLesson(deps.db, lessonId);
    if (ended) await endLive(deps, { ...ended, stream_clip: '' });
    const size = (await unlessMissing(fs.promises.stat(recording)))?.size ?? 0;
    if (size === 0) return;
    const asset = await acceptUpload(deps, {
      file: recording,
      uploadId: `live-${lessonId}-${Date.now()}`,
      originalName: `直播回放 ${lesson?.title ?? lessonId}.mkv`,
      size,
      uploadedBy: null,
    });
    await setReplay(deps, lessonId, asset.id, asset.duration);
  };

  // node-media-server keeps one event bus per process (`core/context.js`), shared by every instance: each handler
  // takes only its own port's sessions, and leaves the bus when this ingest stops (tests start several in one
  // process, and a stopped ingest's handlers would otherwise answer the next one's pushes with a closed database).
  const events = (load('node-media-server/src/core/context.js') as { eventEmitter: EventEmitter })
    .eventEmitter;
  const ours = (session: IngestSession) => session.socket.localPort === port;
  const onPublish = (session: IngestSession) => {
    if (!ours(session)) return;
    checkPublish(deps, session.streamApp, session.streamName, session.streamQuery?.key)
      .then((verdict) => {
        if ('refused' in verdict) {
          console.warn(
            `直播推流被拒绝（${session.ip} /${session.streamApp}/${session.streamName}）：${verdict.refused}`,
          );
          session.close();
          return;
        }
        return packageStream(session, verdict.lessonId);
      })
      .catch((err: unknown) => {
        console.error('直播推流处理失败：', err);
        session.close();
      });
  };
  // Only our own ffmpeg reads streams back; a viewer gets HLS under a grant, never RTMP.
  const onPlay = (session: IngestSession) => {
    if (!ours(session)) return;
    // The session's ip is `address:port`.
    const address = session.ip.replace(/:\d+$/, '');
    if (!['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(address)) session.close();
  };
  events.on('postPublish', onPublish);
  events.on('prePlay', onPlay);
  const leaveBus = () => {
    events.off('postPublish', onPublish);
    events.off('prePlay', onPlay);
  };
  const starting = nms.run();
  // The probe above cannot close the race of two instances starting at once, and node-media-server answers a taken
  // port by exiting the whole process. Its listen error arrives on a later tick: take its handler over now.
  const listener = nms.rtmpServer.tcpServer;
  listener?.removeAllListeners('error');
  const started = new Promise<Error | null>((resolve) => {
    listener?.once('listening', () => resolve(null));
    listener?.on('error', (err) => {
      console.error(`直播推流服务出错：${err.message}`);
      resolve(err);
    });
  });
  await starting;
  if (listener && (await started)) {
    console.error(`直播推流端口 ${port} 已被占用，未启动内置推流服务（LIVE_RTMP_PORT）`);
    leaveBus();
    await nms.stop();
    return null;
  }
  console.log(`live ingest (RTMP) listening on port ${port}`);
  return {
    port,
    stats: () => ({ ...stats }),
    async stop() {
      leaveBus();
      for (const child of running.values()) child.kill('SIGINT');
      await nms.stop();
    },
  };
}
