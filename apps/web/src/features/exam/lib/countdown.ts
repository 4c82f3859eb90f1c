import { useEffect, useRef, useState } from 'react';

/**
 * Where this browser's clock will be when the attempt's time is up: when the reply arrived (react-query's
 * `dataUpdatedAt`) plus the seconds the server said were left by its own clock (`remaining_seconds`). Only time
 * elapsed here counts from then on, so a wrong clock or time zone in the browser changes nothing.
 */
export function deadlineOnThisClock(receivedAt: number, remainingSeconds: number): number {
  return receivedAt + Math.max(0, remainingSeconds) * 1000;
}

/** `{hh}时{mm}分{ss}秒` (screens §12.4; no days). */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}时${pad(Math.floor((total % 3600) / 60))}分${pad(total % 60)}秒`;
}

/**
 * A countdown on the server's clock. `deadlineAt` is a time on this browser's clock: when the reply arrived plus
 * what the server said was left then (`serverSpan`), so a wrong clock in the browser changes nothing. `onZero`
 * runs once, when the time is up (at once if it already was). `null` stops it. Returns the milliseconds left.
 */
export function useCountdown(deadlineAt: number | null, onZero: () => void): number {
  const [left, setLeft] = useState(() => (deadlineAt === null ? 0 : Math.max(0, deadlineAt - Date.now())));
  const zero = useRef(onZero);
  useEffect(() => {
    zero.current = onZero;
  });

  useEffect(() => {
    if (deadlineAt === null) return;
    let fired = false;
    const tick = () => {
      const l = Math.max(0, deadlineAt - Date.now());
      setLeft(l);
      if (l === 0 && !fired) {
        fired = true;
        window.clearInterval(timer);
        zero.current();
      }
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [deadlineAt]);

  return left;
}
