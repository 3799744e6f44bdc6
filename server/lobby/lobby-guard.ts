/**
 * The pre-router Koa middleware for the lobby API (docs/security.md#lobby-api, docs/design/boardgameio.md#lobby-guard). For every `/games/…` request it
 * - answers every error, its own and the routes', as JSON `{ error }` with the right 4xx status;
 * - 404s unknown games, malformed match ids and matches of another game;
 * - limits each client address's creates and other lobby writes (429 with Retry-After), and refuses new
 *   matches while the server holds `maxOpenMatches` unfinished ones (503); a playAgain that creates the
 *   rematch counts as a create for both;
 * - reads a POST body itself (JSON only, at most 16 KB, an object nested at most 16 deep), checks it with the
 *   route's rule from lobby-body.ts, and hands the routes the normalised body: in `ctx.state.body` for ours,
 *   and as a replacement request stream for boardgame.io's create route.
 */
import { Readable } from 'node:stream';
import type { Context, Next } from 'koa';
import type { Game, Server } from 'boardgame.io';
import type { Limits } from '../guards/limits';
import { BODY_RULES } from './lobby-body';
import { LobbyError } from './lobby-error';
import { localBuckets, type BucketsFactory } from '../guards/rate-limit';
import type { MatchStore } from '../storage/match-store';

export const MAX_BODY_BYTES = 16 * 1024;
export const MAX_BODY_DEPTH = 16;
const MATCH_ID = /^[\w-]{1,64}$/;

/** How deep a JSON value nests (a scalar is 0), without recursion. */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_BODY_DEPTH) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

async function readJsonObject(ctx: Context): Promise<Record<string, unknown>> {
  if (!ctx.is('application/json')) throw new LobbyError(415, 'the body must be JSON (Content-Type: application/json)');
  if (Number(ctx.get('Content-Length') || 0) > MAX_BODY_BYTES) throw new LobbyError(413, 'the body is too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new LobbyError(413, 'the body is too large');
    chunks.push(chunk);
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
  } catch {
    throw new LobbyError(400, 'the body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new LobbyError(400, 'the body must be a JSON object');
  if (jsonDepth(body) > MAX_BODY_DEPTH)
    throw new LobbyError(400, `the body may nest at most ${MAX_BODY_DEPTH} levels deep`);
  return body as Record<string, unknown>;
}

/** Replaces the request stream that koa-body will read with the normalised body. */
function replaceBody(ctx: Context, body: Record<string, unknown>): void {
  const buffer = Buffer.from(JSON.stringify(body));
  const replacement = Readable.from([buffer]) as Readable & { headers: Record<string, unknown> };
  replacement.headers = {
    ...ctx.req.headers,
    'content-type': 'application/json',
    'content-length': String(buffer.length),
  };
  delete replacement.headers['content-encoding'];
  ctx.req = replacement as unknown as Context['req'];
}

async function checkMatch(db: MatchStore, game: Game, matchID: string): Promise<Server.MatchData> {
  if (!MATCH_ID.test(matchID)) throw new LobbyError(404, `Match ${matchID.slice(0, 64)} not found`);
  const { metadata } = await db.fetch(matchID, { metadata: true });
  if (!metadata || metadata.gameName !== game.name) throw new LobbyError(404, `Match ${matchID} not found`);
  return metadata;
}

/** A playAgain that will create the rematch (the match is over and has none yet) is a create too. */
const createsRematch = (metadata: Server.MatchData | undefined) =>
  metadata !== undefined && metadata.gameover !== undefined && metadata.gameover !== null && !metadata.nextMatchID;

function sendError(ctx: Context, error: unknown): void {
  const status = (error as { status?: unknown }).status;
  const expose = error instanceof LobbyError || (error as { expose?: boolean }).expose === true;
  ctx.status = typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
  ctx.body = { error: expose ? (error as Error).message : 'internal server error' };
  if (error instanceof RateLimited) ctx.set('Retry-After', String(error.retryAfter));
  if (ctx.status >= 500 && !expose) console.error('[lobby] request failed:', error);
}

class RateLimited extends LobbyError {
  constructor(readonly retryAfter: number) {
    super(429, `too many requests; try again in ${retryAfter} s`);
  }
}

/** `buckets`: where the per-address limits count (shared by the processes of a cluster). */
export function lobbyGuard(games: Game[], db: MatchStore, limits: Limits, buckets: BucketsFactory = localBuckets) {
  const creates = buckets('creates', limits.createsPerMinute / 60, limits.createsPerMinute);
  const writes = buckets('lobby-writes', limits.lobbyWritesPerMinute / 60, limits.lobbyWritesPerMinute);

  const guard = async (ctx: Context): Promise<void> => {
    const [, , name, second, action, ...rest] = ctx.path.split('/');
    if (name === undefined || name === '') return;
    const game = games.find((g) => g.name === name);
    if (!game || rest.length > 0) throw new LobbyError(404, `Game ${name.slice(0, 64)} not found`);
    const matchID = action !== undefined || (second !== undefined && ctx.method === 'GET') ? second : undefined;
    if (ctx.method !== 'POST') {
      if (matchID !== undefined) await checkMatch(db, game, matchID);
      return;
    }
    const route = action ?? second ?? '';
    const rule = Object.hasOwn(BODY_RULES, route) ? BODY_RULES[route] : undefined;
    if (!rule) throw new LobbyError(404, 'no such lobby route');
    const client = ctx.ip || 'unknown';
    const wait = await (route === 'create' ? creates : writes).take(client);
    if (wait > 0) throw new RateLimited(wait);
    const metadata = matchID === undefined ? undefined : await checkMatch(db, game, matchID);
    const checked = rule(await readJsonObject(ctx), game);
    if ('error' in checked) throw new LobbyError(400, checked.error);
    // docs/security.md#rematch: a rematch is a new match, under the same limit and cap as a create.
    const rematch = route === 'playAgain' && createsRematch(metadata);
    if (rematch) {
      const createWait = await creates.take(client);
      if (createWait > 0) throw new RateLimited(createWait);
    }
    if ((route === 'create' || rematch) && (await db.countOpen()) >= limits.maxOpenMatches) {
      throw new LobbyError(503, 'the server holds as many open matches as it can; try again later');
    }
    (ctx.state as { body?: unknown }).body = checked.body;
    replaceBody(ctx, checked.body);
  };

  return async (ctx: Context, next: Next) => {
    if (ctx.method === 'OPTIONS' || (ctx.path !== '/games' && !ctx.path.startsWith('/games/'))) return next();
    try {
      await guard(ctx);
      await next();
    } catch (error) {
      sendError(ctx, error);
    }
  };
}
