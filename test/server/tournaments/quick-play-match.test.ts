/**
 * Who meets whom in quick play (server/tournaments/quick-play-match.ts, docs/quick-play.md#matching):
 * the window that widens with the wait, the longest waiting seated first with the closest ratings, any
 * count as the largest table that fills, rated and casual never together, blocked players never
 * together, and a casual table filled with bots of the player's level after the wait they chose.
 */
import {
  botLevelFor,
  pairQueues,
  queueKey,
  ratingWindow,
  type Waiting,
} from '../../../server/tournaments/quick-play-match';

const CASUAL = queueKey('carcassonne', false, 'sudden-15');
const RATED = queueKey('carcassonne', true, 'sudden-15');

const player = (id: string, rating: number, joinedAt: number, extra: Partial<Waiting> = {}): Waiting => ({
  id,
  queueKey: CASUAL,
  accountID: `acc-${id}`,
  rated: false,
  rating,
  players: 2,
  joinedAt,
  botAfterMs: null,
  ...extra,
});

const pair = (waiting: Waiting[], now: number, blockedPairs: [string, string][] = [], counts = [2, 3, 4, 5]) =>
  pairQueues({
    waiting,
    counts,
    now,
    blocked: (a, b) => blockedPairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a)),
  });

describe('the rating window', () => {
  it('is 100 points at the start and widens by 10 a whole second', () => {
    expect([0, 999, 1000, 30_000, 60_500].map(ratingWindow)).toEqual([100, 100, 110, 400, 700]);
  });

  it('keeps two players 250 apart waiting until the longer waiter has waited 15 s', () => {
    const waiting = [player('a', 1000, 0), player('b', 1250, 5000)];
    expect(pair(waiting, 14_999)).toEqual([]);
    expect(pair(waiting, 15_000)).toEqual([{ ids: ['a', 'b'], players: 2, bots: 0 }]);
  });

  it('seats the longest waiting first, with the nearest rating in reach', () => {
    const waiting = [player('c', 1080, 2000), player('a', 1000, 0), player('b', 1300, 1000), player('d', 1020, 3000)];
    expect(pair(waiting, 3000)).toEqual([{ ids: ['a', 'd'], players: 2, bots: 0 }]);
    expect(pair(waiting, 21_000)).toEqual([
      { ids: ['a', 'd'], players: 2, bots: 0 },
      { ids: ['b', 'c'], players: 2, bots: 0 },
    ]);
  });
});

describe('player counts', () => {
  it('seats a table only when every seat of the count is wanted', () => {
    const waiting = [player('a', 1000, 0, { players: 3 }), player('b', 1000, 0, { players: 3 }), player('c', 1000, 0)];
    expect(pair(waiting, 1000)).toEqual([]);
    const more = [...waiting, player('d', 1000, 500, { players: 3 })];
    expect(pair(more, 1000)).toEqual([{ ids: ['a', 'b', 'd'], players: 3, bots: 0 }]);
  });

  it('gives a player who takes any count the largest table that fills now', () => {
    const waiting = [
      player('a', 1000, 0, { players: 0 }),
      player('b', 1000, 1, { players: 4 }),
      player('c', 1000, 2, { players: 0 }),
      player('d', 1000, 3, { players: 2 }),
      player('e', 1000, 4, { players: 4 }),
    ];
    expect(pair(waiting, 1000)).toEqual([{ ids: ['a', 'b', 'c', 'e'], players: 4, bots: 0 }]);
  });

  it('seats two who take any count at the smallest table when no larger one fills, within the game counts', () => {
    const waiting = [player('a', 1000, 0, { players: 0 }), player('b', 1000, 1, { players: 0 })];
    expect(pair(waiting, 1000)).toEqual([{ ids: ['a', 'b'], players: 2, bots: 0 }]);
    expect(pair(waiting, 1000, [], [3, 4])).toEqual([]);
  });
});

describe('who never sits together', () => {
  it('never seats a rated player with a casual one, however long they wait', () => {
    const waiting = [player('a', 1000, 0), player('b', 1000, 0, { rated: true, queueKey: RATED })];
    expect(pair(waiting, 3_600_000)).toEqual([]);
  });

  it('never seats players of different clocks or games together', () => {
    const waiting = [
      player('a', 1000, 0),
      player('b', 1000, 0, { queueKey: queueKey('carcassonne', false, 'move-60') }),
    ];
    expect(pair(waiting, 1000)).toEqual([]);
  });

  it('never seats two players when either blocked the other, and seats the next one in reach instead', () => {
    const waiting = [player('a', 1000, 0), player('b', 1000, 1), player('c', 1050, 2)];
    expect(pair(waiting, 1000, [['acc-b', 'acc-a']])).toEqual([{ ids: ['a', 'c'], players: 2, bots: 0 }]);
    const three = waiting.map((w) => ({ ...w, players: 3 }));
    expect(pair(three, 1000, [['acc-c', 'acc-b']])).toEqual([]);
  });

  it('never seats one account twice', () => {
    const waiting = [player('a', 1000, 0), player('b', 1000, 1, { accountID: 'acc-a' })];
    expect(pair(waiting, 1000)).toEqual([]);
  });

  it('seats guests (no account) together', () => {
    const waiting = [player('a', 1000, 0, { accountID: null }), player('b', 1000, 1, { accountID: null })];
    expect(pair(waiting, 1000)).toEqual([{ ids: ['a', 'b'], players: 2, bots: 0 }]);
  });
});

describe('bots for a casual player who chose them', () => {
  it('fills the table with bots once the chosen wait has passed, and not before', () => {
    const waiting = [
      player('a', 1000, 0, { botAfterMs: 30_000, players: 3 }),
      player('b', 2000, 0, { botAfterMs: null }),
    ];
    expect(pair(waiting, 29_999)).toEqual([]);
    expect(pair(waiting, 30_000)).toEqual([{ ids: ['a'], players: 3, bots: 2 }]);
  });

  it('seats a player who takes any count with one bot at the smallest table', () => {
    expect(pair([player('a', 1000, 0, { botAfterMs: 0, players: 0 })], 0)).toEqual([
      { ids: ['a'], players: 2, bots: 1 },
    ]);
  });

  it('prefers a human in reach over the bots', () => {
    const waiting = [player('a', 1000, 0, { botAfterMs: 0 }), player('b', 1010, 0)];
    expect(pair(waiting, 0)).toEqual([{ ids: ['a', 'b'], players: 2, bots: 0 }]);
  });

  it('never fills a rated table with bots', () => {
    expect(pair([player('a', 1000, 0, { rated: true, queueKey: RATED, botAfterMs: 0 })], 60_000)).toEqual([]);
  });

  it('chooses the bot level whose rating is nearest the player', () => {
    const levels = [
      { level: 'hard', rating: 1400 },
      { level: 'easy', rating: 900 },
      { level: 'medium', rating: 1150 },
    ];
    expect([700, 1025, 1026, 1300, 2000].map((r) => botLevelFor(r, levels))).toEqual([
      'easy',
      'easy',
      'medium',
      'hard',
      'hard',
    ]);
  });
});
