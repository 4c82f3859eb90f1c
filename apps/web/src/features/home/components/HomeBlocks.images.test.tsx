import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HomeBlocks } from './HomeBlocks.tsx';
import { makeVodBlock } from '../../../../test/factories/home.ts';

const vodBlock = (id: number, sort: number, count: number) =>
  makeVodBlock(
    id,
    sort,
    `区块${id}`,
    Array.from({ length: count }, (_, i) => ({
      id: id * 100 + i,
      title: `课程${id}-${i}`,
      thumb: `/media/covers/course-${i}.svg`,
      charge: 0,
      is_free: 1,
      category: { name: '编程' },
    })),
  );

describe('home covers', () => {
  it('loads the first row of the first block at once and first, and every other cover lazily', () => {
    render(
      <MemoryRouter>
        <HomeBlocks blocks={[vodBlock(2, 2, 3), vodBlock(1, 1, 6)]} />
      </MemoryRouter>,
    );
    const covers = screen.getAllByRole('img');
    expect(covers).toHaveLength(9);
    const first = covers.slice(0, 4);
    for (const img of first) {
      expect(img).toHaveAttribute('fetchpriority', 'high');
      expect(img).toHaveAttribute('loading', 'eager');
    }
    expect(first.map((img) => img.getAttribute('alt'))).toEqual(['课程1-0', '课程1-1', '课程1-2', '课程1-3']);
    for (const img of covers.slice(4)) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority', 'high');
    }
  });
});
