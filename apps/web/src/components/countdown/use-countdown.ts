import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Whole seconds from now until `deadline` (a time in ms on this browser's clock), rounded up; never negative. An
 * unreadable time (NaN, from a malformed date) counts as passed.
 */
function secondsUntil(deadline: number | null): number {
  if (deadline === null || !Number.isFinite(deadline)) return 0;
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/** The time in ms on this browser's clock `seconds` from now: the deadline of a countdown that starts now. */
export const deadlineIn = (seconds: number): number => Date.now() + seconds * 1000;

/**
 * The storefront's one countdown ticker. Returns the whole seconds left until `deadline` (ms on this browser's
 * clock; `null` for no countdown, which reads 0), rounded up so 0 shows only when the time is up, and ticks
 * once a second until then. The count is read from the clock, not decremented, so a late tick (a busy or
 * hidden tab) catches up. `onZero` runs once per deadline when it is reached (at once when it already was).
 */
export function useCountdown(deadline: number | null, onZero?: () => void): number {
  const [shown, setShown] = useState(() => ({ deadline, left: secondsUntil(deadline) }));
  // A new deadline counts from its own start in this very render, not from the last tick of the old one.
  if (!Object.is(shown.deadline, deadline)) setShown({ deadline, left: secondsUntil(deadline) });
  const reachZero = useEffectEvent(() => onZero?.());

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const left = secondsUntil(deadline);
      setShown({ deadline, left });
      if (left > 0) return;
      window.clearInterval(timer);
      reachZero();
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [deadline]);

  return shown.left;
}
