// Pairing a two-player Swiss round (docs/tournaments.md#swiss): the first two rounds of eight players checked
// by hand (top half against bottom half by seed, winners with winners, the first move to whoever is owed
// it), and properties over random tournaments of 2 to 200 players with draws and withdrawals: every round
// seats every active player exactly once, nobody meets anyone twice (with at most n/2 rounds a rematch-free
// round always exists), nobody gets two byes, the bye goes to a lowest score where it can, and nobody's
// first moves exceed their second moves by more than two; and the same for five rounds of 511 players,
// paired by score group; played on to n - 1 rounds, never more rematches or second byes than the exact
// whole-round matching. A player listed twice is refused.
import { describe, expect, it } from 'vitest';
import { pairSwissRound } from '../../../server/tournaments/swiss-pairing';
import { pairWholeRound } from '../../../server/tournaments/swiss-whole-round';
import type { TournamentGame } from '../../../server/tournaments/standings';
import { createRng } from '../../../games/shared/rng';

const EIGHT = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'];

describe('a Swiss round by hand', () => {
  it('pairs round 1 top half against bottom half, the higher seed first', () => {
    expect(pairSwissRound(EIGHT, [])).toEqual({
      pairs: [
        ['p1', 'p5'],
        ['p2', 'p6'],
        ['p3', 'p7'],
        ['p4', 'p8'],
      ],
    });
  });

  it('pairs round 2 winners against winners when the seeds win, top half against bottom half', () => {
    const round1: TournamentGame[] = [
      { round: 1, seats: ['p1', 'p5'], points: [1, 0] },
      { round: 1, seats: ['p2', 'p6'], points: [1, 0] },
      { round: 1, seats: ['p3', 'p7'], points: [1, 0] },
      { round: 1, seats: ['p4', 'p8'], points: [1, 0] },
    ];
    // Everyone on 1 moved first and everyone on 0 second: no side can be given, so the higher seed starts.
    expect(pairSwissRound(EIGHT, round1).pairs).toEqual([
      ['p1', 'p3'],
      ['p2', 'p4'],
      ['p5', 'p7'],
      ['p6', 'p8'],
    ]);
  });

  it('floats as few half points as it must, and gives the first move to who moved second', () => {
    // Round 1: p1, p6 and p3 win, p4 and p8 draw. On 1: p1, p3, p6; on ½: p4, p8 (who met); on 0: p2, p5,
    // p7. An odd group of three and a pair that met cost two half-point floats at least. Who wants to move
    // first (moved second): p6, p8, p5, p7; the others want second. The one way with two floats and every
    // table giving both players their wish: p6–p3 on 1, p1 down to p8, p4 down to p7, p2 with p5; among
    // such ways it is also the closest to top half against bottom half (p3–p6 are 2nd and 3rd of three).
    const round1: TournamentGame[] = [
      { round: 1, seats: ['p1', 'p5'], points: [1, 0] },
      { round: 1, seats: ['p2', 'p6'], points: [0, 1] },
      { round: 1, seats: ['p3', 'p7'], points: [1, 0] },
      { round: 1, seats: ['p4', 'p8'], points: [0.5, 0.5] },
    ];
    expect(pairSwissRound(EIGHT, round1)).toEqual({
      pairs: [
        ['p8', 'p1'],
        ['p6', 'p3'],
        ['p7', 'p4'],
        ['p5', 'p2'],
      ],
    });
  });
});

describe('random Swiss tournaments of 2 to 200 players', () => {
  it('seat everyone once a round, with no rematch, one bye at most, and the first move balanced', () => {
    const rng = createRng('swiss-properties');
    const sizes = [2, 3, 4, 5, 7, 8, 9, 16, 31, 64, 101, 200];
    for (const n of sizes) {
      let active = Array.from({ length: n }, (_, i) => `s${i + 1}`);
      const games: TournamentGame[] = [];
      const rounds = Math.max(1, Math.min(Math.floor(n / 2), Math.ceil(Math.log2(n)) + 2));
      for (let round = 1; round <= rounds; round++) {
        const { pairs, bye } = pairSwissRound(active, games);
        const seated = [...pairs.flat(), ...(bye ? [bye] : [])];
        expect(seated.sort(), `n=${n} round ${round}`).toEqual([...active].sort());
        expect(bye !== undefined, `n=${n}`).toBe(active.length % 2 === 1);
        for (const [a, b] of pairs) {
          const r = rng.next();
          games.push({ round, seats: [a, b], points: r < 0.45 ? [1, 0] : r < 0.9 ? [0, 1] : [0.5, 0.5] });
        }
        if (bye) games.push({ round, seats: [bye], points: [1] });
        // Now and then a player withdraws (never below two).
        if (active.length > 2 && rng.next() < 0.2)
          active = active.filter((_, i) => i !== Math.floor(rng.next() * active.length));
      }
      const meetings = new Map<string, number>();
      const byes = new Map<string, number>();
      const balance = new Map<string, number>();
      for (const g of games) {
        if (g.seats.length === 1) byes.set(g.seats[0]!, (byes.get(g.seats[0]!) ?? 0) + 1);
        else {
          const key = [...g.seats].sort().join();
          meetings.set(key, (meetings.get(key) ?? 0) + 1);
          balance.set(g.seats[0]!, (balance.get(g.seats[0]!) ?? 0) + 1);
          balance.set(g.seats[1]!, (balance.get(g.seats[1]!) ?? 0) - 1);
        }
      }
      expect(Math.max(0, ...meetings.values()), `n=${n}: a rematch`).toBeLessThanOrEqual(1);
      expect(Math.max(0, ...byes.values()), `n=${n}: two byes`).toBeLessThanOrEqual(1);
      expect(Math.max(0, ...[...balance.values()].map(Math.abs)), `n=${n}: first moves`).toBeLessThanOrEqual(2);
    }
  });

  it('pairs 511 players for five rounds by score group: everyone once, no rematch, one bye each at most', () => {
    const rng = createRng('swiss-511');
    const active = Array.from({ length: 511 }, (_, i) => `s${i + 1}`);
    const games: TournamentGame[] = [];
    const met = new Set<string>();
    const byes = new Set<string>();
    for (let round = 1; round <= 5; round++) {
      const { pairs, bye } = pairSwissRound(active, games);
      expect([...pairs.flat(), bye].sort(), `round ${round}`).toEqual([...active].sort());
      expect(byes.has(bye!), `round ${round}: a second bye`).toBe(false);
      byes.add(bye!);
      games.push({ round, seats: [bye!], points: [1] });
      for (const [a, b] of pairs) {
        const key = [a, b].sort().join();
        expect(met.has(key), `round ${round}: ${key} again`).toBe(false);
        met.add(key);
        games.push({ round, seats: [a, b], points: rng.next() < 0.5 ? [1, 0] : [0, 1] });
      }
    }
  });

  it('never rematches or gives a second bye where the whole-round matching avoids it, to the last round', () => {
    // Played to n - 1 rounds, where rematches become unavoidable: the score groups fall back far enough.
    const rng = createRng('swiss-against-whole');
    const repeats = (games: TournamentGame[], round: { pairs: [string, string][]; bye?: string }) => {
      const met = new Set(games.filter((g) => g.seats.length === 2).map((g) => [...g.seats].sort().join()));
      const byes = new Set(games.filter((g) => g.seats.length === 1).map((g) => g.seats[0]));
      const rematches = round.pairs.filter((pair) => met.has([...pair].sort().join())).length;
      return rematches + (round.bye !== undefined && byes.has(round.bye) ? 1 : 0);
    };
    for (let t = 0; t < 60; t++) {
      const n = 2 + Math.floor(rng.next() * 15);
      const active = Array.from({ length: n }, (_, i) => `s${i + 1}`);
      const games: TournamentGame[] = [];
      for (let round = 1; round < n; round++) {
        const byGroups = pairSwissRound(active, games);
        expect(repeats(games, byGroups), `n=${n} round ${round}`).toBeLessThanOrEqual(
          repeats(games, pairWholeRound(active, games)),
        );
        for (const seats of byGroups.pairs) {
          const r = rng.next();
          games.push({ round, seats, points: r < 0.45 ? [1, 0] : r < 0.9 ? [0, 1] : [0.5, 0.5] });
        }
        if (byGroups.bye) games.push({ round, seats: [byGroups.bye], points: [1] });
      }
    }
  });

  it('refuses a player listed twice', () => {
    expect(() => pairSwissRound(['a', 'b', 'a'], [])).toThrow('player a is listed twice among the active players');
  });

  it('gives the bye to a lowest score among those without one', () => {
    const players = ['a', 'b', 'c', 'd', 'e'];
    const round1: TournamentGame[] = [
      { round: 1, seats: ['a', 'b'], points: [1, 0] },
      { round: 1, seats: ['c', 'd'], points: [1, 0] },
      { round: 1, seats: ['e'], points: [1] },
    ];
    // b and d are on 0 and neither had a bye: the lower seed, d, takes it.
    expect(pairSwissRound(players, round1).bye).toBe('d');
  });
});
