/**
 * The abbot's early return (docs/rules/carcassonne.md#abbot-return): in the meeple step, instead of placing
 * a figure, a player whose abbot stands on a cloister or a garden may take it back and score that feature
 * at once as at the end of the game: 1 + the tiles among its 8 neighbours, the tile just placed included.
 * Refused when the tile just placed completes that feature, which then scores 9 in the scoring step.
 */
import type { Seat } from '../../shared/contract';
import { placedTile } from './meeples';
import { centreTiles, scoreCentre } from './scoring';
import type { CarcassonneState, Meeple } from './state';

/** The seat's abbot on the board, or undefined. */
export function abbotOf(state: CarcassonneState, seat: Seat): Meeple | undefined {
  for (const key in state.meeples) {
    const m = state.meeples[key] as Meeple;
    if (m.seat === seat && m.figure === 'abbot') return m;
  }
  return undefined;
}

/** Why the seat may not take its abbot back now, or undefined. */
export function returnRefusal(state: CarcassonneState, seat: Seat): string | undefined {
  if (state.options.abbot !== true) return 'there is no abbot in this match';
  if (placedTile(state) === undefined) return 'the abbot comes back only in the meeple step, after placing a tile';
  const abbot = state.figures?.abbot?.[seat] === 0 ? abbotOf(state, seat) : undefined;
  if (abbot === undefined) return 'your abbot is not on the board';
  if (centreTiles(state, abbot.x, abbot.y).length === 9)
    return `the tile just placed completes that ${abbot.location}: it scores 9 now`;
  return undefined;
}

/** Takes the seat's abbot back and scores its feature (legality checked by `returnRefusal`). */
export function returnAbbot(state: CarcassonneState, seat: Seat): Meeple {
  const abbot = abbotOf(state, seat)!;
  scoreCentre(state, abbot, false, true);
  return abbot;
}
