import { inflateSync } from 'node:zlib';

/** An 8-bit RGB or RGBA PNG decoded to its pixels (tests only: enough to count what an image draws). */
export interface DecodedPng {
  width: number;
  height: number;
  /** Bytes per pixel: 3 (RGB) or 4 (RGBA). */
  channels: number;
  pixels: Uint8Array;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/** Decodes a non-interlaced 8-bit truecolour PNG (colour type 2 or 6). */
export function decodePng(png: Buffer): DecodedPng {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const bitDepth = png[24];
  const colourType = png[25];
  if (bitDepth !== 8 || (colourType !== 2 && colourType !== 6) || png[28] !== 0)
    throw new Error(`unsupported PNG (depth ${bitDepth}, colour type ${colourType})`);
  const channels = colourType === 6 ? 4 : 3;
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    if (type === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x] ?? 0;
      const left = x >= channels ? (pixels[y * stride + x - channels] ?? 0) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + x] ?? 0) : 0;
      const upLeft = y > 0 && x >= channels ? (pixels[(y - 1) * stride + x - channels] ?? 0) : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter ?? 0] ?? 0;
      pixels[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

/** How many different colours the image holds. */
export function distinctColours(img: DecodedPng): number {
  const seen = new Set<number>();
  for (let i = 0; i < img.pixels.length; i += img.channels)
    seen.add(((img.pixels[i] ?? 0) << 16) | ((img.pixels[i + 1] ?? 0) << 8) | (img.pixels[i + 2] ?? 0));
  return seen.size;
}
