/**
 * Turn clocks on the client: the time left shown as "m:ss" (hours and minutes above an hour), a ticking "now" while a clock runs, and when a
 * clock counts as nearly out (the warning beside "Your turn", client/table/TurnStatus.tsx).
 */
import { useEffect, useState } from 'react';

/** At or under this much time left, the player is warned (once per turn, with a sound if sounds are on). */
export const WARNING_MS = 15_000;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A duration in ms (never negative) as "m:ss"; from an hour on in hours and minutes, "5 h 04 min", and from
 * a day on "2 d 5 h 04 min" (the turn-based clocks, docs/turn-based.md#tables: seconds ticking by would
 * only distract; "d", "h" and "min" are the SI symbols, in English and Dutch alike).
 */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = pad(seconds % 60);
  if (days > 0) return `${days} d ${hours} h ${pad(minutes)} min`;
  if (hours > 0) return `${hours} h ${pad(minutes)} min`;
  return `${minutes}:${rest}`;
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
