import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type {
  Announcement,
  Block,
  CourseDetailReply,
  CourseListItem,
  LaravelPage,
  LearnedVideo,
  ListPage,
  MsLookup,
  SearchItem,
  Slider,
  TgLookup,
  VideoItem,
} from '@meedu/contract';
import { isPresent } from '@meedu/contract';
import { DEMO, apiGet, passwordLogin } from '../support/api.ts';
import { expectLater, trackPageErrors } from '../support/browser.ts';
import { browserSuite } from '../support/suite.ts';

const baseURL = inject('baseURL');
const suite = browserSuite();
let token = '';

beforeAll(async () => {
  token = await passwordLogin(baseURL, DEMO.mobile, DEMO.password);
});

/** A new browser context; with `loggedIn` the demo student's token is in localStorage before the app starts. */
const fresh = (loggedIn = false) => suite.newPage(loggedIn ? { token } : {});

/** `data` of a successful API reply (fails the test on a business error). */
const get = <T>(path: string, auth = false) => apiGet<T>(baseURL, path, auth ? token : undefined);

/** The text a card shows as its title, whatever the block type. */
function itemLabels(block: Block): string[] {
  switch (block.sign) {
    case 'code':
      return [];
    case 'pc-book-v1':
    case 'pc-learnPath-v1':
      return (block.config_render.items ?? []).map((i) => i.name);
    case 'pc-ms-v1':
    case 'pc-tg-v1':
      return (block.config_render.items ?? []).map((i) => i.goods_title);
    default:
      return (block.config_render.items ?? []).map((i) => i.title);
  }
}

const blockTitle = (block: Block) => (block.sign === 'code' ? '' : block.config_render.title);

/** A request to an API path (pathname exact) whose query has the given values. */
function apiRequest(path: string, query: Record<string, string> = {}, method = 'GET') {
  return (r: Request) => {
    const u = new URL(r.url());
    return (
      r.method() === method &&
      u.pathname === path &&
      Object.entries(query).every(([k, v]) => u.searchParams.get(k) === v)
    );
  };
}

const courseListPath = (q: Record<string, string | number>) =>
  `/api/v2/courses?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString()}`;

const mmss = (s: number) =>
  `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

const videoTime = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? -1);

describe('learning catalogue in Chromium', () => {
  it('home renders the slider, the announcement line and the blocks of /api/v2/viewBlock/page/blocks', async () => {
    const [sliders, blocks, notice] = await Promise.all([
      get<Slider[]>('/api/v2/sliders?platform=PC'),
      get<Block[]>('/api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index'),
      get<Announcement | []>('/api/v2/announcement/latest'),
    ]);
    expect(sliders.length).toBeGreaterThan(0);
    expect(isPresent(notice)).toBe(true);
    const listBlocks = [...blocks].sort((a, b) => a.sort - b.sort).filter((b) => itemLabels(b).length > 0);
    expect(listBlocks.length).toBeGreaterThan(3);

    const page = await fresh();
    const errors = trackPageErrors(page);
    const blocksReq = expectLater(
      page.waitForRequest(
        apiRequest('/api/v2/viewBlock/page/blocks', { platform: 'pc', page_name: 'pc-page-index' }),
      ),
    );
    await page.goto('/');
    await blocksReq;
    const main = page.locator('.mc-home');

    // Carousel: every slider image, once each.
    await main.locator('.mc-carousel img').first().waitFor({ state: 'attached' });
    const srcs = await main
      .locator('.mc-carousel img')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));
    expect(new Set(srcs)).toEqual(new Set(sliders.map((s) => s.thumb)));

    // Block headings in server order, and each block's card titles.
    const headings = main.locator('h2.mc-block__title');
    await expect.poll(() => headings.allTextContents()).toEqual(listBlocks.map(blockTitle));
    for (const block of listBlocks) {
      const section = main.getByRole('region', { name: blockTitle(block), exact: true });
      expect(await section.locator('h3.mc-card__title').allTextContents()).toEqual(itemLabels(block));
    }

    // A vod card leads to the course detail page.
    const vod = listBlocks.find((b) => b.sign === 'pc-vod-v1');
    const firstCourse = vod?.sign === 'pc-vod-v1' ? vod.config_render.items[0] : undefined;
    if (!vod || vod.sign !== 'pc-vod-v1' || !firstCourse) throw new Error('no vod block in the demo data');
    await main
      .getByRole('region', { name: vod.config_render.title, exact: true })
      .getByRole('link', { name: firstCourse.title, exact: true })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname === `/courses/detail/${firstCourse.id}`);
    await page.getByRole('heading', { level: 1, name: firstCourse.title }).waitFor();

    // Announcement line '公告：{title}' → /announcement?id={id}.
    await page.goBack();
    if (!isPresent(notice)) throw new Error('no announcement');
    const line = main.getByRole('link', { name: `公告：${notice.title}` });
    await line.click();
    await page.waitForURL(
      (u) => u.pathname === '/announcement' && u.searchParams.get('id') === String(notice.id),
    );

    // The slide on show: an internal address navigates inside the app (no reload), an external one loads the page.
    await page
      .context()
      .route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>external</title>' }),
      );
    await page.goBack();
    // Hovering pauses autoplay, so the slide read is the slide clicked.
    await main.locator('.mc-carousel').hover();
    const slide = await main.locator('.mc-carousel__slide[aria-hidden="false"] .mc-slide').elementHandle();
    const src = await slide?.evaluate((b) => b.querySelector('img')?.getAttribute('src') ?? '');
    const slider = sliders.find((s) => s.thumb === src);
    if (!slide || !slider) throw new Error(`no visible slide (${src ?? ''})`);
    const documentStart = await page.evaluate(() => performance.timeOrigin);
    await slide.click();
    if (/https:|http:|www/.test(slider.url)) {
      await page.waitForURL((u) => u.href.startsWith(slider.url.replace(/^www/, 'https://www')));
    } else {
      await page.waitForURL((u) => u.pathname + u.search === slider.url);
      expect(await page.evaluate(() => performance.timeOrigin)).toBe(documentStart);
    }
    expect(errors).toEqual([]);
  });

  it('/courses: category and scene filters, page 2, reload and back keep the place in the URL', async () => {
    const categories =
      await get<{ id: number; name: string; children: { id: number }[] }[]>('/api/v2/course_categories');
    const top = categories.find((c) => c.children.length > 0);
    if (!top) throw new Error('no category with children');
    const titlesOf = async (q: Record<string, string | number>) =>
      (await get<LaravelPage<CourseListItem>>(courseListPath({ page_size: 16, ...q }))).data.map(
        (c) => c.title,
      );

    const page = await fresh();
    const errors = trackPageErrors(page);
    const cards = page.locator('.mc-page .mc-grid h3.mc-card__title');
    const url = () => new URL(page.url());
    const query = () => Object.fromEntries(url().searchParams);

    await page.goto('/courses');
    await expect.poll(() => cards.allTextContents()).toEqual(await titlesOf({ page: 1 }));

    // A top category: the request filters by it and the URL says so.
    const catReq = expectLater(
      page.waitForRequest(apiRequest('/api/v2/courses', { category_id: String(top.id) })),
    );
    await page
      .getByRole('group', { name: '分类：' })
      .getByRole('button', { name: top.name, exact: true })
      .click();
    const sentCat = new URL((await catReq).url()).searchParams;
    expect(sentCat.get('page')).toBe('1');
    expect(sentCat.get('page_size')).toBe('16');
    await page.waitForURL((u) => u.searchParams.get('cid') === String(top.id));
    const byCat = await titlesOf({ page: 1, category_id: top.id });
    expect(byCat.length).toBeGreaterThan(0);
    await expect.poll(() => cards.allTextContents()).toEqual(byCat);
    // The sub-category row appears for a top category with children.
    await page.getByRole('group', { name: '细分：' }).waitFor();

    // Plus the '免费' scene.
    const freeReq = expectLater(
      page.waitForRequest(apiRequest('/api/v2/courses', { category_id: String(top.id), scene: 'free' })),
    );
    await page.getByRole('tab', { name: '免费', exact: true }).click();
    await freeReq;
    expect(query()).toEqual({ cid: String(top.id), scene: 'free' });
    const catFree = await titlesOf({ page: 1, category_id: top.id, scene: 'free' });
    expect(catFree).not.toEqual(byCat);
    await expect.poll(() => cards.allTextContents()).toEqual(catFree);
    expect(await page.getByRole('tab', { name: '免费', exact: true }).getAttribute('aria-selected')).toBe(
      'true',
    );

    // Back to every category with the '热门' scene, which has more than one page (no single category does in the
    // demo data), then page 2.
    await page
      .getByRole('group', { name: '分类：' })
      .getByRole('button', { name: '全部', exact: true })
      .click();
    await page.waitForURL((u) => !u.searchParams.has('cid'));
    await page.getByRole('tab', { name: '热门', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('scene') === 'sub');
    const hot1 = await titlesOf({ page: 1, scene: 'sub' });
    await expect.poll(() => cards.allTextContents()).toEqual(hot1);

    const page2Req = expectLater(
      page.waitForRequest(apiRequest('/api/v2/courses', { scene: 'sub', page: '2' })),
    );
    await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await page2Req;
    expect(query()).toEqual({ scene: 'sub', page: '2' });
    const hot2 = await titlesOf({ page: 2, scene: 'sub' });
    expect(hot2.length).toBeGreaterThan(0);
    await expect.poll(() => cards.allTextContents()).toEqual(hot2);

    // Reload: same place, asked of the server again.
    const reloadReq = expectLater(
      page.waitForRequest(apiRequest('/api/v2/courses', { scene: 'sub', page: '2' })),
    );
    await page.reload();
    await reloadReq;
    expect(query()).toEqual({ scene: 'sub', page: '2' });
    await expect.poll(() => cards.allTextContents()).toEqual(hot2);
    expect(await page.locator('.ant-pagination-item-active').textContent()).toBe('2');

    // Back: page 1 of 热门, then every category with 免费, then the category with 免费.
    await page.goBack();
    await page.waitForURL((u) => !u.searchParams.has('page') && u.searchParams.get('scene') === 'sub');
    await expect.poll(() => cards.allTextContents()).toEqual(hot1);
    await page.goBack();
    await page.waitForURL((u) => !u.searchParams.has('cid') && u.searchParams.get('scene') === 'free');
    await expect.poll(() => cards.allTextContents()).toEqual(await titlesOf({ page: 1, scene: 'free' }));
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('cid') === String(top.id));
    await expect.poll(() => cards.allTextContents()).toEqual(catFree);
    expect(errors).toEqual([]);
  });

  describe('the player (demo student, free course)', () => {
    let videoId = 0;
    let courseId = 0;
    let recorded = 0;

    /** A video of a free course the demo student has never watched, and its course. */
    async function unwatchedFreeVideo(): Promise<{ video: VideoItem; courseId: number }> {
      const free = await get<LaravelPage<CourseListItem>>(
        courseListPath({ page: 1, page_size: 16, scene: 'free' }),
      );
      for (const c of free.data) {
        const learned = await get<LearnedVideo[]>(`/api/v3/member/learned/course/${c.id}`, true);
        if (learned.some((v) => v.watch_record !== null)) continue;
        const detail = await get<CourseDetailReply>(`/api/v2/course/${c.id}`, true);
        const videos = Object.values(detail.videos).flat();
        const video = videos.find((v) => v.duration >= 10 && v.ban_drag === 0);
        if (detail.isBuy && video) return { video, courseId: c.id };
      }
      throw new Error('no unwatched free course in the demo data');
    }

    it('plays a free video and its progress record reaches the server', async () => {
      const pick = await unwatchedFreeVideo();
      videoId = pick.video.id;
      courseId = pick.courseId;

      const page = await fresh(true);
      const errors = trackPageErrors(page);
      const playinfo = expectLater(
        page.waitForResponse((r) => apiRequest(`/api/v2/video/${videoId}/playinfo`)(r.request())),
      );
      await page.goto(`/courses/video/${videoId}`);
      const info = (await (await playinfo).json()) as { code: number; data: { urls: { url: string }[] } };
      expect(info.code).toBe(0);
      expect(info.data.urls.length).toBeGreaterThan(0);

      const codecs = await page.evaluate(() => ({
        mseH264: MediaSource.isTypeSupported('video/mp4; codecs="avc1.42E01E"'),
        canPlayH264: document.createElement('video').canPlayType('video/mp4; codecs="avc1.42E01E"'),
        nativeHls: document.createElement('video').canPlayType('application/vnd.apple.mpegurl'),
      }));
      console.info(
        `chromium codecs: ${JSON.stringify(codecs)}; first source ${info.data.urls[0]?.url ?? ''}`,
      );

      const player = page.locator('.art-video-player');
      await player.waitFor();
      await player.hover();
      await player.locator('.art-control-playAndPause').click();
      // The video really plays what the server serves.
      await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(2);

      const recordReq = expectLater(
        page.waitForRequest(apiRequest(`/api/v2/video/${videoId}/record`, {}, 'POST')),
      );
      await player.hover();
      await player.locator('.art-control-playAndPause').click();
      const request = await recordReq;
      const sent = request.postDataJSON() as { duration: number };
      expect(Number.isInteger(sent.duration)).toBe(true);
      expect(sent.duration).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.querySelector('video')?.paused)).toBe(true);
      const reply = (await (await request.response())?.json()) as { code: number } | undefined;
      expect(reply?.code).toBe(0);

      // The server now knows the position.
      await expect
        .poll(async () => {
          const rows = await get<LearnedVideo[]>(`/api/v3/member/learned/course/${courseId}`, true);
          return rows.find((v) => v.id === videoId)?.watch_record?.watch_seconds ?? 0;
        })
        .toBe(sent.duration);
      recorded = sent.duration;
      expect(errors).toEqual([]);
    });

    it('offers to resume at the recorded position and 继续观看 seeks there', async () => {
      expect(recorded).toBeGreaterThan(0);
      const page = await fresh(true);
      const errors = trackPageErrors(page);
      await page.goto(`/courses/video/${videoId}`);
      const box = page.getByTestId('video-resume');
      await box.waitFor();
      expect((await box.innerText()).replace(/\s+/g, ' ')).toContain(`上次看到 ${mmss(recorded)}`);
      expect(await videoTime(page)).toBeLessThan(1); // no automatic seek
      await box.getByRole('button', { name: '继续观看' }).click();
      await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(recorded - 0.5);
      expect(await videoTime(page)).toBeLessThan(recorded + 1.5);
      await box.waitFor({ state: 'detached' });

      // Playing on from there records beyond the previous position.
      const player = page.locator('.art-video-player');
      await player.hover();
      await player.locator('.art-control-playAndPause').click();
      await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(recorded + 1.5);
      const recordReq = expectLater(
        page.waitForRequest(apiRequest(`/api/v2/video/${videoId}/record`, {}, 'POST')),
      );
      await player.hover();
      await player.locator('.art-control-playAndPause').click();
      const sent = (await recordReq).postDataJSON() as { duration: number };
      expect(sent.duration).toBeGreaterThan(recorded);
      expect(errors).toEqual([]);
    });
  });

  describe('a paid course the demo student has not bought', () => {
    let course: CourseListItem | undefined;

    /** Paid, not bought by the demo student, and without a flash sale or group buy (those replace the button). */
    async function plainPaidCourse(): Promise<CourseListItem> {
      if (course) return course;
      const list = await get<LaravelPage<CourseListItem>>(courseListPath({ page: 1, page_size: 16 }));
      for (const c of list.data) {
        if (c.is_free === 1 || c.charge <= 0) continue;
        const [detail, ms, tg] = await Promise.all([
          get<CourseDetailReply>(`/api/v2/course/${c.id}`, true),
          get<MsLookup>(`/addons/MiaoSha/api/v1/m/0?course_id=${c.id}&course_type=course`, true),
          get<TgLookup>(`/addons/TuanGou/api/v1/t/0?course_id=${c.id}&course_type=course`, true),
        ]);
        if (detail.isBuy || isPresent(ms.data ?? null) || isPresent(tg.goods ?? null)) continue;
        course = c;
        return c;
      }
      throw new Error('no plain paid course in the demo data');
    }

    it('sends a logged-out buyer to /login with the detail page as redirect', async () => {
      const c = await plainPaidCourse();
      const page = await fresh();
      const errors = trackPageErrors(page);
      await page.goto(`/courses/detail/${c.id}`);
      await page.getByRole('button', { name: `订阅课程￥${c.charge}` }).click();
      await page.waitForURL((u) => u.pathname === '/login');
      expect(new URL(page.url()).search).toBe(`?redirect=${encodeURIComponent(`/courses/detail/${c.id}`)}`);
      expect(errors).toEqual([]);
    });

    it('sends a logged-in buyer to /order with the vod query', async () => {
      const c = await plainPaidCourse();
      const page = await fresh(true);
      const errors = trackPageErrors(page);
      await page.goto(`/courses/detail/${c.id}`);
      await page.getByRole('button', { name: `订阅课程￥${c.charge}` }).click();
      await page.waitForURL((u) => u.pathname === '/order');
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
        goods_id: String(c.id),
        goods_type: 'vod',
        goods_charge: String(c.charge),
        goods_label: '点播课程',
        goods_name: c.title,
        goods_thumb: c.thumb,
      });
      expect(errors).toEqual([]);
    });
  });

  it('finds courses from the header search box by 3+ and 2-character Chinese substrings', async () => {
    const list = await get<LaravelPage<CourseListItem>>(courseListPath({ page: 1, page_size: 16 }));
    /** A keyword cut from a course title whose search (first page, all types) lists that course. */
    async function keywordFor(length: number, skip: string[]): Promise<{ keyword: string; title: string }> {
      for (const c of list.data) {
        if (skip.includes(c.title)) continue;
        for (const run of c.title.match(/[\u4e00-\u9fff]+/g) ?? []) {
          for (let at = 0; at + length <= run.length; at++) {
            const keyword = run.slice(at, at + length);
            const r = await get<ListPage<SearchItem>>(
              `/api/v3/search?${new URLSearchParams({ keywords: keyword, type: '0', page: '1', size: '10' })}`,
            );
            if (r.data.some((i) => i.resource_type === 'vod' && i.resource_id === c.id))
              return { keyword, title: c.title };
          }
        }
      }
      throw new Error(`no ${length}-character keyword finds a course`);
    }
    const long = await keywordFor(4, []);
    const short = await keywordFor(2, [long.title]);

    const page = await fresh();
    const errors = trackPageErrors(page);
    await page.goto('/courses');
    for (const { keyword, title } of [long, short]) {
      const box = page.locator('header').getByPlaceholder('请输入关键字');
      const sent = expectLater(page.waitForRequest(apiRequest('/api/v3/search', { keywords: keyword })));
      await box.fill(keyword);
      await box.press('Enter');
      await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('keywords') === keyword);
      await sent;
      const results = page.getByRole('list', { name: '搜索结果' });
      const row = results.getByRole('button', { name: `【录播课】${title}` });
      await row.waitFor();
      // The keyword is highlighted in the title.
      expect(await row.locator('mark, em').first().textContent()).toBe(keyword);
      // And the row leads to the course.
      const course = list.data.find((c) => c.title === title);
      await row.click();
      await page.waitForURL((u) => u.pathname === `/courses/detail/${course?.id ?? 0}`);
    }
    expect(errors).toEqual([]);
  });
});
