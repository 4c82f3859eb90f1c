import {
  fillWatermark,
  type CourseChapter,
  type CourseDetail,
  type PhpMap,
  type VideoItem,
  type WatchRecord,
} from '@meedu/contract';
import { paths } from '../../../config/paths.ts';
import { productOrderQuery } from '../../../lib/order-query.ts';
import { mapGet } from '../../../lib/php-map.ts';

export interface ChapterGroup {
  /** 0 for the chapter-less group. */
  id: number;
  title: string | null;
  videos: VideoItem[];
}

/**
 * The catalogue grouping of screens catalog §3.2: chapters in order, then '无章节内容' for chapter-less videos;
 * without chapters one untitled flat group.
 */
export function chapterGroups(chapters: CourseChapter[], videos: PhpMap<VideoItem[]>): ChapterGroup[] {
  const loose = mapGet(videos, 0) ?? [];
  if (chapters.length === 0) return loose.length > 0 ? [{ id: 0, title: null, videos: loose }] : [];
  const groups: ChapterGroup[] = chapters.map((c) => ({
    id: c.id,
    title: c.title,
    videos: mapGet(videos, c.id) ?? [],
  }));
  if (loose.length > 0) groups.push({ id: 0, title: '无章节内容', videos: loose });
  return groups;
}

/**
 * The video after `current` (screens catalog §4.5): chapter-less videos follow each other; chaptered videos follow
 * the chapter order, and chapter-less ones are not part of that sequence. `null` means this is the last one.
 */
export function nextVideo(
  current: VideoItem,
  chapters: CourseChapter[],
  videos: PhpMap<VideoItem[]>,
): VideoItem | null {
  const order =
    current.chapter_id === 0 || chapters.length === 0
      ? (mapGet(videos, 0) ?? [])
      : chapters.flatMap((c) => mapGet(videos, c.id) ?? []);
  const i = order.findIndex((v) => v.id === current.id);
  return i >= 0 ? (order[i + 1] ?? null) : null;
}

export interface MarqueeUser {
  id: number;
  mobile: string;
  nick_name: string;
}

/**
 * The watermark text where the server fills none (a MeEdu server; ours fills it at the play grant with the member's
 * code): the template's placeholders with the masked mobile, never the full number (issue 30), and the member id as
 * the code, the one handle a MeEdu operator can trace.
 */
export function marqueeText(template: string, user: MarqueeUser, today: string): string {
  return fillWatermark(template, {
    code: String(user.id),
    mobile: user.mobile,
    nickname: user.nick_name,
    date: today,
  });
}

/** The VOD order page address (screens catalog §0.8); paths.order() encodes every value (open question 16). */
export function courseOrderPath(course: Pick<CourseDetail, 'id' | 'charge' | 'title' | 'thumb'>): string {
  return paths.order(
    productOrderQuery('course', {
      id: course.id,
      charge: course.charge,
      name: course.title,
      thumb: course.thumb,
    }),
  );
}

/** A resume point worth offering: some progress, and not already at (or past) the end / the trial limit. */
export function resumeSeconds(
  record: WatchRecord | undefined,
  video: VideoItem,
  trial: boolean,
  /** A position this browser has not got to the server yet (api/progress-reporter.ts): the furthest wins. */
  unsent = 0,
): number | null {
  const at = Math.floor(Math.max(record?.watch_seconds ?? 0, unsent));
  if (at <= 0) return null;
  const end = trial ? video.free_seconds : video.duration;
  if (end > 0 && at >= end - 1) return null;
  return at;
}

/**
 * An embedded-player snippet (`<iframe ...>`) becomes only its http(s) `src`; anything else in the snippet is
 * dropped instead of being injected as HTML.
 */
export function iframeSrc(urlOrSnippet: string): string | null | undefined {
  const text = urlOrSnippet.trim();
  if (!/^<iframe[\s>]/i.test(text)) return undefined; // not a snippet
  const doc = new DOMParser().parseFromString(text, 'text/html');
  const src = doc.querySelector('iframe')?.getAttribute('src') ?? '';
  try {
    const u = new URL(src, window.location.href);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

/** The label of a quality: 720 → '720P', '' → '默认'. */
export function qualityLabel(name: string | number, index: number): string {
  if (typeof name === 'number' || /^\d+$/.test(name)) return `${name}P`;
  return name.trim() || (index === 0 ? '默认' : `线路${index + 1}`);
}
