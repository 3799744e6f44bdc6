/**
 * Which hotseat seats' boards are drawn: the shown seat's at once, the hidden seats' after it, in a
 * transition, which React renders in small slices between the browser's other work, so the page's first
 * long tasks draw one board, not one per human seat (docs/performance.md#lighthouse-hotseat). A board once
 * drawn stays drawn, hidden or not, and keeps its state as before.
 */
import { createContext, startTransition, useCallback, useEffect, useState } from 'react';

/** Whether a seat's board is drawn (a spectator's, with no seat, always is). */
export const DrawnBoards = createContext<(seat: string | undefined) => boolean>(() => true);

export function useDrawnBoards(shown: string | undefined) {
  const [drawn, setDrawn] = useState<ReadonlySet<string>>(() => new Set(shown === undefined ? [] : [shown]));
  const [all, setAll] = useState(false);
  // A seat once shown stays drawn, also when the shown seat changes before the others are drawn.
  if (!all && shown !== undefined && !drawn.has(shown)) setDrawn(new Set(drawn).add(shown));
  useEffect(() => startTransition(() => setAll(true)), []);
  return useCallback((seat: string | undefined) => seat === undefined || all || drawn.has(seat), [all, drawn]);
}
