/**
 * Game records of online matches: `GET /games/:name/:id/record` answers the match's record (finished or so
 * far), a stable URL once the match is over. The record holds public information only; with
 * `?playerID=N&credentials=…` (the seat's credentials, checked as for a move by credentials.ts) it also
 * holds that seat's own secrets.
 *
 * - Carcassonne: the record format (games/carcassonne/RECORDS.md) is public by design.
 * - Citadels: the full record carries the PRNG seed, which stands for every hidden card, so it never
 *   leaves the server: the answer is the record as the viewer saw it (`citadels-view-record`), rebuilt from
 *   the match's seed and its server-side log.
 */
import type { Server, State, StorageAPI } from 'boardgame.io';
import type { Server as BoardgameServer } from 'boardgame.io/server';
import type { Context } from 'koa';
import { exportRecord as carcassonneRecord } from '../games/carcassonne/record';
import type { CarcassonneState } from '../games/carcassonne/rules/state';
import { actionsFromLog, exportRecord as citadelsRecord } from '../games/citadels/record';
import type { CitadelsOptions, CitadelsState } from '../games/citadels/rules/types';
import { viewRecord } from '../games/citadels/view-record';
import { authenticateCredentials, isSeatID } from './credentials';

type Router = ReturnType<typeof BoardgameServer>['router'];
type Db = StorageAPI.Async | StorageAPI.Sync;
type Log = Parameters<typeof actionsFromLog>[0];

/** The seat whose secrets the caller may see: null without a playerID; a 403 for wrong credentials. */
function viewerOf(ctx: Context, metadata: Server.MatchData): number | null {
  const { playerID, credentials } = ctx.query;
  if (playerID === undefined) return null;
  const seat = isSeatID(playerID) && Object.hasOwn(metadata.players, playerID) ? metadata.players[Number(playerID)] : undefined;
  if (!authenticateCredentials(credentials, seat)) ctx.throw(403, 'wrong playerID or credentials');
  return Number(playerID);
}

function citadelsViewRecord(state: State<CitadelsState>, initialState: State | undefined, log: Log, viewer: number | null) {
  const seed = (initialState?.plugins?.random?.data as { seed?: unknown } | undefined)?.seed;
  if (typeof seed !== 'string' && typeof seed !== 'number') throw new Error('the match has no random seed');
  const G = state.G;
  const full = citadelsRecord({ numPlayers: G.gold.length, options: G.options as CitadelsOptions, seed: String(seed), actions: actionsFromLog(log) });
  return viewRecord(full, viewer);
}

export function addRecordRoutes(router: Router, db: Db): void {
  router.get('/games/:name/:id/record', async (ctx) => {
    const { name, id } = ctx.params as { name: string; id: string };
    const { state, metadata, log, initialState } = await db.fetch(id, { state: true, metadata: true, log: true, initialState: true });
    if (!state || !metadata) ctx.throw(404, `Match ${id} not found`);
    const viewer = viewerOf(ctx, metadata);
    if (name === 'carcassonne') ctx.body = carcassonneRecord(state.G as CarcassonneState);
    else if (name === 'citadels') ctx.body = citadelsViewRecord(state as State<CitadelsState>, initialState, (log ?? []) as unknown as Log, viewer);
    else ctx.throw(404, `${name} has no record format`);
    ctx.set('Cache-Control', metadata.gameover ? 'private, max-age=3600' : 'no-store');
  });
}
