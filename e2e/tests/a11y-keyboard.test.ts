import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/api.ts';
import { settled } from '../support/axe.ts';
import { browserSuite } from '../support/suite.ts';

/*
 * What no automatic checker sees (issue 29), kept by hand: the skip link, focus after a navigation and after a
 * dialog, the login dialog by keyboard alone, zoom and reflow at 320 CSS px, and reduced motion.
 */
const suite = browserSuite();

/** What has focus: its tag, its text and whether it sits inside `<main>`. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      text: el?.textContent?.trim() ?? '',
      inMain: !!el?.closest('main'),
    };
  });

describe('accessibility by keyboard', () => {
  it('the skip link is the first stop and leads to <main>; a navigation moves focus to the new page', async () => {
    const page = await suite.newPage();
    await page.goto('/courses');
    await settled(page);
    // From the top of the document (nothing focused), the first Tab lands on the skip link.
    await expect
      .poll(async () => {
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await page.keyboard.press('Tab');
        return focused(page);
      })
      .toMatchObject({ tag: 'a', text: '跳到主要内容' });
    // Shown while focused (it sits off-screen otherwise).
    const box = await page.getByRole('link', { name: '跳到主要内容' }).boundingBox();
    expect(box && box.y >= 0).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'main' });

    // A link followed by keyboard: focus lands on the new page's heading (or its main), not left on the link.
    const home = page.locator('header').getByRole('link', { name: '首页' }).first();
    await home.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/');
    await expect.poll(() => focused(page).then((f) => f.inMain)).toBe(true);
  });

  it('logs in by keyboard alone; Escape closes a dialog and focus returns to the button that opened it', async () => {
    const page = await suite.newPage();
    await page.goto('/');
    await settled(page);
    const opener = page.locator('header').getByRole('button', { name: '登录', exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'button', text: '登录' });

    await page.keyboard.press('Enter');
    const mobile = dialog.getByPlaceholder('请输入手机号');
    await mobile.waitFor();
    // The dialog takes focus; tab to the mobile field and type, then the password, then submit with Enter.
    for (let i = 0; i < 10 && !(await mobile.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type(DEMO.mobile);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('meedu-user-token'))).toBeTruthy();
  });

  it('zoom is allowed and key pages reflow at 320 CSS px without horizontal scrolling', async () => {
    const page = await suite.newPage();
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
    expect(viewport).not.toMatch(/maximum-scale|user-scalable\s*=\s*no/);
    const overflow: string[] = [];
    for (const address of ['/', '/courses', '/login', '/exam', '/search?keywords=Python']) {
      await page.goto(address);
      await settled(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) overflow.push(`${address}: ${width}px`);
    }
    expect(overflow).toEqual([]);
  });

  it('motion is cut for those who ask for less', async () => {
    const page = await suite.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await settled(page);
    const duration = await page
      .locator('header')
      .getByRole('button', { name: '登录', exact: true })
      .evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(parseFloat(duration)).toBeLessThan(0.001);
  });
});
