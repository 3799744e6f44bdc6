// `npm run arena -- --record DIR` writes each game in its game's record format, and `npm run replay`
// replays every file to the scores the arena saw.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScript, SCRIPT_TEST_TIMEOUT } from '../support/run-script';

describe('arena --record', () => {
  it.each([
    ['carcassonne', 'carcassonne-record', (r: { scores: number[] }) => r.scores],
    ['citadels', 'citadels-record', (r: { result: { scores: number[] } }) => r.result.scores],
  ] as const)(
    'writes %s games that npm run replay accepts',
    (game, format, recordedScores) => {
      const dir = mkdtempSync(join(tmpdir(), `arena-${game}-`));
      runScript([
        'scripts/arena.ts',
        '--game',
        game,
        '--players',
        '2',
        '--bots',
        'random',
        '--games',
        '2',
        '--seed',
        'rec',
        '--record',
        dir,
      ]);
      const files = readdirSync(dir).sort();
      expect(files).toEqual(['game-0.json', 'game-1.json']);
      for (const file of files) {
        const record = JSON.parse(readFileSync(join(dir, file), 'utf8'));
        expect(record.format).toBe(format);
        const replayed = JSON.parse(runScript(['scripts/replay.ts', game, join(dir, file)]));
        expect(replayed.scores).toEqual(recordedScores(record as never));
      }
    },
    3 * SCRIPT_TEST_TIMEOUT,
  );

  it('refuses --record for a game without a record format', { timeout: SCRIPT_TEST_TIMEOUT }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'arena-highcard-'));
    expect(() => runScript(['scripts/arena.ts', '--game', 'highcard', '--games', '1', '--record', dir])).toThrow(
      /highcard has no record format/,
    );
  });
});
