import { useEffect, useRef } from 'react';

/** How often a running task is asked about: its progress moves in steps of a few percent a second. */
export const POLL_MS = 1000;

/**
 * Runs `tick` every `intervalMs` while `active`, one call at a time (the next waits for the answer), and stops
 * when `active` turns false or the component goes away: no request outlives the page.
 */
export const usePolling = (tick: () => Promise<unknown>, active: boolean, intervalMs = POLL_MS) => {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const run = async () => {
      try {
        await latest.current();
      } catch {
        // a failed poll is shown by the client's toast; the next one tries again
      }
      if (!stopped) timer = setTimeout(() => void run(), intervalMs);
    };
    timer = setTimeout(() => void run(), intervalMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, intervalMs]);
};
