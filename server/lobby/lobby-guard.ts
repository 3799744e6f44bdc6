/**
 * The lobby routes' guards (docs/security.md#lobby-api, docs/design/boardgameio.md#lobby-guard), which each
 * route of `/games/…` declares for itself (server/http/route.ts):
 * - the route's game (404 for an unknown one) and match (404 for a malformed id or a match of another game);
 * - each client address's budgets: creates and other lobby writes (429 with Retry-After); a playAgain that
 *   creates the rematch pays a create too;
 * - the open-match cap: no new match while the server holds `maxOpenMatches` unfinished ones (503);
 * - the body (JSON only, at most 16 KB, nested at most 16 deep), checked and normalised by the route's rule
 *   from lobby-body.ts.
 */
import type { Game, Server } from 'boardgame.io';
import type { Limits } from '../guards/limits';
import { localBuckets, type BucketsFactory } from '../guards/rate-limit';
import { HttpError } from '../http/http-error';
import { jsonBody, spend } from '../http/guards';
import type { Guard } from '../http/route';
import type { MatchStore } from '../storage/match-store';
import { BODY_RULES } from './lobby-body';

export const MAX_BODY_BYTES = 16 * 1024;
const MATCH_ID = /^[\w-]{1,64}$/;

/** A playAgain that will create the rematch (the match is over and has none yet) is a create too. */
export const createsRematch = (metadata: Server.MatchData | undefined) =>
  metadata !== undefined && metadata.gameover !== undefined && metadata.gameover !== null && !metadata.nextMatchID;

const tooMany = (wait: number) => `too many requests; try again in ${wait} s`;

/** The guards of the lobby's routes, built once per server. */
export function lobbyGuards(games: Game[], db: MatchStore, limits: Limits, buckets: BucketsFactory = localBuckets) {
  const createBuckets = buckets('creates', limits.createsPerMinute / 60, limits.createsPerMinute);
  const writeBuckets = buckets('lobby-writes', limits.lobbyWritesPerMinute / 60, limits.lobbyWritesPerMinute);

  const game: Guard = {
    kind: 'lookup',
    name: 'game',
    check(request) {
      const name = request.params.name as string;
      request.found.game = games.find((g) => g.name === name);
      if (!request.found.game) throw new HttpError(404, `Game ${name.slice(0, 64)} not found`);
    },
  };

  const match: Guard = {
    kind: 'lookup',
    name: 'match',
    async check(request) {
      const matchID = request.params.id as string;
      if (!MATCH_ID.test(matchID)) throw new HttpError(404, `Match ${matchID.slice(0, 64)} not found`);
      const { metadata } = await db.fetch(matchID, { metadata: true });
      if (!metadata || metadata.gameName !== request.found.game?.name)
        throw new HttpError(404, `Match ${matchID} not found`);
      request.found.metadata = metadata;
    },
  };

  const body = (route: keyof typeof BODY_RULES): Guard =>
    jsonBody({ maxBytes: MAX_BODY_BYTES }, (given, request) => {
      const checked = BODY_RULES[route]!(given, request.found.game as Game);
      if ('error' in checked) throw new HttpError(400, checked.error);
      return checked.body;
    });

  const creates = spend('creates', createBuckets, tooMany);
  const writes = spend('lobby writes', writeBuckets, tooMany);

  // docs/security.md#rematch: a rematch is a new match, under the same limit and cap as a create.
  const rematchCreates: Guard = {
    kind: 'budget',
    name: 'rematch creates',
    async check(request) {
      if (createsRematch(request.found.metadata)) await creates.check(request);
    },
  };

  const openCap = (when: (metadata: Server.MatchData | undefined) => boolean = () => true): Guard => ({
    kind: 'cap',
    name: 'open matches',
    async check(request) {
      if (when(request.found.metadata) && (await db.countOpen()) >= limits.maxOpenMatches)
        throw new HttpError(503, 'the server holds as many open matches as it can; try again later');
    },
  });

  return { game, match, body, creates, writes, rematchCreates, openCap };
}

export type LobbyGuards = ReturnType<typeof lobbyGuards>;
