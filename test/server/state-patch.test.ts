// The patch a socket gets instead of a whole state (server/storage/state-patch.ts): it must turn the
// view the socket holds into exactly the next view, as boardgame.io's client applies it (rfc6902), for
// every seat and spectators of whole Carcassonne and Machiavelli games run through boardgame.io's reducer.
import { describe, expect, it } from 'vitest';
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame, ProcessGameConfig, getFilterPlayerView } from 'boardgame.io/internal';
import { applyPatch } from 'rfc6902';
import { carcassonneGame } from '../../games/carcassonne/game';
import { citadelsGame } from '../../games/citadels';
import { createRng, pick } from '../../games/shared/rng';
import { statePatch, type Operation } from '../../server/storage/state-patch';

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function patched(before: object, patch: Operation[]): unknown {
  const copy = json(before);
  const errors = applyPatch(copy, patch).filter((error) => error !== null);
  if (errors.length > 0) throw new Error(`patch did not apply: ${errors.map(String).join('; ')}`);
  return copy;
}

describe('statePatch', () => {
  it('adds, replaces and removes keys, and treats keys holding undefined as absent, as JSON does', () => {
    const before = { a: 1, b: { c: 2, d: 3 }, gone: 'x', hollow: undefined, e: [1] };
    const after = { a: 1, b: { c: 5, d: 3 }, hollow: 7, e: [1], fresh: { f: true }, skipped: undefined };
    expect(statePatch(before, after)).toEqual([
      { op: 'remove', path: '/gone' },
      { op: 'replace', path: '/b/c', value: 5 },
      { op: 'add', path: '/hollow', value: 7 },
      { op: 'add', path: '/fresh', value: { f: true } },
    ]);
    expect(patched(before, statePatch(before, after))).toEqual(json(after));
  });

  it('takes an item out of the middle of an array or puts one in with one operation each', () => {
    const [a, b, c, d, e] = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }, { id: 'e' }];
    expect(statePatch({ l: [a, b, c, d] }, { l: [a, c, d, e] })).toEqual([
      { op: 'remove', path: '/l/1' },
      { op: 'add', path: '/l/3', value: e },
    ]);
    expect(statePatch({ l: [a, c, d] }, { l: [a, b, c, { id: 'D' }] })).toEqual([
      { op: 'add', path: '/l/1', value: b },
      { op: 'replace', path: '/l/3/id', value: 'D' },
    ]);
    expect(statePatch({ l: [1, 2, 3, 4] }, { l: [1, 9] })).toEqual([
      { op: 'replace', path: '/l/1', value: 9 },
      { op: 'remove', path: '/l/2' },
      { op: 'remove', path: '/l/2' },
    ]);
    expect(statePatch({ l: [1] }, { l: [1, undefined, 3] })).toEqual([
      { op: 'add', path: '/l/1', value: null },
      { op: 'add', path: '/l/2', value: 3 },
    ]);
    expect(patched({ l: [1, 2, 3, 4] }, statePatch({ l: [1, 2, 3, 4] }, { l: [1, 9] }))).toEqual({ l: [1, 9] });
  });

  it('replaces a value whose kind changes, and escapes ~ and / in keys', () => {
    const before = { 'a/b': { 'c~d': [1] }, list: [1], record: { 0: 1 } };
    const after = { 'a/b': { 'c~d': [2] }, list: { 0: 1 }, record: [1] };
    expect(statePatch(before, after)).toEqual([
      { op: 'replace', path: '/a~1b/c~0d/0', value: 2 },
      { op: 'replace', path: '/list', value: { 0: 1 } },
      { op: 'replace', path: '/record', value: [1] },
    ]);
    expect(patched(before, statePatch(before, after))).toEqual(after);
  });

  it('does not look inside a subtree both sides share', () => {
    const shared = Object.defineProperty({}, 'trap', {
      enumerable: true,
      get: () => {
        throw new Error('walked a shared subtree');
      },
    });
    expect(statePatch({ shared, n: 1 }, { shared, n: 2 })).toEqual([{ op: 'replace', path: '/n', value: 2 }]);
  });

  const bigRecord = (extra: Record<string, number>) =>
    Object.freeze({ ...Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, i])), ...extra });

  it('walks a large shared record once for every view that holds it, each patch at its own path', () => {
    const [before, after] = [bigRecord({ gone: 1 }), bigRecord({ k3: 30, added: 2 })];
    const expected = (prefix: string) => [
      { op: 'remove', path: `${prefix}/gone` },
      { op: 'replace', path: `${prefix}/k3`, value: 30 },
      { op: 'add', path: `${prefix}/added`, value: 2 },
    ];
    expect(statePatch({ board: before }, { board: after })).toEqual(expected('/board'));
    // The second view holds the same record elsewhere: the kept patch, moved to its path.
    expect(statePatch({ seat: { board: before } }, { seat: { board: after } })).toEqual(expected('/seat/board'));
    // The same record before, another after: walked again.
    const other = bigRecord({ k5: 50 });
    expect(statePatch({ board: before }, { board: other })).toEqual([
      { op: 'remove', path: '/board/gone' },
      { op: 'replace', path: '/board/k5', value: 50 },
    ]);
  });

  it('keeps no patch of a record that is not frozen, which may change after it', () => {
    const before: Record<string, number> = { ...bigRecord({}) };
    const after: Record<string, number> = { ...bigRecord({}), k1: 10 };
    expect(statePatch({ board: before }, { board: after })).toEqual([{ op: 'replace', path: '/board/k1', value: 10 }]);
    after.k2 = 20;
    expect(statePatch({ board: before }, { board: after })).toEqual([
      { op: 'replace', path: '/board/k1', value: 10 },
      { op: 'replace', path: '/board/k2', value: 20 },
    ]);
  });
});

/** Plays a seeded random game through boardgame.io's reducer, handing each state and the next to `check`. */
function playThroughReducer(
  game: Game,
  numPlayers: number,
  seed: string,
  check: (before: State, after: State) => void,
): number {
  const processed = ProcessGameConfig(game);
  const reducer = CreateGameReducer({ game: processed }) as unknown as (state: State, action: unknown) => State;
  const rng = createRng(seed);
  let state = InitializeGame({ game, numPlayers }) as State;
  let moves = 0;
  while (state.ctx.gameover === undefined) {
    const playerID = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers)[0]! : state.ctx.currentPlayer;
    const { move, args } = pick(
      rng,
      game.ai!.enumerate(state.G, state.ctx, playerID) as { move: string; args: unknown[] }[],
    );
    const next = reducer(state, { type: 'MAKE_MOVE', payload: { type: move, args, playerID } });
    expect(next._stateID, `move ${moves} (${move}) was refused`).toBe(state._stateID + 1);
    check(state, next);
    state = next;
    moves++;
  }
  return moves;
}

describe('patches of whole games, for every viewer', () => {
  const cases: [string, Game, number][] = [
    ['4-player Carcassonne', carcassonneGame as Game, 4],
    ['2-player Carcassonne', carcassonneGame as Game, 2],
    ['5-player Machiavelli', citadelsGame as Game, 5],
    ['3-player Machiavelli', citadelsGame as Game, 3],
  ];
  for (const [name, game, numPlayers] of cases) {
    it(`turn each view of ${name} into the next exactly`, () => {
      const filter = getFilterPlayerView(ProcessGameConfig(game));
      const viewers = [...Array.from({ length: numPlayers }, (_, i) => String(i)), null];
      const view = (playerID: string | null, state: State) =>
        filter(playerID, { type: 'update', args: ['m', state] } as never).args[1] as object;
      let operations = 0;
      let bytes = 0;
      const moves = playThroughReducer(game, numPlayers, `patch-${name}`, (before, after) => {
        for (const playerID of viewers) {
          const [from, to] = [view(playerID, before), view(playerID, after)];
          const patch = statePatch(from, to);
          expect(patched(from, patch)).toEqual(json(to));
          operations += patch.length;
          bytes += JSON.stringify(patch).length;
        }
      });
      expect(moves).toBeGreaterThan(20);
      // A move changes a small part of the state: the patches are far smaller than the states.
      expect(operations / (moves * viewers.length)).toBeLessThan(60);
      expect(bytes / (moves * viewers.length)).toBeLessThan(1_500);
    });
  }
});
