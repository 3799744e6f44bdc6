/**
 * The server's fast Game (server/transport/fast-game.ts, docs/performance.md#fast-game): state for state the
 * same as boardgame.io's stock reducer over seeded random whole games of every configuration of both games
 * (test/harness/fast-game-parity.ts; `npx tsx scripts/fast-game-exact.ts` plays thousands), the stock Game
 * objects left as they were, and the fallback to the stock reducer for a hook that writes to G.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { isDraft } from 'immer';
import { carcassonneGame } from '../../games/carcassonne/game';
import { citadelsGame } from '../../games/citadels/game';
import type { ActionBase, HarnessSpec } from '../../games/shared/contract';
import { coreMoveOf } from '../../games/shared/game-adapter';
import { carcassonneCore } from '../../games/carcassonne/rules/core';
import { fastGame, withFallback } from '../../server/transport/fast-game';
import { carcassonneSpec } from '../carcassonne/spec';
import { citadelsSpec } from '../citadels/spec';
import { playSideBySide } from '../harness/fast-game-parity';

/** Games per configuration: 32 Carcassonne and 9 Machiavelli configurations. */
const CARCASSONNE_GAMES = Number(process.env.FAST_GAME_CARCASSONNE ?? 1);
const CITADELS_GAMES = Number(process.env.FAST_GAME_CITADELS ?? 2);

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
type Reducer = (state: State, action: unknown) => State;
const move = (type: string, playerID = '0', args: unknown[] = []) => ({
  type: 'MAKE_MOVE',
  payload: { type, args, playerID },
});

beforeEach(() => {
  // The rules cores log every refused move, and boardgame.io every unknown one; the parity games try both.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** Seeded random games of every configuration of `spec`, through both reducers side by side. */
function paritySuite<S, A extends ActionBase, O>(spec: HarnessSpec<S, A, O>, game: Game, games: number): void {
  describe(`${spec.core.name}: the fast Game gives the stock reducer’s states`, () => {
    for (const config of spec.configurations)
      it(`${config.label}: ${games} random games, with refused moves`, () => {
        let refusals = 0;
        for (let i = 0; i < games; i++) {
          const seed = `fast-${config.label}-${i}`;
          const result = playSideBySide(spec.core, game, config.numPlayers, config.options, seed, spec.maxActions);
          expect(result.mismatch, seed).toBeUndefined();
          expect(result.steps).toBeGreaterThan(10);
          refusals += result.refusals;
        }
        expect(refusals).toBeGreaterThan(0);
      });
  });
}

paritySuite(carcassonneSpec(), carcassonneGame as Game, CARCASSONNE_GAMES);
paritySuite(citadelsSpec(), citadelsGame as Game, CITADELS_GAMES);

describe('fastGame', () => {
  it('leaves the stock Game and its phase and turn objects as they were', () => {
    const stockProcessed = ProcessGameConfig(citadelsGame);
    const calling = citadelsGame.phases!.calling!;
    const wrapped = (calling.turn as { wrapped?: unknown }).wrapped;
    const fast = fastGame(citadelsGame);
    ProcessGameConfig(fast);
    expect((calling.turn as { wrapped?: unknown }).wrapped).toBe(wrapped);
    expect(fast.phases!.calling!.turn).not.toBe(calling.turn);
    expect(fast.phases!.calling!.turn!.stages!.act!.moves!.build).not.toBe(calling.turn!.stages!.act!.moves!.build);
    expect(stockProcessed.flow.getMove).toBeTypeOf('function');
  });

  it('builds its own flow from a Game boardgame.io has processed already, as the server is given', () => {
    const processed = ProcessGameConfig({ ...carcassonneGame });
    const fast = ProcessGameConfig(fastGame(processed));
    expect(fast.flow).not.toBe(processed.flow);
    expect(fast.processMove).not.toBe(processed.processMove);
    expect(fast.moves!.placeTile).not.toBe(processed.moves!.placeTile);
  });

  it('keeps every long-form field of a move and replaces only its function', () => {
    const stock = carcassonneGame.moves!.placeTile as unknown as Record<string, unknown>;
    const fast = fastGame(carcassonneGame).moves!.placeTile as unknown as Record<string, unknown>;
    expect(fast.move).not.toBe(stock.move);
    const { move: _stockMove, ...stockFields } = stock;
    const { move: _fastMove, ...fastFields } = fast;
    expect(fastFields).toEqual(stockFields);
  });

  it('recognises the moves coreMove made, and no other', () => {
    expect(coreMoveOf(carcassonneGame.moves!.placeTile)).toEqual({ core: carcassonneCore, type: 'placeTile' });
    expect(coreMoveOf({ ...(carcassonneGame.moves!.placeTile as object) })).toBeUndefined();
    expect(coreMoveOf(() => undefined)).toBeUndefined();
  });

  it('runs a move on an Immer 11 draft and a hook on the frozen state, not on a draft', () => {
    const seen: { moveDraft?: boolean; hookDraft?: boolean; hookFrozen?: boolean } = {};
    const game: Game<{ count: number }> = {
      setup: () => ({ count: 0 }),
      moves: {
        bump: ({ G }) => {
          seen.moveDraft = isDraft(G);
          G.count++;
        },
      },
      turn: {
        onMove: ({ G }) => {
          seen.hookDraft = isDraft(G);
          seen.hookFrozen = Object.isFrozen(G);
        },
      },
    };
    const processed = ProcessGameConfig(fastGame(game));
    const reducer = CreateGameReducer({ game: processed }) as unknown as Reducer;
    const next = reducer(InitializeGame({ game: processed, numPlayers: 2 }) as State, move('bump'));
    expect(next.G).toEqual({ count: 1 });
    expect(Object.isFrozen(next.G)).toBe(true);
    expect(seen).toEqual({ moveDraft: true, hookDraft: false, hookFrozen: true });
  });

  it('throws on a hook that writes to G, and withFallback then answers with the stock reducer, logged once', () => {
    const game: Game<{ count: number; moves: number }> = {
      setup: () => ({ count: 0, moves: 0 }),
      moves: {
        bump: ({ G }) => {
          G.count++;
        },
      },
      turn: {
        onMove: ({ G }) => {
          G.moves++;
        },
      },
    };
    const stockGame = ProcessGameConfig(game);
    const stock = CreateGameReducer({ game: stockGame }) as unknown as Reducer;
    const fast = CreateGameReducer({ game: ProcessGameConfig(fastGame(game)) }) as unknown as Reducer;
    const start = InitializeGame({ game: stockGame, numPlayers: 2 }) as State;
    const prepare = (state: State) => ({ ...state, ctx: { ...state.ctx } });
    expect(() => fast(prepare(start), move('bump'))).toThrow(TypeError);
    const log = vi.fn();
    const reducer = withFallback(fast, stock, prepare, log);
    const once = reducer(start, move('bump'));
    const twice = reducer(once, move('bump'));
    expect(twice.G).toEqual({ count: 2, moves: 2 });
    expect(twice).toEqual(stock(once, move('bump')));
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(/fast reducer failed/);
  });

  it("runs Immer's production build when NODE_ENV is production, its development build otherwise", () => {
    // Which files of this project's Immer (not boardgame.io's own copy) a process that loads the fast Game has loaded.
    const script = [
      "await import('./server/transport/fast-game.ts');",
      "const { createRequire } = await import('node:module');",
      'const immer = /^node_modules[\\/]immer[\\/]dist[\\/]/;',
      'const loaded = Object.keys(createRequire(import.meta.url).cache).map((path) => path.slice(process.cwd().length + 1));',
      "console.log(loaded.filter((path) => immer.test(path)).map((path) => path.replace(/.*[\\/]/, '')).join(','));",
    ].join('\n');
    const immerFiles = (mode: string) =>
      execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: mode },
        encoding: 'utf8',
      }).trim();
    expect(immerFiles('production')).toBe('index.js,immer.cjs.production.js');
    expect(immerFiles('development')).toBe('index.js,immer.cjs.development.js');
  }, 60_000);
});
