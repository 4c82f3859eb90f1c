import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CourseDetailReply, CourseListItem, LaravelPage } from '@meedu/contract';
import { DEMO, apiGet, passwordLogin } from '../support/api.ts';
import { expectLater, trackPageErrors } from '../support/browser.ts';
import { browserSuite } from '../support/suite.ts';

/** What the first screens download, as the browser sees it on the wire. */
const baseURL = inject('baseURL');
const suite = browserSuite();
let token = '';

beforeAll(async () => {
  token = await passwordLogin(baseURL, DEMO.mobile, DEMO.password);
});

const get = <T>(path: string) => apiGet<T>(baseURL, path, token);

const isMedia = (url: string) => /\.(ts|mp4|m4s)$/.test(new URL(url).pathname);

describe('loading on demand', () => {
  // This Chromium plays HLS natively; hiding that sends the same page through hls.js (as Chrome without it does).
  it.each([
    ['natively', false],
    ['through hls.js', true],
  ])('the player downloads no video before play, and starts on play (HLS %s)', async (_how, viaHlsJs) => {
    // The last video of the last free course: the catalogue tests watch the first unwatched one.
    const free = await get<LaravelPage<CourseListItem>>('/api/v2/courses?page=1&page_size=16&scene=free');
    const course = free.data[free.data.length - 1];
    if (!course) throw new Error('no free course in the demo data');
    const detail = await get<CourseDetailReply>(`/api/v2/course/${course.id}`);
    const video = Object.values(detail.videos).flat().at(-1);
    if (!video) throw new Error('no video');

    const page = await suite.newPage({ token });
    if (viaHlsJs) {
      await page.context().addInitScript(() => {
        const canPlay = HTMLMediaElement.prototype.canPlayType;
        HTMLMediaElement.prototype.canPlayType = function (type: string) {
          return /mpegurl/i.test(type) ? '' : canPlay.call(this, type);
        };
      });
    }
    const errors = trackPageErrors(page);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(`/courses/video/${video.id}`);
    const player = page.locator('.art-video-player');
    await player.waitFor();
    await page.waitForLoadState('networkidle');
    expect(requested.filter(isMedia)).toEqual([]);
    expect(await page.evaluate(() => document.querySelector('video')?.readyState)).toBe(0);

    // hls.js has read the playlist only; a native player has not even done that.
    const playlists = requested.filter((u) => new URL(u).pathname.endsWith('.m3u8'));
    expect(playlists.length).toBe(viaHlsJs ? 1 : 0);

    const segment = expectLater(page.waitForRequest((r) => isMedia(r.url())));
    await player.hover();
    await player.locator('.art-control-playAndPause').click();
    await segment;
    await expect
      .poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0), { timeout: 20_000 })
      .toBeGreaterThan(0.5);
    expect(errors).toEqual([]);
  });

  it('the first screen’s requests and the route’s code leave before the main code arrives, and are asked once', async () => {
    const list = await get<LaravelPage<CourseListItem>>('/api/v2/courses?page=1&page_size=1');
    const course = list.data[0];
    if (!course) throw new Error('no course in the demo data');
    const page = await suite.newPage();
    const errors = trackPageErrors(page);
    // The main code's largest file arrives a second and a half late, as on a slow line.
    let vendorArrived = 0;
    await page.route('**/assets/vendor-*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      vendorArrived = Date.now();
      await route.continue();
    });
    const sent: { path: string; at: number }[] = [];
    page.on('request', (r) => sent.push({ path: new URL(r.url()).pathname, at: Date.now() }));
    const failed: string[] = [];
    page.on('response', (r) => void (r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`)));
    await page.goto(`/courses/detail/${course.id}`);
    await page.getByRole('heading', { name: course.title }).waitFor();

    const first = (p: string | RegExp) =>
      sent.find((s) => (typeof p === 'string' ? s.path === p : p.test(s.path)));
    for (const early of ['/api/v2/other/config', '/api/v2/navs', `/api/v2/course/${course.id}`]) {
      expect(first(early)?.at, early).toBeLessThan(vendorArrived);
    }
    expect(first(/\/assets\/CourseDetailPage-[\w-]+\.js$/)?.at).toBeLessThan(vendorArrived);
    // The cover, the page's LCP element, is asked for as soon as the course's answer names it, and only once.
    const cover = new URL(course.thumb).pathname;
    expect(first(cover)?.at, cover).toBeLessThan(vendorArrived);
    expect(sent.filter((s) => s.path === cover)).toHaveLength(1);
    // Start-up took the early answers rather than asking again.
    expect(sent.filter((s) => s.path === '/api/v2/other/config')).toHaveLength(1);
    expect(sent.filter((s) => s.path === '/api/v2/navs')).toHaveLength(1);
    // Everything the early scripts asked for exists (a chunk of styles only leaves the build, its stylesheet stays).
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });
});
