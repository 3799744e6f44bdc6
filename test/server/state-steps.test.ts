// SQLite keeps a match's state as a whole state and the patches after it (server/storage/state-steps.ts):
// whole random games of both games are committed move by move, and after every move a second connection to
// the same file (no cache) reads back exactly the committed state, from at most SNAPSHOT_EVERY steps.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Game, State } from 'boardgame.io';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { carcassonneGame } from '../../games/carcassonne/game';
import { citadelsGame } from '../../games/citadels';
import { SqliteStorage } from '../../server/storage';
import { isSnapshot, SNAPSHOT_EVERY, stateOfSteps, stepOf } from '../../server/storage/state-steps';
import { statesOfRandomGame } from '../../bench/random-game';

const dir = mkdtempSync(join(tmpdir(), 'state-steps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The state as the engine stores it: without the move's deltalog and transients. */
function stored(full: State): State {
  const { deltalog: _d, transients: _t, ...rest } = full as State & { transients?: unknown };
  return rest as State;
}

const metadata = (numPlayers: number) => ({
  gameName: 'steps',
  players: Object.fromEntries(Array.from({ length: numPlayers }, (_, i) => [i, { id: i }])),
  createdAt: 1,
  updatedAt: 1,
});

describe('a match state stored as steps', () => {
  it.each([
    ['Carcassonne', 4, carcassonneGame as Game],
    ['Carcassonne', 2, carcassonneGame as Game],
    ['Machiavelli', 5, citadelsGame as Game],
    ['Machiavelli', 7, citadelsGame as Game],
  ] as const)(
    'reads back every state of a whole %s game of %i players, as JSON, from a second connection',
    async (_name, numPlayers, game) => {
      const file = join(dir, `${game.name}-${numPlayers}.sqlite`);
      const writer = new SqliteStorage(file);
      const reader = new SqliteStorage(file);
      await writer.connect();
      await reader.connect();
      const raw = new Database(file, { readonly: true });
      const states = statesOfRandomGame(game, numPlayers, `steps-${numPlayers}`).map(stored);
      await writer.createMatch('m', { initialState: states[0]!, metadata: metadata(numPlayers) });
      let wholeBytes = 0;
      let writtenBytes = 0;
      for (let i = 1; i < states.length; i++) {
        expect(await writer.commitState('m', states[i - 1]!, states[i]!, [])).toBe(true);
        const read = (await reader.fetch('m', { state: true })).state;
        expect(JSON.stringify(read)).toBe(JSON.stringify(states[i]));
        const steps = raw
          .prepare(
            'SELECT state_id, patch, length(body) AS bytes FROM match_states WHERE match_id = ? ORDER BY state_id',
          )
          .all('m') as { state_id: number; patch: number; bytes: number }[];
        // One whole state first, then only patches; never SNAPSHOT_EVERY of them or more.
        expect(steps.map((s) => s.patch)).toEqual(steps.map((_, k) => (k === 0 ? 0 : 1)));
        expect(steps.length).toBeLessThanOrEqual(SNAPSHOT_EVERY);
        expect(steps.at(-1)!.state_id).toBe(states[i]!._stateID);
        wholeBytes += JSON.stringify(states[i]).length;
        writtenBytes += steps.at(-1)!.bytes;
      }
      // The point of it: a game writes a fraction of the bytes of a whole state a move (the snapshots included).
      expect(writtenBytes).toBeLessThan(wholeBytes / (game.name === 'carcassonne' ? 4 : 2));
      raw.close();
      await reader.close();
      await writer.close();
    },
    60_000,
  );

  it('writes a whole state at the first step and whenever the state id crosses a multiple of SNAPSHOT_EVERY', () => {
    expect(isSnapshot(undefined, 0)).toBe(true);
    expect(isSnapshot(0, 1)).toBe(false);
    expect(isSnapshot(SNAPSHOT_EVERY - 1, SNAPSHOT_EVERY)).toBe(true);
    expect(isSnapshot(SNAPSHOT_EVERY - 2, SNAPSHOT_EVERY + 3)).toBe(true);
    expect(isSnapshot(SNAPSHOT_EVERY, SNAPSHOT_EVERY + 1)).toBe(false);
  });

  it('refuses, with a reason, steps that cannot make a state', () => {
    const state = { G: { n: 1 }, ctx: {}, plugins: {}, _undo: [], _redo: [], _stateID: 1 } as unknown as State;
    const next = { ...state, G: { n: 2 }, _stateID: 2 } as State;
    const patch = { state_id: 2, ...stepOf(state, next) };
    expect(patch.patch).toBe(1);
    expect(stateOfSteps([])).toBeUndefined();
    expect(() => stateOfSteps([patch])).toThrow(/no whole state/);
    const whole = { state_id: 1, ...stepOf(undefined, state) };
    expect(stateOfSteps([whole, patch])).toEqual(next);
    const foreign = { state_id: 2, patch: 1, body: JSON.stringify([{ op: 'remove', path: '/G/missing/x' }]) };
    expect(() => stateOfSteps([whole, foreign])).toThrow(/patch of state 2 does not apply/);
  });
});
