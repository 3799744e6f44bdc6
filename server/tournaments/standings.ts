/**
 * A tournament's standings from its games (docs/tournaments.md#tie-breaks): each player's score and the
 * tie-breaks that order equal scores, Buchholz, median Buchholz and Sonneborn-Berger, then the seed. A game
 * is a table of two or more seats with the tournament points each seat earned (1, ½, 0 at a two-player
 * table; placement points at a larger one); a bye is a game of one seat. The tie-breaks read every other
 * seat of a player's tables as an opponent met, so a two-player Swiss gets the chess definitions exactly
 * and a table of four counts its three rivals. Written by hand: the formulas are a few lines each, and the
 * tie-break libraries on npm either rank chess games only or bring a pairing engine with them.
 */

/** One game of a tournament: who sat where (the first player first) and the tournament points each earned. */
export interface TournamentGame {
  round: number;
  /** Player ids in seat order; one id for a bye. */
  seats: readonly string[];
  /** Tournament points of each seat, in seat order. */
  points: readonly number[];
}

export interface Standing {
  player: string;
  score: number;
  /** Sum of the final scores of every opponent met (each other seat of each game played). */
  buchholz: number;
  /** Buchholz without the highest and the lowest opponent's score (with three opponents or more). */
  medianBuchholz: number;
  /** Sum over opponents of their final score times the share of the game won against them (1, ½, 0). */
  sonnebornBerger: number;
  games: number;
  byes: number;
  /** 1 for the first place; players equal on score and every tie-break share it. */
  rank: number;
}

/** The share of a game `a` won against `b` at the same table: 1 above, ½ equal, 0 below (by points). */
const headToHead = (a: number, b: number) => (a > b ? 1 : a === b ? 0.5 : 0);

/**
 * The standings of `players` (in seed order: the first is the top seed) after `games`. Players are ordered
 * by score, Buchholz, median Buchholz, Sonneborn-Berger, then seed; the rank is shared only by players
 * equal on all four figures.
 */
export function standings(players: readonly string[], games: readonly TournamentGame[]): Standing[] {
  const score = new Map(players.map((p) => [p, 0]));
  for (const game of games) game.seats.forEach((p, i) => score.set(p, sum([score.get(p) ?? 0, game.points[i]!])));
  const rows = players.map((player) => {
    const met: { score: number; share: number }[] = [];
    let played = 0;
    let byes = 0;
    for (const game of games) {
      const seat = game.seats.indexOf(player);
      if (seat < 0) continue;
      if (game.seats.length === 1) {
        byes++;
        continue;
      }
      played++;
      game.seats.forEach((other, i) => {
        if (i !== seat)
          met.push({ score: score.get(other) ?? 0, share: headToHead(game.points[seat]!, game.points[i]!) });
      });
    }
    const scores = met.map((m) => m.score).sort((a, b) => a - b);
    const buchholz = sum(scores);
    return {
      player,
      score: score.get(player) ?? 0,
      buchholz,
      medianBuchholz: scores.length >= 3 ? buchholz - scores[0]! - scores[scores.length - 1]! : buchholz,
      sonnebornBerger: sum(met.map((m) => m.score * m.share)),
      games: played,
      byes,
      rank: 0,
    };
  });
  const seed = new Map(players.map((p, i) => [p, i]));
  const keys = (s: Standing) => [s.score, s.buchholz, s.medianBuchholz, s.sonnebornBerger];
  rows.sort((a, b) => compareDescending(keys(a), keys(b)) || seed.get(a.player)! - seed.get(b.player)!);
  rows.forEach((row, i) => {
    const previous = rows[i - 1];
    row.rank = previous && compareDescending(keys(previous), keys(row)) === 0 ? previous.rank : i + 1;
  });
  return rows;
}

/** Negative when `a` ranks first: the first figure that differs, larger first. */
function compareDescending(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i]! - a[i]!;
  return 0;
}

/**
 * A sum rounded to a millionth: split placement points can be thirds (three seats tied for 5, 3 and 2 get
 * 3⅓ each), and equal figures must compare equal however they were added up.
 */
const sum = (values: readonly number[]) => Math.round(values.reduce((total, v) => total + v, 0) * 1e6) / 1e6;
