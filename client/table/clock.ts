/**
 * Turn clocks on the client: a ticking "now" while a clock runs, and when a clock counts as nearly out (the
 * warning beside "Your turn", client/table/TurnStatus.tsx). The time left is written by Intl in the language
 * in use (`useFormat().duration`, games/locales/format.ts `formatDuration`).
 */
import { useEffect, useState } from 'react';

/** At or under this much time left, the player is warned (once per turn, with a sound if sounds are on). */
export const WARNING_MS = 15_000;

/** The current time, ticking twice a second while `running`. */
export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
