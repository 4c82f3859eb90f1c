import { act, waitFor } from '@testing-library/react';
import { expect, onTestFinished, vi } from 'vitest';

interface HeldTimer {
  run: () => void;
  delay: number;
  due: number;
  repeat: boolean;
}

export interface HeldClock {
  /** Moves the clock on by `ms`, firing in order each held timer that falls due (an interval as often as it does). */
  advance(ms: number): void;
  /** Waits until the app has set a timer of `delay` (one it sets after an answer arrives, as a poller does). */
  scheduled(delay: number): Promise<void>;
}

/**
 * Puts the app's timers of the given delays on a clock only the test moves (`advance`), with `Date` stopped on the
 * same clock; every other timer stays real, so the testing library's waits and the network run as usual. Vitest's
 * fake timers need `shouldAdvanceTime` for those, which lets real time leak into the clock: on a loaded machine a
 * countdown moved on by itself between two assertions. Everything is restored when the test finishes.
 */
export function holdTimers(...delays: number[]): HeldClock {
  const held = new Map<number, HeldTimer>();
  let nextId = 1;
  let now = Date.now();
  vi.setSystemTime(now);

  const realSetTimeout = window.setTimeout;
  const realSetInterval = window.setInterval;
  const realClearTimeout = window.clearTimeout;
  const realClearInterval = window.clearInterval;

  const hold = (handler: TimerHandler, delay: number, repeat: boolean, args: unknown[]): number | null => {
    if (typeof handler !== 'function' || !delays.includes(delay)) return null;
    const id = nextId++;
    held.set(id, { run: () => void handler(...args), delay, due: now + delay, repeat });
    return id;
  };
  const spies = [
    vi
      .spyOn(window, 'setTimeout')
      .mockImplementation(
        ((handler: TimerHandler, delay = 0, ...args: unknown[]) =>
          hold(handler, delay, false, args) ??
          realSetTimeout(handler, delay, ...args)) as typeof window.setTimeout,
      ),
    vi
      .spyOn(window, 'setInterval')
      .mockImplementation(
        ((handler: TimerHandler, delay = 0, ...args: unknown[]) =>
          hold(handler, delay, true, args) ??
          realSetInterval(handler, delay, ...args)) as typeof window.setInterval,
      ),
    vi.spyOn(window, 'clearTimeout').mockImplementation((id) => {
      if (typeof id === 'number' && held.delete(id)) return;
      realClearTimeout(id);
    }),
    vi.spyOn(window, 'clearInterval').mockImplementation((id) => {
      if (typeof id === 'number' && held.delete(id)) return;
      realClearInterval(id);
    }),
  ];
  onTestFinished(() => {
    for (const spy of spies) spy.mockRestore();
    vi.useRealTimers();
  });

  const nextDue = (until: number): [number, HeldTimer] | undefined =>
    [...held].filter(([, t]) => t.due <= until).sort(([, a], [, b]) => a.due - b.due)[0];

  return {
    advance(ms) {
      const until = now + ms;
      act(() => {
        for (let entry = nextDue(until); entry; entry = nextDue(until)) {
          const [id, timer] = entry;
          now = timer.due;
          vi.setSystemTime(now);
          if (timer.repeat) timer.due += timer.delay;
          else held.delete(id);
          timer.run();
        }
        now = until;
        vi.setSystemTime(now);
      });
    },
    async scheduled(delay) {
      await waitFor(() => expect([...held.values()].some((t) => t.delay === delay)).toBe(true));
    },
  };
}
