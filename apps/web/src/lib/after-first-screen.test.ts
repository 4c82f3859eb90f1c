import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from './after-first-screen.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** An image the page is still loading (jsdom never loads images: `complete` is made false by hand). */
function loadingImage(lazy = false): HTMLImageElement {
  const img = document.createElement('img');
  Object.defineProperty(img, 'complete', { value: false, configurable: true });
  if (lazy) img.loading = 'lazy';
  document.body.append(img);
  return img;
}

describe('afterFirstScreen', () => {
  it('runs at the next idle moment when no eager image is loading', async () => {
    const fn = vi.fn();
    afterFirstScreen(fn);
    expect(fn).not.toHaveBeenCalled();
    await waitFor(() => expect(fn).toHaveBeenCalledTimes(1));
  });

  it('waits for the eager images to load or fail, not for lazy ones', async () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const a = loadingImage();
    const b = loadingImage();
    loadingImage(true);
    afterFirstScreen(fn);
    await vi.advanceTimersByTimeAsync(100);
    a.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(fn).not.toHaveBeenCalled();
    b.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(100);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('never waits longer than its limit, and runs once', async () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const img = loadingImage();
    afterFirstScreen(fn, 500);
    await vi.advanceTimersByTimeAsync(499);
    expect(fn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(1);
    img.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', async () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const cancel = afterFirstScreen(fn, 500);
    cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
