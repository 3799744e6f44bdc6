// Game records: export, replay to the same state and scores, and refusal of inconsistent records.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { carcassonneCore as core } from '../../games/carcassonne/rules/core';
import { exportRecord, replayRecord, replayToState } from '../../games/carcassonne/record';
import { playRandomGame } from '../harness/random-play';
import { act, play, scenario } from './fixtures';
import { runScript, SCRIPT_TEST_TIMEOUT } from '../support/run-script';

/** Everything public: a replayed state matches the original except for bag ids and order (which a record never holds). */
const publicPart = (s: ReturnType<typeof replayToState>) => ({ ...core.view(s, null), bag: s.bag.length });

describe('game records', () => {
  it('replays finished random games to the same public state and scores', () => {
    for (const [players, farmers] of [
      [2, true],
      [4, false],
      [5, true],
    ] as const) {
      const { state } = playRandomGame(core, players, { farmers }, `record-${players}`, 200);
      const record = JSON.parse(JSON.stringify(exportRecord(state)));
      expect(record.turns.length).toBe(state.turns);
      expect(publicPart(replayToState(record))).toEqual(publicPart(state));
      expect(replayRecord(record)).toEqual({
        scores: state.scores,
        winners: core.winners(state),
        finished: true,
        turns: state.turns,
      });
    }
  });

  it('replays an unfinished game, in the meeple step too', () => {
    const s = scenario(['F', 'U', 'E']);
    play(s, 0, -1, 1, 'N');
    act(s, { type: 'placeTile', x: 1, y: 0, rotation: 0 });
    const record = exportRecord(s);
    expect(record.current).toBe('U');
    expect(record.turns).toHaveLength(1);
    expect(record.finished).toBe(false);
    const replayed = replayToState(record);
    expect(replayed.current).toBe('U');
    expect(replayed.meeples).toEqual(s.meeples);
    expect(replayed.bag.length).toBe(71 - 2);
  });

  it('keeps discarded tiles in the turn that followed them', () => {
    const s = scenario(['E', 'C', 'U']);
    play(s, 0, -1, 2, 'S');
    play(s, 1, 0, 0, 'E');
    const record = exportRecord(s);
    expect(record.turns.map((t) => t.discarded)).toEqual([[], ['C']]);
    expect(record.finished).toBe(true);
    expect(replayRecord(record).scores).toEqual(s.scores);
  });

  it('refuses a record whose moves or scores do not hold', () => {
    const { state } = playRandomGame(core, 2, { farmers: true }, 'bad', 200);
    const record = exportRecord(state);
    expect(() => replayRecord({ ...record, scores: [0, 0] })).toThrow(/replayed scores/);
    const moved = { ...record, turns: record.turns.map((t, i) => (i === 3 ? { ...t, x: t.x + 50 } : t)) };
    expect(() => replayRecord(moved)).toThrow(/turn 4: .* refused: the tile does not fit there/);
    expect(() => replayRecord({ ...record, players: 9 })).toThrow(/2 to 6 players/);
    expect(() => replayRecord({ ...record, turns: [...record.turns, record.turns[0]] })).toThrow(/more|over/);
  });

  it('prints final scores through npm run replay', { timeout: SCRIPT_TEST_TIMEOUT }, () => {
    const { state } = playRandomGame(core, 3, { farmers: true }, 'cli', 200);
    const dir = mkdtempSync(join(tmpdir(), 'carcassonne-record-'));
    const file = join(dir, 'game.json');
    writeFileSync(file, JSON.stringify(exportRecord(state)));
    const out = runScript(['scripts/replay.ts', 'carcassonne', file]);
    expect(JSON.parse(out).scores).toEqual(state.scores);
  });
});

describe('game records with the river and the abbot (version 2)', () => {
  it('replays random games with every combination of the options to the same public state and scores', () => {
    const combos = [{ river: true }, { abbot: true }, { river: true, abbot: true, farmers: false }] as const;
    let returns = 0;
    let abbots = 0;
    for (const [i, options] of combos.entries()) {
      for (const players of [2, 5]) {
        const { state } = playRandomGame(
          core,
          players,
          { farmers: true, ...options },
          `record-v2-${i}-${players}`,
          400,
        );
        const record = JSON.parse(JSON.stringify(exportRecord(state)));
        expect(record.version).toBe(2);
        expect(record.options).toEqual(state.options);
        expect(record.start.tile).toBe('river' in options ? 'R1' : 'D');
        returns += record.turns.filter((t: { returned?: unknown }) => t.returned !== undefined).length;
        abbots += record.turns.filter((t: { figure?: string }) => t.figure === 'abbot').length;
        expect(publicPart(replayToState(record))).toEqual(publicPart(state));
        expect(replayRecord(record).scores).toEqual(state.scores);
      }
    }
    // The random games did place and return abbots, so the records were tested with both.
    expect(abbots).toBeGreaterThan(0);
    expect(returns).toBeGreaterThan(0);
  });

  it('replays an unfinished game in the middle of the river', () => {
    const { state } = playRandomGame(core, 3, { farmers: true, river: true }, 'record-mid-river', 400);
    const record = exportRecord(state);
    const partial = {
      ...record,
      turns: record.turns.slice(0, 4),
      finished: false,
      current: record.turns[4]!.tile,
      trailingDiscards: record.turns[4]!.discarded,
      scores: undefined,
    };
    const replayed = replayToState(partial);
    expect(replayed.current).toBe(record.turns[4]!.tile);
    expect(Object.keys(replayed.board)).toHaveLength(5);
    expect(replayed.bag).toHaveLength(83 - 5 - 1 - replayed.discarded.length);
  });

  it('writes base games as version 1 and refuses the new options in a version 1 record', () => {
    const { state } = playRandomGame(core, 2, { farmers: true }, 'record-v1', 200);
    const record = exportRecord(state);
    expect(record.version).toBe(1);
    expect(() => replayRecord({ ...record, options: { farmers: true, river: true } })).toThrow(
      'the river and abbot options need version 2',
    );
    expect(() => replayRecord({ ...record, version: 4 })).toThrow(
      'expected format "carcassonne-record" version 1, 2 or 3',
    );
  });

  it('refuses a record whose abbot returns from somewhere else', () => {
    for (let seed = 0; seed < 20; seed++) {
      const { state } = playRandomGame(core, 2, { farmers: true, abbot: true }, `record-return-${seed}`, 400);
      const record = JSON.parse(JSON.stringify(exportRecord(state)));
      const i = record.turns.findIndex((t: { returned?: unknown }) => t.returned !== undefined);
      if (i < 0) continue;
      record.turns[i].returned = { x: 99, y: 99, location: 'garden' };
      expect(() => replayRecord(record)).toThrow(`turn ${i + 1}: the abbot came back from`);
      return;
    }
    throw new Error('no random game returned an abbot');
  });
});

describe('game records with Inns & Cathedrals (version 3)', () => {
  it('replays random games with the option, alone and with the others, 2 to 6 players, large meeples included', () => {
    const combos = [
      { players: 2, options: { innsCathedrals: true } },
      { players: 6, options: { innsCathedrals: true, river: true, abbot: true } },
      { players: 4, options: { innsCathedrals: true, farmers: false, abbot: true } },
    ] as const;
    let large = 0;
    for (const [i, { players, options }] of combos.entries()) {
      const { state } = playRandomGame(core, players, { farmers: true, ...options }, `record-v3-${i}`, 400);
      const record = JSON.parse(JSON.stringify(exportRecord(state)));
      expect(record.version).toBe(3);
      expect(record.players).toBe(players);
      expect(record.options).toEqual(state.options);
      large += record.turns.filter((t: { figure?: string }) => t.figure === 'large').length;
      expect(publicPart(replayToState(record))).toEqual(publicPart(state));
      expect(replayRecord(record).scores).toEqual(state.scores);
    }
    expect(large).toBeGreaterThan(0);
  });

  it('refuses the option, or six players, in an older version, and a large meeple in version 2', () => {
    const { state } = playRandomGame(core, 2, { farmers: true, innsCathedrals: true }, 'record-v3-old', 400);
    const record = JSON.parse(JSON.stringify(exportRecord(state)));
    expect(() => replayRecord({ ...record, version: 2 })).toThrow('the innsCathedrals option needs version 3');
    expect(() => replayRecord({ ...record, version: 1, players: 6, options: { farmers: true } })).toThrow(
      'option "innsCathedrals": 6 players need Inns & Cathedrals',
    );
    const withLarge = record.turns.findIndex((t: { figure?: string }) => t.figure === 'large');
    expect(withLarge).toBeGreaterThanOrEqual(0);
  });
});
