/**
 * Round-robin groups (docs/tournaments.md#groups): the players dealt into groups by snake seeding (8 into
 * two: A 1, 4, 5, 8 and B 2, 3, 6, 7), each group's schedule by the circle method (the first player stays,
 * the others turn one place a round, so everyone meets everyone once; with an odd number one sits out each
 * round), and a group's standings: match wins, then game wins, then the matches won among the players still
 * level (head to head), then the seed.
 */
import type { Series } from './match-series';

/** `players` (seed order) dealt into `count` groups, snake-wise: 1 to A, 2 to B, ..., then back from the last. */
export function snakeGroups(players: readonly string[], count: number): string[][] {
  if (!Number.isInteger(count) || count < 1 || count > players.length / 2)
    throw new Error(
      `${players.length} players make 1 to ${Math.floor(players.length / 2)} groups of two or more, not ${count}`,
    );
  const groups: string[][] = Array.from({ length: count }, () => []);
  players.forEach((id, i) => {
    const lap = Math.floor(i / count);
    const place = i % count;
    groups[lap % 2 === 0 ? place : count - 1 - place]!.push(id);
  });
  return groups;
}

/**
 * The rounds of a round robin among `players` (seed order) by the circle method, each a list of matches,
 * the match's first player first: the first listed player alternates first and second by round, and at
 * the other tables the player on the turning circle's upper half goes first.
 */
export function circleSchedule(players: readonly string[]): [string, string][][] {
  const circle: (string | null)[] = [...players];
  if (circle.length % 2 === 1) circle.push(null);
  const m = circle.length;
  const rounds: [string, string][][] = [];
  for (let r = 0; r < m - 1; r++) {
    const round: [string, string][] = [];
    for (let i = 0; i < m / 2; i++) {
      const [a, b] = [circle[i]!, circle[m - 1 - i]!];
      if (a === null || b === null) continue;
      round.push(i === 0 && r % 2 === 1 ? [b, a] : [a, b]);
    }
    rounds.push(round);
    circle.splice(1, 0, circle.pop()!);
  }
  return rounds;
}

export interface GroupStanding {
  player: string;
  /** Matches won, lost and played (a match undecided so far counts in none). */
  matchWins: number;
  matchLosses: number;
  gameWins: number;
  /** 1 for the top of the group; only the seed breaks the last ties, so every rank is different. */
  rank: number;
}

/** The standings of a group (`players` in seed order) from its matches so far. */
export function groupStandings(players: readonly string[], matches: readonly Series[]): GroupStanding[] {
  const rows = new Map(
    players.map((player) => [player, { player, matchWins: 0, matchLosses: 0, gameWins: 0, rank: 0 }]),
  );
  for (const match of matches) {
    match.players.forEach((id, i) => (rows.get(id)!.gameWins += match.wins[i]!));
    if (match.winner) {
      rows.get(match.winner)!.matchWins++;
      rows.get(match.loser!)!.matchLosses++;
    }
  }
  const seed = (id: string) => players.indexOf(id);
  /** Matches `id` won against the players of `level`. */
  const headToHead = (id: string, level: Set<string>) =>
    matches.filter((m) => m.winner === id && level.has(m.loser!)).length;
  const byRecord = [...rows.values()].sort((a, b) => b.matchWins - a.matchWins || b.gameWins - a.gameWins);
  const ordered: GroupStanding[] = [];
  for (let i = 0; i < byRecord.length;) {
    let j = i + 1;
    while (
      j < byRecord.length &&
      byRecord[j]!.matchWins === byRecord[i]!.matchWins &&
      byRecord[j]!.gameWins === byRecord[i]!.gameWins
    )
      j++;
    const level = byRecord.slice(i, j);
    const ids = new Set(level.map((row) => row.player));
    level.sort((a, b) => headToHead(b.player, ids) - headToHead(a.player, ids) || seed(a.player) - seed(b.player));
    ordered.push(...level);
    i = j;
  }
  return ordered.map((row, i) => ({ ...row, rank: i + 1 }));
}
