import type { ProgressBeaconRequest, ProgressBeaconTokenReply } from '@meedu/contract';
import { DurableQueue } from '../lib/durable-queue.ts';
import { token as memberToken } from '../lib/storage.ts';
import { ApiError, api, apiUrl, goApi } from './client.ts';

/**
 * Learning progress that is never lost (issue 30): every position goes into a localStorage queue first (the exam
 * answer sheet's, lib/durable-queue.ts), keeping the furthest per item, and is then sent; what the network loses is
 * sent again on `online`, every RETRY_MS and on the next visit. When the tab is hidden or closed the videos waiting
 * also go out with `navigator.sendBeacon`, authorised by a short-lived signed token fetched beforehand (a beacon
 * cannot send the Authorization header). The server keeps the maximum, so a position sent twice is harmless.
 * Book reading positions go the same way, to our server only (the reader sends them when the read reply says the
 * server takes them).
 */
export type ProgressItem =
  | { kind: 'video'; id: number; seconds: number }
  /** A live lesson (`live`: seconds watched live; `replay`: the replay position) of the live addon. */
  | { kind: 'live' | 'replay'; courseId: number; id: number; seconds: number }
  /** How far down a book article (its id) the member has read, per cent (ours only, issue 30). */
  | { kind: 'book'; id: number; position: number };

export const PROGRESS_QUEUE_KEY = 'meedu-progress-queue';
/** How often waiting positions are tried again (besides the `online` event). */
export const RETRY_MS = 10_000;
/** A beacon token is fetched again when less than this is left of it. */
const TOKEN_MARGIN_MS = 5 * 60_000;

const idOf = (p: ProgressItem) => `${p.kind}:${p.id}`;
/** How far an item has got: seconds of a video or lesson, per cent of an article. */
const reach = (p: ProgressItem) => (p.kind === 'book' ? p.position : p.seconds);
const furthest = (queued: ProgressItem, next: ProgressItem) => (reach(next) > reach(queued) ? next : queued);

let queue: DurableQueue<ProgressItem> | null = null;
const progressQueue = () => (queue ??= new DurableQueue(PROGRESS_QUEUE_KEY, idOf, furthest));

function send(p: ProgressItem): Promise<unknown> {
  if (p.kind === 'video')
    return api.post(`/api/v2/video/${p.id}/record`, { duration: p.seconds }, { silent: true });
  if (p.kind === 'book')
    return api.post(
      `/addons/MeeduBooks/api/v1/book/article/${p.id}/record`,
      { position: p.position },
      { silent: true },
    );
  const endpoint = p.kind === 'live' ? 'liveWatchRecord' : 'vodWatchRecord';
  return goApi.post(
    `/addons/zhibo/api/v1/course/${p.courseId}/video/${p.id}/${endpoint}`,
    { duration: p.seconds },
    { silent: true },
  );
}

let running: Promise<boolean> | null = null;
let retryTimer: number | null = null;

/** Sends everything waiting, one at a time; true when the server has it all. */
export function flushProgress(): Promise<boolean> {
  if (running) return running;
  const q = progressQueue();
  q.reload(); // another tab may have queued positions meanwhile
  running = (async () => {
    // What is reported while a send is under way is sent after it, in the same run.
    for (let next = q.pending()[0]; next; next = q.pending()[0]) {
      const { item, version } = next;
      try {
        await send(item);
      } catch (e) {
        // Refused (not bought, signed out): sending it again cannot help. Anything else waits for the network.
        if (!(e instanceof ApiError && (e.kind === 'business' || e.kind === 'auth'))) {
          scheduleRetry();
          return false;
        }
        // The player shows why it cannot play; the position itself is left in the console for whoever looks.
        console.warn('学习进度未被接受', idOf(item), reach(item), e.message);
      }
      q.done(idOf(item), version);
    }
    return true;
  })();
  void running.finally(() => {
    running = null;
  });
  return running;
}

function scheduleRetry(): void {
  if (retryTimer !== null) return;
  retryTimer = window.setTimeout(() => {
    retryTimer = null;
    void flushProgress();
  }, RETRY_MS);
}

/** Queues the position (kept if it is the furthest known here) and sends it. */
export function reportProgress(item: ProgressItem): void {
  listen();
  const q = progressQueue();
  q.reload();
  q.put(item);
  void flushProgress();
}

/** The furthest position of an item that this browser has not got to the server yet (0 when none). */
export function queuedProgress(kind: ProgressItem['kind'], id: number): number {
  const q = progressQueue();
  q.reload();
  const queued = q.get(`${kind}:${id}`);
  return queued ? reach(queued) : 0;
}

// ---------------------------------------------------------------- leaving the page

/** The signed token of the member logged in when it was fetched: another login (or a logout) never reuses it. */
let beaconToken: { token: string; until: number; member: string | null } | null = null;

const usableBeaconToken = (marginMs: number) =>
  beaconToken && beaconToken.member === memberToken.get() && beaconToken.until - Date.now() > marginMs
    ? beaconToken
    : null;

/**
 * Fetches the beacon token while the page is alive (a closing page cannot wait for it). Quiet when the server has
 * none (a MeEdu server): positions then wait in the queue for the next visit.
 */
export async function prepareProgressBeacon(): Promise<void> {
  listen();
  if (usableBeaconToken(TOKEN_MARGIN_MS)) return;
  try {
    const reply = await api.get<ProgressBeaconTokenReply>('/api/v2/progress/beacon-token', undefined, {
      silent: true,
    });
    beaconToken = {
      token: reply.token,
      until: Date.now() + reply.expires_in * 1000,
      member: memberToken.get(),
    };
  } catch (e) {
    beaconToken = null;
    // A MeEdu server has no beacon token (404): expected. Anything else is worth a line in the console.
    if (!(e instanceof ApiError && e.status === 404)) console.warn('离开页面时的进度上报未就绪', e);
  }
}

/** The waiting video and book positions, by beacon; they stay queued until a normal request confirms them. */
function beaconProgress(): void {
  const pending = progressQueue()
    .pending()
    .map(({ item }) => item);
  const videos = pending.flatMap((p) => (p.kind === 'video' ? [{ id: p.id, duration: p.seconds }] : []));
  const books = pending.flatMap((p) =>
    p.kind === 'book' ? [{ article_id: p.id, position: p.position }] : [],
  );
  const signed = usableBeaconToken(0);
  if (videos.length + books.length === 0 || !signed) return;
  if (typeof navigator.sendBeacon !== 'function') return;
  const body: ProgressBeaconRequest = { token: signed.token, videos, ...(books.length ? { books } : {}) };
  navigator.sendBeacon(apiUrl('/api/v2/progress/beacon'), JSON.stringify(body));
}

let listening = false;

function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('online', () => void flushProgress());
  window.addEventListener('pagehide', beaconProgress);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden') return;
    beaconProgress();
    void flushProgress(); // a hidden tab may live on: a normal request then confirms it
  });
}
