/**
 * Opens one quick-play match for the players the matcher put together (docs/quick-play.md#opening): the
 * match is made unlisted and empty, then its players' entries are claimed, all or none
 * (quick-play-store.ts claim); a claim lost to a player who left or to another process wipes the match.
 * Then every seat is taken at once (seated-match.ts: the players in a random order, and the bots of a
 * casual table filled for its player), with the queue's clock and a minute of grace, and each entry gets
 * its seat and credentials, which its player collects with the queue's status. A failure after the claim wipes the match and puts the
 * players back in the queue. A turn-based table starts at once, so its first player is told (push).
 */
import { randomInt } from 'node:crypto';
import type { Game } from 'boardgame.io';
import { createOne, newCredentials } from '../lobby/lobby-routes';
import type { Clock } from '../table/table-state';
import { seatMatch, type SeatDeps, type Sitter } from './seated-match';
import type { Entry, QuickPlayStore } from './quick-play-store';

/** How long a matched player may take to come to the match before a bot takes their seat. */
export const ARRIVAL_MS = 60_000;

export interface OpenDeps extends SeatDeps {
  store: QuickPlayStore;
  /** A random whole number below `n` (default: node:crypto's randomInt). */
  random?: (n: number) => number;
}

export interface Opening {
  game: Game;
  entries: Entry[];
  players: number;
  /** Bot seats, and their level. */
  bots: number;
  botLevel: string;
  clock: Clock;
  rated: boolean;
}

/** Opens the match; its id, or undefined when the claim was lost (nothing is left behind then). */
export async function openQuickMatch(deps: OpenDeps, opening: Opening, now: number): Promise<string | undefined> {
  const { db, store } = deps;
  const matchID = await createOne(db, opening.game, { numPlayers: opening.players, unlisted: true, setupData: null });
  if (
    !(await store.claim(
      opening.entries.map((e) => e.id),
      matchID,
      now,
    ))
  ) {
    await db.wipe(matchID);
    return undefined;
  }
  try {
    const order = shuffled<{ entry: Entry } | { bot: string }>(
      [
        ...opening.entries.map((entry) => ({ entry })),
        ...Array.from({ length: opening.bots }, () => ({ bot: opening.botLevel })),
      ],
      deps.random ?? randomInt,
    );
    const sitters: Sitter[] = order.map((s) =>
      'entry' in s
        ? { name: s.entry.playerName, accountID: s.entry.accountID, credentials: newCredentials() }
        : { bot: s.bot, credentials: newCredentials() },
    );
    const metadata = await seatMatch(
      deps,
      {
        game: opening.game,
        matchID,
        sitters,
        clock: opening.clock,
        rated: opening.rated,
        botLevel: opening.botLevel,
        graceSeconds: ARRIVAL_MS / 1000,
      },
      now,
    );
    if (!metadata) throw new Error(`match ${matchID} vanished while it was opened`);
    await store.seat(
      order.flatMap((s, i) =>
        'entry' in s ? [{ id: s.entry.id, seat: String(i), credentials: sitters[i]!.credentials }] : [],
      ),
    );
    return matchID;
  } catch (error) {
    await store.release(matchID);
    await db.wipe(matchID).catch(() => undefined);
    throw error;
  }
}

/** A copy of `items` in a uniformly random order (Fisher-Yates). */
function shuffled<T>(items: T[], random: (n: number) => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
