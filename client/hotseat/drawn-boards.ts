/**
 * Which hotseat seats' boards have been on the screen since the page loaded: the shown seat's from the
 * first render, each other seat's from the render that first shows it, and from then on for good. A board
 * not shown yet may leave its pictures undrawn (client/shared/board-drawn.ts).
 */
import { createContext, useCallback, useState } from 'react';

/** Whether a seat's board has been shown (a spectator's, with no seat, always is). */
export const DrawnBoards = createContext<(seat: string | undefined) => boolean>(() => true);

export function useDrawnBoards(shown: string | undefined) {
  const [drawn, setDrawn] = useState<ReadonlySet<string>>(() => new Set(shown === undefined ? [] : [shown]));
  // Adjusting state while rendering (React's documented pattern): the newly shown seat joins the set.
  if (shown !== undefined && !drawn.has(shown)) setDrawn(new Set(drawn).add(shown));
  return useCallback((seat: string | undefined) => seat === undefined || drawn.has(seat), [drawn]);
}
