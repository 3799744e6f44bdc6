/**
 * Leaderboard seasons (docs/ratings.md#leaderboards): a season is a quarter of the UTC year, named like
 * `2026-Q4`. A season's table ranks whoever played its minimum of rated games in it by their rating after
 * their last game of the season.
 */
export interface Season {
  name: string;
  /** Epoch milliseconds: from (inclusive) to (exclusive). */
  from: number;
  to: number;
}

export function seasonOf(time: number): Season {
  const date = new Date(time);
  const year = date.getUTCFullYear();
  const quarter = Math.floor(date.getUTCMonth() / 3);
  return {
    name: `${year}-Q${quarter + 1}`,
    from: Date.UTC(year, quarter * 3, 1),
    to: Date.UTC(year, quarter * 3 + 3, 1),
  };
}

/** The season a name such as `2026-Q4` names, or undefined. */
export function seasonNamed(name: string): Season | undefined {
  const match = /^(\d{4})-Q([1-4])$/.exec(name);
  if (!match) return undefined;
  return seasonOf(Date.UTC(Number(match[1]), (Number(match[2]) - 1) * 3, 1));
}
