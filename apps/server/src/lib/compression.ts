import zlib from 'node:zlib';
import { acceptedEncodings } from './accept-encoding.ts';

export type Bytes = Uint8Array<ArrayBuffer>;
export type Encoding = 'br' | 'gzip';

/** Below this, compression saves less than its headers cost (hono's compress used the same threshold). */
export const COMPRESS_FROM_BYTES = 1024;

/** Headers seen and the encoding each asks for: browsers send a handful of different ones, asked twice a request. */
const choices = new Map<string, Encoding | null>();
const MAX_CHOICES = 256;

/** The encoding to send a client, brotli first; null when it accepts neither (or sent no Accept-Encoding). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const known = choices.get(acceptEncoding);
  if (known !== undefined) return known;
  const accepts = acceptedEncodings(acceptEncoding);
  const choice = accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
  if (choices.size >= MAX_CHOICES) choices.clear();
  choices.set(acceptEncoding, choice);
  return choice;
}

/**
 * Compresses a reply in one synchronous call: for the API's JSON (a few KB) this costs about 0.1 ms, where a
 * CompressionStream (hono's compress) cost about 0.5 ms of CPU per reply in streams and promises. `effort` is
 * brotli's quality: 4 for a reply compressed for one request, more for a copy kept and sent many times.
 */
export function compressBytes(plain: Uint8Array, encoding: Encoding, effort = 4): Bytes {
  const out =
    encoding === 'br'
      ? zlib.brotliCompressSync(plain, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: effort,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.byteLength,
          },
        })
      : zlib.gzipSync(plain, { level: 6 });
  // A copy of its own: a small result may be a view into Node's shared buffer pool, which a kept copy would pin.
  return new Uint8Array(out);
}

/** A body as sent with `Content-Encoding` (null: none) back to its plain bytes. */
export function decompress(body: Uint8Array, contentEncoding: string | null): Buffer {
  if (contentEncoding === 'br') return zlib.brotliDecompressSync(body);
  if (contentEncoding === 'gzip') return zlib.gunzipSync(body);
  return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}
