import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown.ts';
import { formatDuration } from './duration.ts';
import { productOrderQuery, roleOrderQuery } from './order-query.ts';
import { mapGet } from './php-map.ts';
import { highlightHtml } from './search-highlight.ts';

describe('formatCountdown', () => {
  it('uses days, hours or minutes as the screens say', () => {
    expect(formatCountdown(0)).toBe('00分00秒');
    expect(formatCountdown(-5)).toBe('00分00秒');
    expect(formatCountdown(59)).toBe('00分59秒');
    expect(formatCountdown(3600)).toBe('01时00分00秒');
    expect(formatCountdown(86400 + 3661)).toBe('1天01时01分01秒');
  });
});

describe('formatDuration', () => {
  it('pads to mm:ss and adds hours from one hour', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(65)).toBe('01:05');
    expect(formatDuration(3599)).toBe('59:59');
    expect(formatDuration(3600)).toBe('01:00:00');
  });
});

describe('order query strings', () => {
  it('build the VOD and role rows', () => {
    expect(productOrderQuery('course', { id: 1, charge: 99, name: 'A&B', thumb: '/t.png' })).toEqual({
      goods_id: 1,
      goods_type: 'vod',
      goods_charge: 99,
      goods_label: '点播课程',
      goods_name: 'A&B',
      goods_thumb: '/t.png',
    });
    expect(productOrderQuery('learnPath', { id: 2, charge: 1, name: 'p', thumb: '' }).goods_label).toBe(
      '学习路径',
    );
    expect(roleOrderQuery({ id: 3, charge: 30, name: '月卡' })).toEqual({
      goods_id: 3,
      goods_type: 'role',
      goods_charge: 30,
      goods_label: 'VIP会员',
      goods_name: '月卡',
    });
  });
});

describe('mapGet', () => {
  it('reads objects, [] and the one-element array form', () => {
    expect(mapGet({ '5': 'a' }, 5)).toBe('a');
    expect(mapGet([], 0)).toBeUndefined();
    expect(mapGet([['x']], 0)).toEqual(['x']);
    expect(mapGet(null, 1)).toBeUndefined();
    expect(mapGet({ '5': 'a' }, 6)).toBeUndefined();
  });
});

describe('highlightHtml', () => {
  it('escapes text and marks every case-insensitive hit', () => {
    expect(highlightHtml('Python & python', 'PYTHON')).toBe('<mark>Python</mark> &amp; <mark>python</mark>');
    expect(highlightHtml('<b>x</b>', 'x')).toBe('&lt;b&gt;<mark>x</mark>&lt;/b&gt;');
  });
  it('treats regex metacharacters literally', () => {
    expect(highlightHtml('learn c++ now', 'c++')).toBe('learn <mark>c++</mark> now');
    expect(highlightHtml('a.b', '.')).toBe('a<mark>.</mark>b');
  });
  it('passes server highlight markup through and handles empty input', () => {
    expect(highlightHtml('<em>py</em>thon', 'py')).toBe('<em>py</em>thon');
    expect(highlightHtml('', 'x')).toBe('');
    expect(highlightHtml('a<b', '')).toBe('a&lt;b');
  });
});
