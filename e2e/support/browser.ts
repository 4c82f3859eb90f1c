import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, never a downloaded browser; no background traffic on the closed network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

export async function newContext(
  browser: Browser,
  baseURL: string,
  /** The browser's IANA zone (the machine's when unset). */
  timezoneId?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 900 },
    ...(timezoneId ? { timezoneId } : {}),
  });
  context.setDefaultTimeout(25_000);
  return context;
}

/** Collects uncaught page errors so a test can assert the page never crashed. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * A wait (for a request or a response) started before the action that causes it and awaited after. If the test fails
 * in between, the abandoned wait times out later as an unhandled rejection, which fails the whole run even when the
 * test's retry passes; handling it here (with a line in the output) leaves the report with the step that failed. Awaiting it still
 * rejects.
 */
export function expectLater<T>(wait: Promise<T>): Promise<T> {
  wait.catch((err: unknown) => {
    // Awaited, the test reports it; abandoned by a failed step, it still shows in the run's output.
    console.warn(
      `a wait started before its action failed: ${err instanceof Error ? err.message : String(err)}`,
    );
  });
  return wait;
}
