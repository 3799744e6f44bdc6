/**
 * What the rating routes answer (docs/ratings.md#routes): ratings as display numbers (rating-scale.ts) with
 * their games and the provisional mark, and identities as names: an account's display name, a bot's level.
 * No account id leaves the server.
 */
import type { SqlAccess } from '../storage/sql-access';
import { ACCOUNT_PREFIX, BOT_PREFIX } from './bot-identities';
import { displayRating, isProvisional, type Skill } from './rating-scale';
import type { StoredResult } from './rating-store';

export type Who = { kind: 'account'; name: string } | { kind: 'bot'; level: string };

export const ratingView = (skill: Skill, games: number) => ({
  rating: displayRating(skill),
  games,
  provisional: isProvisional(games),
});

/** The names of these identities (an account that is gone shows as "?"). */
export async function namesOf(sql: SqlAccess, identities: string[]): Promise<Map<string, Who>> {
  const accounts = [...new Set(identities.filter((i) => i.startsWith(ACCOUNT_PREFIX)))];
  const names = new Map<string, string>();
  if (accounts.length > 0) {
    const rows = await sql.all<{ id: string; name: string }>(
      `SELECT id, name FROM accounts WHERE id IN (${accounts.map(() => '?').join(', ')})`,
      accounts.map((i) => i.slice(ACCOUNT_PREFIX.length)),
    );
    for (const row of rows) names.set(`${ACCOUNT_PREFIX}${row.id}`, row.name);
  }
  const who = new Map<string, Who>();
  for (const identity of identities) {
    if (identity.startsWith(BOT_PREFIX)) who.set(identity, { kind: 'bot', level: identity.slice(BOT_PREFIX.length) });
    else who.set(identity, { kind: 'account', name: names.get(identity) ?? '?' });
  }
  return who;
}

/** One seat's rating change, as the end screen and the replay show it. */
export function seatChange(result: StoredResult, who: Who, gamesAfter: number) {
  const before = displayRating(result.before);
  const after = displayRating(result.after);
  return {
    seat: result.seat,
    who,
    rank: result.rank,
    left: result.left,
    before,
    after,
    change: after - before,
    provisional: isProvisional(gamesAfter),
  };
}
