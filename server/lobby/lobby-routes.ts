/**
 * The lobby's routes, boardgame.io's lobby API as its clients call it (docs/design/boardgameio.md#lobby-guard):
 * the list of games, create, the paginated public list, a match, and every route that changes a match's
 * seats (join, leave, update/rename, playAgain). boardgame.io's own versions, still mounted behind these,
 * read the metadata, change it and write it back, so two requests at once lose one change or give a seat
 * twice; here every change is one atomic step in storage (`updateMetadata`). Each route declares its guards
 * (lobby-guard.ts: budget, lookups, body rule, caps; the Origin check); errors are thrown with their status
 * and reach the client as `{ error }`.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { Game, Server } from 'boardgame.io';
import { newMatch } from './new-match';
import { authenticateCredentials } from '../guards/credentials';
import type { MatchStore, PublicMatch } from '../storage/match-store';
import { ByteCache } from './byte-cache';
import { DEFAULT_LIMITS, type Limits } from '../guards/limits';
import type { MatchTransport } from '../transport/match-transport';
import { publicPlayers } from '../transport/match-engine';
import type { TableService } from '../table/table-service';
import type { BotCaps } from './bot-caps';
import { HttpError } from '../http/http-error';
import type { Around, Guard, Route, RouteRequest } from '../http/route';
import { createsRematch, type LobbyGuards } from './lobby-guard';
import {
  allSeated,
  gameStarted,
  humanSeats,
  rematchMetadata,
  toPlayAfter,
  withCreator,
  withoutCreator,
} from '../table/table-state';
import { withoutChat } from '../table/chat-history';

export const newMatchID = () => randomBytes(9).toString('base64url');
export const newCredentials = () => randomBytes(16).toString('base64url');

/** What the lobby shows of a match: its metadata without credentials. */
export const clientMatchData = (matchID: string, metadata: Server.MatchData) => ({
  ...withoutChat(metadata),
  matchID,
  players: publicPlayers(metadata),
});

export const LIST_PAGE_MAX = 100;
/** A page's `next` cursor: the last match's update time and id. */
const CURSOR = /^(\d{1,16})\.([\w-]{1,64})$/;

function listQuery(ctx: Pick<Context, 'query'>) {
  const {
    limit = '50',
    offset = '0',
    isGameover,
    updatedAfter,
    updatedBefore,
    after,
  } = ctx.query as Record<string, string | undefined>;
  const toInt = (text: string, name: string, max: number) => {
    if (!/^\d{1,16}$/.test(text) || Number(text) > max)
      throw new HttpError(400, `${name} must be an integer from 0 to ${max}`);
    return Number(text);
  };
  if (isGameover !== undefined && isGameover !== 'true' && isGameover !== 'false')
    throw new HttpError(400, 'isGameover must be true or false');
  const time = (text: string | undefined, name: string) => (text === undefined ? undefined : toInt(text, name, 1e15));
  const cursor = after === undefined ? undefined : CURSOR.exec(after);
  if (after !== undefined && !cursor) throw new HttpError(400, 'after must be the `next` cursor of a page');
  return {
    after: cursor ? { updatedAt: Number(cursor[1]), matchID: cursor[2] as string } : undefined,
    updatedAfter: time(updatedAfter, 'updatedAfter'),
    updatedBefore: time(updatedBefore, 'updatedBefore'),
    limit: Math.max(1, toInt(limit, 'limit', LIST_PAGE_MAX)),
    offset: toInt(offset, 'offset', 1_000_000),
    isGameover: isGameover === undefined ? undefined : isGameover === 'true',
  };
}

/** The seat of a request's playerID, proved by its credentials; throws 404/403 otherwise. */
export function requireSeat(metadata: Server.MatchData, playerID: string, credentials: unknown): Server.PlayerMetadata {
  const seat = Object.hasOwn(metadata.players, playerID) ? metadata.players[Number(playerID)] : undefined;
  if (!seat) throw new HttpError(404, `Player ${playerID} not found`);
  if (!authenticateCredentials(credentials, seat)) throw new HttpError(403, 'these credentials do not hold this seat');
  return seat;
}

const withSeat = (metadata: Server.MatchData, playerID: string, seat: Server.PlayerMetadata): Server.MatchData => ({
  ...metadata,
  players: { ...metadata.players, [playerID]: seat },
  updatedAt: Date.now(),
});

const firstFreeSeat = (metadata: Server.MatchData) =>
  Object.keys(metadata.players).find((id) => !metadata.players[Number(id)]?.name);

/**
 * The public list's pages, each kept for a second: every open lobby page polls the list, and one query and
 * one serialisation a second serve them all. The pages are JSON text in a cache bounded in bytes
 * (byte-cache.ts), however many variations of the query clients ask for (docs/security.md#memory).
 */
class PageCache {
  private readonly pages: ByteCache;
  private readonly making = new Map<string, Promise<string>>();

  constructor(maxBytes: number) {
    this.pages = new ByteCache(maxBytes);
  }

  async get(key: string, make: () => Promise<string>): Promise<string> {
    const cached = this.pages.get(key, 1_000);
    if (cached !== undefined) return cached;
    let pending = this.making.get(key);
    if (!pending) {
      pending = make();
      this.making.set(key, pending);
      const done = () => this.making.delete(key);
      pending.then((page) => {
        done();
        this.pages.set(key, page);
      }, done);
    }
    return pending;
  }
}

/**
 * A page of the public list as JSON text: matches in order until the page would pass `maxBytes` (at least
 * one), so seats full of data cannot make a page of any size; `next` goes on after the last one shown.
 */
export function listPage(matches: PublicMatch[], query: { offset: number; limit: number }, maxBytes: number): string {
  const shown: string[] = [];
  let bytes = 0;
  for (const match of matches) {
    const text = JSON.stringify(clientMatchData(match.matchID, match.metadata));
    if (shown.length > 0 && bytes + text.length > maxBytes) break;
    shown.push(text);
    bytes += text.length + 1;
  }
  const last = shown.length < matches.length || matches.length === query.limit ? matches[shown.length - 1] : undefined;
  const next = last ? `${last.updatedAt}.${last.matchID}` : null;
  return `{"matches":[${shown.join(',')}],"offset":${query.offset},"limit":${query.limit},"next":${JSON.stringify(next)}}`;
}

export interface LobbyDeps {
  games: Game[];
  db: MatchStore;
  transport: MatchTransport;
  guards: LobbyGuards;
  /** The Origin check every lobby route makes (server/http/guards.ts). */
  origin: Guard;
  /** The read budget of the lobby's GET routes. */
  reads: Guard;
  /** The table: a player who leaves a game under way gets a bot standing in. */
  table?: TableService;
  /** Starts a match's bots (once the game has started, bot-seats.ts botsFor). */
  drive?: (gameName: string, matchID: string, metadata: Server.MatchData) => void;
  /** Charges the stand-ins and rematch bots a client causes to its bot budget. */
  botCaps?: BotCaps;
  /** The list's page and cache sizes (default: DEFAULT_LIMITS). */
  limits?: Pick<Limits, 'listCacheBytes' | 'listPageBytes'>;
  /** Around a join and a leave: the accounts' and the rated tables' bookkeeping (app.ts composes them). */
  aroundJoin?: readonly Around[];
  aroundLeave?: readonly Around[];
  /** Around a rename: a seat an account holds keeps the account's name. */
  aroundRename?: readonly Around[];
}

const notFound = (matchID: string) => new HttpError(404, `Match ${matchID} not found`);

/** A new match as boardgame.io's create makes it, from a body the create rule normalised. */
export async function createOne(db: MatchStore, game: Game, body: Record<string, unknown>): Promise<string> {
  const created = newMatch({
    game,
    numPlayers: body.numPlayers as number,
    setupData: body.setupData,
    unlisted: body.unlisted as boolean,
  });
  if ('setupDataError' in created) throw new HttpError(400, String(created.setupDataError));
  const matchID = newMatchID();
  await db.createMatch(matchID, created);
  return matchID;
}

/** Takes a seat for `playerName` (the first free one when `asked` is absent) in one atomic step. */
export async function joinSeat(
  deps: Pick<LobbyDeps, 'db' | 'transport' | 'drive'>,
  name: string,
  id: string,
  body: { playerID?: string; playerName: string; data?: unknown },
): Promise<{ playerID: string; playerCredentials: string }> {
  const { playerID: asked, playerName, data } = body;
  const credentials = newCredentials();
  let playerID = asked;
  const metadata = await deps.db.updateMetadata(id, (m) => {
    // A finished match's seats are its players' for good (their secrets stay theirs).
    if (m.gameover !== undefined && m.gameover !== null) throw new HttpError(409, `Match ${id} is over`);
    playerID = asked ?? firstFreeSeat(m);
    if (playerID === undefined) throw new HttpError(409, `Match ${id} is full`);
    const seat = Object.hasOwn(m.players, playerID) ? m.players[Number(playerID)] : undefined;
    if (!seat) throw new HttpError(404, `Player ${playerID} not found`);
    if (seat.name) throw new HttpError(409, `Player ${playerID} not available`);
    return withCreator(
      withSeat(m, playerID, { ...seat, name: playerName, credentials, ...(data === undefined ? {} : { data }) }),
      playerID,
    );
  });
  if (!metadata) throw notFound(id);
  deps.transport.seatsChanged(name, id);
  // The last seat was taken: the game starts, and so do its bots.
  if (gameStarted(metadata)) deps.drive?.(name, id, metadata);
  return { playerID: playerID as string, playerCredentials: credentials };
}

export function lobbyRoutes(deps: LobbyDeps): Route[] {
  const { games, db, transport, table, botCaps, guards, origin, reads, limits = DEFAULT_LIMITS } = deps;
  const pages = new PageCache(limits.listCacheBytes);
  const writes = (route: Parameters<LobbyGuards['body']>[0]) => [
    origin,
    guards.game,
    guards.writes,
    guards.match,
    guards.body(route),
  ];

  const list: Route = {
    method: 'GET',
    path: '/games',
    guards: [reads, origin],
    run: async () => games.map((g) => g.name),
  };

  const create: Route = {
    method: 'POST',
    path: '/games/:name/create',
    guards: [origin, guards.game, guards.creates, guards.body('create'), guards.openCap()],
    run: async ({ found, body }) => ({ matchID: await createOne(db, found.game as Game, body) }),
  };

  const listMatches: Route = {
    method: 'GET',
    path: '/games/:name',
    guards: [reads, origin, guards.game],
    async run({ ctx, params }) {
      const query = listQuery(ctx);
      const key = `${params.name}?${JSON.stringify(query)}`;
      ctx.type = 'json';
      return pages.get(key, async () =>
        listPage(await db.listPublic({ gameName: params.name as string, ...query }), query, limits.listPageBytes),
      );
    },
  };

  // boardgame.io's version would show a stand-in bot's credentials, which live in the seat's data.
  const getMatch: Route = {
    method: 'GET',
    path: '/games/:name/:id',
    guards: [reads, origin, guards.game, guards.match],
    async run({ params }) {
      const id = params.id as string;
      const { metadata, state } = await db.fetch(id, { metadata: true, state: true });
      if (!metadata) throw notFound(id);
      // The seats to play come from the state, so a match where nobody has moved yet says whose turn it is too.
      return clientMatchData(id, state ? toPlayAfter(metadata, state.ctx) : metadata);
    },
  };

  const join: Route = {
    method: 'POST',
    path: '/games/:name/:id/join',
    guards: writes('join'),
    around: deps.aroundJoin,
    run: ({ params, body }) =>
      joinSeat(deps, params.name as string, params.id as string, body as { playerID?: string; playerName: string }),
  };

  const leave: Route = {
    method: 'POST',
    path: '/games/:name/:id/leave',
    guards: writes('leave'),
    around: deps.aroundLeave,
    async run({ ctx, params, body }) {
      const { playerID, credentials } = body as { playerID: string; credentials: string };
      const name = params.name as string;
      const id = params.id as string;
      const standIn = table?.leaveChange(playerID);
      const before = (await db.fetch(id, { metadata: true })).metadata;
      if (!before) throw notFound(id);
      requireSeat(before, playerID, credentials);
      // The stand-in the leaver leaves behind is a bot seat of theirs (docs/security.md#bot-caps).
      if (standIn && allSeated(before) && before.gameover === undefined) await botCaps?.charge(ctx, 1);
      let stood = false;
      const metadata = await db.updateMetadata(id, (m) => {
        const { name: _name, credentials: _credentials, ...seat } = requireSeat(m, playerID, credentials);
        // In a game under way a bot takes the seat over; before it, the seat is free again, and the creator's
        // rights leave with the creator (docs/security.md#creator).
        stood = standIn !== undefined && allSeated(m) && m.gameover === undefined;
        return stood && standIn ? standIn.change(m) : withoutCreator(withSeat(m, playerID, seat), playerID);
      });
      if (!metadata) throw notFound(id);
      if (stood) {
        table?.stoodIn(name, id, playerID, metadata);
        return {};
      }
      const finished = metadata.gameover !== undefined && metadata.gameover !== null;
      const seated = Object.values(metadata.players).some((p) => p.name);
      if (!seated && !finished) await db.wipe(id);
      transport.seatsChanged(name, id);
      return {};
    },
  };

  const update = async ({ params, body }: RouteRequest) => {
    const { playerID, credentials, newName, data } = body as {
      playerID: string;
      credentials: string;
      newName?: string;
      data?: unknown;
    };
    const id = params.id as string;
    const metadata = await db.updateMetadata(id, (m) => {
      const seat = requireSeat(m, playerID, credentials);
      return withSeat(m, playerID, {
        ...seat,
        ...(newName ? { name: newName } : {}),
        ...(data === undefined ? {} : { data }),
      });
    });
    if (!metadata) throw notFound(id);
    return {};
  };

  // docs/security.md#rematch: only a finished match has a rematch; creating it counts as a create (the create
  // limit and the open-match cap) and its bot seats as bots of the client's.
  const playAgain: Route = {
    method: 'POST',
    path: '/games/:name/:id/playAgain',
    guards: [...writes('playAgain'), guards.rematchCreates, guards.openCap(createsRematch)],
    async run({ ctx, params, found, body }) {
      const request = body as {
        playerID: string;
        credentials: string;
        numPlayers?: number;
        setupData?: unknown;
        unlisted?: boolean;
      };
      const id = params.id as string;
      const { metadata } = await db.fetch(id, { metadata: true });
      if (!metadata) throw notFound(id);
      requireSeat(metadata, request.playerID, request.credentials);
      if (metadata.gameover === undefined || metadata.gameover === null)
        throw new HttpError(409, `Match ${id} is not over: a rematch opens when it ends`);
      if (metadata.nextMatchID) return { nextMatchID: metadata.nextMatchID };
      const created = newMatch({
        game: found.game as Game,
        numPlayers: request.numPlayers ?? Object.keys(metadata.players).length,
        setupData: request.setupData ?? metadata.setupData ?? null,
        // A match one person played against bots has nobody to find its rematch: it is never listed.
        unlisted: request.unlisted ?? (humanSeats(metadata) <= 1 ? true : (metadata.unlisted ?? true)),
      });
      if ('setupDataError' in created) throw new HttpError(400, String(created.setupDataError));
      const rematch = rematchMetadata(metadata, created.metadata, newCredentials);
      await botCaps?.charge(ctx, Object.values(rematch.players).filter((p) => p.name).length);
      const candidate = newMatchID();
      await db.createMatch(candidate, { ...created, metadata: rematch });
      const settled = await db.updateMetadata(id, (m) => (m.nextMatchID ? m : { ...m, nextMatchID: candidate }));
      const nextMatchID = settled?.nextMatchID;
      if (nextMatchID !== candidate) await db.wipe(candidate);
      if (!nextMatchID) throw notFound(id);
      return { nextMatchID };
    },
  };

  return [
    list,
    create,
    listMatches,
    getMatch,
    join,
    leave,
    {
      method: 'POST',
      path: '/games/:name/:id/update',
      guards: writes('update'),
      around: deps.aroundRename,
      run: update,
    },
    {
      method: 'POST',
      path: '/games/:name/:id/rename',
      guards: writes('rename'),
      around: deps.aroundRename,
      run: update,
    },
    playAgain,
  ];
}
