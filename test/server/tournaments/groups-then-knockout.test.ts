// Round-robin groups then a knockout (server/tournaments/round-robin.ts, groups-then-knockout.ts;
// docs/tournaments.md#groups): 8 players snake-seeded into two groups of four with the circle schedule
// checked by hand, group standings by match wins, game wins and head to head, the best two of each group
// to a bracket where the group winners are kept apart, played to a ranking; and random group stages of 4 to
// 24 players: every player plays once a round (one sits out in an odd group) and meets every other player
// of the group exactly once.
import { describe, expect, it } from 'vitest';
import { series, type Series } from '../../../server/tournaments/match-series';
import { circleSchedule, groupStandings, snakeGroups } from '../../../server/tournaments/round-robin';
import { groupsThenKnockout, knockoutSeeds } from '../../../server/tournaments/groups-then-knockout';
import type { TournamentGame } from '../../../server/tournaments/standings';
import { createRng } from '../../../games/shared/rng';

const EIGHT = ['g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7', 'g8'];
const won = (round: number, seats: [string, string], winner: string): TournamentGame => ({
  round,
  seats,
  points: winner === seats[0] ? [1, 0] : [0, 1],
});
const OPTIONS = { groups: 2, qualifiers: 2, groupBestOf: 1, knockoutBestOf: 1 } as const;

describe('groups of four from eight players, by hand', () => {
  it('deals the seeds snake-wise and schedules each group by the circle method', () => {
    expect(snakeGroups(EIGHT, 2)).toEqual([
      ['g1', 'g4', 'g5', 'g8'],
      ['g2', 'g3', 'g6', 'g7'],
    ]);
    expect(snakeGroups(EIGHT, 3)).toEqual([
      ['g1', 'g6', 'g7'],
      ['g2', 'g5', 'g8'],
      ['g3', 'g4'],
    ]);
    expect(circleSchedule(['g1', 'g4', 'g5', 'g8'])).toEqual([
      [
        ['g1', 'g8'],
        ['g4', 'g5'],
      ],
      [
        ['g5', 'g1'],
        ['g8', 'g4'],
      ],
      [
        ['g1', 'g4'],
        ['g5', 'g8'],
      ],
    ]);
    expect(circleSchedule(['a', 'b', 'c'])).toEqual([[['b', 'c']], [['c', 'a']], [['a', 'b']]]);
  });

  it('ranks a group by match wins, then game wins, then head to head', () => {
    const match = (players: [string, string], winners: string[]): Series =>
      series(
        3,
        players,
        winners.map((w, i) => won(1, (i % 2 === 0 ? players : [players[1], players[0]]) as [string, string], w)),
      );
    // One match win each; game wins a 3, b 2, c 3; c beat a.
    const standings = groupStandings(
      ['a', 'b', 'c'],
      [match(['a', 'b'], ['a', 'a']), match(['b', 'c'], ['b', 'c', 'b']), match(['a', 'c'], ['a', 'c', 'c'])],
    );
    expect(standings).toEqual([
      { player: 'c', matchWins: 1, matchLosses: 1, gameWins: 3, rank: 1 },
      { player: 'a', matchWins: 1, matchLosses: 1, gameWins: 3, rank: 2 },
      { player: 'b', matchWins: 1, matchLosses: 1, gameWins: 2, rank: 3 },
    ]);
  });

  it('plays the groups, sends the best two of each to a bracket with the winners apart, and ranks everyone', () => {
    const start = groupsThenKnockout(EIGHT, OPTIONS, []);
    expect(start.stage).toBe('groups');
    expect(start.groupRounds).toBe(3);
    expect(start.round).toBe(1);
    expect(start.next).toEqual([
      ['g1', 'g8'],
      ['g4', 'g5'],
      ['g2', 'g7'],
      ['g3', 'g6'],
    ]);
    const games = [
      // Group A: g4 beats g5; g5 beats g1, g8 beats g4; g1 beats g4, g5 beats g8 (and g1 beats g8 first).
      won(1, ['g1', 'g8'], 'g1'),
      won(1, ['g4', 'g5'], 'g4'),
      won(2, ['g5', 'g1'], 'g5'),
      won(2, ['g8', 'g4'], 'g8'),
      won(3, ['g1', 'g4'], 'g1'),
      won(3, ['g5', 'g8'], 'g5'),
      // Group B: the first player wins every game.
      won(1, ['g2', 'g7'], 'g2'),
      won(1, ['g3', 'g6'], 'g3'),
      won(2, ['g6', 'g2'], 'g6'),
      won(2, ['g7', 'g3'], 'g7'),
      won(3, ['g2', 'g3'], 'g2'),
      won(3, ['g6', 'g7'], 'g6'),
    ];
    const afterTwo = groupsThenKnockout(
      EIGHT,
      OPTIONS,
      games.filter((g) => g.round <= 2),
    );
    expect(afterTwo.next).toEqual([
      ['g1', 'g4'],
      ['g5', 'g8'],
      ['g2', 'g3'],
      ['g6', 'g7'],
    ]);
    expect(afterTwo.eliminated).toEqual([]);
    const knockout = groupsThenKnockout(EIGHT, OPTIONS, games);
    // A: g1 and g5 on two wins, g5 beat g1; g8 and g4 on one, g8 beat g4. B: g6 over g2, g7 over g3.
    expect(knockout.groups.map((g) => g.standings.map((row) => row.player))).toEqual([
      ['g5', 'g1', 'g8', 'g4'],
      ['g6', 'g2', 'g7', 'g3'],
    ]);
    expect(knockout.stage).toBe('knockout');
    expect(knockout.round).toBe(4);
    // Seeds g5, g6 (winners), g1, g2 (seconds): 1 v 4 and 2 v 3, so no two winners meet before the final.
    expect(knockout.next).toEqual([
      ['g5', 'g2'],
      ['g6', 'g1'],
    ]);
    expect(knockout.eliminated).toEqual(['g7', 'g8', 'g3', 'g4']);
    games.push(won(4, ['g5', 'g2'], 'g5'), won(4, ['g6', 'g1'], 'g1'));
    expect(groupsThenKnockout(EIGHT, OPTIONS, games).next).toEqual([['g5', 'g1']]);
    games.push(won(5, ['g5', 'g1'], 'g1'));
    const end = groupsThenKnockout(EIGHT, OPTIONS, games);
    expect(end.stage).toBe('finished');
    expect(end.finished).toBe(true);
    expect(end.knockout!.champion).toBe('g1');
    expect(end.ranking).toEqual([
      { player: 'g1', rank: 1 },
      { player: 'g5', rank: 2 },
      { player: 'g2', rank: 3 },
      { player: 'g6', rank: 3 },
      { player: 'g7', rank: 5 },
      { player: 'g8', rank: 6 },
      { player: 'g3', rank: 7 },
      { player: 'g4', rank: 8 },
    ]);
  });

  it('seeds the knockout winners first, and keeps two of one group apart in round 1', () => {
    expect(
      knockoutSeeds(
        [
          ['a1', 'a2'],
          ['b1', 'b2'],
        ],
        2,
      ),
    ).toEqual(['a1', 'b1', 'a2', 'b2']);
    // Three groups, two each, a bracket of 8: 1 v bye, 4 v 5, 2 v bye, 3 v 6; C1 would meet C2.
    expect(
      knockoutSeeds(
        [
          ['a1', 'a2', 'a3'],
          ['b1', 'b2', 'b3'],
          ['c1', 'c2', 'c3'],
        ],
        2,
      ),
    ).toEqual(['a1', 'b1', 'c1', 'c2', 'b2', 'a2']);
    expect(knockoutSeeds([['a1'], ['b1'], ['c1']], 1)).toEqual(['a1', 'b1', 'c1']);
  });

  it('refuses groups it cannot make, a match length other than 1, 3 or 5, and a game of no group match', () => {
    expect(() => groupsThenKnockout(EIGHT, { ...OPTIONS, groups: 5 }, [])).toThrow(
      '8 players make 1 to 4 groups of two or more, not 5',
    );
    expect(() => groupsThenKnockout(EIGHT, { ...OPTIONS, qualifiers: 5 }, [])).toThrow(
      'from groups of 4 at least, 1 to 4 go on, not 5',
    );
    expect(() => groupsThenKnockout(EIGHT, { ...OPTIONS, knockoutBestOf: 7 as never }, [])).toThrow(
      'a match is best of 1, 3 or 5 games, not 7',
    );
    expect(() => groupsThenKnockout(EIGHT, OPTIONS, [won(1, ['g1', 'g2'], 'g1')])).toThrow(
      'a game of round 1 between g1 and g2 belongs to no group match',
    );
  });
});

describe('random group stages of 4 to 24 players', () => {
  it('seat every player once a round and pair every two of a group exactly once', () => {
    const rng = createRng('groups-properties');
    for (let n = 4; n <= 24; n++) {
      const players = Array.from({ length: n }, (_, i) => `p${i + 1}`);
      const groups = 1 + Math.floor(rng.next() * Math.floor(n / 2));
      const options = { groups, qualifiers: groups === 1 ? 2 : 1, groupBestOf: 3, knockoutBestOf: 1 } as const;
      const games: TournamentGame[] = [];
      let state = groupsThenKnockout(players, options, games);
      for (let guard = 0; state.stage === 'groups'; guard++) {
        expect(guard, `n=${n}: no end`).toBeLessThan(100);
        const next = state.next.flat();
        expect(new Set(next).size, `n=${n}: a player twice in a round`).toBe(next.length);
        const round = state.round!;
        for (const seats of state.next) games.push(won(round, seats, seats[rng.next() < 0.5 ? 0 : 1]));
        state = groupsThenKnockout(players, options, games);
      }
      expect(state.eliminated, `n=${n}`).toHaveLength(n - groups * options.qualifiers);
      for (const group of state.groups) {
        const met = new Set<string>();
        for (const round of group.schedule) {
          const seated = round.flat();
          expect(new Set(seated).size, `n=${n}`).toBe(seated.length);
          expect(seated.length, `n=${n}`).toBe(group.players.length - (group.players.length % 2));
          for (const pair of round) met.add([...pair].sort().join());
        }
        const size = group.players.length;
        expect(met.size, `n=${n}`).toBe((size * (size - 1)) / 2);
      }
      expect(
        state.groups.flatMap((g) => g.players),
        `n=${n}`,
      ).toHaveLength(n);
    }
  });
});
