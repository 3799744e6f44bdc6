/**
 * An experimental playout policy for the fair bot in Carcassonne (docs/bots.md#what-made-hard-stronger),
 * measured with `npm run bot-variants -- --playout-meeples score`, not shipped: the shipped playout policy
 * (games/carcassonne/bot.ts), except that a meeple step that can put a meeple on a city or road this tile
 * completes always does so, even with the last meeple in the supply. Such a meeple scores at once and comes
 * straight back, the points a greedy player (Star2.5's evaluation) never leaves on the board; the shipped
 * policy puts one there only by chance (60% on some city, road or cloister, and never with one meeple left).
 */
import type { Seat } from '../shared/contract';
import type { Rng } from '../shared/rng';
import { carcassonneSearch } from './bot';
import { find } from './rules/features';
import { placedTile } from './rules/meeples';
import type { CarcassonneAction, CarcassonneState, Feature } from './rules/state';

const shipped = carcassonneSearch.playoutPolicy as NonNullable<typeof carcassonneSearch.playoutPolicy>;

/** The placement of a plain meeple on a city or road of the placed tile that this tile completes, if any. */
export function completingMeeple(state: CarcassonneState, seat: Seat): CarcassonneAction | undefined {
  const here = placedTile(state);
  if (here === undefined || seat !== state.turn || (state.supply[seat] ?? 0) <= 0) return undefined;
  const { features } = here.oriented;
  for (let i = 0; i < features.length; i++) {
    const local = features[i]!;
    if (local.kind !== 'city' && local.kind !== 'road') continue;
    const feature = state.features[find(state.parent, here.tile.seg + i)] as Feature;
    if (feature.open === 0 && feature.meeples === 0) return { type: 'placeMeeple', location: local.location };
  }
  return undefined;
}

/** The shipped playout policy, but a meeple that would score at once (see above) is always placed. */
export function scoringMeeplePolicy(
  state: CarcassonneState,
  seat: Seat,
  legal: () => CarcassonneAction[],
  rng: Rng,
): CarcassonneAction {
  if (state.step === 'meeple') {
    const scoring = completingMeeple(state, seat);
    if (scoring !== undefined) return scoring;
  }
  return shipped(state, seat, legal, rng);
}
