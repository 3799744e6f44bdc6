/**
 * The fair bot's root pruning in Carcassonne (docs/bots.md#what-made-hard-stronger): of the placements of
 * the current tile, only the `keep` that look best are searched, each judged by its best whole turn (the
 * placement with each meeple choice, the turn finished) by the projected lead: our projected score (the
 * board scored as if the game ended now) minus the best other seat's, the evaluation Star2.5 orders its
 * moves by. The search's iterations then go to a few sensible placements instead of 30-80. Reads only the
 * view: the turn is finished on copies made by the caller's `copy` (a sample of the view's hidden bag).
 */
import type { Seat } from '../shared/contract';
import { createRng, type Rng } from '../shared/rng';
import { carcassonneCore } from './rules/core';
import { finalScoring } from './rules/scoring';
import type { CarcassonneAction, CarcassonneState } from './rules/state';

/** A copy of the view (or of a copy) with a sampled bag, as the search's `determinize` makes it. */
export type CopyState = (state: CarcassonneState, seat: Seat, rng: Rng) => CarcassonneState;

/** `seat`'s projected lead over the best other seat in a state (scored in place: pass a copy). */
export function projectedLead(state: CarcassonneState, seat: Seat): number {
  if (state.step !== 'over') finalScoring(state, false);
  const own = state.scores[seat] ?? 0;
  return own - Math.max(...state.scores.filter((_, other) => other !== seat));
}

/** The projected lead after `place` and the best meeple choice that follows it, the turn finished. */
function bestTurnLead(view: CarcassonneState, seat: Seat, place: CarcassonneAction, copy: CopyState, rng: Rng): number {
  const placed = copy(view, seat, rng);
  carcassonneCore.apply(placed, seat, place, rng);
  if (placed.step !== 'meeple' || placed.turn !== seat) return projectedLead(placed, seat);
  let best = -Infinity;
  for (const meeple of carcassonneCore.legalActions(placed, seat)) {
    const finished = copy(placed, seat, rng);
    carcassonneCore.apply(finished, seat, meeple, rng);
    best = Math.max(best, projectedLead(finished, seat));
  }
  return best;
}

/** The `keep` placements with the best projected lead after the turn (all other actions kept as they are). */
export function bestPlacements(
  view: CarcassonneState,
  seat: Seat,
  actions: CarcassonneAction[],
  keep: number,
  copy: CopyState,
): CarcassonneAction[] {
  if (view.step !== 'place' || actions.length <= keep) return actions;
  const rng = createRng('root-widening');
  const judged = actions.map((action, index) => ({
    action,
    index,
    lead: action.type === 'placeTile' ? bestTurnLead(view, seat, action, copy, rng) : Infinity,
  }));
  const kept = [...judged].sort((a, b) => b.lead - a.lead || a.index - b.index).slice(0, keep);
  return kept.sort((a, b) => a.index - b.index).map(({ action }) => action);
}
