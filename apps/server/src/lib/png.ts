import { deflateSync } from 'node:zlib';

/** A width × height RGB canvas (3 bytes per pixel), encoded to PNG by {@link encodePng}. */
export interface Bitmap {
  width: number;
  height: number;
  pixels: Uint8Array;
}

export type Rgb = readonly [number, number, number];

export function createBitmap(width: number, height: number, background: Rgb): Bitmap {
  const pixels = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set(background, i * 3);
  return { width, height, pixels };
}

export function setPixel(bmp: Bitmap, x: number, y: number, color: Rgb): void {
  if (x < 0 || y < 0 || x >= bmp.width || y >= bmp.height) return;
  bmp.pixels.set(color, (Math.floor(y) * bmp.width + Math.floor(x)) * 3);
}

export function fillRect(bmp: Bitmap, x: number, y: number, w: number, h: number, color: Rgb): void {
  for (let yy = y; yy < y + h; yy++) for (let xx = x; xx < x + w; xx++) setPixel(bmp, xx, yy, color);
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(buf: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const body = Buffer.concat([head.subarray(4), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([head.subarray(0, 4), body, crc]);
}

/** Encodes an 8-bit RGB PNG (filter 0 on every row, zlib-deflated). */
export function encodePng(bmp: Bitmap): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(bmp.width, 0);
  ihdr.writeUInt32BE(bmp.height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  const stride = bmp.width * 3;
  const raw = Buffer.alloc((stride + 1) * bmp.height);
  for (let y = 0; y < bmp.height; y++) {
    raw[y * (stride + 1)] = 0;
    raw.set(bmp.pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
