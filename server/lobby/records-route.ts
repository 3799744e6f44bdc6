/**
 * Game records of online matches: `GET /games/:name/:id/record` answers the match's record (finished or so
 * far), a stable URL once the match is over. The record holds public information only; with
 * `?playerID=N&credentials=…` (the seat's credentials, checked as for a move by server/guards/credentials.ts) it also
 * holds that seat's own secrets. What a record holds per game is decided in games/history/match-record.ts:
 * a Citadels record never carries the PRNG seed, only the frames the viewer saw.
 *
 * Building a record replays the whole match, so it is the most expensive read there is
 * (docs/security.md#records): records are kept as JSON, keyed by match, viewer and state id, in a cache
 * bounded in bytes, so a record is built once per state and viewer however often it is asked for; requests
 * for a record being built wait for that build; and builds run one at a time, each after the event loop had
 * a turn, with at most `recordBuildsQueued` waiting; past that the answer is 503 with `Retry-After`.
 */
import type { Server } from 'boardgame.io';
import type { Context } from 'koa';
import { hasRecords, matchRecord } from '../../games/history/match-record';
import { ByteCache } from './byte-cache';
import { authenticateCredentials, isSeatID } from '../guards/credentials';
import { gameStarted } from '../table/table-state';
import type { Limits } from '../guards/limits';
import { HttpError } from '../http/http-error';
import type { Guard, Route } from '../http/route';
import type { MatchStore } from '../storage/match-store';

/**
 * The seat whose secrets the caller may see: null without a playerID, and before the game starts (a seat
 * sees no secrets then, docs/security.md#one-seat-one-view); a 403 for wrong credentials.
 */
function viewerOf(ctx: Context, metadata: Server.MatchData): number | null {
  const { playerID, credentials } = ctx.query;
  if (playerID === undefined) return null;
  const seat =
    isSeatID(playerID) && Object.hasOwn(metadata.players, playerID) ? metadata.players[Number(playerID)] : undefined;
  if (!authenticateCredentials(credentials, seat)) throw new HttpError(403, 'wrong playerID or credentials');
  return gameStarted(metadata) ? Number(playerID) : null;
}

/** Runs tasks one at a time, each after a turn of the event loop; refuses a task when `maxWaiting` wait already. */
export class BuildQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private waiting = 0;

  constructor(private readonly maxWaiting: number) {}

  /** The task's result, or undefined when the queue is full (the task does not run). */
  run<T>(task: () => Promise<T>): Promise<T> | undefined {
    if (this.waiting >= this.maxWaiting) return undefined;
    this.waiting++;
    const result = this.tail.then(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      try {
        return await task();
      } finally {
        this.waiting--;
      }
    });
    this.tail = result.catch(() => undefined);
    return result;
  }
}

interface Built {
  key: string;
  body: string;
}

export interface RecordRouteDeps {
  db: MatchStore;
  limits: Pick<Limits, 'recordCacheBytes' | 'recordBuildsQueued'>;
  /** The guards of a lobby read (lobby-routes.ts): the read budget, origin, game and match. */
  guards: readonly Guard[];
}

export function recordRoutes({ db, limits, guards }: RecordRouteDeps): Route[] {
  const cache = new ByteCache(limits.recordCacheBytes);
  const building = new Map<string, Promise<Built>>();
  const queue = new BuildQueue(limits.recordBuildsQueued);
  const notFound = (id: string) => new HttpError(404, `Match ${id} not found`);

  const build = (name: string, id: string, viewer: number | null) => async (): Promise<Built> => {
    const { state, log, initialState } = await db.fetch(id, { state: true, log: true, initialState: true });
    if (!state) throw notFound(id);
    const body = JSON.stringify(matchRecord(name, { state, log, initialState }, viewer));
    const key = `${id}/${viewer}/${state._stateID}`;
    cache.set(key, body);
    return { key, body };
  };

  const record = async ({ ctx, params }: { ctx: Context; params: Record<string, string> }) => {
    const { name, id } = params as { name: string; id: string };
    if (!hasRecords(name)) throw new HttpError(404, `${name} has no record format`);
    const { metadata } = await db.fetch(id, { metadata: true });
    const stateID = (await db.stateIDs([id])).get(id);
    if (!metadata || stateID === undefined) throw notFound(id);
    const viewer = viewerOf(ctx, metadata);
    const key = `${id}/${viewer}/${stateID}`;
    let body = cache.get(key);
    if (body === undefined) {
      let pending = building.get(key);
      if (!pending) {
        pending = queue.run(build(name, id, viewer));
        if (!pending) {
          ctx.set('Retry-After', '1');
          throw new HttpError(503, 'the server is busy building other records; try again in 1 s');
        }
        building.set(key, pending);
        const settled = () => building.delete(key);
        pending.then(settled, settled);
      }
      body = (await pending).body;
    }
    ctx.type = 'json';
    ctx.set('Cache-Control', metadata.gameover ? 'private, max-age=3600' : 'no-store');
    return body;
  };
  return [{ method: 'GET', path: '/games/:name/:id/record', guards, run: record }];
}
