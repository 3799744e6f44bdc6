/**
 * The rules contract: what every game's pure rules core implements.
 *
 * A core is plain functions over plain JSON state, with no framework imports. One implementation
 * serves boardgame.io (game.ts wraps it), the bots (search runs on it directly) and the tests (the
 * shared conformance, secrecy and differential harnesses take any `RulesCore`).
 *
 * Conventions every core keeps:
 * - Seats are numbers 0..n-1; boardgame.io's playerID is `String(seat)`.
 * - An action is a plain object whose `type` is the boardgame.io move name; the move's single argument
 *   is the action itself, so `{ move: action.type, args: [action] }` is how it travels.
 * - A view has the same shape as the state with what the viewer may not see masked out, so
 *   `legalActions(view(state, seat), seat)` equals `legalActions(state, seat)`: a player's choices never
 *   depend on what that player cannot see.
 * - `apply` may mutate the state it is given (an Immer draft under boardgame.io, a clone in search).
 * - All randomness comes from the `Rng` passed in.
 */
import type { Rng } from './rng';

export type Seat = number;

/** An action: a move name plus its plain-data arguments. */
export interface ActionBase {
  readonly type: string;
}

export interface RulesCore<State, Action extends ActionBase, Options = unknown> {
  /** The boardgame.io game name (also the lobby and socket namespace). */
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;

  /** Options used when a match is created without any. */
  defaultOptions(numPlayers: number): Options;
  /** Why these options cannot be used with this many players, or undefined when they can. */
  validateOptions(numPlayers: number, options: unknown): string | undefined;
  /**
   * Why players may not choose these (valid) options yet, when the rules play an option that no board
   * draws: the server refuses them at a match's creation (server/guards/harden-game.ts), while the Game, its
   * harnesses and the rules play them (games/shared/options.ts `offeredProblem`). Absent: all offered.
   */
  offeredProblem?(options: unknown): string | undefined;
  /** A new game. */
  setup(numPlayers: number, options: Options, rng: Rng): State;

  /** The seats that may act now (usually one). Empty once the game is over. */
  activeSeats(state: State): Seat[];
  /** Every action the seat may take now; empty when it is not the seat's turn to act. */
  legalActions(state: State, seat: Seat): Action[];
  /** Why this action is refused (a readable reason), or undefined when it is legal. Accepts any input. */
  refusal(state: State, seat: Seat, action: unknown): string | undefined;
  /** Applies a legal action (mutating `state`). */
  apply(state: State, seat: Seat, action: Action, rng: Rng): void;
  /**
   * Optional: a copy of `state` that `apply(copy, seat, action)` may change in place, sharing with `state`
   * only what that apply never changes in place. The server applies moves on it instead of on an Immer
   * draft (docs/performance.md#copy-for-apply); it is checked state for state against the stock reducer.
   */
  copyForApply?(state: State, action: Action): State;

  /** What one seat, or a spectator (null), may see: the state with every secret masked. */
  view(state: State, seat: Seat | null): State;
  /** A full state consistent with a seat's view, hidden parts sampled (for search). */
  determinize(view: State, seat: Seat, rng: Rng): State;

  isOver(state: State): boolean;
  /** Current scores by seat. */
  scores(state: State): number[];
  /** Winning seats once the game is over (several on a tie the rules do not break). */
  winners(state: State): Seat[];
}

/**
 * Test-only knowledge a game gives the shared harnesses.
 * Kept apart from the core so that production code never carries it.
 */
export interface HarnessSpec<State, Action extends ActionBase, Options = unknown> {
  core: RulesCore<State, Action, Options>;
  /** Player counts and options to run the harnesses over. */
  configurations: { numPlayers: number; options: Options; label: string }[];
  /** Strings that must never appear in anything sent to this viewer (null = spectator). */
  secretsFor(state: State, viewer: Seat | null): string[];
  /** Game-specific invariants; each returned string is a violation. */
  invariants(state: State): string[];
  /** Upper bound on actions in one game, to catch games that never end. */
  maxActions: number;
}
