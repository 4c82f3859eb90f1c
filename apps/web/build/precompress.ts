import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images, fonts (woff2 is compressed already) and media are left alone. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than the header it costs. */
const MIN_BYTES = 1024;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)])),
  );
  return nested.flat();
}

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside each compressible file of `dir`. */
export async function precompressDir(dir: string): Promise<{ files: number; raw: number; br: number }> {
  const targets = (await listFiles(dir)).filter((f) => COMPRESSIBLE.test(f));
  let files = 0;
  let raw = 0;
  let br = 0;
  for (const file of targets) {
    const body = await fs.readFile(file);
    if (body.length < MIN_BYTES) continue;
    const [b, g] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }),
      gzip(body, { level: 9 }),
    ]);
    await Promise.all([fs.writeFile(`${file}.br`, b), fs.writeFile(`${file}.gz`, g)]);
    files += 1;
    raw += body.length;
    br += b.length;
  }
  return { files, raw, br };
}

/**
 * Compresses the built scripts and styles once, at build time, so the server sends the `.br` / `.gz` file
 * instead of gzipping on every request (apps/server/src/static.ts picks the copy the browser accepts).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'meedu-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the files are written (never on a failed build).
    async writeBundle() {
      const { files, raw, br } = await precompressDir(outDir);
      this.info(
        `precompressed ${files} files: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`,
      );
    },
  };
}
