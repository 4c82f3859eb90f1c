import { describe, expect, inject, it } from 'vitest';
import type { CourseListItem, LaravelPage } from '@meedu/contract';
import { apiGet } from '../support/api.ts';
import { trackPageErrors } from '../support/browser.ts';
import { browserSuite } from '../support/suite.ts';

/** A course page as a crawler gets it, then as a browser shows it: the SPA takes over without moving anything. */
const baseURL = inject('baseURL');
const suite = browserSuite();

interface Observed {
  /** The root's heading when the document was parsed, before any module script ran. */
  serverHeading: string | null;
  cls: number;
}

declare global {
  interface Window {
    __seo: Observed;
  }
}

describe('crawlable course page', () => {
  it('is readable before scripts run, and the SPA replaces it with a layout shift of at most 0.02', async () => {
    const list = await apiGet<LaravelPage<CourseListItem>>(baseURL, '/api/v2/courses?page=1&page_size=16');
    const course = list.data[0];
    if (!course) throw new Error('no course in the demo data');

    const page = await suite.newPage();
    const errors = trackPageErrors(page);
    await page.addInitScript(() => {
      const seen: Observed = { serverHeading: null, cls: 0 };
      window.__seo = seen;
      // 'interactive': the document is parsed and module scripts have not run yet.
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          seen.serverHeading = document.querySelector('#root .ssr-page h1')?.textContent ?? null;
      });
      new PerformanceObserver((entries) => {
        for (const e of entries.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!e.hadRecentInput) seen.cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/courses/detail/${course.id}`);
    // The SPA's own page, once its first render has replaced the server markup.
    await page.locator('.ssr-page').waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: course.title }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => window.__seo);
    expect(seen.serverHeading).toBe(course.title);
    expect(await page.title()).toContain(course.title);
    expect(seen.cls).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
  });
});
