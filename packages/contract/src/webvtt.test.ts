import { describe, expect, it } from 'vitest';
import { cuePlainText, formatWebVtt, parseWebVtt } from './webvtt.ts';

describe('WebVTT', () => {
  it('reads cues with identifiers, settings, notes and hours', () => {
    const r = parseWebVtt(
      '\uFEFFWEBVTT - 第一课\nKind: captions\n\nNOTE 说明\n\n1\n00:01.000 --> 00:04.500 line:90%\n<v 讲师>大家好\n第二行\n\n01:00:00.000 --> 01:00:02.000\n&lt;结束&gt;\n',
    );
    expect(r).toEqual({
      ok: true,
      cues: [
        { start: 1, end: 4.5, text: '<v 讲师>大家好\n第二行' },
        { start: 3600, end: 3602, text: '&lt;结束&gt;' },
      ],
    });
    expect(cuePlainText('<v 讲师>大家<i>好</i>&amp;再见')).toBe('大家好&再见');
  });

  it('names the line of each mistake', () => {
    expect(parseWebVtt('1\n00:01.000 --> 00:02.000\nhi')).toMatchObject({ line: 1 });
    expect(parseWebVtt('WEBVTT\n\n00:01.000 -> 00:02.000\nhi')).toMatchObject({
      line: 3,
      message: '第 3 行：时间轴格式错误（应为 00:00:01.000 --> 00:00:04.000）',
    });
    expect(parseWebVtt('WEBVTT\n\nid\n00:01 --> 00:02.000\nhi')).toMatchObject({ line: 4 });
    expect(parseWebVtt('WEBVTT\n\nid\nhi')).toMatchObject({
      line: 4,
      message: expect.stringContaining('缺少时间轴'),
    });
    expect(parseWebVtt('WEBVTT\n\n00:03.000 --> 00:02.000\nhi')).toMatchObject({ line: 3 });
    expect(parseWebVtt('WEBVTT\n\n00:03.000 --> 00:04.000\na\n00:04.000 --> 00:05.000\nb')).toMatchObject({
      line: 5,
    });
    expect(parseWebVtt('WEBVTT\n')).toMatchObject({
      ok: false,
      message: expect.stringContaining('没有字幕'),
    });
  });

  it('writes what it reads', () => {
    const cues = [{ start: 1.5, end: 3723.25, text: '你好' }];
    expect(parseWebVtt(formatWebVtt(cues))).toEqual({ ok: true, cues });
  });
});
