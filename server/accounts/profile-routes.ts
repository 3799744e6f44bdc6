/**
 * An account's public profile and changing what an account is (docs/security.md#account-names): its
 * display name, or deleting it.
 *
 *   GET  /account/profile/<id>      200 { profile: { id, name, games: [{ gameName, played, wins }],
 *                                   recent: [{ gameName, matchID, playerID, finishedAt, won, players,
 *                                   bots }] } } (`bots`: the seats a bot held, drawn with no avatar):
 *                                   the finished matches the account played (at most MAX_LISTED_SEATS, the
 *                                   newest RECENT of them listed), for anyone; unfinished ones never show
 *                                   (their links are private), nor private matches (`unlisted`: their
 *                                   records are found only by their link) except to the account itself,
 *                                   though they count in the games and wins; 404 for no such account
 *
 *   POST /account/rename  { name }  200 { account }: the new name (the same rules, unique as at sign-up);
 *                                   the old one stays reserved for this account NAME_HOLD_DAYS, then is free,
 *                                   and only the last one (a rename ends the account's earlier hold); at most
 *                                   `renamesPerWeek` renames a week (LIMIT_RENAMES_PER_WEEK, 429 with
 *                                   Retry-After); a fresh proof needed (fresh-proof.ts)
 *   POST /account/delete  { name }  200 { deleted: true }, the cookie cleared: the account's name typed again
 *                                   confirms it. Its sessions, passkeys, link codes and seat list go; in every
 *                                   match the account held a seat of, the seat's name becomes NEUTRAL_NAME,
 *                                   so finished records keep the seat without the person; the name is
 *                                   reserved NAME_HOLD_DAYS, so nobody passes for the person at once. A
 *                                   fresh proof needed.
 */
import type { Server } from 'boardgame.io';
import { HttpError } from '../http/http-error';
import { spend } from './account-limits';
import { field } from '../http/json-body';
import { accountName, lookKey, nameKey, nameKeys } from './names';
import { freshlyProved } from './fresh-proof';
import { currentSession, publicAccount, type Route } from './route-kit';
import { playerCredentialsMatch, MAX_LISTED_SEATS } from './seat-routes';
import { clearSessionCookie } from './sessions';

/** Days a name given up stays reserved for its account (then anyone may take it). */
export const NAME_HOLD_DAYS = 30;
const NAME_HOLD_MS = NAME_HOLD_DAYS * 24 * 3600 * 1000;
const WEEK_MS = 7 * 24 * 3600 * 1000;
/** What a deleted account's seats are called: the placeholder the pages show for a seat without a name. */
export const NEUTRAL_NAME = '—';
/** Seats renamed per deletion at most (a player holds far fewer). */
const MAX_SEATS_RENAMED = MAX_LISTED_SEATS * 10;

const rename: Route = {
  method: 'POST',
  fields: ['name'],
  async run(request) {
    await spend(request.buckets.writes, request.ctx.ip || 'unknown', 'account requests from your address');
    const name = field(accountName(request.body.name, 'name'));
    const { account } = await freshlyProved(request);
    const renamedAt = await request.store.renamedAt(account.id);
    const every = WEEK_MS / request.limits.renamesPerWeek;
    if (renamedAt !== undefined && request.now - renamedAt < every) {
      const wait = Math.ceil((renamedAt + every - request.now) / 1000);
      throw new HttpError(429, `too many renames; try again in ${wait} s`, wait);
    }
    const keys = nameKeys(name);
    const taken = new HttpError(409, 'name is taken: choose another');
    if (await request.store.nameTaken(keys, request.now, account.id)) throw taken;
    const oldLook = lookKey(account.name);
    if (!(await request.store.rename(account.id, name, keys, request.now))) throw taken;
    if (oldLook !== keys.look)
      await request.store.holdName(oldLook, account.id, request.now + NAME_HOLD_MS, request.now);
    return { account: publicAccount({ ...account, name }) };
  },
};

/** Matches the profile lists with their players and result. */
export const RECENT = 20;
export const PROFILE_PATH = /^profile\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

interface Finished {
  /** A private match (not in the public list): its link is shown only to its own player. */
  unlisted: boolean;
  gameName: string;
  matchID: string;
  playerID: string;
  finishedAt: number;
  won: boolean;
  players: string[];
  /** The seats a bot held (drawn with no avatar). */
  bots: number[];
}

/** Whether the seat is among a finished match's winners (`ctx.gameover`, games/shared/game-adapter.ts). */
function wonBy(gameover: unknown, playerID: string): boolean {
  const winners = (gameover as { winners?: unknown } | null)?.winners;
  return Array.isArray(winners) && winners.map(String).includes(playerID);
}

export const profile: Route = {
  method: 'GET',
  fields: [],
  async run(request) {
    const id = PROFILE_PATH.exec(request.ctx.path.slice('/account/'.length))?.[1] as string;
    const account = await request.store.accountByID(id);
    if (!account) throw new HttpError(404, 'no such player');
    const finished: Finished[] = [];
    for (const seat of await request.seats.seatsOf(account.id, MAX_LISTED_SEATS)) {
      const metadata = (await request.matches?.fetch(seat.matchID, { metadata: true }))?.metadata;
      if (!metadata || metadata.gameover === undefined || metadata.gameover === null) continue;
      if (!playerCredentialsMatch(metadata, seat.playerID, seat.credentialsHash)) continue;
      finished.push({
        unlisted: (metadata as { unlisted?: boolean }).unlisted !== false,
        gameName: seat.gameName,
        matchID: seat.matchID,
        playerID: seat.playerID,
        finishedAt: metadata.updatedAt,
        won: wonBy(metadata.gameover, seat.playerID),
        players: Object.values(metadata.players).map((p) => p.name ?? NEUTRAL_NAME),
        bots: Object.values(metadata.players).flatMap((p) =>
          (p.data as { bot?: unknown } | undefined)?.bot ? [p.id] : [],
        ),
      });
    }
    finished.sort((a, b) => b.finishedAt - a.finishedAt);
    const games = new Map<string, { gameName: string; played: number; wins: number }>();
    for (const match of finished) {
      const game = games.get(match.gameName) ?? { gameName: match.gameName, played: 0, wins: 0 };
      game.played += 1;
      game.wins += match.won ? 1 : 0;
      games.set(match.gameName, game);
    }
    const own = (await currentSession(request))?.account.id === account.id;
    const recent = finished
      .filter((match) => own || !match.unlisted)
      .slice(0, RECENT)
      .map(({ unlisted: _, ...match }) => match);
    return { profile: { id, name: account.name, games: [...games.values()], recent } };
  },
};

const neutral = (metadata: Server.MatchData, playerID: string): Server.MatchData => ({
  ...metadata,
  players: { ...metadata.players, [playerID]: { ...metadata.players[Number(playerID)]!, name: NEUTRAL_NAME } },
});

const deleteAccount: Route = {
  method: 'POST',
  fields: ['name'],
  async run(request) {
    await spend(request.buckets.writes, request.ctx.ip || 'unknown', 'account requests from your address');
    const typed = field(accountName(request.body.name, 'name'));
    const { account } = await freshlyProved(request);
    if (nameKey(typed) !== nameKey(account.name))
      throw new HttpError(400, 'name must be your display name, to confirm deleting your account');
    for (const seat of await request.seats.seatsOf(account.id, MAX_SEATS_RENAMED)) {
      await request.matches?.updateMetadata(seat.matchID, (m) =>
        playerCredentialsMatch(m, seat.playerID, seat.credentialsHash) ? neutral(m, seat.playerID) : m,
      );
    }
    await request.store.holdName(lookKey(account.name), account.id, request.now + NAME_HOLD_MS, request.now);
    await request.store.deleteAccount(account.id);
    clearSessionCookie(request.ctx, request.secure);
    return { deleted: true };
  },
};

export const PROFILE_ROUTES: Record<string, Route> = { rename, delete: deleteAccount };
