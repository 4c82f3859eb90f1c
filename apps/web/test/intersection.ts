import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * An IntersectionObserver the test drives (jsdom lays nothing out, so nothing would ever come into view):
 * `driveIntersections()` installs it for the test (setup removes it after), `observed()` lists what waits for the
 * viewport and `scrollNear()` reports all of it in view.
 */
export function driveIntersections() {
  const watched: { target: Element; observer: DrivenObserver }[] = [];

  class DrivenObserver implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin = '';
    readonly scrollMargin = '';
    readonly thresholds = [];
    constructor(readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      watched.push({ target, observer: this });
    }
    unobserve(target: Element) {
      const at = watched.findIndex((w) => w.observer === this && w.target === target);
      if (at >= 0) watched.splice(at, 1);
    }
    disconnect() {
      for (let i = watched.length - 1; i >= 0; i -= 1)
        if (watched[i]?.observer === this) watched.splice(i, 1);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', DrivenObserver);

  return {
    observed: () => watched.map((w) => w.target),
    scrollNear: () =>
      act(() => {
        for (const { target, observer } of [...watched]) {
          const rect = target.getBoundingClientRect();
          const entry: IntersectionObserverEntry = {
            target,
            isIntersecting: true,
            intersectionRatio: 1,
            boundingClientRect: rect,
            intersectionRect: rect,
            rootBounds: null,
            time: 0,
          };
          observer.callback([entry], observer);
        }
      }),
  };
}
