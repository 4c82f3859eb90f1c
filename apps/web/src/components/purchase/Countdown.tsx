import { useState } from 'react';
import { formatCountdown } from '../../lib/countdown.ts';
import { deadlineIn, useCountdown } from '../countdown/use-countdown.ts';

/** Counts down from `seconds` (as it was on mount) to 0, each promotion line with its own ticker. */
export function Countdown({ seconds }: { seconds: number }) {
  const [deadline] = useState(() => deadlineIn(Math.max(0, Math.floor(seconds))));
  const left = useCountdown(deadline);
  return <span className="mc-countdown">{formatCountdown(left)}</span>;
}
