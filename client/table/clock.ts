/**
 * Turn clocks on the client: the time left shown as "m:ss", a ticking "now" while a clock runs, and when a
 * clock counts as nearly out (the warning beside "Your turn", client/table/TurnStatus.tsx).
 */
import { useEffect, useState } from 'react';

/** At or under this much time left, the player is warned (once per turn, with a sound if sounds are on). */
export const WARNING_MS = 15_000;

/** "m:ss" of a duration in ms (never negative). */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

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
