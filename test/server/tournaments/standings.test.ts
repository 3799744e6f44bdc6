// Tournament standings and tie-breaks (docs/tournaments.md#tie-breaks) against a published crosstable: the
// Hamilton Chess Club championship 2018 (hamiltonchess.net, "Richard On Tie Break", 11 April 2018), 27
// players over 6 rounds with half- and full-point byes and two players who missed a round. The club
// published total Buchholz 22.5 and 20.0 and Sonneborn-Berger 19.75 and 17.25 for the two leaders on 5½;
// median Buchholz (without the highest and lowest opponent) is checked by hand: 22.5 − 5.5 − 2.5 = 14.5
// and 20.0 − 5.5 − 1.0 = 13.5.
import { describe, expect, it } from 'vitest';
import { standings, type TournamentGame } from '../../../server/tournaments/standings';

/** The crosstable as published: number, name, score, then each round's result, colour and opponent. */
const CROSSTABLE = `
1 Richard_Dare 5.5 +W10 +B17 +W12 =W2 +B4 +B3
2 Graham_Nolan 5.5 +B27 +W16 +W9 =B1 +W8 +B10
3 Milton_Severinsen 4.0 =BYE +W11 +B6 =W4 +B5 -W1
4 Prashant_Mistry 4.0 +W22 +B15 =W8 =B3 -W1 +B13
5 William_Lynn 4.0 -W16 +B14 +W22 +B15 -W3 +B8
6 Gary_Judkins 4.0 -W21 +B27 -W3 +B23 +W16 +B14
7 Kevin_Li 4.0 -W9 -B23 +W27 +B19 +W15 +B12
8 William_Crombie 3.5 +B25 +W21 =B4 +W13 -B2 -W5
9 Hilton_Bennett 3.5 +B7 +W13 -B2 =BYE +W18
10 Michael_Lin 3.5 -B1 +W25 +W26 =B12 +B17 -W2
11 Murray_Tuatini 3.5 =BYE -B3 -W14 +B25 +W20 +W17
12 Eushin_Kang 3.0 +B20 +W18 -B1 =W10 =B14 -W7
13 Christopher_Symon 3.0 +W23 -B9 +W19 -B8 +W21 -W4
14 Ruchira_Silva 3.0 =BYE -W5 +B11 +B22 =W12 -W6
15 Rowan_Lightfoot 3.0 +B26 -W4 +B21 -W5 -B7 +W24
16 Leo_Dizon 3.0 +B5 -B2 -W17 +W24 -B6 +B22
17 Lara_Heppenstall 2.5 +B24 -W1 +B16 =BYE -W10 -B11
18 Ian_Kennedy 2.5 +W19 -B12 +W23 =BYE -B9
19 Joel_Crombie 2.5 -B18 +W20 -B13 -W7 =B25 +W21
20 Daniel_Dizon 2.5 -W12 -B19 =W25 +B27 -B11 +W26
21 Ronja_Ripp 2.0 +B6 -B8 -W15 +W26 -B13 -B19
22 Alex_Treat 2.0 -B4 +W24 -B5 -W14 +B26 -W16
23 Nathanial_Loy 2.0 -B13 +W7 -B18 -W6 -B24 +W27
24 Andy_Song 2.0 -W17 -B22 +BYE -B16 +W23 -B15
25 Sean_Clark 2.0 -W8 -B10 =B20 -W11 =W19 +BYE
26 Lasen_Silva 1.0 -W15 +BYE -B10 -B21 -W22 -B20
27 Maureen_Murphy 1.0 -W2 -W6 -B7 -W20 +BYE -B23
`;

const RESULT = { '+': 1, '=': 0.5, '-': 0 } as const;

/** The players (in the table's order, as seeds), their published scores, and the games (each once, White first). */
function parse() {
  const lines = CROSSTABLE.trim()
    .split('\n')
    .map((line) => line.split(' '));
  const name = (n: string) => lines[Number(n) - 1]![1]!;
  const games: TournamentGame[] = [];
  for (const [, player, , ...rounds] of lines) {
    rounds.forEach((entry, i) => {
      const points = RESULT[entry[0] as keyof typeof RESULT];
      if (entry.endsWith('BYE')) games.push({ round: i + 1, seats: [player!], points: [points] });
      else if (entry[1] === 'W')
        games.push({ round: i + 1, seats: [player!, name(entry.slice(2))], points: [points, 1 - points] });
    });
  }
  return { players: lines.map((l) => l[1]!), published: new Map(lines.map((l) => [l[1]!, Number(l[2])])), games };
}

describe('standings', () => {
  const { players, published, games } = parse();
  const table = standings(players, games);
  const row = (player: string) => table.find((s) => s.player === player)!;

  it('gives every player of the crosstable the published score, byes and missed rounds included', () => {
    expect(Object.fromEntries(table.map((s) => [s.player, s.score]))).toEqual(Object.fromEntries(published));
    expect(row('Hilton_Bennett')).toMatchObject({ games: 4, byes: 1 });
    expect(row('Maureen_Murphy')).toMatchObject({ games: 5, byes: 1 });
  });

  it("gives the leaders the club's Buchholz and Sonneborn-Berger, and the hand-checked median Buchholz", () => {
    expect(row('Richard_Dare')).toMatchObject({ buchholz: 22.5, sonnebornBerger: 19.75, medianBuchholz: 14.5 });
    expect(row('Graham_Nolan')).toMatchObject({ buchholz: 20, sonnebornBerger: 17.25, medianBuchholz: 13.5 });
    expect(table.slice(0, 2).map((s) => [s.player, s.rank])).toEqual([
      ['Richard_Dare', 1],
      ['Graham_Nolan', 2],
    ]);
  });

  it('orders by score, then Buchholz, median Buchholz, Sonneborn-Berger and seed, sharing a rank only when all are equal', () => {
    for (let i = 1; i < table.length; i++) {
      const [a, b] = [table[i - 1]!, table[i]!];
      const keys = (s: typeof a) => [s.score, s.buchholz, s.medianBuchholz, s.sonnebornBerger];
      const first = keys(a).findIndex((v, k) => v !== keys(b)[k]);
      if (first < 0) {
        expect(players.indexOf(a.player)).toBeLessThan(players.indexOf(b.player));
        expect(b.rank).toBe(a.rank);
      } else {
        expect(keys(a)[first]).toBeGreaterThan(keys(b)[first]!);
        expect(b.rank).toBe(i + 1);
      }
    }
  });

  it('counts every other seat of a larger table as an opponent, and the places between them', () => {
    const four: TournamentGame[] = [{ round: 1, seats: ['a', 'b', 'c', 'd'], points: [5, 3, 2, 1] }];
    const [a, , , d] = standings(['a', 'b', 'c', 'd'], four);
    // a met b, c and d (3 + 2 + 1) and placed above all; d placed below all.
    expect(a).toMatchObject({ player: 'a', buchholz: 6, medianBuchholz: 2, sonnebornBerger: 6, rank: 1 });
    expect(d).toMatchObject({ player: 'd', buchholz: 10, medianBuchholz: 3, sonnebornBerger: 0, rank: 4 });
  });
});
