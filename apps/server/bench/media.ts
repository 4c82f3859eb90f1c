import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { readConfig } from '../src/config.ts';
import { createDeps } from '../src/context.ts';
import { openSqlite } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { systemClock } from '../src/lib/clock.ts';
import { mediaTools, probe, runTool } from '../src/media/ffmpeg.ts';
import { createMediaWorker } from '../src/media/jobs.ts';
import { packagingArgs, renditionsFor } from '../src/media/packager.ts';
import { acceptUpload } from '../src/media/service.ts';
import { mediaJobHandlers } from '../src/media/worker.ts';

/**
 * `npm run bench:media`: the packaging pipeline's wall time against ffmpeg alone. Makes a one-minute 720p clip
 * (H.264 + AAC), then, alternating, (a) runs the pipeline on it — upload accepted, job claimed by a worker,
 * probe, the packaging ffmpeg run, outputs through the storage, asset ready — and (b) runs the same ffmpeg
 * command line on the same file by itself. Prints each round, the medians and their ratio (goal ≤ 1.15).
 *
 * Wall time is what the goal is about, but on a machine shared with other work x264's own time drifts by tens of
 * percent between runs. So both sides run ffmpeg through a wrapper that logs when the encode started and ended,
 * and the bench also prints what the pipeline spent outside ffmpeg (claim, probe, storage, database): the part the
 * pipeline adds, which the machine's load hardly moves. CPU time (this process and its finished children) is
 * printed too.
 *
 * BENCH_ROUNDS (default 3), BENCH_SECONDS (clip length, default 60).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const CLOCK_TICKS = 100; // Linux USER_HZ

/** CPU time (ms) used so far by this process and by its children that have ended (Linux /proc). */
function cpuMs(): number {
  const own = process.cpuUsage();
  // Fields after the command name: cutime and cstime are the 14th and 15th (1-based) after ") ".
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  const children = (Number(fields[13]) + Number(fields[14])) * (1000 / CLOCK_TICKS);
  return (own.user + own.system) / 1000 + children;
}

interface Sample {
  wall: number;
  cpu: number;
  /** Wall time of the ffmpeg run inside it. */
  ffmpeg: number;
}

/** An ffmpeg that logs its own start and end (ns) to `log`, so a run's encode can be told from the rest. */
function timedFfmpeg(dir: string, real: string): { file: string; lastRunMs: () => number } {
  const file = path.join(dir, 'timed-ffmpeg');
  const log = path.join(dir, 'ffmpeg-times.log');
  fs.writeFileSync(
    file,
    `#!/bin/sh\nstart=$(date +%s%N)\n"${real}" "$@"\nrc=$?\necho "$start $(date +%s%N)" >> "${log}"\nexit $rc\n`,
  );
  fs.chmodSync(file, 0o755);
  const lastRunMs = () => {
    const [start, end] = fs.readFileSync(log, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
    return (end! - start!) / 1e6;
  };
  return { file, lastRunMs };
}

/** Wall and CPU time of `work`, and of the ffmpeg run it made. */
async function measure(work: () => Promise<void>, ffmpegMs: () => number): Promise<Sample> {
  const [wall0, cpu0] = [performance.now(), cpuMs()];
  await work();
  return { wall: performance.now() - wall0, cpu: cpuMs() - cpu0, ffmpeg: ffmpegMs() };
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'meedu-bench-media-'));
  const timed = timedFfmpeg(work, mediaTools(readConfig({}).media).ffmpeg);
  const config = readConfig({
    DATA_DIR: work,
    MEDIA_STORAGE_DIR: path.join(work, 'media'),
    FFMPEG_PATH: timed.file,
  });
  const tools = mediaTools(config.media);
  const store = openSqlite(path.join(work, 'bench.sqlite'));
  try {
    await migrate(store);
    const deps = await createDeps(store, config, systemClock, 'bench-secret-at-least-16-chars');
    const worker = createMediaWorker(deps, { id: 'bench', handlers: mediaJobHandlers });

    const clip = path.join(work, 'clip.mp4');
    console.log(`making a ${SECONDS}-second 1280x720 clip with ${tools.ffmpeg} …`);
    await runTool(tools.ffmpeg, [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=25:duration=${SECONDS}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${SECONDS}`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p', '-g', '50'],
      ...['-c:a', 'aac', '-b:a', '128k', '-shortest', '-movflags', '+faststart', clip],
    ]);
    const probed = await probe(tools, clip);
    const renditions = renditionsFor(probed.video!.width, probed.video!.height);

    /** The pipeline: an accepted upload through the worker to a ready asset. */
    const pipeline = async (round: number) => {
      const staged = path.join(work, `staged-${round}`);
      fs.copyFileSync(clip, staged);
      const asset = await acceptUpload(deps, {
        file: staged,
        uploadId: `bench-${round}`,
        originalName: 'bench.mp4',
        size: fs.statSync(staged).size,
        uploadedBy: null,
      });
      let ran = 0;
      const sample = await measure(async () => {
        ran = await worker.drain();
      }, timed.lastRunMs);
      const row = await deps.db
        .selectFrom('media_assets')
        .select(['status', 'error'])
        .where('id', '=', asset.id)
        .executeTakeFirstOrThrow();
      if (ran !== 1 || row.status !== 'ready') throw new Error(`packaging failed: ${row.error}`);
      return sample;
    };

    /** The same command line, by itself, on the same file. */
    const alone = async (round: number) => {
      const dir = path.join(work, `alone-${round}`);
      fs.mkdirSync(path.join(dir, 'out'), { recursive: true });
      const keyFile = path.join(dir, 'enc.key');
      fs.writeFileSync(keyFile, Buffer.alloc(16, 1));
      const keyInfoFiles = renditions.map((r) => {
        const file = path.join(dir, `${r.name}.keyinfo`);
        fs.writeFileSync(file, `key\n${keyFile}\n${'ab'.repeat(16)}\n`);
        return file;
      });
      const args = packagingArgs({
        input: clip,
        outDir: path.join(dir, 'out'),
        renditions,
        hasAudio: probed.audio !== null,
        posterAt: probed.duration * 0.1,
        keyInfoFiles,
      });
      const sample = await measure(async () => {
        await runTool(tools.ffmpeg, args);
      }, timed.lastRunMs);
      fs.rmSync(dir, { recursive: true, force: true });
      return sample;
    };

    const times = { pipeline: [] as Sample[], alone: [] as Sample[] };
    const line = (p: Sample, a: Sample) =>
      `pipeline ${seconds(p.wall)} (outside ffmpeg ${seconds(p.wall - p.ffmpeg)}; CPU ${seconds(p.cpu)}), ` +
      `ffmpeg alone ${seconds(a.wall)} (CPU ${seconds(a.cpu)}): ratio ${(p.wall / a.wall).toFixed(3)} wall, ` +
      `${(p.cpu / a.cpu).toFixed(3)} CPU; the pipeline's own part adds ${(((p.wall - p.ffmpeg) / p.ffmpeg) * 100).toFixed(2)} %`;
    for (let round = 1; round <= ROUNDS; round++) {
      // Alternate which goes first: the machine's speed drifts within a run.
      const order = round % 2 === 1 ? (['alone', 'pipeline'] as const) : (['pipeline', 'alone'] as const);
      for (const which of order)
        times[which].push(await (which === 'alone' ? alone(round) : pipeline(round)));
      console.log(`round ${round}: ${line(times.pipeline.at(-1)!, times.alone.at(-1)!)}`);
    }
    const med = (xs: Sample[]): Sample => ({
      wall: median(xs.map((x) => x.wall)),
      cpu: median(xs.map((x) => x.cpu)),
      ffmpeg: median(xs.map((x) => x.ffmpeg)),
    });
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(
      `packaging, ${SECONDS} s of 1280x720 → ${renditions.map((r) => r.name).join(' + ')} encrypted HLS + poster, ` +
        `median of ${ROUNDS}: ${line(med(times.pipeline), med(times.alone))} (goal ≤ 1.15); load average ${load}`,
    );
  } finally {
    await store.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
