import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MARQUEE_FADE_MS, Marquee } from './Marquee.tsx';

/** A `matchMedia` answering `prefers-reduced-motion: reduce` as asked. */
const preferReducedMotion = (reduce: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );

describe('Marquee', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const mark = () => screen.getByTestId('video-marquee');
  const spot = () => `${mark().style.top} ${mark().style.left}`;

  it('shows the masked text, fades out at a random time, and comes back somewhere else', () => {
    preferReducedMotion(false);
    const draws = [0.1, 0.1, 0.5, 0.9, 0.8];
    vi.spyOn(Math, 'random').mockImplementation(() => draws.shift() ?? 0.3);
    render(<Marquee text="知学堂 138****0000 K7M2QX9P" opacity={0.6} waitMs={[1000, 3000]} />);
    expect(mark()).toHaveTextContent('知学堂 138****0000 K7M2QX9P');
    expect(mark()).not.toHaveTextContent('13800000000');
    expect(mark()).toHaveAttribute('data-motion', 'fade');
    const before = spot();
    // The wait drawn was 1000 + 0.5 × 2000 = 2000 ms.
    act(() => vi.advanceTimersByTime(1999));
    expect(mark().style.opacity).toBe('0.6');
    act(() => vi.advanceTimersByTime(1));
    expect(mark().style.opacity).toBe('0');
    expect(spot()).toBe(before);
    act(() => vi.advanceTimersByTime(MARQUEE_FADE_MS));
    expect(mark().style.opacity).toBe('0.6');
    expect(spot()).not.toBe(before);
    expect(mark().style.transition).toContain('opacity');
  });

  it('jumps without fading under prefers-reduced-motion', () => {
    preferReducedMotion(true);
    render(<Marquee text="K7M2QX9P" waitMs={[1000, 1000]} />);
    expect(mark()).toHaveAttribute('data-motion', 'jump');
    expect(mark().style.transition).toBe('none');
    const before = spot();
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.99);
    act(() => vi.advanceTimersByTime(1000));
    expect(random).toHaveBeenCalled();
    expect(mark().style.opacity).toBe('1');
    expect(spot()).not.toBe(before);
  });
});
