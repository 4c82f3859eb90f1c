import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { findTool, MediaToolError, packagedBinary, runTool } from '../../src/media/ffmpeg.ts';
import { progressSeconds } from '../../src/media/packager.ts';
import { localStorage, readObject } from '../../src/media/storage.ts';
import { tempFolder } from './support.ts';

describe('ffmpeg and ffprobe', () => {
  const executable = (dir: string, name: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, '#!/bin/sh\necho fake\n');
    fs.chmodSync(file, 0o755);
    return file;
  };

  it('takes FFMPEG_PATH first, then the system binary, then the registry package', () => {
    const dir = tempFolder('tools');
    const override = executable(dir, 'my-ffmpeg');
    const system = executable(dir, 'system-ffmpeg');
    const packaged = () => '/from/the/package';
    expect(findTool('ffmpeg', { override, systemPath: system, packaged })).toBe(override);
    expect(findTool('ffmpeg', { override: undefined, systemPath: system, packaged })).toBe(system);
    expect(findTool('ffmpeg', { override: undefined, systemPath: path.join(dir, 'none'), packaged })).toBe(
      '/from/the/package',
    );
    expect(() =>
      findTool('ffprobe', { override: undefined, systemPath: path.join(dir, 'none'), packaged: () => null }),
    ).toThrow(MediaToolError);
    expect(() =>
      findTool('ffmpeg', { override: path.join(dir, 'none'), systemPath: system, packaged }),
    ).toThrow(/不可执行/);
  });

  it('runs the binaries the registry packages ship, as a machine without Debian ffmpeg would', async () => {
    for (const name of ['ffmpeg', 'ffprobe'] as const) {
      const file = packagedBinary(name);
      expect(file, name).toMatch(/node_modules\/@ff(mpeg|probe)-installer\//);
      expect(await runTool(file!, ['-version'])).toContain(`${name} version`);
    }
  });

  it("reads ffmpeg's progress lines", () => {
    expect(progressSeconds('out_time=00:01:02.500000')).toBe(62.5);
    expect(progressSeconds('out_time=01:00:00.000000')).toBe(3600);
    expect(progressSeconds('out_time_us=62500000')).toBeNull();
    expect(progressSeconds('out_time=N/A')).toBeNull();
  });
});

describe('local media storage', () => {
  it('puts, reads ranges, lists by prefix, moves files and refuses keys that could escape its folder', async () => {
    const root = tempFolder('store');
    const storage = localStorage(root);
    await storage.put('hls/1/a.ts', Buffer.from('0123456789'));
    await storage.put('hls/1/b.m3u8', Readable.from([Buffer.from('#EXTM3U\n')]));
    const moved = path.join(tempFolder('incoming'), 'upload');
    fs.writeFileSync(moved, 'video bytes');
    await storage.put('uploads/u1/source', { file: moved });
    expect(fs.existsSync(moved)).toBe(false);

    expect(await storage.list('hls/1/')).toEqual(['hls/1/a.ts', 'hls/1/b.m3u8']);
    expect(await storage.list('hls/')).toEqual(['hls/1/a.ts', 'hls/1/b.m3u8']);
    expect(await storage.list('hls/2/')).toEqual([]);
    expect(await storage.stat('hls/1/a.ts')).toMatchObject({ size: 10 });
    expect(await storage.stat('hls/1/none.ts')).toBeNull();
    expect(await storage.open('hls/1/none.ts')).toBeNull();
    expect((await readObject(storage, 'uploads/u1/source'))?.toString()).toBe('video bytes');
    const part = await storage.open('hls/1/a.ts', { start: 2, end: 4 });
    const chunks: Buffer[] = [];
    for await (const chunk of part!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('234');
    expect((await storage.localFile('uploads/u1/source')).path).toBe(
      path.join(root, 'uploads', 'u1', 'source'),
    );
    expect(
      await storage.browserUrl('hls/1/a.ts', { base: 'https://x.cn', sign: 's.t', expiresInSeconds: 60 }),
    ).toBe('https://x.cn/media/hls/1/a.ts?sign=s.t');

    await storage.delete('hls/1/a.ts');
    await storage.delete('hls/1/b.m3u8');
    await storage.delete('hls/1/never.ts');
    expect(fs.existsSync(path.join(root, 'hls'))).toBe(false);
    for (const bad of ['../x', 'hls/../../etc/passwd', '/abs', 'a//b', 'hls/.hidden', '']) {
      await expect(storage.put(bad, Buffer.from('x')), bad).rejects.toThrow(/invalid storage key/);
    }
  });
});
