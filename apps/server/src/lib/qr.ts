import { createBitmap, encodePng, fillRect } from './png.ts';

/**
 * A small QR Code encoder: byte mode, error correction level L, versions 1–5 (one Reed–Solomon block each,
 * no version-information area), mask 0. Enough for the sandbox URLs the WeChat-scan QR codes carry
 * (up to 106 bytes). Any fixed mask yields a valid symbol; the penalty-based choice only tunes readability.
 */
const VERSIONS = [
  { version: 1, data: 19, ec: 7, align: 0 },
  { version: 2, data: 34, ec: 10, align: 18 },
  { version: 3, data: 55, ec: 15, align: 22 },
  { version: 4, data: 80, ec: 20, align: 26 },
  { version: 5, data: 108, ec: 26, align: 30 },
] as const;

function gfMul(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}

function rsDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMul(result[j] ?? 0, root);
      if (j + 1 < degree) result[j] = (result[j] ?? 0) ^ (result[j + 1] ?? 0);
    }
    root = gfMul(root, 0x02);
  }
  return result;
}

function rsRemainder(data: number[], divisor: number[]): number[] {
  const result = divisor.map(() => 0);
  for (const b of data) {
    const factor = b ^ (result.shift() ?? 0);
    result.push(0);
    divisor.forEach((coef, i) => {
      result[i] = (result[i] ?? 0) ^ gfMul(coef, factor);
    });
  }
  return result;
}

/** The modules (true = dark) of a QR symbol for `text`, or null when it is longer than version 5 holds. */
export function qrModules(text: string): boolean[][] | null {
  const bytes = [...Buffer.from(text, 'utf8')];
  const spec = VERSIONS.find((v) => bytes.length + 2 <= v.data);
  if (!spec) return null;
  const size = spec.version * 4 + 17;

  // Data codewords: mode 0100, 8-bit count, bytes, terminator, padding.
  const bits: number[] = [];
  const push = (value: number, len: number) => {
    for (let i = len - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, 8);
  for (const b of bytes) push(b, 8);
  const capacity = spec.data * 8;
  push(0, Math.min(4, capacity - bits.length));
  while (bits.length % 8 !== 0) bits.push(0);
  for (let pad = 0xec; bits.length < capacity; pad ^= 0xec ^ 0x11) push(pad, 8);
  const data: number[] = [];
  for (let i = 0; i < bits.length; i += 8) {
    let v = 0;
    for (let j = 0; j < 8; j++) v = (v << 1) | (bits[i + j] ?? 0);
    data.push(v);
  }
  const codewords = [...data, ...rsRemainder(data, rsDivisor(spec.ec))];

  const modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const isFunction = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const set = (x: number, y: number, dark: boolean) => {
    const row = modules[y];
    const frow = isFunction[y];
    if (!row || !frow || x < 0 || x >= size) return;
    row[x] = dark;
    frow[x] = true;
  };

  // Timing patterns.
  for (let i = 0; i < size; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  // Finder patterns with separators.
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy++)
      for (let dx = -4; dx <= 4; dx++) {
        const dist = Math.max(Math.abs(dx), Math.abs(dy));
        const x = cx + dx;
        const y = cy + dy;
        if (x >= 0 && x < size && y >= 0 && y < size) set(x, y, dist !== 2 && dist !== 4);
      }
  }
  // The one alignment pattern of versions 2–5.
  if (spec.align) {
    for (let dy = -2; dy <= 2; dy++)
      for (let dx = -2; dx <= 2; dx++)
        set(spec.align + dx, spec.align + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
  }
  // Format information: level L (01), mask 0 (000), BCH-protected and XOR-masked.
  const formatData = (0b01 << 3) | 0;
  let rem = formatData;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  const format = ((formatData << 10) | rem) ^ 0x5412;
  const bit = (i: number) => ((format >>> i) & 1) !== 0;
  for (let i = 0; i <= 5; i++) set(8, i, bit(i));
  set(8, 7, bit(6));
  set(8, 8, bit(7));
  set(7, 8, bit(8));
  for (let i = 9; i < 15; i++) set(14 - i, 8, bit(i));
  for (let i = 0; i < 8; i++) set(size - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i++) set(8, size - 15 + i, bit(i));
  set(8, size - 8, true);

  // Codewords in the zig-zag order, then mask 0 ((x + y) even flips) on data modules.
  let index = 0;
  const totalBits = codewords.length * 8;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? size - 1 - vert : vert;
        const row = modules[y];
        if (!row || isFunction[y]?.[x]) continue;
        let dark = false;
        if (index < totalBits) {
          dark = (((codewords[index >>> 3] ?? 0) >>> (7 - (index & 7))) & 1) !== 0;
          index++;
        }
        row[x] = (x + y) % 2 === 0 ? !dark : dark;
      }
    }
  }
  return modules;
}

/** A `pixels` × `pixels` PNG of the QR code with a 4-module quiet zone. */
export function qrPng(text: string, pixels = 300): Buffer | null {
  const modules = qrModules(text);
  if (!modules) return null;
  const count = modules.length + 8;
  const scale = Math.floor(pixels / count);
  const offset = Math.floor((pixels - scale * modules.length) / 2);
  const bmp = createBitmap(pixels, pixels, [255, 255, 255]);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) fillRect(bmp, offset + x * scale, offset + y * scale, scale, scale, [0, 0, 0]);
    }),
  );
  return encodePng(bmp);
}
