// The ladder's pairing, rating and results file (tools/ladder/): rotations of one seed, openskill's own
// numbers for a few fixed results, the report, and resuming after a line cut short.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rate, rating } from 'openskill';
import { plackettLuce } from 'openskill/models';
import { describe, expect, it } from 'vitest';
import { completeSets, headToHead, places, standings } from '../../tools/ladder/ratings';
import { appendResult, readResults, type LadderResult } from '../../tools/ladder/results-file';
import { schedule, type Ladder } from '../../tools/ladder/schedule';
import { iterationsOf } from '../../tools/ladder/participants';
import { chartSvg, headToHeadTable, standingsTable } from '../../tools/ladder/report';

const result = (
  seats: string[],
  scores: number[],
  winners: number[],
  extra: Partial<LadderResult> = {},
): LadderResult => ({
  key: `${seats.join(',')}|${extra.set ?? 0}|${extra.rotation ?? 0}`,
  ladder: 'test',
  table: seats,
  set: 0,
  rotation: 0,
  seed: 's',
  scale: 1,
  seats,
  scores,
  winners,
  decisionMs: seats.map(() => 10),
  decisions: seats.map(() => 5),
  ...extra,
});

describe('ladder schedule', () => {
  const ladder: Ladder = {
    id: 'four',
    game: 'citadels',
    numPlayers: 4,
    tables: [
      ['easy', 'medium', 'hard', 'rules'],
      ['random', 'mcts', 'hard', 'rules'],
    ],
  };

  it('plays each table once per rotation from one seed, every participant in every seat', () => {
    const games = schedule([ladder], 1, 'seed', 0.5);
    expect(games).toHaveLength(8);
    for (const table of [0, 1]) {
      const rotations = games.filter((g) => g.table === table);
      expect(new Set(rotations.map((g) => g.seed))).toEqual(new Set(['seed/four/0']));
      for (let seat = 0; seat < 4; seat++)
        expect(new Set(rotations.map((g) => g.seats[seat]))).toEqual(new Set(ladder.tables[table]));
    }
    expect(new Set(games.map((g) => g.key)).size).toBe(8);
  });

  it('interleaves sets, gives each set its own seed and keys the budget scale', () => {
    const games = schedule([ladder], 2, 'seed', 0.5);
    expect(games.slice(0, 8).every((g) => g.set === 0)).toBe(true);
    expect(games[8]!.seed).toBe('seed/four/1');
    expect(games[0]!.key).not.toBe(schedule([ladder], 1, 'seed', 1)[0]!.key);
  });

  it('scales the fair levels from their shipped budgets, hard2x and hard4x at twice and four times hard', () => {
    expect(iterationsOf('hard', 0.1)).toBe(2_000);
    expect(iterationsOf('hard2x', 0.1)).toBe(4_000);
    expect(iterationsOf('hard4x', 0.1)).toBe(8_000);
    expect(iterationsOf('easy', 0.1)).toBe(20);
    expect(iterationsOf('star25', 0.1)).toBeUndefined();
  });
});

describe('ladder ratings', () => {
  it('places the winners first, then by score, ties sharing a place', () => {
    expect(places({ scores: [10, 30, 30, 5], winners: [1, 2] })).toEqual([3, 1, 1, 4]);
    // A tie-break winner (Citadels) comes first even on equal points.
    expect(places({ scores: [20, 20, 7], winners: [1] })).toEqual([2, 1, 3]);
  });

  it("gives openskill's Plackett-Luce numbers for fixed results, in set, table and rotation order", () => {
    const games = [
      result(['b', 'a'], [5, 9], [1], { rotation: 1 }),
      result(['a', 'b'], [12, 3], [0]),
      result(['a', 'b', 'c'], [4, 4, 1], [0, 1], { set: 1 }),
    ];
    const [a0, b0] = rate([[rating()], [rating()]], { model: plackettLuce, rank: [1, 2] }).map((t) => t[0]!);
    const [b1, a1] = rate([[b0!], [a0!]], { model: plackettLuce, rank: [2, 1] }).map((t) => t[0]!);
    const [a2, b2, c2] = rate([[a1!], [b1!], [rating()]], { model: plackettLuce, rank: [1, 1, 3] }).map((t) => t[0]!);
    const table = standings(games);
    const byName = Object.fromEntries(table.map((s) => [s.participant, s]));
    for (const [name, expected] of [
      ['a', a2],
      ['b', b2],
      ['c', c2],
    ] as const) {
      expect(byName[name]!.mu).toBeCloseTo(expected!.mu, 10);
      expect(byName[name]!.sigma).toBeCloseTo(expected!.sigma, 10);
      expect(byName[name]!.low).toBeCloseTo(expected!.mu - 1.96 * expected!.sigma, 10);
    }
    expect(table[0]!.participant).toBe('a');
    expect(byName.a!.games).toBe(3);
    expect(byName.a!.winShare).toBeCloseTo((1 + 1 + 0.5) / 3, 10);
    expect(byName.c!.winShare).toBe(0);
  });

  it('counts the complete paired sets of each table', () => {
    const games = [
      result(['a', 'b'], [1, 2], [1]),
      result(['b', 'a'], [1, 2], [1], { table: ['a', 'b'], rotation: 1 }),
      result(['a', 'c'], [1, 2], [1]),
    ];
    expect(
      completeSets(games, 2, [
        ['a', 'b'],
        ['a', 'c'],
      ]),
    ).toEqual({ fewest: 0, most: 1 });
  });

  it('counts who finished ahead of whom, a tie as a half', () => {
    const pairs = headToHead([result(['a', 'b'], [9, 5], [0]), result(['b', 'a'], [7, 7], [0, 1])]);
    expect(pairs).toEqual([expect.objectContaining({ a: 'a', b: 'b', games: 2, share: 0.75 })]);
  });
});

describe('ladder report', () => {
  it('draws one dot and one interval per participant of every ladder, and tables them', () => {
    const games = [
      result(['a', 'b'], [9, 5], [0]),
      result(['b', 'a'], [3, 7], [1], { rotation: 1, table: ['a', 'b'] }),
    ];
    const summary = {
      id: 'two',
      numPlayers: 2,
      games: 2,
      pairedSets: completeSets(games, 2, [['a', 'b']]),
      standings: standings(games),
      headToHead: headToHead(games),
    };
    const svg = chartSvg([summary, { ...summary, id: 'again' }]);
    expect(svg.match(/<circle /g)).toHaveLength(4);
    expect(svg).toMatch(/^<svg [^>]*>[\s\S]*<\/svg>\n$/);
    const table = standingsTable(summary, () => undefined);
    expect(table[0]).toBe('two: 2 games, 1-1 complete paired sets per table');
    expect(table.at(-2)).toMatch(/^\| a \| {2}\| [\d.]+ \| \[/);
    expect(headToHeadTable(summary).at(-1)).toBe('| a | b | 2 | 100.0% [34.2%, 100.0%] |');
  });
});

describe('ladder results file', () => {
  it('reads back what it appends, skips a last line cut short and drops it on the next append', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ladder-')), 'results.jsonl');
    expect(readResults(file)).toEqual([]);
    appendResult(file, result(['a', 'b'], [1, 2], [1]));
    writeFileSync(file, `${readFileSync(file, 'utf8')}{"key":"cut`);
    expect(readResults(file).map((r) => r.scores)).toEqual([[1, 2]]);
    appendResult(file, result(['b', 'a'], [3, 4], [1], { rotation: 1 }));
    expect(readResults(file).map((r) => r.scores)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    writeFileSync(file, `{"key":"broken\n${readFileSync(file, 'utf8')}`);
    expect(() => readResults(file)).toThrow(/line 1 is not a result/);
  });
});
