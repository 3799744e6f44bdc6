// Single elimination and its matches (server/tournaments/single-elimination.ts, match-series.ts;
// docs/tournaments.md#single-elimination): an 8-player bracket played by hand (1 v 8, 4 v 5, 2 v 7, 3 v 6,
// an upset, the ranking), a 6-player bracket with byes to seeds 1 and 2, best of three ending 2-0 or going
// to a third game at 1-1 with the first player alternating, draws replayed, bad games refused; and random
// brackets of 2 to 40 players: every player still in plays once a round, a bracket of n has n - 1 matches,
// the champion won every match they played and the ranking holds everyone once.
import { describe, expect, it } from 'vitest';
import { series } from '../../../server/tournaments/match-series';
import { bracketOrder, singleElimination } from '../../../server/tournaments/single-elimination';
import type { TournamentGame } from '../../../server/tournaments/standings';
import { createRng } from '../../../games/shared/rng';

const seeds = (n: number) => Array.from({ length: n }, (_, i) => `s${i + 1}`);
/** A game won by `winner`, seated as [first, second]. */
const won = (round: number, seats: [string, string], winner: string): TournamentGame => ({
  round,
  seats,
  points: winner === seats[0] ? [1, 0] : [0, 1],
});

describe('an 8-player bracket by hand', () => {
  it('seeds 1 v 8, 4 v 5, 2 v 7, 3 v 6 and plays to a champion and a ranking', () => {
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    const players = seeds(8);
    const start = singleElimination(players, 1, []);
    expect(start.rounds[0]!.map((m) => m.players)).toEqual([
      ['s1', 's8'],
      ['s4', 's5'],
      ['s2', 's7'],
      ['s3', 's6'],
    ]);
    expect(start.round).toBe(1);
    expect(start.next).toEqual([
      ['s1', 's8'],
      ['s4', 's5'],
      ['s2', 's7'],
      ['s3', 's6'],
    ]);
    expect(start.rounds.map((r) => r.length)).toEqual([4, 2, 1]);
    const games = [
      won(1, ['s1', 's8'], 's1'),
      won(1, ['s4', 's5'], 's5'),
      won(1, ['s2', 's7'], 's2'),
      won(1, ['s3', 's6'], 's3'),
    ];
    const second = singleElimination(players, 1, games);
    expect(second.round).toBe(2);
    expect(second.next).toEqual([
      ['s1', 's5'],
      ['s2', 's3'],
    ]);
    expect(second.eliminated).toEqual(['s8', 's4', 's7', 's6']);
    expect(second.finished).toBe(false);
    games.push(won(2, ['s1', 's5'], 's1'), won(2, ['s2', 's3'], 's3'));
    expect(singleElimination(players, 1, games).next).toEqual([['s1', 's3']]);
    games.push(won(3, ['s1', 's3'], 's3'));
    const end = singleElimination(players, 1, games);
    expect(end.finished).toBe(true);
    expect(end.round).toBeUndefined();
    expect(end.next).toEqual([]);
    expect(end.champion).toBe('s3');
    expect(end.rounds[2]).toEqual([{ players: ['s1', 's3'], bye: false, wins: [0, 1], games: 1, winner: 's3' }]);
    expect(end.ranking).toEqual([
      { player: 's3', rank: 1 },
      { player: 's1', rank: 2 },
      { player: 's5', rank: 3 },
      { player: 's2', rank: 3 },
      { player: 's8', rank: 5 },
      { player: 's4', rank: 5 },
      { player: 's7', rank: 5 },
      { player: 's6', rank: 5 },
    ]);
  });
});

describe('a 6-player bracket', () => {
  it('gives seeds 1 and 2 a bye to round 2', () => {
    const players = seeds(6);
    const start = singleElimination(players, 1, []);
    expect(start.rounds[0]).toEqual([
      { players: ['s1', null], bye: true, wins: [0, 0], games: 0, winner: 's1' },
      { players: ['s4', 's5'], bye: false, wins: [0, 0], games: 0 },
      { players: ['s2', null], bye: true, wins: [0, 0], games: 0, winner: 's2' },
      { players: ['s3', 's6'], bye: false, wins: [0, 0], games: 0 },
    ]);
    expect(start.next).toEqual([
      ['s4', 's5'],
      ['s3', 's6'],
    ]);
    expect(start.rounds[1]!.map((m) => m.players)).toEqual([
      ['s1', null],
      ['s2', null],
    ]);
    const after = singleElimination(players, 1, [won(1, ['s4', 's5'], 's4'), won(1, ['s3', 's6'], 's6')]);
    expect(after.next).toEqual([
      ['s1', 's4'],
      ['s2', 's6'],
    ]);
  });
});

describe('a match of best of three', () => {
  it('ends at 2-0, the first player alternating', () => {
    const games = [won(1, ['a', 'b'], 'a'), won(1, ['b', 'a'], 'a')];
    expect(series(3, ['a', 'b'], games.slice(0, 1))).toEqual({
      players: ['a', 'b'],
      wins: [1, 0],
      games: 1,
      next: ['b', 'a'],
    });
    expect(series(3, ['a', 'b'], games)).toEqual({
      players: ['a', 'b'],
      wins: [2, 0],
      games: 2,
      winner: 'a',
      loser: 'b',
    });
  });

  it('goes to a third game at 1-1, which the first player starts again', () => {
    const games = [won(1, ['a', 'b'], 'a'), won(1, ['b', 'a'], 'b')];
    expect(series(3, ['a', 'b'], games)).toEqual({ players: ['a', 'b'], wins: [1, 1], games: 2, next: ['a', 'b'] });
    games.push(won(1, ['a', 'b'], 'b'));
    expect(series(3, ['a', 'b'], games)).toMatchObject({ wins: [1, 2], games: 3, winner: 'b', loser: 'a' });
  });

  it('needs three wins in best of five, and replays a drawn game with the other player first', () => {
    const draw: TournamentGame = { round: 1, seats: ['a', 'b'], points: [0.5, 0.5] };
    expect(series(1, ['a', 'b'], [draw])).toEqual({ players: ['a', 'b'], wins: [0, 0], games: 1, next: ['b', 'a'] });
    const five = [won(1, ['a', 'b'], 'a'), won(1, ['b', 'a'], 'a'), won(1, ['a', 'b'], 'b')];
    expect(series(5, ['a', 'b'], five)).toMatchObject({ wins: [2, 1], next: ['b', 'a'] });
  });

  it('refuses a game seated the wrong way, a game after the end, and a length other than 1, 3 or 5', () => {
    expect(() => series(3, ['a', 'b'], [won(1, ['b', 'a'], 'a')])).toThrow(
      'game 1 of the match a v b must seat a, b, not b, a',
    );
    expect(() => series(1, ['a', 'b'], [won(1, ['a', 'b'], 'a'), won(1, ['b', 'a'], 'a')])).toThrow(
      'the match a v b was over when another game was played',
    );
    expect(() => series(2 as never, ['a', 'b'], [])).toThrow('a match is best of 1, 3 or 5 games, not 2');
    expect(() => singleElimination(seeds(4), 1, [won(1, ['s1', 's2'], 's1')])).toThrow(
      'a game of round 1 between s1 and s2 belongs to no match of the bracket',
    );
    expect(() => singleElimination(['a'], 1, [])).toThrow('an elimination needs two players at least, not 1');
  });
});

describe('random brackets of 2 to 40 players', () => {
  it('seat every player still in once a round, have n - 1 matches, and crown a player who won every match', () => {
    const rng = createRng('elimination-properties');
    for (let n = 2; n <= 40; n++) {
      const players = seeds(n);
      const bestOf = ([1, 3, 5] as const)[n % 3]!;
      const games: TournamentGame[] = [];
      let state = singleElimination(players, bestOf, games);
      let size = 1;
      while (size < n) size *= 2;
      let seen = 0;
      for (let guard = 0; !state.finished; guard++) {
        expect(guard, `n=${n}: no end`).toBeLessThan(400);
        const round = state.round!;
        if (round !== seen) {
          // A new round: its players are round 1's less the byes, or every winner of the round before.
          const expected = round === 1 ? players.slice(size - n) : state.rounds[round - 2]!.map((m) => m.winner!);
          const playing = state.rounds[round - 1]!.filter((m) => !m.bye).flatMap((m) => m.players);
          expect(playing.sort(), `n=${n} round ${round}`).toEqual([...expected].sort());
          seen = round;
        }
        const next = state.next.flat();
        expect(new Set(next).size, `n=${n} round ${round}: a player twice`).toBe(next.length);
        for (const seats of state.next) {
          const r = rng.next();
          games.push({ round, seats, points: r < 0.1 ? [0.5, 0.5] : r < 0.55 ? [1, 0] : [0, 1] });
        }
        state = singleElimination(players, bestOf, games);
      }
      const matches = state.rounds.flat().filter((m) => !m.bye);
      expect(matches.length, `n=${n}`).toBe(n - 1);
      const champion = state.champion!;
      for (const m of matches) if (m.players.includes(champion)) expect(m.winner, `n=${n}`).toBe(champion);
      expect(state.ranking!.map((r) => r.player).sort(), `n=${n}`).toEqual([...players].sort());
      expect(state.eliminated.length, `n=${n}`).toBe(n - 1);
    }
  });
});
