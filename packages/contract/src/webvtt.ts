/**
 * WebVTT captions (issue 30): one reader for both sides. The server validates an uploaded file with it (a refusal
 * names the line, in Chinese) and cuts a trial's captions; the storefront reads the cues for the transcript panel
 * and the caption line over the video. It reads what the WebVTT spec's file structure allows (header, NOTE, STYLE
 * and REGION blocks, cue identifiers, settings) and is stricter than a browser where an operator should hear about
 * a mistake: a malformed timing line is an error, not a silently dropped cue.
 */

export interface WebVttCue {
  /** Seconds. */
  start: number;
  end: number;
  /** The cue payload as written (tags such as `<v Name>` or `<i>` kept); `cuePlainText` gives what a person reads. */
  text: string;
}

export type WebVttResult = { ok: true; cues: WebVttCue[] } | { ok: false; line: number; message: string };

/** `mm:ss.ttt` or `hh:mm:ss.ttt` (hours of two or more digits), as WebVTT writes a timestamp. */
const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

function seconds(stamp: string): number | null {
  const m = TIMESTAMP.exec(stamp);
  if (!m) return null;
  const [, h, mm, ss, ms] = m;
  return Number(h ?? 0) * 3600 + Number(mm) * 60 + Number(ss) + Number(ms) / 1000;
}

const TIMING_HINT = '应为 00:00:01.000 --> 00:00:04.000';

const fail = (line: number, message: string): WebVttResult => ({
  ok: false,
  line,
  message: `第 ${line} 行：${message}`,
});

/** Reads a WebVTT text (already decoded). Lines are numbered from 1 as an editor shows them. */
export function parseWebVtt(source: string): WebVttResult {
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const header = lines[0] ?? '';
  if (!/^WEBVTT(?:[ \t].*)?$/.test(header)) return fail(1, '文件必须以 WEBVTT 开头');
  if (lines.some((l) => l.includes('\0'))) {
    return fail(lines.findIndex((l) => l.includes('\0')) + 1, '含有不允许的空字符');
  }
  let i = 1;
  // The header block runs to the first blank line; a timing line there means the blank line is missing.
  while (i < lines.length && lines[i] !== '') {
    if (lines[i]?.includes('-->')) return fail(i + 1, '文件头与第一条字幕之间需要一个空行');
    i += 1;
  }
  const cues: WebVttCue[] = [];
  let lastStart = 0;
  while (i < lines.length) {
    if (lines[i] === '') {
      i += 1;
      continue;
    }
    const first = lines[i] ?? '';
    const blockLine = i + 1;
    const block: string[] = [];
    while (i < lines.length && lines[i] !== '') block.push(lines[i++] ?? '');
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(first) && !first.includes('-->')) {
      if (cues.length > 0 && !first.startsWith('NOTE')) {
        return fail(blockLine, `${first.split(/[ \t]/)[0]} 块必须写在所有字幕之前`);
      }
      continue;
    }
    // An identifier line is optional: the timing line is the first or the second of the block.
    const timingAt = first.includes('-->') ? 0 : 1;
    const timing = block[timingAt];
    const timingLine = blockLine + timingAt;
    if (timing === undefined || !timing.includes('-->')) {
      // A first line that starts like a timestamp was meant as the timing line (`00:01.000 -> 00:02.000`).
      if (/^\d+:\d/.test(first)) return fail(blockLine, `时间轴格式错误（${TIMING_HINT}）`);
      return fail(timingLine, `缺少时间轴（${TIMING_HINT}）`);
    }
    const m = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t]+.*)?$/.exec(timing);
    const start = m ? seconds(m[1] ?? '') : null;
    const end = m ? seconds(m[2] ?? '') : null;
    if (start === null || end === null) return fail(timingLine, `时间轴格式错误（${TIMING_HINT}）`);
    if (end <= start) return fail(timingLine, '结束时间必须晚于开始时间');
    if (start < lastStart) return fail(timingLine, '字幕的开始时间不能早于上一条字幕');
    const payload = block.slice(timingAt + 1);
    const stray = payload.findIndex((l) => l.includes('-->'));
    if (stray >= 0) return fail(timingLine + 1 + stray, '字幕之间需要一个空行');
    lastStart = start;
    cues.push({ start, end, text: payload.join('\n') });
  }
  if (cues.length === 0) return fail(lines.length, '文件中没有字幕');
  return { ok: true, cues };
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
  lrm: '\u200e',
  rlm: '\u200f',
  quot: '"',
  apos: "'",
};

/** What a person reads of a cue: its tags (`<v Name>`, `<i>`, `<00:01.000>`) dropped, entities decoded. */
export function cuePlainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? '')
    .trim();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `hh:mm:ss.ttt`. */
export function formatVttTimestamp(at: number): string {
  const ms = Math.round(at * 1000);
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** A WebVTT file of these cues (the server's trial cut). */
export function formatWebVtt(cues: readonly WebVttCue[]): string {
  const blocks = cues.map(
    (c) => `${formatVttTimestamp(c.start)} --> ${formatVttTimestamp(c.end)}\n${c.text}`,
  );
  return ['WEBVTT', ...blocks].join('\n\n') + '\n';
}
