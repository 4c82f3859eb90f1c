import { Piscina } from 'piscina';

/** Work for the CPU pool (lib/cpu-worker.mjs). */
export type CpuTask =
  | { op: 'hash'; plain: string }
  | { op: 'compare'; plain: string; hash: string }
  | { op: 'captcha'; text: string; width: number; height: number }
  | { op: 'svgPng'; svg: string };

interface CpuResult {
  hash: string;
  compare: boolean;
  captcha: Uint8Array;
  svgPng: Uint8Array;
}

/**
 * Worker threads (piscina) for CPU-heavy work, so a burst of logins or captchas does not stall other
 * requests. Two threads: the machines this runs on have few cores, and the event loop needs one.
 */
const pool = new Piscina({
  filename: new URL('./cpu-worker.mjs', import.meta.url).href,
  maxThreads: 2,
  idleTimeout: 30_000,
});

export async function runOnCpuPool<T extends CpuTask>(task: T): Promise<CpuResult[T['op']]> {
  return (await pool.run(task)) as CpuResult[T['op']];
}
