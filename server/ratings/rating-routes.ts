/**
 * The rating routes (docs/ratings.md#routes), all under `/ratings/`:
 * - `POST /ratings/rated` `{ gameName, matchID, playerID, credentials }`: the creator makes their table rated
 *   before the start; refused (409) unless every seated person holds their seat with an account, one seat each;
 * - `GET /ratings/:game/leaderboard?season=all|current|2026-Q4&min=N&kind=players|bots`: the leaderboard;
 * - `GET /ratings/:game/matches/:id`: each seat's rating change in a rated match (end screen, replay);
 * - `GET /ratings/:game/me`: the signed-in account's rating and its chart;
 * - `GET /ratings/:game/players/:accountID`: a player's rating and its chart (their public profile).
 * Errors are `{ error }` with a 4xx that names the field.
 */
import type { Context } from 'koa';
import type { Server } from 'boardgame.io';
import type { OriginPolicy } from '../guards/origins';
import type { MatchStore } from '../storage/match-store';
import type { SqlAccess } from '../storage/sql-access';
import { HttpError } from '../http/http-error';
import { checkOrigin, jsonBody, noStore } from '../http/guards';
import type { Guard, Route } from '../http/route';
import { AccountStore } from '../accounts/account-store';
import { currentSession } from '../accounts/route-kit';
import { credentialsHash } from '../accounts/seat-store';
import { authenticateCredentials, isSeatID } from '../guards/credentials';
import { gameStarted, isBotSeat, tableOf, withTable } from '../table/table-state';
import { withRatedClock } from '../table/table-options';
import { accountIdentity, BOT_PREFIX, ACCOUNT_PREFIX } from './bot-identities';
import type { RatingStore } from './rating-store';
import { namesOf, ratingView, seatChange } from './rating-views';
import { seasonNamed, seasonOf } from './seasons';
import { displayRating } from './rating-scale';

export const MAX_RATING_BODY_BYTES = 4096;
const MATCH_ID = /^[\w-]{1,64}$/;
const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const LEADERBOARD_SIZE = 100;
const CHART_POINTS = 200;
export const DEFAULT_MIN_GAMES = 5;

export interface RatingDeps {
  sql: SqlAccess;
  matches: MatchStore;
  store: RatingStore;
  policy: OriginPolicy;
  gameNames: string[];
  /** The read budget every rating request spends (server/guards/read-limit.ts). */
  reads: Guard;
}

const fail = (status: number, message: string) => new HttpError(status, message);

function queryOf(ctx: Context, allowed: string[]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(ctx.query)) {
    if (!allowed.includes(key)) throw fail(400, `unknown query parameter ${JSON.stringify(key.slice(0, 32))}`);
    if (typeof value !== 'string') throw fail(400, `${key} must be given once`);
    query[key] = value;
  }
  return query;
}

/**
 * A leaderboard's names, an account's with its id, which draws its avatar (docs/security.md#avatars); its
 * name is unique, and already leads to its public profile and id.
 */
async function leaderboardNames(sql: SqlAccess, identities: string[]) {
  const who = await namesOf(sql, identities);
  return (identity: string) => {
    const named = who.get(identity);
    return named?.kind === 'account' ? { ...named, id: identity.slice(ACCOUNT_PREFIX.length) } : named;
  };
}

async function leaderboard(deps: RatingDeps, game: string, ctx: Context) {
  const query = queryOf(ctx, ['season', 'min', 'kind']);
  const min = query.min === undefined ? DEFAULT_MIN_GAMES : Number(query.min);
  if (!Number.isInteger(min) || min < 0 || min > 10_000) throw fail(400, 'min must be a whole number from 0 to 10000');
  const kind = query.kind ?? 'players';
  if (kind !== 'players' && kind !== 'bots') throw fail(400, 'kind must be players or bots');
  const prefix = kind === 'bots' ? BOT_PREFIX : ACCOUNT_PREFIX;
  const seasonName = query.season ?? 'all';
  if (seasonName === 'all') {
    const top = await deps.store.top(game, min, LEADERBOARD_SIZE, prefix);
    const who = await leaderboardNames(
      deps.sql,
      top.map((r) => r.identity),
    );
    return {
      season: 'all',
      min,
      entries: top.map((r, i) => ({ place: i + 1, who: who(r.identity), ...ratingView(r, r.games) })),
    };
  }
  const season = seasonName === 'current' ? seasonOf(Date.now()) : seasonNamed(seasonName);
  if (!season) throw fail(400, 'season must be all, current or a season such as 2026-Q4');
  // Kept with each rated match (season-standings.ts): one page of an index, not the season's results.
  const ranked = await deps.store.seasonTop(
    game,
    season.name,
    kind === 'bots' ? 'bot' : 'account',
    min,
    LEADERBOARD_SIZE,
  );
  const who = await leaderboardNames(
    deps.sql,
    ranked.map((r) => r.identity),
  );
  return {
    season: season.name,
    min,
    entries: ranked.map((r, i) => ({
      place: i + 1,
      who: who(r.identity),
      rating: r.rating,
      games: r.games,
      provisional: false,
    })),
  };
}

async function matchChanges(deps: RatingDeps, game: string, matchID: string) {
  if (!MATCH_ID.test(matchID)) throw fail(400, 'the match id is not valid');
  const results = (await deps.store.resultsOf(matchID)).filter((r) => r.gameName === game);
  const who = await namesOf(
    deps.sql,
    results.map((r) => r.identity),
  );
  const seats = [];
  for (const result of results) {
    const rating = await deps.store.ratingOf(result.identity, game);
    seats.push(seatChange(result, who.get(result.identity)!, rating.games));
  }
  return { rated: results.length > 0, seats };
}

async function mine(deps: RatingDeps, game: string, ctx: Context) {
  queryOf(ctx, []);
  const found = await currentSession({ ctx, store: new AccountStore(deps.sql), now: Date.now() });
  if (!found) throw fail(401, 'sign in first');
  return ratingWithChart(deps, game, accountIdentity(found.account.id));
}

/** A player's rating and its chart, for their public profile (their account id is in the profile's address). */
async function playerRating(deps: RatingDeps, game: string, accountID: string, ctx: Context) {
  queryOf(ctx, []);
  if (!ACCOUNT_ID.test(accountID)) throw fail(400, 'the account id is not valid');
  if (!(await new AccountStore(deps.sql).accountByID(accountID))) throw fail(404, 'no such player');
  return ratingWithChart(deps, game, accountIdentity(accountID));
}

async function ratingWithChart(deps: RatingDeps, game: string, identity: string) {
  const rating = await deps.store.ratingOf(identity, game);
  const history = await deps.store.historyOf(identity, game, CHART_POINTS);
  return {
    ...ratingView(rating, rating.games),
    chart: history.map((r) => ({ at: r.finishedAt, rating: displayRating(r.after) })),
  };
}

/** POST /ratings/rated: the creator makes the table rated (docs/ratings.md#rated-tables). */
export async function makeRated(
  deps: Pick<RatingDeps, 'sql' | 'matches' | 'store' | 'gameNames'>,
  ctx: Context,
  body: Record<string, unknown>,
) {
  const { gameName, matchID, playerID, credentials } = body;
  if (typeof gameName !== 'string' || !deps.gameNames.includes(gameName))
    throw fail(400, 'gameName must be one of the games');
  if (typeof matchID !== 'string' || !MATCH_ID.test(matchID)) throw fail(400, 'matchID must be a match id');
  if (!isSeatID(playerID)) throw fail(400, 'playerID must be a seat number such as "0"');
  if (typeof credentials !== 'string' || credentials.length < 1 || credentials.length > 128)
    throw fail(400, 'credentials must be your seat credentials');
  const found = await currentSession({ ctx, store: new AccountStore(deps.sql), now: Date.now() });
  if (!found) throw fail(401, 'sign in first: a rated table is for accounts');
  const { metadata } = await deps.matches.fetch(matchID, { metadata: true });
  if (!metadata || metadata.gameName !== gameName) throw fail(404, `Match ${matchID} not found`);
  checkRatable(metadata, playerID, credentials);
  const held = await heldSeats(deps.sql, matchID);
  const people = Object.entries(metadata.players).filter(([, p]) => p.name && !isBotSeat(p));
  const owners = new Set<string>();
  for (const [seat, player] of people) {
    const owner = held.get(seat);
    if (!owner || owner.hash !== credentialsHash(player.credentials ?? ''))
      throw fail(409, `seat ${Number(seat) + 1} is held by a guest: every player of a rated table needs an account`);
    if (owners.has(owner.account))
      throw fail(409, 'one account holds two seats: on a rated table each account plays one seat');
    owners.add(owner.account);
  }
  if (held.get(playerID)?.account !== found.account.id)
    throw fail(403, 'your seat is not held by your account: sign in with the account that joined');
  for (const [seat] of people) {
    const identity = accountIdentity(held.get(seat)!.account);
    await deps.store.holdSeat(matchID, seat, identity);
    // Its place at the match (docs/ratings.md#rated-tables), so it cannot join a second seat; held already
    // when the table was made rated before.
    await deps.store.claimPlace(matchID, identity);
  }
  const updated = await deps.matches.updateMetadata(matchID, (m) => {
    checkRatable(m, playerID, credentials);
    // Every rated table has a clock (table/table-options.ts): one without gets the default.
    return withRatedClock(withTable({ ...m, updatedAt: Date.now() }, { ...tableOf(m), rated: true }), Date.now());
  });
  if (!updated) throw fail(404, `Match ${matchID} not found`);
  return { rated: true };
}

function checkRatable(metadata: Server.MatchData, playerID: string, credentials: string): void {
  const seat = Object.hasOwn(metadata.players, playerID) ? metadata.players[Number(playerID)] : undefined;
  if (!seat || !authenticateCredentials(credentials, seat)) throw fail(403, 'these credentials do not hold this seat');
  if ((tableOf(metadata).creator ?? playerID) !== playerID)
    throw fail(403, 'only the player who created the match can make it rated');
  if (gameStarted(metadata)) throw fail(409, 'the game has started: a table is made rated before the start');
}

/** Who holds each seat of a match with an account (its account_seats rows). */
async function heldSeats(sql: SqlAccess, matchID: string) {
  const rows = await sql.all<{ seat: string; account_id: string; credentials_hash: string }>(
    'SELECT seat, account_id, credentials_hash FROM account_seats WHERE match_id = ?',
    [matchID],
  );
  return new Map(rows.map((r) => [r.seat, { account: r.account_id, hash: r.credentials_hash }]));
}

export function ratingRoutes(deps: RatingDeps): Route[] {
  const game: Guard = {
    kind: 'lookup',
    name: 'game',
    check({ params }) {
      const name = params.game as string;
      if (!deps.gameNames.includes(name)) throw fail(404, `no game named ${JSON.stringify(name.slice(0, 32))}`);
    },
  };
  const reads = [deps.reads, noStore, game];
  return [
    {
      method: 'POST',
      path: '/ratings/rated',
      guards: [
        deps.reads,
        noStore,
        checkOrigin(deps.policy),
        { kind: 'check', name: 'no query', check: ({ ctx }) => void queryOf(ctx, []) },
        jsonBody({ maxBytes: MAX_RATING_BODY_BYTES, fields: ['gameName', 'matchID', 'playerID', 'credentials'] }),
      ],
      run: ({ ctx, body }) => makeRated(deps, ctx, body),
    },
    {
      method: 'GET',
      path: '/ratings/:game/leaderboard',
      guards: reads,
      run: ({ ctx, params }) => leaderboard(deps, params.game as string, ctx),
    },
    {
      method: 'GET',
      path: '/ratings/:game/me',
      guards: reads,
      run: ({ ctx, params }) => mine(deps, params.game as string, ctx),
    },
    {
      method: 'GET',
      path: '/ratings/:game/matches/:matchID',
      guards: reads,
      run: ({ params }) => matchChanges(deps, params.game as string, params.matchID as string),
    },
    {
      method: 'GET',
      path: '/ratings/:game/players/:accountID',
      guards: reads,
      run: ({ ctx, params }) => playerRating(deps, params.game as string, params.accountID as string, ctx),
    },
  ];
}
