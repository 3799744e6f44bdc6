/**
 * The turn log, read from public state only (`history`, `scoreLog`, `justDiscarded`): per turn who placed
 * which tile where, the figure (a meeple, the abbot, the large meeple, the builder, the pig) and what it
 * stands on, the abbot taken back, a double turn's second tile, the goods taken, the tiles discarded before the draw, and what the
 * turn scored; then the end-of-game scoring. Nothing about the bag's order is used, so it reveals no
 * secret. Also: which opponents' tiles were placed since a seat's last turn (framed on the board).
 */
import {
  ORIENTED,
  type CarcassonneState,
  type FeatureKind,
  type Location,
  type Rotation,
  type ScoreEvent,
  type TileKind,
} from '../../games/carcassonne';
import type { ExtraFigure } from '../../games/carcassonne/data/figures';
import type { GoodsCount } from '../../games/carcassonne/data/goods';
import { scoreEvents, turnEntries } from '../../games/carcassonne/rules/state';

export interface LoggedTurn {
  /** 1-based turn number. */
  turn: number;
  seat: number;
  tile: TileKind;
  x: number;
  y: number;
  rotation: Rotation;
  /** The figure placed this turn and the kind of feature it stands on, or null. */
  meeple: { location: Location; kind: FeatureKind | 'monastery' | 'garden' } | null;
  /** The figure placed when it is not a meeple (the abbot). */
  figure?: ExtraFigure | undefined;
  /** Where the abbot stood when it was taken back instead of placing a figure. */
  returned?: { location: Location } | undefined;
  /** Tiles removed as unplaceable just before this tile was drawn. */
  discarded: readonly TileKind[];
  /** The second tile of a double turn, earned by the builder. */
  second?: true | undefined;
  /** Goods tokens taken for the cities this tile completed. */
  goods?: GoodsCount | undefined;
  /** Scorings during this turn. */
  scores: readonly ScoreEvent[];
}

export interface TurnLog {
  turns: LoggedTurn[];
  /** End-of-game scorings. */
  final: ScoreEvent[];
  /** At the game's end: the tiles removed as unplaceable after the last turn (the draw that ended it). */
  discardedAtEnd: readonly TileKind[];
}

/** The kind of feature a meeple at `location` on this tile stands on. */
export function meepleKind(tile: TileKind, rotation: number, location: Location): FeatureKind | 'monastery' | 'garden' {
  if (location === 'monastery' || location === 'garden') return location;
  const oriented = ORIENTED[tile][rotation as 0 | 1 | 2 | 3]!;
  return oriented.features[oriented.locationIndex[location] ?? -1]?.kind ?? 'field';
}

export function turnLog(state: CarcassonneState): TurnLog {
  const events = scoreEvents(state);
  const turns = turnEntries(state).map((entry, i): LoggedTurn => ({
    turn: i + 1,
    seat: entry.seat,
    tile: entry.tile,
    x: entry.x,
    y: entry.y,
    rotation: entry.rotation,
    meeple:
      entry.meeple === null
        ? null
        : { location: entry.meeple, kind: meepleKind(entry.tile, entry.rotation, entry.meeple) },
    ...(entry.figure === undefined ? {} : { figure: entry.figure }),
    ...(entry.returned === undefined ? {} : { returned: { location: entry.returned.location } }),
    discarded: entry.discarded,
    ...(entry.second === true ? { second: true as const } : {}),
    ...(entry.goods === undefined ? {} : { goods: entry.goods }),
    scores: events.filter((e) => !e.final && e.turn === i + 1),
  }));
  return {
    turns,
    final: events.filter((e) => e.final),
    discardedAtEnd: state.step === 'over' ? state.justDiscarded : [],
  };
}

/**
 * The turns other seats played since `me` last played (a spectator: the last round), oldest first. The
 * turn in progress (its tile placed, meeple step) counts as played.
 */
/**
 * The tiles of the last turn when another seat played it (both tiles of a builder's double turn), which the
 * board animates in; empty when `me` played it.
 */
export function arrivingTiles(state: CarcassonneState, me: number | null): ReadonlySet<string> {
  const entries = turnEntries(state);
  const last = entries.at(-1);
  if (last === undefined || last.seat === me) return new Set();
  const keys = new Set([`${last.x},${last.y}`]);
  const before = entries.at(-2);
  if (last.second === true && before !== undefined) keys.add(`${before.x},${before.y}`);
  return keys;
}

/** Each seat's last placed tile (the aids mark them: docs/rules/carcassonne.md#purist), by board key. */
export function lastTileOfEachSeat(state: CarcassonneState): { key: string; seat: number }[] {
  const last = new Map<number, string>();
  for (const entry of turnEntries(state)) last.set(entry.seat, `${entry.x},${entry.y}`);
  return [...last].map(([seat, key]) => ({ key, seat }));
}

export function sinceLastTurn(state: CarcassonneState, me: number | null): LoggedTurn[] {
  const turns = turnLog(state).turns;
  const mine = me === null ? -1 : turns.map((t) => t.seat).lastIndexOf(me);
  const from = me === null ? Math.max(0, turns.length - state.scores.length) : mine + 1;
  return turns.slice(from).filter((t) => t.seat !== me);
}
