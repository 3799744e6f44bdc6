/**
 * The thin glue between a pure rules core and boardgame.io.
 *
 * Every move is a one-liner over the core: `refusal` decides legality (and gives the reason, which is
 * logged since boardgame.io's INVALID_MOVE carries none), `apply` changes the Immer draft, and the
 * framework's seeded `random.Number` is the core's RNG. `enumerate` lists exactly `legalActions`, so
 * boardgame.io's RandomBot and MCTSBot can play, and `playerView` is the core's `view`. `coreMoveOf` tells
 * the server's fast path which core a move runs, so that it can ask the core itself
 * (docs/performance.md#fast-game).
 */
import type { Ctx, Game, LongFormMove } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { ActionBase, RulesCore, Seat } from './contract';
import { rngFrom } from './rng';

export interface MoveOptions {
  /** The move's argument is a secret choice: other seats see `args: null` in the log. */
  redact?: boolean;
  /** The move reads secret state, so the client must not run it optimistically. */
  serverOnly?: boolean;
}

export type EnumeratedMove = { move: string; args: unknown[] };

/** Parses a boardgame.io playerID into a seat, or undefined for spectators and junk. */
export function seatOf(playerID: string | null | undefined): Seat | undefined {
  return typeof playerID === 'string' && /^\d+$/.test(playerID) ? Number(playerID) : undefined;
}

/**
 * The seat and the core action for `args` sent as `type` by `playerID`, or undefined when the core refuses
 * it (the reason is logged). `G` is only read.
 */
export function admitted<S, A extends ActionBase, O>(
  core: RulesCore<S, A, O>,
  type: A['type'],
  G: S,
  playerID: string | null | undefined,
  args: unknown,
): { seat: Seat; action: A } | undefined {
  const seat = seatOf(playerID);
  const action = typeof args === 'object' && args !== null ? { ...args, type } : args;
  const reason = seat === undefined ? 'spectators cannot move' : core.refusal(G, seat, action);
  if (reason !== undefined || seat === undefined) {
    console.warn(`[${core.name}] refused ${String(type)} from seat ${String(playerID)}: ${reason}`);
    return undefined;
  }
  return { seat, action: action as A };
}

/** The core and action type behind each move `coreMove` made (the server's fast path runs them itself). */
const coreMoves = new WeakMap<object, { core: RulesCore<unknown, ActionBase, unknown>; type: string }>();

/** The core and action type of a move made by `coreMove`; undefined for any other move. */
export function coreMoveOf(move: unknown) {
  return typeof move === 'object' && move !== null ? coreMoves.get(move) : undefined;
}

/** A boardgame.io move that applies the core action `type` after the core agrees it is legal. */
export function coreMove<S, A extends ActionBase, O>(
  core: RulesCore<S, A, O>,
  type: A['type'],
  options: MoveOptions = {},
): LongFormMove<S> {
  const move: LongFormMove<S> = {
    move: ({ G, playerID, random }, args: unknown) => {
      const admit = admitted(core, type, G, playerID, args);
      if (admit === undefined) return INVALID_MOVE;
      core.apply(G, admit.seat, admit.action, rngFrom(random.Number));
    },
    redact: options.redact ?? false,
    client: !options.serverOnly,
    undoable: false,
  };
  coreMoves.set(move, { core: core as unknown as RulesCore<unknown, ActionBase, unknown>, type });
  return move;
}

/** `ai.enumerate`: the seat's legal actions as boardgame.io move descriptors. */
export function enumerateFor<S, A extends ActionBase, O>(core: RulesCore<S, A, O>) {
  return (G: S, _ctx: Ctx, playerID: string): EnumeratedMove[] => {
    const seat = seatOf(playerID);
    if (seat === undefined) return [];
    return core.legalActions(G, seat).map((action) => ({ move: action.type, args: [action] }));
  };
}

/** The shape of `ctx.gameover`: `winner` for MCTSBot, all winners and final scores for the UI. */
export interface GameOver {
  winner?: string;
  draw?: boolean;
  winners: string[];
  scores: number[];
}

export function gameOver<S, A extends ActionBase, O>(core: RulesCore<S, A, O>, G: S): GameOver | undefined {
  if (!core.isOver(G)) return undefined;
  const winners = core.winners(G).map(String);
  const scores = core.scores(G);
  return winners.length === 1 ? { winner: winners[0], winners, scores } : { draw: true, winners, scores };
}

/**
 * The parts of a boardgame.io Game that are the same for every core: setup from setupData (the match
 * options; defaults when absent), option validation, playerView, endIf, enumerate, no undo.
 */
export function coreGameBase<S, A extends ActionBase, O>(
  core: RulesCore<S, A, O>,
): Game<S, Record<string, unknown>, O> {
  return {
    name: core.name,
    minPlayers: core.minPlayers,
    maxPlayers: core.maxPlayers,
    disableUndo: true,
    // Options left out take their defaults (games/shared/options.ts).
    setup: ({ ctx, random }, setupData) =>
      core.setup(ctx.numPlayers, { ...core.defaultOptions(ctx.numPlayers), ...setupData }, rngFrom(random.Number)),
    validateSetupData: (setupData, numPlayers) =>
      setupData === undefined ? undefined : core.validateOptions(numPlayers, setupData),
    playerView: ({ G, playerID }) => core.view(G, seatOf(playerID) ?? null),
    endIf: ({ G }) => gameOver(core, G),
    ai: { enumerate: enumerateFor(core) },
  };
}

/**
 * A turn order driven by the core: the turn belongs to the first active seat, and the turn ends as soon
 * as that seat is no longer active. Play order stays by seat, so ctx reveals nothing the core hides.
 */
export function coreTurn<S, A extends ActionBase, O>(core: RulesCore<S, A, O>) {
  const firstActive = (G: S, ctx: Ctx) => {
    const seat = core.activeSeats(G)[0];
    return seat === undefined ? undefined : ctx.playOrder.indexOf(String(seat));
  };
  return {
    order: {
      first: ({ G, ctx }: { G: S; ctx: Ctx }) => firstActive(G, ctx) ?? 0,
      next: ({ G, ctx }: { G: S; ctx: Ctx }) => firstActive(G, ctx),
    },
    endIf: ({ G, ctx }: { G: S; ctx: Ctx }) => !core.activeSeats(G).includes(Number(ctx.currentPlayer)),
  };
}
