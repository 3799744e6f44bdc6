/**
 * Our lobby routes, registered before boardgame.io's so they answer first: the paginated public list and
 * every route that changes a match's seats (join, leave, update/rename, playAgain). boardgame.io's versions
 * read the metadata, change it and write it back, so two requests at once lose one change or give a seat
 * twice; here every change is one atomic step in storage (`updateMetadata`). Bodies were checked and
 * normalised by lobby-guard.ts (ctx.state.body); errors are thrown with their status and reach the client
 * as `{ error }`.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { Game, Server } from 'boardgame.io';
import { createMatch } from 'boardgame.io/internal';
import type { Server as BoardgameServer } from 'boardgame.io/server';
import { authenticateCredentials } from '../guards/credentials';
import type { MatchStore, PublicMatch } from '../storage/match-store';
import { ByteCache } from './byte-cache';
import { DEFAULT_LIMITS, type Limits } from '../guards/limits';
import type { MatchTransport } from '../transport/match-transport';
import { publicPlayers } from '../transport/match-engine';
import type { TableService } from '../table/table-service';
import type { BotCaps } from './bot-caps';
import { LobbyError } from './lobby-error';
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

type Router = ReturnType<typeof BoardgameServer>['router'];
type Body = Record<string, unknown>;

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

function listQuery(ctx: Context) {
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
      throw new LobbyError(400, `${name} must be an integer from 0 to ${max}`);
    return Number(text);
  };
  if (isGameover !== undefined && isGameover !== 'true' && isGameover !== 'false')
    throw new LobbyError(400, 'isGameover must be true or false');
  const time = (text: string | undefined, name: string) => (text === undefined ? undefined : toInt(text, name, 1e15));
  const cursor = after === undefined ? undefined : CURSOR.exec(after);
  if (after !== undefined && !cursor) throw new LobbyError(400, 'after must be the `next` cursor of a page');
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
  if (!seat) throw new LobbyError(404, `Player ${playerID} not found`);
  if (!authenticateCredentials(credentials, seat)) throw new LobbyError(403, 'these credentials do not hold this seat');
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
  /** The table: a player who leaves a game under way gets a bot standing in. */
  table?: TableService;
  /** Starts a match's bots (once the game has started, bot-seats.ts botsFor). */
  drive?: (gameName: string, matchID: string, metadata: Server.MatchData) => void;
  /** Charges the stand-ins and rematch bots a client causes to its bot budget. */
  botCaps?: BotCaps;
  /** The list's page and cache sizes (default: DEFAULT_LIMITS). */
  limits?: Pick<Limits, 'listCacheBytes' | 'listPageBytes'>;
}

export function addLobbyRoutes(
  router: Router,
  { games, db, transport, table, drive, botCaps, limits = DEFAULT_LIMITS }: LobbyDeps,
): void {
  const body = (ctx: { state: unknown }) => (ctx.state as { body: Body }).body;
  const params = (ctx: { params: unknown }) => ctx.params as { name: string; id: string };
  const notFound = (matchID: string) => new LobbyError(404, `Match ${matchID} not found`);

  const pages = new PageCache(limits.listCacheBytes);
  router.get('/games/:name', async (ctx) => {
    const query = listQuery(ctx as unknown as Context);
    const key = `${params(ctx).name}?${JSON.stringify(query)}`;
    ctx.type = 'json';
    ctx.body = await pages.get(key, async () =>
      listPage(await db.listPublic({ gameName: params(ctx).name, ...query }), query, limits.listPageBytes),
    );
  });

  // boardgame.io's version would show a stand-in bot's credentials, which live in the seat's data.
  router.get('/games/:name/:id', async (ctx) => {
    const { id } = params(ctx);
    const { metadata, state } = await db.fetch(id, { metadata: true, state: true });
    if (!metadata) throw notFound(id);
    // The seats to play come from the state, so a match where nobody has moved yet says whose turn it is too.
    ctx.body = clientMatchData(id, state ? toPlayAfter(metadata, state.ctx) : metadata);
  });

  router.post('/games/:name/:id/join', async (ctx) => {
    const {
      playerID: asked,
      playerName,
      data,
    } = body(ctx) as { playerID?: string; playerName: string; data?: unknown };
    const { name, id } = params(ctx);
    const credentials = newCredentials();
    let playerID = asked;
    const metadata = await db.updateMetadata(id, (m) => {
      // A finished match's seats are its players' for good (their secrets stay theirs).
      if (m.gameover !== undefined && m.gameover !== null) throw new LobbyError(409, `Match ${id} is over`);
      playerID = asked ?? firstFreeSeat(m);
      if (playerID === undefined) throw new LobbyError(409, `Match ${id} is full`);
      const seat = Object.hasOwn(m.players, playerID) ? m.players[Number(playerID)] : undefined;
      if (!seat) throw new LobbyError(404, `Player ${playerID} not found`);
      if (seat.name) throw new LobbyError(409, `Player ${playerID} not available`);
      return withCreator(
        withSeat(m, playerID, { ...seat, name: playerName, credentials, ...(data === undefined ? {} : { data }) }),
        playerID,
      );
    });
    if (!metadata) throw notFound(id);
    transport.seatsChanged(name, id);
    // The last seat was taken: the game starts, and so do its bots.
    if (gameStarted(metadata)) drive?.(name, id, metadata);
    ctx.body = { playerID, playerCredentials: credentials };
  });

  router.post('/games/:name/:id/leave', async (ctx) => {
    const { playerID, credentials } = body(ctx) as { playerID: string; credentials: string };
    const { name, id } = params(ctx);
    const standIn = table?.leaveChange(playerID);
    const before = (await db.fetch(id, { metadata: true })).metadata;
    if (!before) throw notFound(id);
    requireSeat(before, playerID, credentials);
    // The stand-in the leaver leaves behind is a bot seat of theirs (docs/security.md#bot-caps).
    if (standIn && allSeated(before) && before.gameover === undefined)
      await botCaps?.charge(ctx as unknown as Context, 1);
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
      ctx.body = {};
      return;
    }
    const finished = metadata.gameover !== undefined && metadata.gameover !== null;
    const seated = Object.values(metadata.players).some((p) => p.name);
    if (!seated && !finished) await db.wipe(id);
    transport.seatsChanged(name, id);
    ctx.body = {};
  });

  const update = async (ctx: Context & { params: unknown }) => {
    const { playerID, credentials, newName, data } = body(ctx) as {
      playerID: string;
      credentials: string;
      newName?: string;
      data?: unknown;
    };
    const { id } = params(ctx);
    const metadata = await db.updateMetadata(id, (m) => {
      const seat = requireSeat(m, playerID, credentials);
      return withSeat(m, playerID, {
        ...seat,
        ...(newName ? { name: newName } : {}),
        ...(data === undefined ? {} : { data }),
      });
    });
    if (!metadata) throw notFound(id);
    ctx.body = {};
  };
  router.post('/games/:name/:id/update', update as never);
  router.post('/games/:name/:id/rename', update as never);

  // docs/security.md#rematch: only a finished match has a rematch; creating it counts as a create (the lobby
  // guard charges the create limit and checks the open-match cap) and its bot seats as bots of the client's.
  router.post('/games/:name/:id/playAgain', async (ctx) => {
    const request = body(ctx) as {
      playerID: string;
      credentials: string;
      numPlayers?: number;
      setupData?: unknown;
      unlisted?: boolean;
    };
    const { name, id } = params(ctx);
    const { metadata } = await db.fetch(id, { metadata: true });
    if (!metadata) throw notFound(id);
    requireSeat(metadata, request.playerID, request.credentials);
    if (metadata.gameover === undefined || metadata.gameover === null)
      throw new LobbyError(409, `Match ${id} is not over: a rematch opens when it ends`);
    if (metadata.nextMatchID) {
      ctx.body = { nextMatchID: metadata.nextMatchID };
      return;
    }
    const game = games.find((g) => g.name === name) as Game;
    const created = createMatch({
      game,
      numPlayers: request.numPlayers ?? Object.keys(metadata.players).length,
      setupData: request.setupData ?? metadata.setupData ?? null,
      // A match one person played against bots has nobody to find its rematch: it is never listed.
      unlisted: request.unlisted ?? (humanSeats(metadata) <= 1 ? true : (metadata.unlisted ?? true)),
    });
    if ('setupDataError' in created) throw new LobbyError(400, String(created.setupDataError));
    const rematch = rematchMetadata(metadata, created.metadata, newCredentials);
    await botCaps?.charge(ctx as unknown as Context, Object.values(rematch.players).filter((p) => p.name).length);
    const candidate = newMatchID();
    await db.createMatch(candidate, { ...created, metadata: rematch });
    const settled = await db.updateMetadata(id, (m) => (m.nextMatchID ? m : { ...m, nextMatchID: candidate }));
    const nextMatchID = settled?.nextMatchID;
    if (nextMatchID !== candidate) await db.wipe(candidate);
    if (!nextMatchID) throw notFound(id);
    ctx.body = { nextMatchID };
  });
}
