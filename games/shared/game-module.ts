/**
 * What the shared code knows of a game: one `GameModule` per game (`games/<game>/module.ts`) carries its
 * code-free `GameMeta`, its rules core, its boardgame.io Game, the core as the fair bots search it (with the
 * game's hints) and its record codec. `games/index.ts` lists the modules; every other registry (search
 * cores, record formats, histories) is derived from that list, so shared code asks a module and never
 * names a game (docs/design/architecture.md#game-modules).
 *
 * A `History` is a record opened for the replay and the analysis: one frame per action with what the
 * record's viewer saw and the scores, and the positions the analysis may judge, each as the mover's view.
 */
import type { Game } from 'boardgame.io';
import type { ActionBase, RulesCore, Seat } from './contract';
import type { SearchCore } from './ismcts';

/** The facts the home page needs, without any game code (`games/<game>/meta.ts`). */
export interface GameMeta {
  /** The boardgame.io game name, the core's name and the key of its messages (`game.<name>.title`). */
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** The `format` field of the game's records; empty when the game keeps none. */
  readonly recordFormats: readonly string[];
  /**
   * The game's title, its one source: the server words it (push notifications) and the client's list adds it
   * to the game's words as `game.<name>.title` (client/game-list.ts); absent: the game's words hold it.
   */
  readonly title?: { readonly en: string; readonly nl: string };
}

/** What a boardgame.io master stores of a match, as far as records need it (typed here: the cores stay framework-free). */
export interface StoredMatch {
  state: { G: unknown };
  /** The server-side log: its MAKE_MOVE entries carry every move's arguments. */
  log?: readonly unknown[];
  /** The initial state, whose random plugin data holds the match's seed. */
  initialState?: { plugins?: Record<string, { data?: unknown } | undefined> };
}

export interface Frame {
  /** Who acted to reach this frame; null for the first frame. */
  seat: Seat | null;
  /** The action as the viewer saw it (a secret choice of another seat keeps only its `type`). */
  action: ActionBase | null;
  /** The state as the record's viewer saw it. */
  view: unknown;
  scores: number[];
}

/** A move to judge, with exactly what its mover could see when making it. */
export interface Position {
  /** The frame the move leads to (the move is `frames[frame].action`). */
  frame: number;
  seat: Seat;
  view: unknown;
  action: ActionBase;
}

export interface History {
  /** The game's name (its module's `meta.name`). */
  game: string;
  numPlayers: number;
  /** Whose secrets the frames show (null: public information only). */
  viewer: Seat | null;
  frames: Frame[];
  /** Final scores and winners of a finished game, else null. */
  result: { scores: number[]; winners: Seat[] } | null;
  positions: Position[];
}

/** A game played on the rules core alone (the arena's): the seed of the game's RNG and every action in order. */
export interface PlayedGame {
  numPlayers: number;
  options: unknown;
  seed: string;
  actions: { seat: Seat; action: ActionBase }[];
}

/** A game's records: how a stored match becomes one, and how one is opened again. */
export interface RecordCodec {
  /**
   * The record of a stored match as `viewer` may have it: public information plus that seat's own
   * secrets, never more, never the seed (docs/security.md#lobby-api).
   */
  exportMatch(match: StoredMatch, viewer: Seat | null): unknown;
  /** The full record of a game played on the core from a seed (what `npm run arena -- --record` writes); absent: none. */
  exportPlayed?(played: PlayedGame): unknown;
  /** Replays a record (parsed JSON of one of `meta.recordFormats`), checking every step; throws a readable error. */
  open(record: unknown, viewer: Seat | null): History;
  /** Whether this record holds every secret, so that whose secrets its frames show can be chosen when opening it. */
  choosesViewer(record: unknown): boolean;
}

/** Everything about one game that shared code may ask. */
export interface GameModule<S = unknown, A extends ActionBase = ActionBase, O = unknown> {
  readonly meta: GameMeta;
  readonly core: RulesCore<S, A, O>;
  /** The boardgame.io Game over `core` (built with games/shared/game-adapter.ts). */
  readonly game: Game;
  /** The core as the fair bots search it, with the game's search hints. */
  readonly search: SearchCore<S, A>;
  /** Absent for a game without records. */
  readonly record?: RecordCodec;
}

/** Any game's module, as the lists hold it. */
export type AnyGameModule = GameModule<unknown, ActionBase, unknown>;
