import { describe, expect, it } from 'vitest';
import { homeFirstScreenImages, sortBlocks } from './first-screen.ts';

const vod = (sort: number, thumbs: string[]) => ({
  sort,
  sign: 'pc-vod-v1',
  config_render: { title: '课程', items: thumbs.map((thumb, i) => ({ id: i + 1, thumb })) },
});

describe('home’s first screen', () => {
  it('is the first slide and the first row (four covers) of the block that sorts first', () => {
    const sliders = [{ thumb: '/s1.webp' }, { thumb: '/s2.webp' }];
    const blocks = [
      vod(2, ['/b1.webp']),
      vod(1, ['/a1.webp', '/a2.webp', '/a3.webp', '/a4.webp', '/a5.webp']),
    ];
    expect(homeFirstScreenImages(sliders, blocks)).toEqual([
      '/s1.webp',
      '/a1.webp',
      '/a2.webp',
      '/a3.webp',
      '/a4.webp',
    ]);
  });

  it('takes goods covers (flash sale, group buy) by their own field', () => {
    const blocks = [
      { sort: 1, sign: 'pc-ms-v1', config_render: { items: [{ id: 1, goods_thumb: '/g.webp' }] } },
    ];
    expect(homeFirstScreenImages([], blocks)).toEqual(['/g.webp']);
  });

  it('names nothing for answers of another shape, a failed answer or a code block first', () => {
    expect(homeFirstScreenImages(undefined, undefined)).toEqual([]);
    expect(homeFirstScreenImages({ thumb: '/x' }, [{ sort: 'a' }, null, 3])).toEqual([]);
    expect(
      homeFirstScreenImages([{ thumb: '' }], [{ sort: 1, sign: 'code', config_render: { html: '<p/>' } }]),
    ).toEqual([]);
  });

  it('keeps blocks of equal sort in server order', () => {
    expect(
      sortBlocks([
        { sort: 2, id: 'a' },
        { sort: 1, id: 'b' },
        { sort: 2, id: 'c' },
      ]).map((b) => b.id),
    ).toEqual(['b', 'a', 'c']);
  });
});
