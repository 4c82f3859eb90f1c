import { describe, expect, it } from 'vitest';
import {
  chapterGroups,
  courseOrderPath,
  iframeSrc,
  marqueeText,
  nextVideo,
  qualityLabel,
  resumeSeconds,
} from './video-rules.ts';
import {
  makeWatchRecord,
  playerChapters,
  playerCourse,
  playerVideo,
} from '../../../../test/factories/course.ts';

const v1 = playerVideo(1, 1);
const v2 = playerVideo(2, 1);
const v3 = playerVideo(3, 2);
const loose1 = playerVideo(8, 0);
const loose2 = playerVideo(9, 0);
const grouped = { '1': [v1, v2], '2': [v3], '0': [loose1, loose2] };

describe('chapterGroups', () => {
  it('lists chapters in order, then 无章节内容 for chapter-less videos', () => {
    expect(chapterGroups(playerChapters, grouped).map((g) => [g.title, g.videos.map((v) => v.id)])).toEqual([
      ['第一章 基础', [1, 2]],
      ['第二章 进阶', [3]],
      ['无章节内容', [8, 9]],
    ]);
  });
  it('is one flat untitled list without chapters, and accepts the one-element-array map', () => {
    expect(chapterGroups([], [[loose1, loose2]])).toEqual([{ id: 0, title: null, videos: [loose1, loose2] }]);
    expect(chapterGroups([], [])).toEqual([]);
  });
});

describe('nextVideo', () => {
  it('follows the chapter order across chapters, and ends at the last chaptered video', () => {
    expect(nextVideo(v1, playerChapters, grouped)?.id).toBe(2);
    expect(nextVideo(v2, playerChapters, grouped)?.id).toBe(3);
    expect(nextVideo(v3, playerChapters, grouped)).toBeNull();
  });
  it('walks chapter-less videos among themselves', () => {
    expect(nextVideo(loose1, playerChapters, grouped)?.id).toBe(9);
    expect(nextVideo(loose2, playerChapters, grouped)).toBeNull();
  });
});

describe('marqueeText', () => {
  it('replaces every placeholder, every time, with the mobile masked and the member id as the code', () => {
    const user = { id: 42, mobile: '13800000000', nick_name: '小明' };
    expect(
      marqueeText('${user.mobile}|${mobile}|${user.id}|${user.nick_name}|{date}', user, '2026-11-29'),
    ).toBe('138****0000|138****0000|42|小明|2026-11-29');
  });
});

describe('resumeSeconds', () => {
  it('offers a point with progress, not at the end or past the trial', () => {
    const v = playerVideo(1, 1, { duration: 120, free_seconds: 30 });
    expect(resumeSeconds(undefined, v, false)).toBeNull();
    expect(resumeSeconds(makeWatchRecord(1, 0), v, false)).toBeNull();
    expect(resumeSeconds(makeWatchRecord(1, 65.7), v, false)).toBe(65);
    expect(resumeSeconds(makeWatchRecord(1, 120), v, false)).toBeNull();
    expect(resumeSeconds(makeWatchRecord(1, 65), v, true)).toBeNull();
    expect(resumeSeconds(makeWatchRecord(1, 20), v, true)).toBe(20);
  });
});

describe('iframeSrc', () => {
  it('takes only an http(s) src from an embed snippet', () => {
    expect(iframeSrc('/media/a.mp4')).toBeUndefined();
    expect(iframeSrc('<iframe src="https://v.example.com/1" onload="x()"></iframe>')).toBe(
      'https://v.example.com/1',
    );
    expect(iframeSrc('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
  });
});

describe('labels and addresses', () => {
  it('names qualities', () => {
    expect(qualityLabel(720, 0)).toBe('720P');
    expect(qualityLabel('1080', 1)).toBe('1080P');
    expect(qualityLabel('', 0)).toBe('默认');
    expect(qualityLabel('高清', 1)).toBe('高清');
  });
  it('encodes the order query', () => {
    const path = courseOrderPath({ ...playerCourse, title: 'C & C++ #1?' });
    const q = new URLSearchParams(path.slice(path.indexOf('?')));
    expect(q.get('goods_name')).toBe('C & C++ #1?');
    expect(q.get('goods_type')).toBe('vod');
    expect(q.get('goods_label')).toBe('点播课程');
  });
});
