/**
 * Quick play's routes (docs/quick-play.md#routes), declared as every route is (server/http/route.ts):
 *
 *   POST /quick-play/:name/join    { players: 2..n | "any", rated?, clock?, botAfterSeconds?, playerName? }
 *   POST /quick-play/:name/status  { ticket }
 *   POST /quick-play/:name/leave   { ticket }
 *
 * A join answers a ticket, which only its holder has (the database keeps its SHA-256); the status says how
 * many wait in the player's queue and for how long, and once matched gives the seat and its credentials;
 * leaving is one request. An account waits in one queue at a time and plays under its own name; a guest
 * gives a name and plays casual only (rated needs an account, as rated tables do); an address holds a few
 * entries at most (quick-play-store.ts). Every refusal is a 4xx with a message.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Game } from 'boardgame.io';
import { HttpError } from '../http/http-error';
import { jsonBody, noStore } from '../http/guards';
import type { Guard, Route, RouteRequest } from '../http/route';
import { playerName } from '../lobby/lobby-body';
import type { AccountStore } from '../accounts/account-store';
import { currentSession } from '../accounts/route-kit';
import { defaultClock, QUICK_CLOCK_NAMES, QUICK_CLOCKS, type QuickClock } from './quick-play-clocks';
import { queueKey } from './quick-play-match';
import { playerCounts } from './quick-play-pairer';
import { MAX_ENTRIES_PER_ADDRESS, type QuickPlayStore } from './quick-play-store';

/** The waits a player may choose before bots fill a casual table, in seconds. */
export const BOT_AFTER_SECONDS = [10, 600] as const;
/** A guest's rating, and an account's before its first rated game. */
export const NEW_RATING = 1000;

const MAX_BODY_BYTES = 1024;
const TICKET = /^[A-Za-z0-9_-]{32}$/;

export interface QuickPlayRouteDeps {
  store: QuickPlayStore;
  accounts: AccountStore;
  /** The lobby's game lookup (server/lobby/lobby-guard.ts). */
  game: Guard;
  origin: Guard;
  /** The read budget (the status is asked every few seconds). */
  reads: Guard;
  /** The budget of joins and leaves. */
  writes: Guard;
  /** An account's shown rating in a game (absent without ratings: rated quick play is refused). */
  ratingOf?: (accountID: string, gameName: string) => Promise<number>;
}

interface JoinBody {
  players: number;
  rated: boolean;
  clock: QuickClock;
  botAfterMs: number | null;
  playerName?: string;
}

const ticketHash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** Checks a join's body against the game's player counts; throws a 400 naming the field. */
export function joinRule(b: Record<string, unknown>, game: Game): JoinBody {
  const counts = playerCounts(game);
  const players = b.players === 'any' ? 0 : b.players;
  if (typeof players !== 'number' || (players !== 0 && !counts.includes(players)))
    throw new HttpError(400, `players must be "any" or a count from ${counts[0]} to ${counts.at(-1)}`);
  if (b.rated !== undefined && typeof b.rated !== 'boolean') throw new HttpError(400, 'rated must be true or false');
  const rated = b.rated === true;
  if (b.clock !== undefined && !QUICK_CLOCK_NAMES.includes(b.clock as QuickClock))
    throw new HttpError(400, `clock must be one of ${QUICK_CLOCK_NAMES.join(', ')}`);
  const clock = (b.clock as QuickClock | undefined) ?? defaultClock(players);
  const [least, most] = BOT_AFTER_SECONDS;
  const after = b.botAfterSeconds ?? null;
  if (after !== null && !(Number.isInteger(after) && (after as number) >= least && (after as number) <= most))
    throw new HttpError(400, `botAfterSeconds must be null or a whole number from ${least} to ${most}`);
  if (after !== null && rated) throw new HttpError(400, 'bots fill casual tables only: a rated table is players only');
  let name: string | undefined;
  if (b.playerName !== undefined) {
    const checked = playerName(b.playerName, 'playerName');
    if (checked.error) throw new HttpError(400, checked.error);
    name = checked.value;
  }
  return { players, rated, clock, botAfterMs: after === null ? null : (after as number) * 1000, playerName: name };
}

function ticketRule(b: Record<string, unknown>): Record<string, unknown> {
  if (typeof b.ticket !== 'string' || !TICKET.test(b.ticket))
    throw new HttpError(400, 'ticket must be the ticket the join answered');
  return b;
}

export function quickPlayRoutes(deps: QuickPlayRouteDeps): Route[] {
  const { store } = deps;
  const joinBody = jsonBody({
    maxBytes: MAX_BODY_BYTES,
    fields: ['players', 'rated', 'clock', 'botAfterSeconds', 'playerName'],
  });
  const ticketBody = jsonBody({ maxBytes: MAX_BODY_BYTES, fields: ['ticket'] }, ticketRule);

  const sizeOf = async (key: string, now: number) => {
    const { waiting, since } = await store.queueSize(key);
    return { waiting, longestWaitSeconds: since === null ? 0 : Math.max(0, Math.floor((now - since) / 1000)) };
  };

  const join = async ({ ctx, body, found }: RouteRequest) => {
    const game = found.game as Game;
    const gameName = game.name as string;
    const wanted = joinRule(body, game);
    const now = Date.now();
    const signed = await currentSession({ ctx, store: deps.accounts, now });
    if (wanted.rated && !signed) throw new HttpError(401, 'sign in first: rated quick play is for accounts');
    if (wanted.rated && !deps.ratingOf)
      throw new HttpError(503, 'rated quick play needs the ratings, which this server does not keep');
    const name = signed?.account.name ?? wanted.playerName;
    if (name === undefined) throw new HttpError(400, 'playerName is required to play as a guest');
    const rating = signed && deps.ratingOf ? await deps.ratingOf(signed.account.id, gameName) : NEW_RATING;
    const ticket = randomBytes(24).toString('base64url');
    const key = queueKey(gameName, wanted.rated, wanted.clock);
    const refused = await store.join({
      id: randomUUID(),
      ticketHash: ticketHash(ticket),
      gameName,
      queueKey: key,
      players: wanted.players,
      rated: wanted.rated,
      clock: wanted.clock,
      accountID: signed?.account.id ?? null,
      address: ctx.ip || 'unknown',
      playerName: name,
      rating,
      botAfterMs: wanted.botAfterMs,
      joinedAt: now,
    });
    if (refused === 'in a queue') throw new HttpError(409, 'you are waiting in a queue already: leave it first');
    if (refused === 'address cap')
      throw new HttpError(429, `at most ${MAX_ENTRIES_PER_ADDRESS} players wait from one address`, 60);
    ctx.status = 201;
    return { ticket, clock: wanted.clock, queue: await sizeOf(key, now) };
  };

  const status = async ({ body, params }: RouteRequest) => {
    const now = Date.now();
    const entry = await store.seen(ticketHash(body.ticket as string), now);
    if (!entry || entry.gameName !== params.name) throw new HttpError(404, 'this ticket is in no queue: join again');
    if (entry.matchID === null)
      return {
        state: 'waiting',
        waitedSeconds: Math.max(0, Math.floor((now - entry.joinedAt) / 1000)),
        queue: await sizeOf(entry.queueKey, now),
      };
    if (entry.credentials === null) return { state: 'opening' };
    return {
      state: 'matched',
      matchID: entry.matchID,
      playerID: entry.seat,
      playerCredentials: entry.credentials,
      clock: QUICK_CLOCKS[entry.clock as QuickClock] ? entry.clock : undefined,
    };
  };

  const leave = async ({ body }: RouteRequest) => {
    if (!(await store.leave(ticketHash(body.ticket as string))))
      throw new HttpError(409, 'this ticket waits in no queue: it was matched or has left');
    return { left: true };
  };

  return [
    {
      method: 'POST',
      path: '/quick-play/:name/join',
      guards: [deps.origin, deps.writes, deps.game, noStore, joinBody],
      run: join,
    },
    {
      method: 'POST',
      path: '/quick-play/:name/status',
      guards: [deps.origin, deps.reads, deps.game, noStore, ticketBody],
      run: status,
    },
    {
      method: 'POST',
      path: '/quick-play/:name/leave',
      guards: [deps.origin, deps.writes, deps.game, noStore, ticketBody],
      run: leave,
    },
  ];
}
