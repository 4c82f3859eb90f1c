import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOOKS, CATEGORIES, COURSES, LIVES, PATHS, SLIDERS, TOPICS } from './catalog-data.ts';

/**
 * Draws the demo covers as SVG (title on a coloured gradient) into apps/server/media/covers. The files are
 * committed; after changing catalog-data.ts run `npx tsx apps/server/src/seed/covers.ts`, then
 * `npx tsx e2e/tools/cover-images.ts`, which draws the WebP copies the demo serves (issue 10).
 */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Splits a title into lines of about `max` columns (CJK counts 2, Latin 1), breaking at spaces when it can. */
export function wrap(title: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (const ch of title) {
    const w = (ch.codePointAt(0) ?? 0) <= 0xff ? 1 : 2;
    if (width + w > max && line.trim() !== '') {
      lines.push(line.trim());
      line = '';
      width = 0;
    }
    line += ch;
    width += w;
  }
  if (line.trim() !== '') lines.push(line.trim());
  return lines.slice(0, 3);
}

const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif";

export interface CoverOptions {
  w: number;
  h: number;
  hue: number;
  title: string;
  label: string;
  cols: number;
  size: number;
}

export function coverSvg(opts: CoverOptions): string {
  const { w, h, hue, title, label, cols, size } = opts;
  const lines = wrap(title, cols);
  const lineH = Math.round(size * 1.35);
  const top = h / 2 - ((lines.length - 1) * lineH) / 2;
  const text = lines
    .map(
      (l, i) =>
        `<text x="${w / 2}" y="${top + i * lineH}" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="middle">${esc(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="${FONT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,52%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},75%,38%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.88}" cy="${h * 0.12}" r="${h * 0.35}" fill="#fff" fill-opacity="0.08"/>
<circle cx="${w * 0.08}" cy="${h * 0.95}" r="${h * 0.25}" fill="#fff" fill-opacity="0.06"/>
${text}
<text x="${w / 2}" y="${h - size * 0.9}" font-size="${Math.round(size * 0.5)}" fill="#fff" fill-opacity="0.85" text-anchor="middle">${esc(label)}</text>
</svg>
`;
}

const hueOf = (childKey: string) =>
  CATEGORIES.find((c) => c.children.some((ch) => ch.key === childKey))?.hue ?? 200;
const nameOf = (childKey: string) =>
  CATEGORIES.flatMap((c) => c.children).find((ch) => ch.key === childKey)?.name ?? '';

/** Every cover file name and its SVG. */
export function allCovers(): [string, string][] {
  const out: [string, string][] = [];
  COURSES.forEach((c, i) =>
    out.push([
      `course-${i + 1}.svg`,
      coverSvg({
        w: 400,
        h: 300,
        hue: hueOf(c.category),
        title: c.title,
        label: `录播课 · ${nameOf(c.category)}`,
        cols: 16,
        size: 30,
      }),
    ]),
  );
  /** `<prefix>-<n>.svg` for each entry of a product list, hues stepping from `hue0`. */
  const each = (
    list: { title: string }[],
    prefix: string,
    o: Omit<CoverOptions, 'title' | 'hue'> & { hue0: number; step: number },
  ) =>
    list.forEach(({ title }, i) =>
      out.push([
        `${prefix}-${i + 1}.svg`,
        coverSvg({
          w: o.w,
          h: o.h,
          hue: o.hue0 + i * o.step,
          title,
          label: o.label,
          cols: o.cols,
          size: o.size,
        }),
      ]),
    );
  each(LIVES, 'live', { w: 400, h: 300, hue0: 10, step: 50, label: '直播课', cols: 16, size: 30 });
  each(BOOKS, 'book', { w: 300, h: 400, hue0: 190, step: 40, label: '电子书', cols: 10, size: 30 });
  each(TOPICS, 'topic', { w: 400, h: 300, hue0: 120, step: 45, label: '图文', cols: 16, size: 28 });
  each(PATHS, 'path', { w: 400, h: 300, hue0: 250, step: 60, label: '学习路径', cols: 16, size: 30 });
  for (const s of SLIDERS) {
    out.push([
      `${s.cover}.svg`,
      coverSvg({ w: 1200, h: 400, hue: s.hue, title: s.title, label: s.sub, cols: 40, size: 56 }),
    ]);
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = fileURLToPath(new URL('../../media/covers', import.meta.url));
  fs.mkdirSync(dir, { recursive: true });
  for (const [file, svg] of allCovers()) fs.writeFileSync(path.join(dir, file), svg);
  console.log(`wrote ${allCovers().length} covers to ${dir}`);
}
