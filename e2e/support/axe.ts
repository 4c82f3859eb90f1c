import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { repoRoot } from './server.ts';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the gate holds every screen to (issue 29). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What the page reports of one finding: rule, impact, element, its markup and axe's summary. */
interface Finding {
  rule: string;
  impact: string;
  target: string;
  html: string;
  summary: string;
}

/**
 * axe-core's findings on the page as it is now, one line per rule and element ("" when there are none).
 *
 * axe runs inside the page's main document only, injected once per document (a client-side route change keeps
 * it): `@axe-core/playwright` sent its half-megabyte source twice per analysis into every frame and brought back
 * every passing element's details, which was most of the gate's time. Frames are left out: the only one the
 * screens show is the console's storefront preview, and the storefront's own pages are analysed directly. Only
 * violations are gathered (`resultTypes`), and they are reduced to lines inside the page.
 */
async function analyse(page: Page, label: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const findings = await page.evaluate(async (tags) => {
    const engine = (window as unknown as { axe: typeof axe }).axe;
    const results = await engine.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      iframes: false,
    });
    return results.violations.flatMap((v) =>
      v.nodes.map((n) => ({
        rule: v.id,
        impact: v.impact ?? '',
        target: n.target.join(' '),
        html: n.html.slice(0, 160),
        summary: n.failureSummary ?? '',
      })),
    );
  }, WCAG_TAGS);
  return findings.map(
    (f: Finding) => `${label} — ${f.rule} (${f.impact}): ${f.target} ${f.html} — ${f.summary}`,
  );
}

/**
 * The findings that hold: a screen with findings is analysed again after two more frames, and only what both
 * analyses found counts. On a loaded machine the first analysis has caught styles still arriving (antd's
 * default link blue for one frame before the theme's); what shows only once is printed, not failed on.
 */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  const first = await analyse(page, label);
  if (first.length === 0) return first;
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
  const again = new Set(await analyse(page, label));
  const passing = first.filter((f) => !again.has(f));
  if (passing.length > 0) console.warn(`transient, not counted:\n${passing.join('\n')}`);
  return first.filter((f) => again.has(f));
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

/**
 * The console's route table read from its source (apps/admin/src/app/routes.tsx) the same way: every screen's
 * path below /admin, so a screen another area adds is visited without anyone listing it.
 */
export function consoleRoutePaths(): string[] {
  const source = fs.readFileSync(path.join(repoRoot, 'apps/admin/src/app/routes.tsx'), 'utf8');
  const paths = [...source.matchAll(/path: '(\/[^']*)',\s*title: '/g)].map((m) => m[1] ?? '');
  if (paths.length < 30) throw new Error(`read only ${paths.length} routes from the console's route table`);
  return paths;
}

/** A pattern's matcher for a concrete same-site address (`/courses/detail/:id` → `/courses/detail/12`). */
export function patternMatcher(pattern: string): RegExp {
  const body = pattern.replace(/:[A-Za-z]+/g, '\\d+');
  return new RegExp(`^${body}$`);
}
