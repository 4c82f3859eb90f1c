import { useEffect, useRef } from 'react';

/**
 * Calls `tick` every `intervalMs` while `active`. The next call is scheduled only after the previous reply,
 * so slow answers never pile up; a failed tick keeps polling. Stops when `active` turns false or on unmount.
 */
export function usePolling(tick: () => Promise<unknown>, intervalMs: number, active: boolean): void {
  const tickRef = useRef(tick);
  useEffect(() => {
    tickRef.current = tick;
  });
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      timer = setTimeout(() => {
        tickRef
          .current()
          .catch(() => undefined)
          .finally(() => {
            if (!stopped) schedule();
          });
      }, intervalMs);
    };
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, intervalMs]);
}
