import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { loginWithToken } from './accounts.ts';
import { launchBrowser, newContext } from './browser.ts';

export interface PageOptions {
  /** Logged in with this token before the app starts (set once, so a logout inside the test sticks). */
  token?: string;
  /** Another site than the suite's server (a test's own server). */
  url?: string;
  /** The browser's time zone (`Asia/Shanghai`, `America/New_York`). */
  timezoneId?: string;
}

/**
 * The set-up every browser test file shares: one Chromium for the file, launched before its tests and closed
 * after them with every browser context it opened. `url` is the server the pages open (the suite's shared one
 * unless the file starts its own).
 */
export function browserSuite(url: () => string = () => inject('baseURL')) {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts.splice(0)) await context.close();
    await browser?.close();
  });

  async function open({ token, url: site = url(), timezoneId }: PageOptions): Promise<Page> {
    if (!browser) throw new Error('the browser starts in beforeAll');
    const context = await newContext(browser, site, timezoneId);
    contexts.push(context);
    const page = await context.newPage();
    if (token) await loginWithToken(page, token);
    return page;
  }

  return {
    /** A page in a new browser context (empty storage), the contexts opened before it closed. */
    async newPage(options: PageOptions = {}): Promise<Page> {
      for (const context of contexts.splice(0)) await context.close();
      return open(options);
    },
    /** A page in a new browser context beside the open ones: two members at once. */
    anotherPage: (options: PageOptions = {}): Promise<Page> => open(options),
  };
}
