/**
 * The Carcassonne state, actions and options: plain JSON, compact enough to clone millions of times.
 *
 * Features are a union-find over segments: every city, road and field segment of every placed tile gets a
 * segment id (`PlacedTile.seg` + its local index in the oriented tile, see geometry.ts); `parent` links
 * merged segments to their parent, and `features` holds the merged feature at each root. Everything is
 * public except the order of `bag` (docs/rules/carcassonne.md#open-information), which `view` masks.
 *
 * Collections that grow or change in the middle are records keyed by id, not arrays: boardgame.io's
 * `deltaState` patches diff arrays in quadratic time (rfc6902), records in linear time. The exception
 * is `frontier`, which the bots walk millions of times, where a list is many times faster; it stays
 * short (under 100 squares).
 */
import type { Seat } from '../../shared/contract';
import type { ExtraFigure } from '../data/figures';
import type { CentreKind, FeatureMark } from '../data/features';
import type { Good, GoodsCount } from '../data/goods';
import type { TileKind } from '../data/tile-sets';
import type { TileType } from '../data/tiles';
import { posKey, squareIndex, type FeatureKind, type Location, type Rotation } from '../geometry';

/**
 * The match options. `river`, `abbot` and `innsCathedrals` are off by default and then absent from the
 * state, so a base game's state is exactly what it always was (stored matches, version 1 records).
 */
export interface CarcassonneOptions {
  /** Farmers may be placed and fields score at the end (docs/rules/carcassonne.md#option-farmers). Default true. */
  farmers: boolean;
  /** The River (docs/rules/carcassonne.md#option-river). */
  river?: boolean;
  /** The Abbot and gardens (docs/rules/carcassonne.md#option-abbot). */
  abbot?: boolean;
  /** Inns & Cathedrals: its tiles, the large meeple and a sixth player (docs/rules/carcassonne.md#option-inns-cathedrals). */
  innsCathedrals?: boolean;
  /** Traders & Builders: its tiles with goods, the builder and the pig (docs/rules/carcassonne.md#option-traders-builders). */
  tradersBuilders?: boolean;
}

/**
 * Tiles left by kind: every base letter (0 when none is left), and the garden copies and river tiles of
 * the match's box (absent ones read as 0).
 */
export type RemainingTiles = Record<TileType, number> & Partial<Record<TileKind, number>>;

/** A tile on the board. Public. */
export interface PlacedTile {
  type: TileKind;
  rotation: Rotation;
  /** Segment id of the tile's first feature; its features are `seg`, `seg + 1`, ... */
  seg: number;
}

/** An empty square next to the placed tiles. Replaced, never changed in place, so a shallow copy of the list is a copy. */
export interface FrontierSquare {
  x: number;
  y: number;
  /** The edge types the neighbours demand, packed (placement.ts; `demandText` spells it out, e.g. `"C..R"`). */
  demand: number;
}

/** A merged feature, stored at its union-find root. Public. */
export interface Feature {
  kind: FeatureKind;
  /** City/road: edges not yet matched by a neighbour; 0 = complete (docs/rules/carcassonne.md#complete). */
  open: number;
  /**
   * City/road: the board keys of the tiles it runs through, each once
   * (docs/rules/carcassonne.md#tile-counted-once). Fields: [] (see `tilesOf`).
   */
  tiles: string[];
  /** Number of segments merged into it (union by size). */
  size: number;
  pennants: number;
  /**
   * City/road: an inn or a cathedral anywhere in it (docs/rules/carcassonne.md#inn-cathedral-scoring);
   * absent otherwise, so a feature without one is what it always was.
   */
  mark?: FeatureMark;
  /** City: its goods symbols by kind (docs/rules/carcassonne.md#goods); absent when it has none. */
  goods?: GoodsCount;
  /**
   * Followers standing on it, all colours (each counts 1 here; weights count in the majority). Figures of
   * weight 0 (the builder, the pig: data/figures.ts) are not counted: they claim nothing.
   */
  meeples: number;
  /** Fields: segment ids of the city segments it touches (resolved to merged cities when scored). */
  cities: number[];
  /**
   * The seats with a follower on it, bit `s` for seat `s`: kept only in a match with a figure that goes
   * only where its owner's follower stands (`needsOwnFollower` in data/figures.ts: the builder, the pig),
   * and present only while a follower stands there, so that check looks at the feature instead of at every
   * figure on the board. A feature's followers come together (placed on a feature without followers, or
   * merged) and go together (all sent home when it scores), so the bits stay exact. Absent on an occupied
   * feature of a state saved before it was kept: the check then looks at the figures.
   */
  followerSeats?: number;
}

/** A figure on the board: a meeple, or with `figure` another kind (data/figures.ts). Public. */
export interface Meeple {
  seat: Seat;
  /** Absent for a meeple (so a base game's state is unchanged); `abbot` for the abbot. */
  figure?: ExtraFigure;
  x: number;
  y: number;
  /** Canonical location on the tile, in the tile's board orientation. */
  location: Location;
  /** Segment id of the feature it stands on; -1 on a monastery or a garden. */
  seg: number;
}

/** Meeple keys made once per square and location and reused, like the board keys (see `posKey`). */
const MEEPLE_KEYS: Partial<Record<Location, string[]>> = {};

/** The key of a meeple in `CarcassonneState.meeples`: `"x,y,location"`. */
export function meepleKey(x: number, y: number, location: Location): string {
  const index = squareIndex(x, y);
  if (index < 0) return `${x},${y},${location}`;
  const keys = (MEEPLE_KEYS[location] ??= []);
  return (keys[index] ??= `${posKey(x, y)},${location}`);
}

/** One itemised scoring. Public. */
export interface ScoreEvent {
  /** The turn (1-based, see `history`) in which it was scored. */
  turn: number;
  /** True for end-of-game scoring (docs/rules/carcassonne.md#final-scoring). */
  final: boolean;
  /** `goods`: the final goods bonus for one kind of goods (docs/rules/carcassonne.md#goods-bonus). */
  kind: FeatureKind | CentreKind | 'goods';
  /** The goods bonus: which kind of goods. */
  good?: Good;
  /** Fields: the seats scored with their pig's bonus (docs/rules/carcassonne.md#pig). */
  pig?: true;
  /** True when the abbot was taken back early to score this (docs/rules/carcassonne.md#abbot-return). */
  early?: boolean;
  /** The seats that scored (each gets the full `points`, docs/rules/carcassonne.md#majority). */
  seats: Seat[];
  points: number;
  /** Board keys of the distinct tiles of the feature (monastery, garden: itself and present neighbours). */
  tiles: string[];
  pennants: number;
  /** An inn on the road or a cathedral in the city, which set its points (docs/rules/carcassonne.md#inn-cathedral-scoring). */
  mark?: FeatureMark;
  /** Fields: the number of distinct completed cities it touches. */
  cities: number;
}

/** One played turn, as kept for records and "last move" displays. Public. */
export interface TurnEntry {
  seat: Seat;
  tile: TileKind;
  x: number;
  y: number;
  rotation: Rotation;
  meeple: Location | null;
  /** The figure placed at `meeple` when it is not a meeple. */
  figure?: ExtraFigure;
  /** Where the abbot stood when it was taken back instead of the meeple step (docs/rules/carcassonne.md#abbot-return). */
  returned?: { x: number; y: number; location: Location };
  /** Tiles removed as unplaceable just before this tile was drawn (docs/rules/carcassonne.md#unplaceable-tile). */
  discarded: TileKind[];
  /** The second part of a double turn, earned by the seat's builder (docs/rules/carcassonne.md#double-turn). */
  second?: true;
  /** Goods tokens the seat took for the cities this tile completed (docs/rules/carcassonne.md#goods). */
  goods?: GoodsCount;
}

export interface CarcassonneState {
  /** Public. */
  options: CarcassonneOptions;
  /** Placed tiles by `"x,y"`. Public. */
  board: Record<string, PlacedTile>;
  /**
   * Empty squares orthogonally next to a placed tile, in the order they opened, each with the edge types
   * its neighbours demand (see placement.ts). A list, not a record: every draw and every playout step
   * walks it, and walking a list is many times faster than enumerating a record's keys. Public.
   */
  frontier: FrontierSquare[];
  /** Segment ids handed out so far. Public. */
  segments: number;
  /**
   * Union-find parent of every merged (non-root) segment; roots have no entry. Public. Read and written
   * by index only, so the bots' samples may hold it in a sparse array, which copies much faster.
   */
  parent: Record<number, number>;
  /** The merged feature at each root segment id. Public. Read and written by id only, like `parent`. */
  features: Record<number, Feature>;
  /**
   * The undrawn tile ids; the last is drawn next. With the river, the river stack lies on top (the middle
   * tiles shuffled, then the lake under them) and the land tiles below. SECRET order: views show only
   * `HIDDEN` placeholders (docs/rules/carcassonne.md#river-secrets).
   */
  bag: string[];
  /**
   * How many tiles of each kind are still in the bag, river stack included. Public.
   */
  remainingByType: RemainingTiles;
  /** The tile the active seat must place, or null in the meeple step / at the end. Public. */
  current: TileKind | null;
  /** Tiles removed as unplaceable right before `current` was drawn (announced to all). Public. */
  justDiscarded: TileKind[];
  /** Every tile removed as unplaceable, in order. Public. */
  discarded: TileKind[];
  /** The seat whose turn it is. Public. */
  turn: Seat;
  /** `place`: place `current`; `meeple`: place a meeple or skip; `over`: final scoring done. Public. */
  step: 'place' | 'meeple' | 'over';
  /** Board key of the tile placed this turn (meeple step), else null. Public. */
  placed: string | null;
  /** Meeples in each seat's supply (7 each at the start). Public. */
  supply: number[];
  /** The supply of each other figure by seat (`abbot`, `large`: 1 each), present only when its option is on. Public. */
  figures?: Partial<Record<ExtraFigure, number[]>>;
  /**
   * Goods tokens by kind and seat, present only with Traders & Builders (docs/rules/carcassonne.md#goods).
   * Public. Each list is replaced, never changed in place, so copies of the state share it.
   */
  goods?: Record<Good, number[]>;
  /**
   * Traders & Builders' double turn (docs/rules/carcassonne.md#double-turn): `earned` once the first part's
   * tile has joined the seat's builder's road or city (the second tile comes after this part's scoring),
   * `second` during the second part; absent otherwise. Public.
   */
  doubleTurn?: 'earned' | 'second';
  /** Meeples on the board by `meepleKey` ("x,y,location"). Public. */
  meeples: Record<string, Meeple>;
  /** Scores by seat. Public. */
  scores: number[];
  /** Every scoring by sequence number 0, 1, 2, ... (see `scoreEvents`). Public. */
  scoreLog: Record<number, ScoreEvent>;
  /** Turns played (tiles placed by players). Public. */
  turns: number;
  /** Every turn played, by turn number 1, 2, ... (see `turnEntries`). Public. */
  history: Record<number, TurnEntry>;
}

export type PlaceTileAction = { type: 'placeTile'; x: number; y: number; rotation: Rotation };
/** Puts a figure on the tile just placed: a meeple, or with `figure` another (data/figures.ts). */
export type PlaceMeepleAction = { type: 'placeMeeple'; location: Location; figure?: ExtraFigure };
export type SkipMeepleAction = { type: 'skipMeeple' };
/** Takes the seat's abbot back instead of the meeple step, scoring it at once (docs/rules/carcassonne.md#abbot-return). */
export type ReturnAbbotAction = { type: 'returnAbbot' };
export type CarcassonneAction = PlaceTileAction | PlaceMeepleAction | SkipMeepleAction | ReturnAbbotAction;

/** The score log as a list, in order. */
export function scoreEvents(state: CarcassonneState): ScoreEvent[] {
  return Object.keys(state.scoreLog)
    .map(Number)
    .sort((a, b) => a - b)
    .map((i) => state.scoreLog[i] as ScoreEvent);
}

/** The turns played as a list, in order. */
export function turnEntries(state: CarcassonneState): TurnEntry[] {
  return Array.from({ length: state.turns }, (_, i) => state.history[i + 1] as TurnEntry);
}

/** The placeholder that replaces each bag id in a view. */
export const HIDDEN = '?';
/** Playable meeples per player (docs/rules/carcassonne.md#meeple-supply). */
export const MEEPLES_PER_PLAYER = 7;
