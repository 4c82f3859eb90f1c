import { useEffect, useState } from 'react';
import { formatCountdown } from '../../lib/countdown.ts';

/** Ticks once a second from `seconds` down to 0, with its own timer (the reference shared one timer). */
export function Countdown({ seconds }: { seconds: number }) {
  const [left, setLeft] = useState(Math.max(0, Math.floor(seconds)));
  useEffect(() => {
    if (left <= 0) return;
    const t = window.setTimeout(() => setLeft((l) => Math.max(0, l - 1)), 1000);
    return () => window.clearTimeout(t);
  }, [left]);
  return <span className="mc-countdown">{formatCountdown(left)}</span>;
}
