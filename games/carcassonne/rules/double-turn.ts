/**
 * Traders & Builders' double turn (docs/rules/carcassonne.md#double-turn). A tile that the active player
 * places in the first part of a turn and that becomes part of the road or city holding their own figure
 * that earns a second tile (the builder, `earnsSecondTile` in data/figures.ts; on the board before this
 * tile) earns a second part: after this part's figure action and scoring, the same player draws and plays
 * one more tile. The second part never earns a third; completing the builder's feature still earns it. The
 * state says which part is played (`doubleTurn`), for everyone to see.
 */
import type { Seat } from '../../shared/contract';
import { EXTRA_FIGURES, FIGURES, type FigureSpec } from '../data/figures';
import { ORIENTED } from '../geometry';
import { featureOf, find } from './features';
import type { CarcassonneState, Feature, Meeple, PlacedTile } from './state';

/** Whether the figure earns a second tile (its row says so). */
const earnsSecondTile = (m: Meeple): boolean =>
  m.figure !== undefined && (FIGURES[m.figure] as FigureSpec).earnsSecondTile === true;

/** The figures that earn a second tile (the builder). */
const EARNING = EXTRA_FIGURES.filter((f) => (FIGURES[f] as FigureSpec).earnsSecondTile === true);

/** Whether one of `seat`'s figures that earn a second tile is on the board (asked on every placement: no scan). */
function earnerOut(state: CarcassonneState, seat: Seat): boolean {
  for (const f of EARNING) {
    const supply = state.figures?.[f]?.[seat];
    if (supply !== undefined && supply < FIGURES[f].perPlayer) return true;
  }
  return false;
}

/**
 * Whether the tile just placed at (x, y) joined a road or city holding one of `seat`'s builders. A builder
 * stands only where a follower of its owner stands, and both go home together when the feature scores, so
 * a builder's feature always holds a follower of its owner: when none of the tile's roads and cities holds
 * one (their `followerSeats` say), the figures on the board are not looked at (six players put many there).
 */
export function joinsOwnBuilder(state: CarcassonneState, seat: Seat, tile: PlacedTile): boolean {
  if (!earnerOut(state, seat)) return false;
  const { features } = ORIENTED[tile.type][tile.rotation]!;
  let held = false;
  for (let i = 0; i < features.length && !held; i++)
    held = features[i]!.kind !== 'field' && holdsFollower(featureOf(state, tile.seg + i), seat);
  if (!held) return false;
  for (const key in state.meeples) {
    const m = state.meeples[key] as Meeple;
    if (m.seat !== seat || !earnsSecondTile(m)) continue;
    const root = find(state.parent, m.seg);
    for (let i = 0; i < features.length; i++) {
      if (features[i]!.kind !== 'field' && find(state.parent, tile.seg + i) === root) return true;
    }
  }
  return false;
}

/**
 * Whether a follower of `seat` may stand on the feature: its `followerSeats` say (Feature), or without them
 * (a state saved before they were kept) any follower counts.
 */
const holdsFollower = (feature: Feature, seat: Seat): boolean =>
  feature.followerSeats === undefined ? feature.meeples > 0 : (feature.followerSeats & (1 << seat)) !== 0;

/** After a tile is placed: marks the double turn earned when this is a first part and the tile joins the seat's builder. */
export function checkDoubleTurn(state: CarcassonneState, seat: Seat, tile: PlacedTile): void {
  if (state.options.tradersBuilders === true && state.doubleTurn === undefined && joinsOwnBuilder(state, seat, tile))
    state.doubleTurn = 'earned';
}

/** The seat that draws next: the same seat for an earned second part, else the next one; moves the part on. */
export function nextPart(state: CarcassonneState, seat: Seat): Seat {
  if (state.doubleTurn === 'earned') {
    state.doubleTurn = 'second';
    return seat;
  }
  if (state.doubleTurn !== undefined) delete state.doubleTurn;
  return (seat + 1) % state.scores.length;
}
