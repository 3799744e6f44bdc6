// Game records (RECORDS.md): export, JSON round trip, replay to the same final state.
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citadelsCore } from '../../games/citadels/core';
import { exportRecord, replayRecord } from '../../games/citadels/record';
import { playRandomGame } from '../harness/random-play';
import { CONFIGURATIONS } from './spec';
import { runScript, SCRIPT_TEST_TIMEOUT } from '../support/run-script';

describe('game records (RECORDS.md)', () => {
  it('replays an exported record, through JSON, to the same final state and scores', () => {
    for (const config of [CONFIGURATIONS[1]!, CONFIGURATIONS[6]!]) {
      const seed = `record-${config.label}`;
      const { state, steps } = playRandomGame(citadelsCore, config.numPlayers, config.options, seed, 6000);
      const record = exportRecord({ numPlayers: config.numPlayers, options: config.options, seed, actions: steps });
      expect(record.result).toEqual({ scores: citadelsCore.scores(state), winners: citadelsCore.winners(state) });
      const replay = replayRecord(JSON.parse(JSON.stringify(record)));
      expect(replay.state).toEqual(state);
      expect(replay.scores).toEqual(citadelsCore.scores(state));
      expect(replay.breakdown.map((b) => b.total)).toEqual(replay.scores);
    }
  });

  it('refuses a record with an illegal action or a wrong result', () => {
    const config = CONFIGURATIONS[2]!;
    const { steps } = playRandomGame(citadelsCore, config.numPlayers, config.options, 'bad', 6000);
    const record = exportRecord({
      numPlayers: config.numPlayers,
      options: config.options,
      seed: 'bad',
      actions: steps,
    });
    expect(() => replayRecord({ ...record, actions: [{ seat: 3, action: { type: 'takeGold' } }] })).toThrow(
      /action 0 .* is illegal: it is not your turn/,
    );
    expect(() => replayRecord({ ...record, result: { scores: [0, 0, 0, 0], winners: [0] } })).toThrow(
      /the record says/,
    );
    expect(() => replayRecord({ format: 'other' })).toThrow(/not a citadels-record/);
  });

  it('writes version 2 and refuses version 1 records, made under the old setting-aside rule, saying why', () => {
    const config = CONFIGURATIONS[2]!;
    const { steps } = playRandomGame(citadelsCore, config.numPlayers, config.options, 'versions', 6000);
    const record = exportRecord({
      numPlayers: config.numPlayers,
      options: config.options,
      seed: 'versions',
      actions: steps,
    });
    expect(record.version).toBe(2);
    expect(() => replayRecord({ ...record, version: 1 })).toThrow(
      /^version 1 records were made before the rules changed how the characters are set aside/,
    );
    expect(() => replayRecord({ ...record, version: 7 })).toThrow(
      'unknown citadels-record version 7 (this replayer reads version 2)',
    );
  });

  it('prints the final scores with npm run replay', { timeout: SCRIPT_TEST_TIMEOUT }, () => {
    const config = CONFIGURATIONS[0]!;
    const { steps, state } = playRandomGame(citadelsCore, config.numPlayers, config.options, 'cli', 6000);
    const file = join(mkdtempSync(join(tmpdir(), 'citadels-')), 'game.json');
    writeFileSync(
      file,
      JSON.stringify(exportRecord({ numPlayers: 2, options: config.options, seed: 'cli', actions: steps })),
    );
    const out = JSON.parse(runScript(['scripts/replay.ts', 'citadels', file])) as { scores: number[] };
    expect(out.scores).toEqual(citadelsCore.scores(state));
  });
});
