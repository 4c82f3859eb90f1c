/**
 * Draws the WebP copy of every demo cover (apps/server/media/covers/*.svg, written by
 * apps/server/src/seed/covers.ts) in Chromium, which has the CJK fonts the titles need: run
 * `npx tsx e2e/tools/cover-images.ts` after the covers' SVG sources change, and commit both.
 *
 * The demo serves the WebP copies (issue 10): an SVG cover is a document of its own, parsed, laid out and
 * painted (its title text included) on the page's main thread, which on a slow CPU delayed the first screen;
 * a raster image is decoded off it. They keep the SVG's size, about 1.5× the card's on screen.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../support/browser.ts';

const QUALITY = 0.8;
const dir = fileURLToPath(new URL('../../apps/server/media/covers', import.meta.url));

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.setContent('<canvas></canvas>');
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.svg'))) {
    const svg = fs.readFileSync(path.join(dir, file), 'utf8');
    const dataUrl = await page.evaluate(
      async ({ svg, quality }) => {
        const img = new Image();
        img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await img.decode();
        const canvas = document.querySelector('canvas');
        const context = canvas?.getContext('2d');
        if (!canvas || !context) throw new Error('no canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        context.drawImage(img, 0, 0);
        return canvas.toDataURL('image/webp', quality);
      },
      { svg, quality: QUALITY },
    );
    const webp = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    fs.writeFileSync(path.join(dir, file.replace(/\.svg$/, '.webp')), webp);
    console.log(`${file.replace(/\.svg$/, '.webp')} ${webp.length} bytes`);
  }
} finally {
  await browser.close();
}
