import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { repoRoot } from './server.ts';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the gate holds every screen to (issue 29). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's findings on the page as it is now, one line per rule and element ("" when there are none).
 * Legacy mode runs axe inside the page itself: the default mode opens a blank page per analysis to merge frame
 * results, which costs a second a screen, and the storefront has no cross-origin frames to merge.
 */
export async function axeViolations(page: Page, label: string, exclude: string[] = []): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${label} — ${v.id} (${v.impact ?? ''}): ${n.target.join(' ')} ${n.html.slice(0, 160)} — ${n.failureSummary ?? ''}`,
    ),
  );
}

/** What a screen shows while it still loads: a page spinner, a list or detail marked busy, a skeleton. */
const LOADING = '.page-spinner, [aria-busy="true"], .skeleton-block, .ant-spin-spinning';

/**
 * Waits until the screen shows its content: the app mounted, nothing on it still loading and no entrance
 * animation running (a button caught mid-fade has its text at half contrast). Endless animations (a live badge's
 * pulse) do not count.
 */
export async function settled(page: Page): Promise<void> {
  try {
    await page.waitForFunction((loading) => {
      const root = document.getElementById('root');
      if (!root || root.childElementCount === 0 || document.querySelector(loading)) return false;
      return document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity);
    }, LOADING);
  } catch (e) {
    const still = await page
      .locator(LOADING)
      .evaluateAll((els) => els.map((el) => el.outerHTML.slice(0, 200)));
    throw new Error(`${page.url()} never finished loading: ${still.join(' | ')}`, { cause: e });
  }
}

export interface RouteRow {
  path: string;
  auth: boolean;
}

/**
 * The storefront's route table read from its source (apps/web/src/app/routes.ts), so a route added there is
 * visited by the gate without anyone remembering to list it. The module itself is not imported: it pulls the
 * whole SPA's page modules into the browser suite's type check.
 */
export function storefrontRoutes(): RouteRow[] {
  const source = fs.readFileSync(path.join(repoRoot, 'apps/web/src/app/routes.ts'), 'utf8');
  const rows = [...source.matchAll(/path: '([^']+)',\s*layout: '\w+',\s*auth: (true|false),/g)].map((m) => ({
    path: m[1] ?? '',
    auth: m[2] === 'true',
  }));
  if (rows.length < 40) throw new Error(`read only ${rows.length} routes from the route table`);
  return rows;
}

/** A pattern's matcher for a concrete same-site address (`/courses/detail/:id` → `/courses/detail/12`). */
export function patternMatcher(pattern: string): RegExp {
  const body = pattern.replace(/:[A-Za-z]+/g, '\\d+');
  return new RegExp(`^${body}$`);
}
