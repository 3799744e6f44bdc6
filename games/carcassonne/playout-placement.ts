/**
 * An experimental playout policy for the fair bot in Carcassonne (docs/bots.md#what-made-hard-stronger),
 * measured with `npm run bot-variants -- --playout-place fill`, not shipped: a tile goes to the better of
 * two uniformly random legal placements, the one whose square has more neighbours (the first on a tie),
 * so playouts fill the holes that close cities and roads as players do, where the shipped policy
 * (games/carcassonne/bot.ts) scatters tiles over the whole frontier. Meeple steps are left to `meeples`.
 */
import type { Seat } from '../shared/contract';
import type { SearchHints } from '../shared/ismcts';
import type { Rng } from '../shared/rng';
import { isRiverKind } from './data/tile-sets';
import type { Rotation } from './geometry';
import { FITTING, sideFilled } from './rules/placement';
import type { CarcassonneAction, CarcassonneState, FrontierSquare } from './rules/state';

type Policy = NonNullable<SearchHints<CarcassonneState, CarcassonneAction>['playoutPolicy']>;

/** How many of a frontier square's four sides have a tile (or water) next to them. */
export function neighbours(square: FrontierSquare): number {
  let count = 0;
  for (let d = 0; d < 4; d++) if (sideFilled(square.demand, d)) count++;
  return count;
}

/** The placement numbered `index` in the frontier's order of (square, fitting rotation). */
function placementAt(state: CarcassonneState, fitting: readonly (readonly Rotation[])[], index: number) {
  for (const square of state.frontier) {
    const rotations = fitting[square.demand] as readonly Rotation[];
    if (index < rotations.length) return { square, rotation: rotations[index] as Rotation };
    index -= rotations.length;
  }
  throw new Error('placement index beyond the frontier');
}

/** The better-filled of two uniformly random legal placements, or undefined for a river tile or none. */
export function fillingPlacement(state: CarcassonneState, rng: Rng): CarcassonneAction | undefined {
  if (state.step !== 'place' || state.current === null || isRiverKind(state.current)) return undefined;
  const fitting = FITTING[state.current];
  let count = 0;
  for (const square of state.frontier) count += (fitting[square.demand] as readonly Rotation[]).length;
  if (count === 0) return undefined;
  const first = placementAt(state, fitting, Math.floor(rng.next() * count));
  const second = placementAt(state, fitting, Math.floor(rng.next() * count));
  const { square, rotation } = neighbours(second.square) > neighbours(first.square) ? second : first;
  return { type: 'placeTile', x: square.x, y: square.y, rotation };
}

/** Placements by `fillingPlacement`; everything else (meeple steps, river tiles) by `rest`. */
export function fillingPolicy(rest: Policy): Policy {
  return (state: CarcassonneState, seat: Seat, legal, rng) =>
    (state.step === 'place' ? fillingPlacement(state, rng) : undefined) ?? rest(state, seat, legal, rng);
}
