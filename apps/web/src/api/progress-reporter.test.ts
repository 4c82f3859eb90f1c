import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { networkError, onGet, onPost, refuse } from '../../test/handlers/http.ts';
import { server } from '../../test/msw.ts';
import {
  PROGRESS_QUEUE_KEY,
  flushProgress,
  prepareProgressBeacon,
  queuedProgress,
  reportProgress,
} from './progress-reporter.ts';

const stored = () => JSON.parse(localStorage.getItem(PROGRESS_QUEUE_KEY) ?? '{}') as Record<string, unknown>;

/** The positions the server received for video 7, in order. */
function recordServer(reply: () => Response | [] = () => []) {
  const got: number[] = [];
  server.use(
    onPost('/api/v2/video/7/record', async ({ request }) => {
      got.push(((await request.json()) as { duration: number }).duration);
      return reply();
    }),
  );
  return got;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the durable progress queue', () => {
  it('keeps a position the network lost, the furthest one, and sends it when the connection returns', async () => {
    let online = false;
    const got = recordServer(() => (online ? [] : networkError()));
    reportProgress({ kind: 'video', id: 7, seconds: 30 });
    await waitFor(() => expect(got).toEqual([30]));
    reportProgress({ kind: 'video', id: 7, seconds: 20 }); // a late, smaller report never moves it back
    await waitFor(() => expect(got).toEqual([30, 30]));
    expect(stored()).toEqual({ 'video:7': { kind: 'video', id: 7, seconds: 30 } });
    expect(queuedProgress('video', 7)).toBe(30);

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(localStorage.getItem(PROGRESS_QUEUE_KEY)).toBeNull());
    expect(got.at(-1)).toBe(30);
    expect(queuedProgress('video', 7)).toBe(0);
  });

  it('sends what an earlier visit left, and drops a position the server refuses', async () => {
    localStorage.setItem(
      PROGRESS_QUEUE_KEY,
      JSON.stringify({ 'video:7': { kind: 'video', id: 7, seconds: 44 } }),
    );
    const got = recordServer(() => refuse('请购买后观看') as Response);
    expect(await flushProgress()).toBe(true);
    expect(got).toEqual([44]);
    expect(localStorage.getItem(PROGRESS_QUEUE_KEY)).toBeNull();
  });

  it('sends live-replay positions to the live addon', async () => {
    const got: number[] = [];
    server.use(
      onPost('/addons/zhibo/api/v1/course/3/video/9/vodWatchRecord', async ({ request }) => {
        got.push(((await request.json()) as { duration: number }).duration);
        return [];
      }),
    );
    reportProgress({ kind: 'replay', courseId: 3, id: 9, seconds: 12 });
    await waitFor(() => expect(got).toEqual([12]));
  });

  it('keeps a book reading position the network lost and sends it again (ours only)', async () => {
    let online = false;
    const got: number[] = [];
    server.use(
      onPost('/addons/MeeduBooks/api/v1/book/article/11/record', async ({ request }) => {
        got.push(((await request.json()) as { position: number }).position);
        return online ? [] : networkError();
      }),
    );
    reportProgress({ kind: 'book', id: 11, position: 60 });
    reportProgress({ kind: 'book', id: 11, position: 25 }); // scrolled back up: the furthest stays
    await waitFor(() => expect(got).toEqual([60]));
    expect(stored()).toEqual({ 'book:11': { kind: 'book', id: 11, position: 60 } });
    expect(queuedProgress('book', 11)).toBe(60);
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(localStorage.getItem(PROGRESS_QUEUE_KEY)).toBeNull());
    expect(got).toEqual([60, 60]);
  });

  it('hands waiting video positions to sendBeacon with the signed token, never the member token', async () => {
    localStorage.setItem('meedu-user-token', 'member-token');
    server.use(onGet('/api/v2/progress/beacon-token', { token: 'signed.beacon', expires_in: 3600 }));
    await prepareProgressBeacon();
    recordServer(() => networkError());
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    reportProgress({ kind: 'video', id: 7, seconds: 51 });

    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toMatch(/\/api\/v2\/progress\/beacon$/);
    expect(JSON.parse(body)).toEqual({ token: 'signed.beacon', videos: [{ id: 7, duration: 51 }] });
    expect(url + body).not.toContain('member-token');
    // Still queued until a normal request confirms it.
    expect(queuedProgress('video', 7)).toBe(51);
  });
});
