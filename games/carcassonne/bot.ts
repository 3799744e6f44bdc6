/**
 * Search hints for the fair bots (games/shared/ismcts.ts): Carcassonne playouts are cut after a few
 * turns and judged by the projected final scores (the board scored as if the game ended now), which
 * sees unfinished cities, roads, monasteries and fields that the running score does not.
 */
import type { SearchCore, SearchHints } from '../shared/ismcts';
import { carcassonneCore } from './rules/core';
import { projectedScores } from './rules/queries';
import type { CarcassonneAction, CarcassonneState } from './rules/state';

/** Points of lead that count as a near-certain win in the evaluation. */
const DECISIVE_LEAD = 25;

export const carcassonneSearch: SearchHints<CarcassonneState, CarcassonneAction> = {
  playoutDepth: 24,
  evaluate(state, seat) {
    const scores = projectedScores(state);
    const mine = scores[seat] ?? 0;
    const best = Math.max(...scores.filter((_, s) => s !== seat));
    return 0.5 + 0.5 * Math.tanh((mine - best) / DECISIVE_LEAD);
  },
};

export const carcassonneBotCore: SearchCore<CarcassonneState, CarcassonneAction> = { ...carcassonneCore, search: carcassonneSearch };
