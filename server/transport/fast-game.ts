/**
 * The server's cheaper path through boardgame.io's reducer (docs/performance.md#fast-game).
 *
 * boardgame.io runs every move and every turn/phase hook inside its own copy of Immer 9 (its Immer plugin),
 * and about 94% of the reducer's time went into that copy's proxies: our moves (games/shared/game-adapter.ts)
 * run the rules core on its draft, and every read goes through it. `fastGame` gives the same Game with
 * - every move (top-level, every phase's, every stage's; long-form fields kept) run on a draft of Immer 11
 *   (the Immer this project depends on) over the base of boardgame.io's draft; the frozen result is returned
 *   from the move, so Immer 9 only finalises a frozen value, which costs next to nothing. A move made by
 *   `coreMove` asks the core's `refusal` on the base itself, and only the core's `apply` runs on the draft;
 * - every turn/phase/game hook that boardgame.io runs on a draft (`onBegin`, `onMove`, `onEnd`) given that
 *   base, frozen: our hooks only read (games/citadels/game.ts `syncStage`), and a hook that writes throws
 *   (ES modules are strict), which makes the engine fall back to the stock reducer (`withFallback`).
 * boardgame.io's copy of Immer is reached with `createRequire` from boardgame.io's own path, because only
 * that copy knows its drafts: its production build mangles the draft's internal fields, so Immer 11's
 * `original` cannot read them, and the `immer` this project imports resolves to Immer 11 (loaded through its
 * CommonJS entry, so that production runs Immer's production build).
 *
 * For the server only: clients and the load bench's stock boardgame.io keep the stock Game objects
 * (games/), which this module never changes (boardgame.io's ProcessGameConfig writes into the phase and turn
 * objects it is given, so every one of those is copied here; and the server hands the engine Games already
 * processed, which ProcessGameConfig would pass through with their stock flow, so the copy drops what
 * processing added). The exactness of this path is checked state
 * for state against the stock reducer over random whole games: test/server/fast-game.test.ts and
 * `scripts/fast-game-exact.ts`.
 */
import type { Game } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { createRequire } from 'node:module';
import type { ActionBase, RulesCore } from '../../games/shared/contract';
import { admitted, coreMoveOf } from '../../games/shared/game-adapter';
import { rngFrom, type Rng } from '../../games/shared/rng';

interface Immer9 {
  isDraft(value: unknown): boolean;
  original<T>(value: T): T;
}

const fromBoardgame = createRequire(createRequire(import.meta.url).resolve('boardgame.io/internal'));
const immer9 = fromBoardgame('immer') as Immer9;
// Immer 11 through its CommonJS entry, which loads the production build when NODE_ENV is production; its ES
// module entry is always the development build, which reads `process.env` on every write to a draft array
// (docs/performance.md#immer-production).
const { freeze, produce } = createRequire(import.meta.url)('immer') as typeof import('immer');

type Context = { G: unknown } & Record<string, unknown>;
type Fn = (context: Context, ...args: unknown[]) => unknown;
type AnyRecord = Record<string, unknown>;

/** The frozen state under boardgame.io's draft `G` (throws when G is not one of its drafts). */
export function baseOf(G: unknown): unknown {
  if (!immer9.isDraft(G)) throw new Error("fast game: G is not a draft of boardgame.io's Immer");
  return freeze(immer9.original(G), true);
}

/** The move, run on an Immer 11 draft of the base: the same result as boardgame.io's Immer plugin gives. */
function fastMoveFn(move: Fn): Fn {
  return (context, ...args) => {
    let refused = false;
    const next = produce(baseOf(context.G), (draft: unknown) => {
      const result = move({ ...context, G: draft }, ...args);
      if (result === INVALID_MOVE) {
        refused = true;
        return undefined;
      }
      return result as never;
    });
    return refused ? INVALID_MOVE : next;
  };
}

/** A read-only hook, given the frozen base instead of the draft. */
function baseHook(hook: Fn): Fn {
  return (context, ...args) => hook({ ...context, G: baseOf(context.G) }, ...args);
}

/**
 * The core's apply on its `copyForApply` of the frozen base instead of an Immer draft. What the copy shares
 * is frozen, so an apply that wrote into it would throw (and the stock reducer would take the move,
 * `withFallback`), never change the base. The result is frozen deeply, which stops at what it shares. It
 * may share less than Immer's would (a container copied and left unchanged is equal, not the same), which
 * the patch diff walks (server/storage/state-patch.ts) and never more.
 */
function applyOnCopy(
  core: RulesCore<unknown, ActionBase, unknown>,
  base: unknown,
  seat: number,
  action: ActionBase,
  rng: Rng,
): unknown {
  const next = core.copyForApply!(base, action);
  core.apply(next, seat, action, rng);
  return freeze(next, true);
}

/**
 * A move made by `coreMove` (games/shared/game-adapter.ts), run on the base itself: the core's refusal reads
 * the frozen base without any proxy, and its `apply` runs on the core's `copyForApply` of the base when the
 * core has one (`applyOnCopy`, docs/performance.md#copy-for-apply), else on an Immer 11 draft.
 */
function fastCoreMoveFn(core: RulesCore<unknown, ActionBase, unknown>, type: string): Fn {
  return ({ G, playerID, random }, args) => {
    const base = baseOf(G);
    const admit = admitted(core, type, base, playerID as string | undefined, args);
    if (admit === undefined) return INVALID_MOVE;
    const rng = rngFrom((random as { Number: () => number }).Number);
    if (core.copyForApply) return applyOnCopy(core, base, admit.seat, admit.action, rng);
    return produce(base, (draft: unknown) => {
      core.apply(draft, admit.seat, admit.action, rng);
    });
  };
}

function fastMove(move: unknown): unknown {
  if (typeof move === 'function') return fastMoveFn(move as Fn);
  if (typeof move !== 'object' || move === null || typeof (move as AnyRecord).move !== 'function') return move;
  const source = coreMoveOf(move);
  const fast = source ? fastCoreMoveFn(source.core, source.type) : fastMoveFn((move as AnyRecord).move as Fn);
  return { ...move, move: fast };
}

function fastMoves(moves: unknown): AnyRecord | undefined {
  if (moves === undefined) return undefined;
  return Object.fromEntries(Object.entries(moves as AnyRecord).map(([name, move]) => [name, fastMove(move)]));
}

/** A copy of `config` with its named hooks reading the base. */
function withBaseHooks(config: object, hooks: readonly string[]): AnyRecord {
  const copy: AnyRecord = { ...config };
  for (const name of hooks) if (typeof copy[name] === 'function') copy[name] = baseHook(copy[name] as Fn);
  return copy;
}

function fastTurn(turn: unknown): unknown {
  if (turn === undefined) return undefined;
  const copy = withBaseHooks(turn as object, ['onBegin', 'onMove', 'onEnd']);
  if (copy.order !== undefined) copy.order = { ...(copy.order as AnyRecord) };
  if (copy.stages !== undefined)
    copy.stages = Object.fromEntries(
      Object.entries(copy.stages as AnyRecord).map(([name, stage]) => {
        const moves = fastMoves((stage as AnyRecord).moves);
        return [name, moves === undefined ? { ...(stage as AnyRecord) } : { ...(stage as AnyRecord), moves }];
      }),
    );
  return copy;
}

function fastPhase(phase: AnyRecord): AnyRecord {
  const copy = withBaseHooks(phase, ['onBegin', 'onEnd']);
  if (copy.moves !== undefined) copy.moves = fastMoves(copy.moves);
  if (copy.turn !== undefined) copy.turn = fastTurn(copy.turn);
  return copy;
}

/** What ProcessGameConfig adds; a Game that has them is taken as processed and passed through unchanged. */
const PROCESSED = ['flow', 'processMove', 'moveNames', 'pluginNames'];

/**
 * The same Game, whose moves and hooks skip boardgame.io's Immer 9 proxies (see the header). `game` may have
 * been processed already (the server is given processed Games): the copy drops what processing added, so
 * that processing it builds a flow over the fast moves and hooks.
 */
export function fastGame<G>(game: Game<G>): Game<G> {
  const copy = withBaseHooks(game, ['onEnd']);
  for (const key of PROCESSED) delete copy[key];
  if (copy.moves !== undefined) copy.moves = fastMoves(copy.moves);
  if (copy.turn !== undefined) copy.turn = fastTurn(copy.turn);
  if (copy.phases !== undefined)
    copy.phases = Object.fromEntries(
      Object.entries(copy.phases as AnyRecord).map(([name, phase]) => [name, fastPhase(phase as AnyRecord)]),
    );
  return copy as unknown as Game<G>;
}

/** A reducer over states of type `S` that may answer with more (boardgame.io's `transients`). */
export type Reducer<S, Next extends S = S> = (state: S, action: unknown) => Next;

/**
 * The fast reducer, and the stock one for a move the fast one throws on (logged once, with the error).
 * `prepare` gives each attempt its own copy of what the reducer changes in place (the ctx, match-engine.ts).
 */
export function withFallback<S, Next extends S>(
  fast: Reducer<S, Next>,
  stock: Reducer<S, Next>,
  prepare: (state: S) => S,
  log: (message: string) => void = (message) => console.warn(message),
): Reducer<S, Next> {
  let logged = false;
  return (state, action) => {
    try {
      return fast(prepare(state), action);
    } catch (error) {
      if (!logged) {
        logged = true;
        log(`[server] the fast reducer failed (${(error as Error).message}); such moves run the stock reducer`);
      }
      return stock(prepare(state), action);
    }
  };
}
