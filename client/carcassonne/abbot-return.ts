/**
 * The "Take the abbot back" choice of the figure step (docs/rules/carcassonne.md#abbot-return), read from
 * the seat's view with the tile just placed: whether the core allows it, why not when it does not (the
 * abbot is not on the board, or the tile just placed completes its feature, which then scores by itself),
 * and what it would score now (1 + the tiles round it). Null when the match has no figure that may come
 * back early (games/carcassonne/data/figures.ts).
 */
import type { CarcassonneState } from '../../games/carcassonne';
import { earlyFigureOf, hasEarlyReturn, returnRefusal } from '../../games/carcassonne/rules/early-return';
import { centreTiles } from '../../games/carcassonne/rules/scoring';

export interface AbbotReturnChoice {
  /** What the abbot stands on, when it is on the board. */
  kind?: 'monastery' | 'garden';
  /** What it would score if taken back now. */
  points: number;
  /** Why it cannot come back now; absent when it can. */
  refused?: 'notOut' | 'completes';
}

export function abbotReturnChoice(state: CarcassonneState, seat: number): AbbotReturnChoice | null {
  // The match has a figure whose row says it may come back early (`returns: 'scoredOrEarly'`): the abbot.
  if (!hasEarlyReturn(state)) return null;
  const abbot = earlyFigureOf(state, seat);
  if (abbot === undefined) return { points: 0, refused: 'notOut' };
  const kind = abbot.location === 'garden' ? 'garden' : 'monastery';
  const points = centreTiles(state, abbot.x, abbot.y).length;
  return returnRefusal(state, seat) === undefined ? { kind, points } : { kind, points, refused: 'completes' };
}
