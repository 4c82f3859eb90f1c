import type { AdminErrorReply, ListReply, VideoCaptionItem } from '@meedu/contract/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';
import { compileTrust } from '../../src/lib/client-address.ts';
import { adminAgent, auditRows, type AdminAgent } from '../admin/support.ts';
import { fixtures } from '../catalog/fixtures.ts';
import { CAPTION_TRACK, PLAY_INFO } from '../catalog/shapes.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { tempFolder } from '../media/support.ts';
import { expectShape, expectShapes } from '../support/contract-shape.ts';

const GOOD =
  'WEBVTT\n\n1\n00:00:01.000 --> 00:00:04.000\n大家好，欢迎来到第一课\n\n00:00:08.000 --> 00:00:10.000\n<v 讲师>极限的定义\n';
const ENGLISH = 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nHello and welcome\n';

interface Track {
  id: number;
  lang: string;
  label: string;
  is_default: boolean;
  url: string;
}

describe('video captions: console uploads, play-info tracks, the signed file', () => {
  let ctx: TestContext;
  let editor: AdminAgent;
  let viewer: AdminAgent;
  let videoId: number;
  let otherVideoId: number;
  let buyer: { id: number; token: string };
  let stranger: { id: number; token: string };

  beforeAll(async () => {
    ctx = await createTestContext({
      trustProxy: compileTrust('1'),
      media: { ...readConfig({}).media, storageDir: tempFolder('captions') },
    });
    editor = await adminAgent(ctx, ['courses.edit']);
    viewer = await adminAgent(ctx, ['courses.view']);
    const f = fixtures(ctx);
    const course = await f.course({ charge: 99 });
    videoId = await f.video(course, { freeSeconds: 5 });
    otherVideoId = await f.video(await f.course({ charge: 9 }));
    buyer = await ctx.member();
    stranger = await ctx.member();
    await f.buy(buyer.id, course);
  }, 60_000);

  const upload = async (
    agent: AdminAgent,
    fields: Record<string, string>,
    file: string | Uint8Array,
    path = '/uploads/captions',
  ) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set('file', new File([file], 'captions.vtt', { type: 'text/vtt' }));
    const res = await ctx.app.request(`/admin/api${path}`, {
      method: 'POST',
      body: form,
      headers: { cookie: agent.cookie, 'x-requested-with': 'zxt-admin', 'x-forwarded-for': agent.address },
    });
    return { status: res.status, body: (await res.json()) as VideoCaptionItem & AdminErrorReply };
  };
  const tracksOf = async (token: string, id = videoId, isTry = 0) => {
    const res = await ctx.call('GET', `/api/v2/video/${id}/playinfo?is_try=${isTry}`, { token });
    expect(res.json.code, res.json.message).toBe(0);
    expectShape(res.json.data, PLAY_INFO);
    return (res.json.data as { captions?: Track[] }).captions;
  };
  const local = (url: string) => {
    const u = new URL(url);
    return u.pathname + u.search;
  };

  it('uploads, lists and serves captions to a member who may watch, and to no one else', async () => {
    // A video without captions answers MeEdu's reply as it is.
    expect(await tracksOf(buyer.token)).toBeUndefined();

    const zh = await upload(editor, { video_id: String(videoId), lang: 'zh-CN', label: '简体中文' }, GOOD);
    expect(zh.status, JSON.stringify(zh.body)).toBe(201);
    expect(zh.body).toMatchObject({ lang: 'zh-CN', is_default: true, cue_count: 2 });
    const en = await upload(editor, { video_id: String(videoId), lang: 'en', label: 'English' }, ENGLISH);
    expect(en.body).toMatchObject({ lang: 'en', is_default: false, cue_count: 1 });
    const again = await upload(editor, { video_id: String(videoId), lang: 'en', label: 'English' }, ENGLISH);
    expect(again.status).toBe(409);
    expect(
      (await upload(viewer, { video_id: String(videoId), lang: 'ja', label: '日本語' }, GOOD)).status,
    ).toBe(403);
    const list = await viewer.call<ListReply<VideoCaptionItem>>('GET', `/videos/${videoId}/captions`);
    expect(list.body.items.map((c) => c.lang)).toEqual(['zh-CN', 'en']);

    const tracks = (await tracksOf(buyer.token)) ?? [];
    expectShapes(tracks, CAPTION_TRACK);
    expect(tracks.map((t) => [t.lang, t.label, t.is_default])).toEqual([
      ['zh-CN', '简体中文', true],
      ['en', 'English', false],
    ]);
    const file = await ctx.app.request(local(tracks[0]!.url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/vtt');
    expect(await file.text()).toBe(GOOD);

    // A non-buyer gets neither tracks nor the file; a grant moved to another caption, or none, opens nothing.
    const refused = await ctx.call('GET', `/api/v2/video/${videoId}/playinfo?is_try=0`, {
      token: stranger.token,
    });
    expect(refused.json).toMatchObject({ code: 1, message: '请购买后观看' });
    const sign = new URL(tracks[0]!.url).searchParams.get('sign') ?? '';
    expect((await ctx.app.request(`/media/captions/${en.body.id}.vtt?sign=${sign}`)).status).toBe(403);
    expect((await ctx.app.request(`/media/captions/${zh.body.id}.vtt`)).status).toBe(403);
    expect((await ctx.app.request(`/media/captions/${zh.body.id}/x`)).status).toBe(404);
    expect((await ctx.app.request(`/media/${zh.body.id}`)).status).toBe(404);

    // A trial gets the cues that start inside the trial (5 s here): the first, not the one at 8 s.
    const trial = (await tracksOf(stranger.token, videoId, 1)) ?? [];
    const cut = await (await ctx.app.request(local(trial[0]!.url))).text();
    expect(cut).toContain('大家好');
    expect(cut).not.toContain('极限');
    expect(await tracksOf(buyer.token, otherVideoId).catch(() => 'refused')).toBe('refused');
  });

  it('refuses files that are not WebVTT, naming the line', async () => {
    const send = (file: string | Uint8Array) =>
      upload(editor, { video_id: String(videoId), lang: 'ja', label: '日本語' }, file);
    const srt = await send('1\n00:00:01,000 --> 00:00:02,000\nhi\n');
    expect(srt.status).toBe(400);
    expect(srt.body.fields?.file).toBe('不是有效的 WebVTT 字幕：第 1 行：文件必须以 WEBVTT 开头');
    const timing = await send(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nok\n\n00:00:03,000 --> 00:00:04.000\nbad\n',
    );
    expect(timing.body.fields?.file).toBe(
      '不是有效的 WebVTT 字幕：第 6 行：时间轴格式错误（应为 00:00:01.000 --> 00:00:04.000）',
    );
    const gbk = await send(
      new Uint8Array([...new TextEncoder().encode('WEBVTT\n\n00:01.000 --> 00:02.000\n'), 0xc4, 0xe3]),
    );
    expect(gbk.body.fields?.file).toBe('第 4 行：字幕文件须为 UTF-8 编码');
    const huge = await send(`WEBVTT\n\n00:01.000 --> 00:02.000\n${'字'.repeat(400_000)}\n`);
    expect(huge.status).toBe(413);
    const badLang = await upload(editor, { video_id: String(videoId), lang: '中文', label: 'x' }, GOOD);
    expect(badLang.body.fields?.lang).toBe('语言代码格式不正确，如 zh-CN、en');
    const list = await viewer.call<ListReply<VideoCaptionItem>>('GET', `/videos/${videoId}/captions`);
    expect(list.body.items.map((c) => c.lang)).toEqual(['zh-CN', 'en']);
  });

  it('replaces, sets the default and deletes, each audited', async () => {
    const list = await viewer.call<ListReply<VideoCaptionItem>>('GET', `/videos/${videoId}/captions`);
    const [zh, en] = list.body.items;
    const replaced = await upload(
      editor,
      { label: '英语' },
      `${ENGLISH}\n00:00:05.000 --> 00:00:06.000\nBye\n`,
      `/uploads/captions/${en!.id}`,
    );
    expect(replaced.body).toMatchObject({ id: en!.id, label: '英语', cue_count: 2 });
    const tracks = (await tracksOf(buyer.token)) ?? [];
    expect(await (await ctx.app.request(local(tracks[1]!.url))).text()).toContain('Bye');

    const byDefault = await editor.call<ListReply<VideoCaptionItem>>('PUT', `/captions/${en!.id}/default`);
    expect(byDefault.body.items.map((c) => [c.lang, c.is_default])).toEqual([
      ['en', true],
      ['zh-CN', false],
    ]);
    expect((await editor.call('DELETE', `/captions/${en!.id}`)).status).toBe(204);
    const left = (await tracksOf(buyer.token)) ?? [];
    expect(left.map((t) => [t.lang, t.is_default])).toEqual([['zh-CN', true]]);
    expect((await ctx.app.request(local(tracks[1]!.url))).status).toBe(403);
    expect((await editor.call('DELETE', `/captions/${zh!.id}`)).status).toBe(204);
    expect(await tracksOf(buyer.token)).toBeUndefined();

    const rows = await auditRows(ctx, 'video_caption');
    expect(rows.map((r) => r.action)).toEqual([
      'delete',
      'delete',
      'set_default',
      'update',
      'create',
      'create',
    ]);
    expect(rows[3]).toMatchObject({
      admin_name: editor.name,
      before: { label: 'English' },
      after: { label: '英语' },
    });
  });
});
