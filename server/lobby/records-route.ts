/**
 * Game records of online matches: `GET /games/:name/:id/record` answers the match's record (finished or so
 * far), a stable URL once the match is over. The record holds public information only; with
 * `?playerID=N&credentials=…` (the seat's credentials, checked as for a move by server/guards/credentials.ts) it also
 * holds that seat's own secrets. What a record holds per game is decided in games/history/match-record.ts:
 * a Citadels record never carries the PRNG seed, only the frames the viewer saw. A finished match's record
 * never changes, so the last few built are kept (keyed by match and viewer) instead of replaying again.
 */
import type { Server, StorageAPI } from 'boardgame.io';
import type { Server as BoardgameServer } from 'boardgame.io/server';
import type { Context } from 'koa';
import { hasRecords, matchRecord } from '../../games/history/match-record';
import { authenticateCredentials, isSeatID } from '../guards/credentials';

type Router = ReturnType<typeof BoardgameServer>['router'];
type Db = StorageAPI.Async | StorageAPI.Sync;

/** The seat whose secrets the caller may see: null without a playerID; a 403 for wrong credentials. */
function viewerOf(ctx: Context, metadata: Server.MatchData): number | null {
  const { playerID, credentials } = ctx.query;
  if (playerID === undefined) return null;
  const seat = isSeatID(playerID) && Object.hasOwn(metadata.players, playerID) ? metadata.players[Number(playerID)] : undefined;
  if (!authenticateCredentials(credentials, seat)) ctx.throw(403, 'wrong playerID or credentials');
  return Number(playerID);
}

/** Records of finished matches kept in memory. */
const CACHED = 32;

export function addRecordRoutes(router: Router, db: Db): void {
  const finished = new Map<string, unknown>();
  router.get('/games/:name/:id/record', async (ctx) => {
    const { name, id } = ctx.params as { name: string; id: string };
    if (!hasRecords(name)) ctx.throw(404, `${name} has no record format`);
    const { state, metadata, log, initialState } = await db.fetch(id, { state: true, metadata: true, log: true, initialState: true });
    if (!state || !metadata) ctx.throw(404, `Match ${id} not found`);
    const viewer = viewerOf(ctx, metadata);
    const key = `${id}/${viewer}`;
    const record = finished.get(key) ?? matchRecord(name, { state, log, initialState }, viewer);
    if (metadata.gameover) {
      finished.delete(key);
      finished.set(key, record);
      for (const oldest of finished.keys()) if (finished.size > CACHED) finished.delete(oldest);
    }
    ctx.body = record;
    ctx.set('Cache-Control', metadata.gameover ? 'private, max-age=3600' : 'no-store');
  });
}
