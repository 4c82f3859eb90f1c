import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyMount } from './LazyMount.tsx';
import { SafeHtml } from './SafeHtml.tsx';
import { driveIntersections } from '../../test/intersection.ts';

/** Puts every element far below the fold (jsdom lays nothing out). */
function belowTheFold() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top: 5000 } as DOMRect);
}

let view: ReturnType<typeof driveIntersections>;
beforeEach(() => {
  view = driveIntersections();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('LazyMount', () => {
  it('mounts a block near the viewport at once', () => {
    render(<LazyMount>评论区</LazyMount>);
    expect(screen.getByText('评论区')).toBeInTheDocument();
  });

  it('keeps a block below the fold empty, at its height, until it is scrolled to', () => {
    belowTheFold();
    const { container } = render(<LazyMount minHeight={240}>评论区</LazyMount>);
    expect(screen.queryByText('评论区')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveStyle({ minHeight: '240px' });
    view.scrollNear();
    expect(screen.getByText('评论区')).toBeInTheDocument();
  });
});

describe('SafeHtml below the fold', () => {
  it('loads KaTeX and highlight.js only once the math and the code are scrolled to', async () => {
    belowTheFold();
    const { container } = render(
      <SafeHtml html={'<p>简介</p><p>$$x^2$$</p><pre><code>const a = 1;</code></pre>'} />,
    );
    // Both parts wait for the viewport: each is under observation, and neither is enhanced yet.
    await waitFor(() => expect(view.observed()).toHaveLength(2));
    expect(view.observed().map((el) => el.tagName)).toEqual(['P', 'PRE']);
    expect(container.querySelector('.katex, code.hljs')).toBeNull();
    view.scrollNear();
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    await waitFor(() => expect(container.querySelector('code.hljs')).not.toBeNull());
  });
});
