/**
 * The exactness check of the server's fast Game (server/transport/fast-game.ts, docs/performance.md#fast-game):
 * one seeded random whole game through boardgame.io's stock reducer and through the fast one side by side.
 * At every step both get the same state and the same action, and their answers must be equal as a whole
 * (G, ctx, plugins, `_stateID`, the deltalog with its entries, `transients`; keys in the same order), or
 * throw the same error. Some steps first try an odd move (a seat out of turn, a spectator, junk arguments,
 * an unknown move), which must be answered identically (refused, with the same `transients` error, or
 * taken); the game goes on from the state before it.
 * The fast G must also be frozen, and share with the state it came from exactly the subtrees the stock G
 * shares (the patch diff and the view caches lean on identity: server/storage/state-patch.ts); a core with
 * `copyForApply` may copy a subtree the stock reducer kept (equal, not the same: the diff walks it), which its
 * equality is then checked like any other.
 * Now and then both are given a JSON copy of the state, as a match read back from storage is.
 */
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import type { ActionBase, RulesCore } from '../../games/shared/contract';
import { createRng, pick, type Rng } from '../../games/shared/rng';
import { fastGame } from '../../server/transport/fast-game';
import { randomStep } from './random-play';
import { withOwnCtx } from '../../server/transport/own-ctx';

type Reducer = (state: State, action: unknown) => State;
type Answer = { state: State } | { error: string };

export interface ParityResult {
  steps: number;
  refusals: number;
  /** The first difference, with the step and the action; undefined when every step agreed. */
  mismatch?: string;
}

/** Share of the steps that try an illegal move first, and that feed both reducers a JSON copy. */
const ILLEGAL_SHARE = 0.1;
const REREAD_SHARE = 0.03;

/** What the engine does: each call gets its own ctx, which boardgame.io's flow changes in place. */
function answer(reducer: Reducer, state: State, action: unknown): Answer {
  try {
    return { state: reducer(withOwnCtx(state), action) };
  } catch (error) {
    return { error: String((error as Error).message) };
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const child = (value: unknown, key: string): unknown => (isObject(value) ? value[key] : undefined);

/** How the fast G's sharing is held to the stock G's: `exact`, or a kept subtree `mayBeCopied`. */
type Sharing = 'exact' | 'mayBeCopied' | undefined;

/**
 * The first difference between `a` (stock) and `b` (fast) under `path`. `aPrev`/`bPrev` are the states both
 * came from, already proven equal: a subtree both kept from there is equal. With `shared`, every object of
 * `b` must be frozen, and (`exact`) a subtree one kept and the other copied is a difference too, or
 * (`mayBeCopied`) only a subtree the fast one kept and the stock one copied.
 */
function difference(
  a: unknown,
  b: unknown,
  aPrev: unknown,
  bPrev: unknown,
  path: string,
  shared: Sharing,
): string | undefined {
  if (isObject(a) && a === aPrev && b === bPrev) return undefined;
  if (!isObject(a) || !isObject(b)) return Object.is(a, b) ? undefined : `${path}: ${String(a)} against ${String(b)}`;
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b))
    return `${path}: of another kind`;
  const differs = shared === 'exact' ? (a === aPrev) !== (b === bPrev) : shared && b === bPrev && a !== aPrev;
  if (differs) return `${path}: the stock reducer ${a === aPrev ? 'kept' : 'copied'} it, the fast one did not`;
  if (shared && !Object.isFrozen(b)) return `${path}: not frozen`;
  const keys = Object.keys(a);
  if (keys.join('\u0000') !== Object.keys(b).join('\u0000')) return `${path}: keys ${keys} against ${Object.keys(b)}`;
  for (const key of keys) {
    const found = difference(a[key], b[key], child(aPrev, key), child(bPrev, key), `${path}.${key}`, shared);
    if (found !== undefined) return found;
  }
  return undefined;
}

function answersDiffer(
  stock: Answer,
  fast: Answer,
  stockPrev: State,
  fastPrev: State,
  sharing: Sharing,
): string | undefined {
  if ('error' in stock || 'error' in fast) {
    const a = 'error' in stock ? stock.error : 'no error';
    const b = 'error' in fast ? fast.error : 'no error';
    return a === b ? undefined : `threw: ${a} against ${b}`;
  }
  const { G: aG, plugins: aPlugins, ...aRest } = stock.state;
  const { G: bG, plugins: bPlugins, ...bRest } = fast.state;
  return (
    difference(aG, bG, stockPrev.G, fastPrev.G, 'G', sharing) ??
    difference(pluginData(aPlugins), pluginData(bPlugins), undefined, undefined, 'plugins', undefined) ??
    difference(aRest, bRest, undefined, undefined, 'state', undefined)
  );
}

/**
 * The plugins' data. A refused move's state still carries each plugin's `api` (closures over that reducer's
 * game, never stored or sent: the engine reads only `transients`), so only its presence is compared.
 */
function pluginData(plugins: State['plugins']): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(plugins).map(([name, plugin]) => {
      const { api, ...rest } = plugin as { api?: unknown };
      return [name, api === undefined ? rest : { ...rest, api: typeof api }];
    }),
  );
}

/** A move that is most likely refused: out of turn, from a spectator, with junk arguments, or unknown. */
function illegalMove(rng: Rng, numPlayers: number, active: number[], type: string, args: unknown): unknown {
  const idle = [...Array(numPlayers).keys()].filter((seat) => !active.includes(seat));
  const seat = String(active[0]);
  const kinds = [
    ...(idle.length > 0 ? [{ type, args: [args], playerID: String(pick(rng, idle)) }] : []),
    { type, args: [args], playerID: null },
    { type, args: [{ bogus: true }], playerID: seat },
    { type, args: ['junk'], playerID: seat },
    { type: 'noSuchMove', args: [args], playerID: seat },
  ];
  return { type: 'MAKE_MOVE', payload: pick(rng, kinds) };
}

/** One seeded random whole game through both reducers (see the header). */
export function playSideBySide<S, A extends ActionBase, O>(
  core: RulesCore<S, A, O>,
  game: Game,
  numPlayers: number,
  options: O,
  seed: string,
  maxActions: number,
): ParityResult {
  const stockGame = ProcessGameConfig({ ...game, seed });
  const stock = CreateGameReducer({ game: stockGame }) as unknown as Reducer;
  // As the engine builds it: from the processed Game (server/transport/match-engine.ts).
  const fast = CreateGameReducer({ game: ProcessGameConfig(fastGame(stockGame)) }) as unknown as Reducer;
  let stockState = InitializeGame({ game: stockGame, numPlayers, setupData: options }) as State;
  let fastState = stockState;
  const sharing: Sharing = core.copyForApply ? 'mayBeCopied' : 'exact';
  const choices = createRng(`${seed}/choices`);
  const chaos = createRng(`${seed}/chaos`);
  let steps = 0;
  let refusals = 0;
  while (stockState.ctx.gameover === undefined) {
    if (steps++ > maxActions) return { steps, refusals, mismatch: 'the game did not end' };
    if (chaos.next() < REREAD_SHARE) {
      stockState = JSON.parse(JSON.stringify(stockState)) as State;
      fastState = JSON.parse(JSON.stringify(fastState)) as State;
    }
    const { seat, action } = randomStep(core, stockState.G as S, choices);
    const move = { type: 'MAKE_MOVE', payload: { type: action.type, args: [action], playerID: String(seat) } };
    if (chaos.next() < ILLEGAL_SHARE) {
      const illegal = illegalMove(chaos, numPlayers, core.activeSeats(stockState.G as S), action.type, action);
      const refusedStock = answer(stock, stockState, illegal);
      const differs = answersDiffer(refusedStock, answer(fast, fastState, illegal), stockState, fastState, sharing);
      if (differs !== undefined)
        return { steps, refusals, mismatch: `step ${steps}, ${JSON.stringify(illegal)}: ${differs}` };
      // Junk arguments can still make a legal move (a move that takes none); a throw is a refusal too
      // (the engine answers "the move failed in the game code"). Either way the game goes on from before it.
      if ('error' in refusedStock || (refusedStock.state as { transients?: unknown }).transients) refusals++;
    }
    const nextStock = answer(stock, stockState, move);
    const nextFast = answer(fast, fastState, move);
    const differs = answersDiffer(nextStock, nextFast, stockState, fastState, sharing);
    if (differs !== undefined)
      return { steps, refusals, mismatch: `step ${steps}, ${JSON.stringify(move)}: ${differs}` };
    if (!('state' in nextStock) || !('state' in nextFast))
      return { steps, refusals, mismatch: `step ${steps}: a legal move threw` };
    stockState = nextStock.state;
    fastState = nextFast.state;
  }
  return { steps, refusals };
}
