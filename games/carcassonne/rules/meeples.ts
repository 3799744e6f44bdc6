/**
 * The meeple step (docs/rules/carcassonne.md#meeple-step): after placing a tile, the player may put one
 * figure from their supply on a feature of that tile whose merged feature (after this tile's merge) holds
 * no figure of any colour (docs/rules/carcassonne.md#merged-feature), on a feature kind that figure may
 * stand on (data/figures.ts). A meeple goes on a city, road, cloister or, when the `farmers` option is on
 * (docs/rules/carcassonne.md#option-farmers), a field, never on a garden; the abbot only on the cloister or
 * the garden (docs/rules/carcassonne.md#abbot-placement). Instead of placing a figure, a player may take
 * their abbot back (docs/rules/carcassonne.md#abbot-return, rules/abbot.ts). Figures freed by this turn's
 * scoring come back after the step, so they cannot be reused this turn
 * (docs/rules/carcassonne.md#meeple-on-completed-feature).
 */
import type { Seat } from '../../shared/contract';
import {
  EXTRA_FIGURES,
  FIGURES,
  FIGURE_KINDS,
  figureInMatch,
  figureName,
  isExtraFigure,
  type ExtraFigure,
  type FigureKind,
  type FigureSpec,
} from '../data/figures';
import type { AnyFeatureKind } from '../data/features';
import { GARDEN_INDEX, MONASTERY_INDEX, ORIENTED, type Location, type OrientedTile } from '../geometry';
import { featureWith, find } from './features';
import {
  meepleKey,
  type CarcassonneOptions,
  type CarcassonneState,
  type Feature,
  type Meeple,
  type PlaceMeepleAction,
  type PlacedTile,
} from './state';

/** The tile placed this turn with its orientation, or undefined outside the meeple step. */
export function placedTile(
  state: CarcassonneState,
): { key: string; tile: PlacedTile; oriented: OrientedTile } | undefined {
  if (state.step !== 'meeple' || state.placed === null) return undefined;
  const tile = state.board[state.placed];
  if (tile === undefined) return undefined;
  return { key: state.placed, tile, oriented: ORIENTED[tile.type][tile.rotation]! };
}

/** How many of this figure the seat has in its supply (0 when the match has none). */
export function inSupply(state: CarcassonneState, seat: Seat, figure: FigureKind): number {
  return (figure === 'meeple' ? state.supply[seat] : state.figures?.[figure]?.[seat]) ?? 0;
}

function changeSupply(state: CarcassonneState, seat: Seat, figure: FigureKind, by: number): void {
  if (figure === 'meeple') state.supply[seat] = (state.supply[seat] as number) + by;
  else {
    const supply = state.figures![figure]!;
    supply[seat] = (supply[seat] as number) + by;
  }
}

/** Puts a figure back into its owner's supply (scoring, the abbot's return). */
export function returnToSupply(state: CarcassonneState, m: Meeple): void {
  changeSupply(state, m.seat, m.figure ?? 'meeple', 1);
}

/** The feature kind at a location of the placed tile, and its local index (centre features: MONASTERY_INDEX, GARDEN_INDEX). */
function kindAt(oriented: OrientedTile, index: number): AnyFeatureKind {
  if (index === MONASTERY_INDEX) return 'monastery';
  if (index === GARDEN_INDEX) return 'garden';
  return oriented.features[index]!.kind;
}

/** Why this figure may not go to the location of the placed tile now, or undefined. */
function figureRefusal(
  state: CarcassonneState,
  seat: Seat,
  figure: FigureKind,
  here: NonNullable<ReturnType<typeof placedTile>>,
  location: Location,
): string | undefined {
  const index = here.oriented.locationIndex[location] as number;
  const kind = kindAt(here.oriented, index);
  if (STANDS_ON[figure][kind] !== true) return `${figureName(figure)} may not stand on a ${kind}`;
  if (kind === 'field' && !state.options.farmers) return 'farmers are off in this match';
  if (index < 0) return undefined;
  const root = find(state.parent, here.tile.seg + index);
  const feature = state.features[root] as Feature;
  const spec: FigureSpec = FIGURES[figure];
  if (spec.weight > 0) return feature.meeples > 0 ? `that ${kind} already holds a meeple` : undefined;
  if (spec.needsOwnFollower === true && !holdsFollowerOf(state, root, seat))
    return `${figureName(figure)} goes only where one of your meeples already stands on that ${kind}`;
  if (spec.notOnCompleted === true && feature.open === 0)
    return `this tile completes that ${kind}: ${figureName(figure)} may not go there`;
  return undefined;
}

/**
 * Whether a follower (a figure of weight above 0) of `seat` stands on the feature rooted at `root`: its
 * `followerSeats` say, in a match that keeps them; only an occupied feature of a state saved before they
 * were kept makes it look at the figures.
 */
function holdsFollowerOf(state: CarcassonneState, root: number, seat: Seat): boolean {
  const feature = state.features[root] as Feature;
  if (feature.followerSeats !== undefined) return (feature.followerSeats & (1 << seat)) !== 0;
  if (feature.meeples === 0) return false;
  for (const key in state.meeples) {
    const m = state.meeples[key] as Meeple;
    if (m.seat === seat && m.seg >= 0 && WEIGHT[m.figure ?? 'meeple'] > 0 && find(state.parent, m.seg) === root)
      return true;
  }
  return false;
}

/** Each figure's weight by lookup. */
const WEIGHT = Object.fromEntries(Object.entries(FIGURES).map(([f, spec]) => [f, spec.weight])) as Record<
  FigureKind,
  number
>;

/** The figures that go only where a follower of their owner stands (`needsOwnFollower`: the builder, the pig). */
const OWN_FOLLOWER_FIGURES = EXTRA_FIGURES.filter((f) => (FIGURES[f] as FigureSpec).needsOwnFollower === true);

/** Whether a match keeps its features' `followerSeats`, worked out once per options object (they never change). */
const KEEPS_SEATS = new WeakMap<CarcassonneOptions, boolean>();
function keepsFollowerSeats(options: CarcassonneOptions): boolean {
  let keeps = KEEPS_SEATS.get(options);
  if (keeps === undefined) {
    keeps = OWN_FOLLOWER_FIGURES.some((f) => figureInMatch(f, options));
    KEEPS_SEATS.set(options, keeps);
  }
  return keeps;
}

/**
 * Whether `figure` may go on the feature rooted at `root` (a feature of the placed tile it may stand on):
 * a follower on a feature without followers; a figure of weight 0 where its row's needs are met.
 */
function mayJoin(state: CarcassonneState, figure: FigureKind, root: number, seat: Seat): boolean {
  const feature = state.features[root] as Feature;
  const spec: FigureSpec = FIGURES[figure];
  if (spec.weight > 0) return feature.meeples === 0;
  if (spec.notOnCompleted === true && feature.open === 0) return false;
  if (feature.meeples === 0) return false;
  return spec.needsOwnFollower !== true || holdsFollowerOf(state, root, seat);
}

/** For each figure, the feature kinds it may stand on, as a lookup (the meeple step is listed millions of times in search). */
const STANDS_ON = Object.fromEntries(
  Object.entries(FIGURES).map(([figure, spec]) => [
    figure,
    Object.fromEntries(spec.standsOn.map((kind) => [kind, true])),
  ]),
) as Record<FigureKind, Partial<Record<AnyFeatureKind, true>>>;

/**
 * Every figure placement open to `seat` now: for each figure in its supply, the unoccupied features of the
 * placed tile it may stand on, in feature order, then the cloister and the garden (nothing stands on those
 * yet: the tile was just placed). Each feature's root is found once for all the figures (with every option
 * on, five figures ask about the same features).
 */
export function figurePlacements(state: CarcassonneState, seat: Seat): PlaceMeepleAction[] {
  const here = placedTile(state);
  if (here === undefined || seat !== state.turn) return [];
  const out: PlaceMeepleAction[] = [];
  const { features, monastery, garden } = here.oriented;
  const roots = ROOTS;
  for (let i = 0; i < features.length; i++) roots[i] = find(state.parent, here.tile.seg + i);
  for (const figure of FIGURE_KINDS) {
    if (inSupply(state, seat, figure) <= 0) continue;
    const stands = STANDS_ON[figure];
    for (let i = 0; i < features.length; i++) {
      const f = features[i]!;
      if (stands[f.kind] !== true || (f.kind === 'field' && !state.options.farmers)) continue;
      if (mayJoin(state, figure, roots[i] as number, seat)) out.push(placement(f.location, figure));
    }
    if (monastery && stands.monastery === true) out.push(placement('monastery', figure));
    if (garden && stands.garden === true) out.push(placement('garden', figure));
  }
  return out;
}

/** Scratch space for `figurePlacements`' roots (a tile has at most a dozen features; no list made per listing). */
const ROOTS: number[] = [];

/** A figure placement, its keys always in this order (`figure` only for a figure other than the meeple). */
function placement(location: Location, figure: FigureKind): PlaceMeepleAction {
  return figure === 'meeple' ? { type: 'placeMeeple', location } : { type: 'placeMeeple', location, figure };
}

/** Canonical locations where `seat` may put a meeple now (empty when none). */
export function meepleLocations(state: CarcassonneState, seat: Seat): Location[] {
  return figurePlacements(state, seat)
    .filter((a) => a.figure === undefined)
    .map((a) => a.location);
}

/** Why a figure may not go to `location` now, or undefined. */
export function meepleRefusal(
  state: CarcassonneState,
  seat: Seat,
  location: unknown,
  figure?: unknown,
): string | undefined {
  const here = placedTile(state);
  if (here === undefined) return 'no tile awaits a meeple';
  if (figure !== undefined && !isExtraFigure(figure))
    return `unknown figure ${JSON.stringify(figure)} (a meeple, or ${EXTRA_FIGURES.map((f) => JSON.stringify(f)).join(', ')})`;
  const kind: FigureKind = figure ?? 'meeple';
  const { name, perPlayer }: { name: string; perPlayer: number } = FIGURES[kind];
  if (!figureInMatch(kind, state.options)) return `there is no ${name} in this match`;
  if (inSupply(state, seat, kind) <= 0)
    return perPlayer === 1 ? `your ${name} is already on the board` : `you have no ${name} left`;
  if (typeof location !== 'string' || !Object.hasOwn(here.oriented.locationIndex, location)) {
    return `the placed tile has no feature at ${JSON.stringify(location)}`;
  }
  return figureRefusal(state, seat, kind, here, location as Location);
}

/** Puts the seat's figure at a legal location on the tile placed this turn, at (x, y); returns the canonical location. */
export function putMeeple(
  state: CarcassonneState,
  seat: Seat,
  location: Location,
  x: number,
  y: number,
  figure?: ExtraFigure,
): Location {
  const here = placedTile(state)!;
  const index = here.oriented.locationIndex[location] as number;
  changeSupply(state, seat, figure ?? 'meeple', -1);
  if (index < 0) {
    const centre: Location = index === MONASTERY_INDEX ? 'monastery' : 'garden';
    state.meeples[meepleKey(x, y, centre)] = figureAt(seat, figure, x, y, centre, -1);
    return centre;
  }
  const seg = here.tile.seg + index;
  const root = find(state.parent, seg);
  if (WEIGHT[figure ?? 'meeple'] > 0) state.features[root] = withFollower(state, state.features[root] as Feature, seat);
  const canonical = here.oriented.features[index]!.location;
  state.meeples[meepleKey(x, y, canonical)] = figureAt(seat, figure, x, y, canonical, seg);
  return canonical;
}

/**
 * The feature with one more follower of `seat` on it, and the seat's bit in its `followerSeats` when the
 * match keeps them (a follower goes only on a feature without followers, so its bits are known then).
 */
function withFollower(state: CarcassonneState, feature: Feature, seat: Seat): Feature {
  const meeples = feature.meeples + 1;
  if (!keepsFollowerSeats(state.options)) return featureWith(feature, feature.open, meeples, undefined);
  const known = feature.meeples === 0 ? 0 : feature.followerSeats;
  return featureWith(feature, feature.open, meeples, known === undefined ? undefined : known | (1 << seat));
}

/** A figure on the board, its keys always in this order (no spread: two shapes only, for the engine's caches). */
function figureAt(
  seat: Seat,
  figure: ExtraFigure | undefined,
  x: number,
  y: number,
  location: Location,
  seg: number,
): Meeple {
  return figure === undefined ? { seat, x, y, location, seg } : { seat, figure, x, y, location, seg };
}
