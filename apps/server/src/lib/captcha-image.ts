import { randomInt } from 'node:crypto';
import { createBitmap, drawLine, encodePng, fillRect, setPixel, type Rgb } from './png.ts';

/** The mews/captcha alphabet (contract §2.1): no look-alikes such as 0/O, 1/l/I, 5/S. */
export const CAPTCHA_ALPHABET = '2346789abcdefghmnpqrtuxyzABCDEFGHMNPQRTUXYZ';
export const CAPTCHA_LENGTH = 4;
const WIDTH = 120;
const HEIGHT = 48;
const SCALE = 4;

/**
 * A 5 × 9 bitmap font for the captcha alphabet: rows 0–6 are the body (capital and digit height),
 * rows 7–8 hold descenders (g, p, q, y).
 */
const FONT: Record<string, string[]> = {
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['#####', '...#.', '..#..', '...#.', '....#', '#...#', '.###.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
  a: ['.....', '.....', '.###.', '....#', '.####', '#...#', '.####'],
  b: ['#....', '#....', '#.##.', '##..#', '#...#', '#...#', '####.'],
  c: ['.....', '.....', '.###.', '#....', '#....', '#...#', '.###.'],
  d: ['....#', '....#', '.##.#', '#..##', '#...#', '#...#', '.####'],
  e: ['.....', '.....', '.###.', '#...#', '#####', '#....', '.###.'],
  f: ['..##.', '.#..#', '.#...', '###..', '.#...', '.#...', '.#...'],
  g: ['.....', '.....', '.####', '#...#', '#...#', '#...#', '.####', '....#', '.###.'],
  h: ['#....', '#....', '#.##.', '##..#', '#...#', '#...#', '#...#'],
  m: ['.....', '.....', '##.#.', '#.#.#', '#.#.#', '#.#.#', '#.#.#'],
  n: ['.....', '.....', '#.##.', '##..#', '#...#', '#...#', '#...#'],
  p: ['.....', '.....', '####.', '#...#', '#...#', '#...#', '####.', '#....', '#....'],
  q: ['.....', '.....', '.####', '#...#', '#...#', '#...#', '.####', '....#', '....#'],
  r: ['.....', '.....', '#.##.', '##..#', '#....', '#....', '#....'],
  t: ['.#...', '.#...', '###..', '.#...', '.#...', '.#..#', '..##.'],
  u: ['.....', '.....', '#...#', '#...#', '#...#', '#..##', '.##.#'],
  x: ['.....', '.....', '#...#', '.#.#.', '..#..', '.#.#.', '#...#'],
  y: ['.....', '.....', '#...#', '#...#', '#...#', '#...#', '.####', '....#', '.###.'],
  z: ['.....', '.....', '#####', '...#.', '..#..', '.#...', '#####'],
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['###..', '#..#.', '#...#', '#...#', '#...#', '#..#.', '###..'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
};

export function glyph(ch: string): string[] {
  const g = FONT[ch];
  if (!g) throw new Error(`no glyph for ${ch}`);
  return g;
}

export function randomCaptchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

const dark = (): Rgb => [randomInt(20, 110), randomInt(20, 110), randomInt(20, 110)];
const light = (): Rgb => [randomInt(150, 220), randomInt(150, 220), randomInt(150, 220)];

/** Draws the text on a 120 × 48 PNG with per-glyph offset and slant, noise lines and dots. */
export function renderCaptchaPng(text: string): Buffer {
  const bmp = createBitmap(WIDTH, HEIGHT, [randomInt(235, 256), randomInt(235, 256), randomInt(235, 256)]);
  for (let i = 0; i < 120; i++) setPixel(bmp, randomInt(WIDTH), randomInt(HEIGHT), light());
  for (let i = 0; i < 3; i++)
    drawLine(bmp, randomInt(WIDTH), randomInt(HEIGHT), randomInt(WIDTH), randomInt(HEIGHT), light());

  [...text].forEach((ch, index) => {
    const rows = glyph(ch);
    const color = dark();
    const left = 8 + index * 27 + randomInt(-2, 3);
    const top = randomInt(2, 9);
    const slant = randomInt(-1, 2); // pixels of horizontal shift per font row
    rows.forEach((row, r) => {
      const shift = (r - 4) * slant;
      [...row].forEach((cell, col) => {
        if (cell === '#') fillRect(bmp, left + col * SCALE - shift, top + r * SCALE, SCALE, SCALE, color);
      });
    });
  });

  for (let i = 0; i < 4; i++) drawLine(bmp, 0, randomInt(HEIGHT), WIDTH - 1, randomInt(HEIGHT), dark());
  return encodePng(bmp);
}

export function captchaDataUrl(text: string): string {
  return `data:image/png;base64,${renderCaptchaPng(text).toString('base64')}`;
}
