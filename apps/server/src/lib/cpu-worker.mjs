// Runs in piscina's worker threads (lib/cpu-pool.ts): work that would otherwise hold up every other request on
// the event loop — bcrypt (70–100 ms a login), drawing image captchas and certificates.
import { Resvg } from '@resvg/resvg-js';
import bcrypt from 'bcryptjs';
import svgCaptcha from 'svg-captcha';

/** svg-captcha's hand-drawn font (Comismsh, opentype.js), whose glyphs are uneven to begin with. */
const { font } = svgCaptcha.options;

const between = (min, max) => min + Math.random() * (max - min);
const hue = () => Math.floor(Math.random() * 360);
const f1 = (n) => n.toFixed(1);

/** A cubic curve from the left edge to the right edge through two random points (svg-captcha's noise line). */
function noiseCurve(width, height, stroke, strokeWidth) {
  const y = () => f1(between(4, height - 4));
  const mid = () => f1(between(width / 2 - 25, width / 2 + 25));
  return (
    `<path d="M${f1(between(0, 12))} ${y()} C${mid()} ${y()},${mid()} ${y()},${f1(between(width - 12, width))} ${y()}"` +
    ` stroke="${stroke}" stroke-width="${f1(strokeWidth)}" fill="none" stroke-linecap="round"/>`
  );
}

/**
 * The image captcha as SVG. Each character is a glyph path of svg-captcha's font at its own size, rotation, skew,
 * position and dark colour; light curves behind the text and text-coloured curves across it; then the whole text
 * layer is warped by a random turbulence field (feDisplacementMap), so no two drawings of one text share pixels
 * and the glyph outlines match no template. Tuned to stay readable at the storefront's 110 × 39.
 */
function captchaSvg(text, width, height) {
  const chars = [...text];
  const slot = (width - 14) / chars.length;
  const seed = Math.floor(between(1, 100000));
  const behind = [];
  const glyphs = [];
  const across = [];
  for (let i = 0; i < 2; i++)
    behind.push(noiseCurve(width, height, `hsl(${hue()},45%,72%)`, between(1, 1.8)));
  chars.forEach((ch, i) => {
    const size = between(40, 46);
    const cx = 7 + slot * (i + 0.5) + between(-2.5, 2.5);
    const cy = height / 2 + between(-2.5, 2.5);
    // Drawn at the origin first, then moved so the outline's own box is centred on (cx, cy): the font's metrics
    // would put capitals low and cut descenders off.
    const probe = font.charToGlyph(ch).getPath(0, 0, size);
    const box = probe.getBoundingBox();
    const d = font
      .charToGlyph(ch)
      .getPath(cx - (box.x1 + box.x2) / 2, cy - (box.y1 + box.y2) / 2, size)
      .toPathData(1);
    const colour = `hsl(${hue()},${Math.round(between(55, 80))}%,${Math.round(between(20, 34))}%)`;
    const transform =
      `translate(${f1(cx)} ${f1(cy)}) rotate(${f1(between(-22, 22))}) skewX(${f1(between(-10, 10))})` +
      ` translate(${f1(-cx)} ${f1(-cy)})`;
    glyphs.push({
      colour,
      path: `<path fill="${colour}" stroke="${colour}" stroke-width="0.7" transform="${transform}" d="${d}"/>`,
    });
  });
  // Two curves through the text in the colours of its glyphs, about as thick as their strokes.
  for (let i = 0; i < 2; i++) {
    const { colour } = glyphs[Math.floor(Math.random() * glyphs.length)];
    across.push(noiseCurve(width, height, i === 0 ? colour : `hsl(${hue()},50%,45%)`, between(1.1, 1.6)));
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><filter id="warp" x="-5%" y="-5%" width="110%" height="110%">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${between(0.02, 0.03).toFixed(3)} ${between(0.03, 0.05).toFixed(3)}" numOctaves="1" seed="${seed}" result="noise"/>` +
    `<feDisplacementMap in="SourceGraphic" in2="noise" scale="${f1(between(4, 6))}" xChannelSelector="R" yChannelSelector="G"/>` +
    `</filter></defs>` +
    `<rect width="100%" height="100%" fill="hsl(${hue()},35%,95%)"/>` +
    behind.join('') +
    `<g filter="url(#warp)">${glyphs.map((g) => g.path).join('')}${across.join('')}</g>` +
    `</svg>`
  );
}

/**
 * @param {{ op: 'hash', plain: string }
 *   | { op: 'compare', plain: string, hash: string }
 *   | { op: 'captcha', text: string, width: number, height: number }} task
 */
export default function run(task) {
  switch (task.op) {
    case 'hash':
      return bcrypt.hashSync(task.plain, 10);
    case 'compare':
      return bcrypt.compareSync(task.plain, task.hash);
    case 'captcha': {
      const svg = captchaSvg(task.text, task.width, task.height);
      return Buffer.from(new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng());
    }
    case 'svgPng':
      // Certificates: the system's fonts (Noto CJK on our machines) draw the Chinese text.
      return Buffer.from(
        new Resvg(task.svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: true } })
          .render()
          .asPng(),
      );
    default:
      throw new Error('unknown task');
  }
}
