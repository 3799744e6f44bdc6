// The ladder's pairing, rating, report and results file (tools/ladder/): rotations of one seed and keys read
// back, openskill's own numbers for a few fixed results, the levels on the players' scale as the server reads
// them, the report, and resuming after a line cut short or with a game found twice.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rate, rating } from 'openskill';
import { plackettLuce } from 'openskill/models';
import { describe, expect, it } from 'vitest';
import { parseLadder } from '../../server/ratings/bot-identities';
import { levelRatings, POINTS_PER_STRENGTH } from '../../tools/ladder/bot-ratings';
import { fitPlackettLuce } from '../../tools/ladder/plackett-luce';
import { headToHead, places, standings } from '../../tools/ladder/ratings';
import { appendResult, readResults, type LadderResult } from '../../tools/ladder/results-file';
import { gameKey, pairedSet, parseKey, type Ladder } from '../../tools/ladder/schedule';
import { iterationsOf } from '../../tools/ladder/participants';
import { chartSvg, replaceBlock, standingsTable, targetsTable, type TargetRow } from '../../tools/ladder/report';
import { targetStatus, type Target } from '../../tools/ladder/stopping';

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
  const ladder: Ladder = { id: 'four', game: 'citadels', numPlayers: 4 };
  const table = ['easy', 'rules', 'medium', 'rules'] as const;

  it('plays a table once per rotation from one seed, each participant in every seat, keyed apart', () => {
    const games = pairedSet(ladder, [...table], 3, 'seed', 0.5);
    expect(games.map((g) => g.seats.join(','))).toEqual([
      'easy,rules,medium,rules',
      'rules,medium,rules,easy',
      'medium,rules,easy,rules',
      'rules,easy,rules,medium',
    ]);
    expect(new Set(games.map((g) => g.seed))).toEqual(new Set(['seed/four/3']));
    expect(games[1]!.key).toBe('four|easy,rules,medium,rules|set 3|rotation 1|scale 0.5');
    expect(new Set(games.map((g) => g.key)).size).toBe(4);
    // Another table of the ladder plays the same deal; another scale is another game.
    expect(pairedSet(ladder, ['hard', 'rules', 'rules', 'rules'], 3, 'seed', 0.5)[0]!.seed).toBe('seed/four/3');
    expect(pairedSet(ladder, [...table], 3, 'seed', 1)[0]!.key).not.toBe(games[0]!.key);
  });

  it('reads a key back into its parts, and refuses what is not a key', () => {
    const key = gameKey('carcassonne-2p', ['hard', 'star25'], 12, 1, 0.1);
    expect(parseKey(key)).toEqual({
      ladder: 'carcassonne-2p',
      table: ['hard', 'star25'],
      set: 12,
      rotation: 1,
      scale: 0.1,
    });
    expect(parseKey('carcassonne-2p|hard,star25|set 1|rotation 0')).toBeUndefined();
  });

  it('scales the fair levels from their shipped budgets, hard2x and hard4x at twice and four times hard', () => {
    expect(iterationsOf('hard', 0.1)).toBe(2_000);
    expect(iterationsOf('hard2x', 0.1)).toBe(4_000);
    expect(iterationsOf('hard4x', 0.1)).toBe(8_000);
    expect(iterationsOf('easy', 0.1)).toBe(20);
    expect(iterationsOf('star25', 0.1)).toBeUndefined();
    // The experiment searches as hard does, with another reward.
    expect(iterationsOf('hard-sd', 0.1)).toBe(2_000);
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

  it('moves a participant in several seats once, by its best-placed seat', () => {
    const [, , c] = rate([[rating()], [rating()], [rating()]], { model: plackettLuce, rank: [1, 3, 2] }).map(
      (t) => t[0]!,
    );
    const byName = Object.fromEntries(
      standings([result(['a', 'b', 'b'], [9, 1, 5], [0])]).map((s) => [s.participant, s]),
    );
    expect(byName.b!.mu).toBeCloseTo(c!.mu, 10);
    expect(byName.b!.games).toBe(2);
  });

  it('counts who finished ahead of whom, a tie as a half', () => {
    const pairs = headToHead([result(['a', 'b'], [9, 5], [0]), result(['b', 'a'], [7, 7], [0, 1])]);
    expect(pairs).toEqual([expect.objectContaining({ a: 'a', b: 'b', games: 2, share: 0.75 })]);
  });
});

describe('ladder report', () => {
  const target: Target = {
    id: 'hard-star25',
    ladder: { id: 'two', game: 'g', numPlayers: 2 },
    table: ['hard', 'star25'],
    focal: 'hard',
    goal: 0.75,
    weight: 3,
  };
  const games = [
    result(['hard', 'star25'], [9, 5], [0], { ladder: 'two', table: ['hard', 'star25'] }),
    result(['star25', 'hard'], [3, 7], [1], { ladder: 'two', table: ['hard', 'star25'], rotation: 1 }),
  ];
  const row: TargetRow = {
    target,
    name: 'two hard vs star25',
    scale: 1,
    status: targetStatus(target, games),
    msPerGame: 90_000,
  };

  it('tables each target with its intervals and verdict, and charts it against its goal', () => {
    expect(targetsTable([row]).at(-1)).toBe(
      '| two hard vs star25 | wins | 75.0% | 1 | 2 | 100.0% | [34.2%, 100.0%] | [18.7%, 100.0%] | open | 1.5 |',
    );
    const empty = { ...row, status: targetStatus(target, []), msPerGame: undefined };
    expect(targetsTable([empty]).at(-1)).toBe('| two hard vs star25 | wins | 75.0% | 0 | 0 |  |  |  | open |  |');
    const svg = chartSvg([row, { ...row, scale: 0.1 }]);
    expect(svg.match(/<circle /g)).toHaveLength(2);
    expect(svg.match(/stroke="#d62828"/g)).toHaveLength(2);
    expect(svg).toMatch(/^<svg [^>]*>[\s\S]*<\/svg>\n$/);
  });

  it("tables a ladder's ratings", () => {
    const table = standingsTable(
      { id: 'two', scale: 1, games: 2, standings: standings(games), headToHead: [] },
      () => 20_000,
    );
    expect(table[0]).toBe('two at scale 1: 2 games');
    expect(table.at(-2)).toMatch(/^\| hard \| 20,000 \| [\d.]+ \| \[/);
  });

  it('replaces only the marked block of a document', () => {
    const doc = 'intro\n<!-- ladder-report:start -->\nold\n<!-- ladder-report:end -->\nrest\n';
    expect(replaceBlock(doc, 'ladder-report', ['a', 'b'])).toBe(
      'intro\n<!-- ladder-report:start -->\na\nb\n<!-- ladder-report:end -->\nrest\n',
    );
    expect(() => replaceBlock('no markers', 'ladder-report', [])).toThrow(/no <!-- ladder-report:start -->/);
    // A marker quoted in a line of prose is not the block.
    const quoted = `see \`<!-- ladder-report:start -->\` below\n${doc}`;
    expect(replaceBlock(quoted, 'ladder-report', ['a'])).toBe(
      `see \`<!-- ladder-report:start -->\` below\n${doc.replace('old', 'a')}`,
    );
  });
});

describe('ladder levels on the players scale', () => {
  it('places each level by its fitted strength over easy, easy at 1000, as the server reads them', () => {
    const games = [
      result(['easy', 'medium'], [3, 9], [1]),
      result(['medium', 'easy'], [9, 3], [0], { rotation: 1 }),
      result(['easy', 'medium'], [9, 3], [0], { set: 1 }),
      result(['medium', 'hard'], [4, 8], [1], { set: 2 }),
      result(['hard', 'medium'], [4, 8], [1], { set: 2, rotation: 1 }),
      result(['hard', 'easy'], [8, 1], [0], { set: 3 }),
    ];
    expect(levelRatings(games)).toEqual({}); // under 20 seats each: not yet
    const levels = levelRatings(games, 2);
    const fit = fitPlackettLuce(games.map((g) => ({ seats: g.seats, places: places(g) })));
    const over = (level: string) => fit.strength.get(level)! - fit.strength.get('easy')!;
    expect(levels.easy).toEqual({ rating: 1000, low: 1000, high: 1000, seats: 4 });
    expect(levels.medium!.rating).toBe(Math.round(1000 + POINTS_PER_STRENGTH * over('medium')));
    expect(levels.hard!.rating).toBe(Math.round(1000 + POINTS_PER_STRENGTH * over('hard')));
    expect(levels.hard!.seats).toBe(3);
    expect(levels.hard!.rating).toBeGreaterThan(levels.medium!.rating);
    expect(levels.medium!.rating).toBeGreaterThan(1000);
    expect(levels.medium!.low).toBeLessThan(levels.medium!.rating);
    expect(levels.medium!.high).toBeGreaterThan(levels.medium!.rating);
    // Two bot levels σ 3 apart by strength d: openskill's β 25/6 gives sqrt(2 (9 + 625/36)) skill per unit.
    expect(POINTS_PER_STRENGTH).toBeCloseTo(25 * Math.sqrt(2 * (9 + 625 / 36)), 10);
    const json = { g: levels, ladder: { generated: 'now', machine: { cores: 2 }, targets: [{ rating: 'x' }] } };
    expect(parseLadder(JSON.parse(JSON.stringify(json)))).toEqual({
      g: { easy: 1000, medium: levels.medium!.rating, hard: levels.hard!.rating },
    });
    expect(levels.random).toBeUndefined(); // not at these tables
    // boardgame.io's random bot, once it has the seats, below easy that beat it.
    const withRandom = [
      ...games,
      result(['random', 'easy'], [2, 9], [1], { set: 4 }),
      result(['easy', 'random'], [9, 2], [0], { set: 4, rotation: 1 }),
    ];
    expect(levelRatings(withRandom, 2).random!.rating).toBeLessThan(1000);
    expect(
      levelRatings(
        games.filter((g) => !g.seats.includes('easy')),
        2,
      ),
    ).toEqual({});
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
    // A game found twice (another machine played it too) counts once.
    appendResult(file, result(['a', 'b'], [1, 2], [1]));
    expect(readResults(file)).toHaveLength(2);
    writeFileSync(file, `{"key":"broken\n${readFileSync(file, 'utf8')}`);
    expect(() => readResults(file)).toThrow(/line 1 is not a result/);
  });
});
