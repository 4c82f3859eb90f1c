/**
 * Where this browser's clock will be when the attempt's time is up: when the reply arrived (react-query's
 * `dataUpdatedAt`) plus the seconds the server said were left by its own clock (`remaining_seconds`). Only time
 * elapsed here counts from then on, so a wrong clock or time zone in the browser changes nothing. The one
 * countdown (`components/countdown/use-countdown.ts`) ticks towards it.
 */
export function deadlineOnThisClock(receivedAt: number, remainingSeconds: number): number {
  return receivedAt + Math.max(0, remainingSeconds) * 1000;
}
