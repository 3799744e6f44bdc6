/**
 * The pre-router Koa middleware for the lobby API (docs/design/boardgameio.md#lobby-guard). For every
 * `/games/…` request it
 * - answers every error, its own and boardgame.io's, as JSON `{ error }` with the right 4xx status;
 * - 404s unknown games, malformed match ids and matches of another game;
 * - reads a POST body itself (JSON only, at most 16 KB, an object), checks it with the route's rule from
 *   lobby-body.ts, and hands the router a replacement stream with the normalised body.
 */
import { Readable } from 'node:stream';
import type { Context, Next } from 'koa';
import type { Game, StorageAPI } from 'boardgame.io';
import { BODY_RULES } from './lobby-body';

export const MAX_BODY_BYTES = 16 * 1024;
const MATCH_ID = /^[\w-]{1,64}$/;

class LobbyError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
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
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new LobbyError(400, 'the body must be a JSON object');
  return body as Record<string, unknown>;
}

/** Replaces the request stream that koa-body will read with the normalised body. */
function replaceBody(ctx: Context, body: Record<string, unknown>): void {
  const buffer = Buffer.from(JSON.stringify(body));
  const replacement = Readable.from([buffer]) as Readable & { headers: Record<string, unknown> };
  replacement.headers = { ...ctx.req.headers, 'content-type': 'application/json', 'content-length': String(buffer.length) };
  delete replacement.headers['content-encoding'];
  ctx.req = replacement as unknown as Context['req'];
}

async function checkMatch(db: StorageAPI.Async | StorageAPI.Sync, game: Game, matchID: string): Promise<void> {
  if (!MATCH_ID.test(matchID)) throw new LobbyError(404, `Match ${matchID.slice(0, 64)} not found`);
  const { metadata } = await db.fetch(matchID, { metadata: true });
  if (!metadata || metadata.gameName !== game.name) throw new LobbyError(404, `Match ${matchID} not found`);
}

async function guard(ctx: Context, games: Game[], db: StorageAPI.Async | StorageAPI.Sync): Promise<void> {
  const [, , name, second, action, ...rest] = ctx.path.split('/');
  if (name === undefined || name === '') return;
  const game = games.find((g) => g.name === name);
  if (!game || rest.length > 0) throw new LobbyError(404, `Game ${name.slice(0, 64)} not found`);
  const matchID = action !== undefined || (second !== undefined && ctx.method === 'GET') ? second : undefined;
  if (matchID !== undefined) await checkMatch(db, game, matchID);
  if (ctx.method !== 'POST') return;
  const route = action ?? second ?? '';
  const rule = Object.hasOwn(BODY_RULES, route) ? BODY_RULES[route] : undefined;
  if (!rule) throw new LobbyError(404, 'no such lobby route');
  const checked = rule(await readJsonObject(ctx), game);
  if ('error' in checked) throw new LobbyError(400, checked.error);
  replaceBody(ctx, checked.body);
}

function sendError(ctx: Context, error: unknown): void {
  const status = (error as { status?: unknown }).status;
  const expose = error instanceof LobbyError || (error as { expose?: boolean }).expose === true;
  ctx.status = typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
  ctx.body = { error: expose ? (error as Error).message : 'internal server error' };
  if (ctx.status >= 500) console.error('[lobby] request failed:', error);
}

export function lobbyGuard(games: Game[], db: StorageAPI.Async | StorageAPI.Sync) {
  return async (ctx: Context, next: Next) => {
    if (ctx.method === 'OPTIONS' || (ctx.path !== '/games' && !ctx.path.startsWith('/games/'))) return next();
    try {
      await guard(ctx, games, db);
      await next();
    } catch (error) {
      sendError(ctx, error);
    }
  };
}
