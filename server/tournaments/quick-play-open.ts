/**
 * Opens one quick-play match for the players the matcher put together (docs/quick-play.md#opening): the
 * match is made unlisted and empty, then its players' entries are claimed, all or none
 * (quick-play-store.ts claim); a claim lost to a player who left or to another process wipes the match.
 * Then, in one metadata write, every seat is taken (the players in a random order, and the bots of a casual
 * table filled for its player), with the queue's clock, a minute of grace and no hints at a rated table;
 * each account's seat is recorded as a join records it, a rated table holds each account's seat and place
 * as a rated join does (docs/ratings.md#rated-tables), and each entry gets its seat and credentials, which
 * its player collects with the queue's status. A failure after the claim wipes the match and puts the
 * players back in the queue. A turn-based table starts at once, so its first player is told (push).
 */
import { randomInt } from 'node:crypto';
import type { Game, Server } from 'boardgame.io';
import { createOne, newCredentials } from '../lobby/lobby-routes';
import type { MatchStore } from '../storage/match-store';
import { botName, isTurnBased, tableOf, withTable, type Clock } from '../table/table-state';
import type { TableService } from '../table/table-service';
import type { MatchTransport } from '../transport/match-transport';
import type { SeatStore } from '../accounts/seat-store';
import type { RatingStore } from '../ratings/rating-store';
import { accountIdentity } from '../ratings/bot-identities';
import type { Entry, QuickPlayStore } from './quick-play-store';

/** How long a matched player may take to come to the match before a bot takes their seat. */
export const ARRIVAL_MS = 60_000;

export interface OpenDeps {
  db: MatchStore;
  store: QuickPlayStore;
  transport: Pick<MatchTransport, 'seatsChanged'>;
  drive(gameName: string, matchID: string, metadata: Server.MatchData): void;
  table: Pick<TableService, 'arm' | 'seatSynced'>;
  /** The accounts' seats (absent without accounts). */
  seats?: Pick<SeatStore, 'record'>;
  /** The rated tables' holds (absent without ratings). */
  ratings?: Pick<RatingStore, 'holdSeat' | 'claimPlace'>;
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

type Sitter = { entry: Entry; credentials: string } | { bot: string; credentials: string };

/** Opens the match; its id, or undefined when the claim was lost (nothing is left behind then). */
export async function openQuickMatch(deps: OpenDeps, opening: Opening, now: number): Promise<string | undefined> {
  const { db, store } = deps;
  const gameName = opening.game.name as string;
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
    const sitters = shuffled<Sitter>(
      [
        ...opening.entries.map((entry) => ({ entry, credentials: newCredentials() })),
        ...Array.from({ length: opening.bots }, () => ({ bot: opening.botLevel, credentials: newCredentials() })),
      ],
      deps.random ?? randomInt,
    );
    const creator = String(sitters.findIndex((s) => 'entry' in s));
    const metadata = await db.updateMetadata(matchID, (m) => {
      const players = { ...m.players };
      sitters.forEach((s, i) => {
        const seat = players[i]!;
        players[i] =
          'entry' in s
            ? { ...seat, name: s.entry.playerName, credentials: s.credentials }
            : { ...seat, name: botName(String(i), s.bot), credentials: s.credentials, data: { bot: s.bot } };
      });
      return withTable(
        { ...m, players, updatedAt: now },
        {
          ...tableOf(m),
          creator,
          clock: opening.clock,
          graceSeconds: ARRIVAL_MS / 1000,
          takeoverLevel: opening.botLevel,
          hints: !opening.rated,
          ...(opening.rated ? { rated: true } : {}),
        },
      );
    });
    if (!metadata) throw new Error(`match ${matchID} vanished while it was opened`);
    for (const [i, s] of sitters.entries()) {
      if (!('entry' in s)) continue;
      const seat = String(i);
      const account = s.entry.accountID;
      if (account !== null) {
        await deps.seats?.record(account, gameName, matchID, seat, s.credentials, now);
        if (opening.rated) {
          await deps.ratings?.holdSeat(matchID, seat, accountIdentity(account));
          await deps.ratings?.claimPlace(matchID, accountIdentity(account), now);
        }
      }
      await store.seat(s.entry.id, seat, s.credentials);
    }
    deps.transport.seatsChanged(gameName, matchID);
    deps.drive(gameName, matchID, metadata);
    deps.table.arm(gameName, matchID, metadata);
    if (isTurnBased(opening.clock)) await deps.table.seatSynced(gameName, matchID, creator, undefined, metadata);
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
