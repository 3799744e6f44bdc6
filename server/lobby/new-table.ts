/**
 * The lobby's creation in one request (docs/security.md#lobby-api): `POST /games/:name/new-table` with
 *
 *   { numPlayers?, unlisted?, setupData?, playerName, table?: { clock, graceSeconds, takeoverLevel, purist,
 *     hints }, rated?: boolean, bots?: [{ seat, level }] }
 *
 * creates the match, seats its creator in seat 0, sets the table options, makes it rated and gives the
 * listed seats to bots, and answers `{ matchID, playerID, playerCredentials }`: what the old routes did in
 * 3 + N requests (create, join, table, rated, bots), which stay for boardgame.io's clients. The whole body is
 * checked before anything is made. All or nothing: the match stays unlisted until every step is done, and a
 * step that fails wipes it, so nobody ever sees a half-made table. It pays one create (its budget and the
 * open-match cap), and its bots the client's bot budget like any bot seat.
 */
import type { Context } from 'koa';
import type { Game } from 'boardgame.io';
import { SEAT_BOT_LEVELS, type SeatBotLevel } from '../../games/shared/bot-levels';
import { HttpError } from '../http/http-error';
import { jsonBody } from '../http/guards';
import type { Around, Guard, Route, RouteRequest } from '../http/route';
import { addBotSeat, type BotRouteDeps } from './bot-seats';
import { BODY_RULES } from './lobby-body';
import { MAX_BODY_BYTES, type LobbyGuards } from './lobby-guard';
import { createOne, joinSeat, type LobbyDeps } from './lobby-routes';
import { tableOptions } from './table-body';
import { setTableOptions } from './table-routes';
import type { TableOptions } from '../table/table-state';

const FIELDS = ['numPlayers', 'unlisted', 'setupData', 'playerName', 'table', 'rated', 'bots'];

interface NewTable {
  create: Record<string, unknown>;
  playerName: string;
  table: TableOptions;
  rated: boolean;
  bots: { seat: string; level: string }[];
}

/** Checks the whole request with the rules of the routes it stands for, before anything is made. */
export function newTableRule(b: Record<string, unknown>, game: Game): NewTable {
  const refuse = (checked: { error: string } | { body: Record<string, unknown> }) => {
    if ('error' in checked) throw new HttpError(400, checked.error);
    return checked.body;
  };
  const create = refuse(
    BODY_RULES.create!({ numPlayers: b.numPlayers, unlisted: b.unlisted, setupData: b.setupData }, game),
  );
  const { playerName } = refuse(BODY_RULES.join!({ playerName: b.playerName }, game)) as { playerName: string };
  if (b.table !== undefined && (typeof b.table !== 'object' || b.table === null || Array.isArray(b.table)))
    throw new HttpError(400, 'table must be an object of table options');
  const table = tableOptions((b.table ?? {}) as Record<string, unknown>);
  if (typeof table === 'string') throw new HttpError(400, table);
  if (b.rated !== undefined && typeof b.rated !== 'boolean') throw new HttpError(400, 'rated must be true or false');
  const seats = create.numPlayers as number;
  const given = b.bots ?? [];
  if (!Array.isArray(given) || given.length > seats - 1)
    throw new HttpError(400, `bots must be a list of at most ${seats - 1} { seat, level }`);
  const bots = given.map((bot: unknown, i) => {
    const { seat, level, ...rest } = (typeof bot === 'object' && bot !== null ? bot : {}) as Record<string, unknown>;
    const number = typeof seat === 'string' && /^\d{1,2}$/.test(seat) ? Number(seat) : NaN;
    if (Object.keys(rest).length > 0 || !(number >= 1 && number < seats))
      throw new HttpError(400, `bots[${i}].seat must be a seat from "1" to "${seats - 1}"`);
    if (!SEAT_BOT_LEVELS.includes(level as SeatBotLevel))
      throw new HttpError(400, `bots[${i}].level must be one of ${SEAT_BOT_LEVELS.join(', ')}`);
    return { seat: String(number), level: level as string };
  });
  if (new Set(bots.map((bot) => bot.seat)).size < bots.length) throw new HttpError(400, 'bots name a seat twice');
  return { create, playerName, table, rated: b.rated === true, bots };
}

export interface NewTableDeps extends Pick<LobbyDeps, 'db' | 'transport' | 'drive' | 'guards' | 'origin'> {
  table: NonNullable<LobbyDeps['table']>;
  bot: BotRouteDeps;
  /** Around the creator's join, as around the lobby's join (the account records the seat). */
  aroundJoin?: readonly Around[];
  /** Makes the table rated (server/ratings/rating-routes.ts makeRated); absent without ratings. */
  rate?: (ctx: Context, body: Record<string, unknown>) => Promise<unknown>;
}

const joined = (aroundJoin: readonly Around[], request: RouteRequest, run: () => Promise<unknown>) =>
  aroundJoin.reduceRight<() => Promise<unknown>>((inner, around) => () => around(request, inner), run)();

export function newTableRoutes(deps: NewTableDeps & { guards: LobbyGuards; origin: Guard }): Route[] {
  const { db, guards } = deps;
  const body = jsonBody({ maxBytes: MAX_BODY_BYTES, fields: FIELDS });
  const run = async (request: RouteRequest) => {
    const { ctx } = request;
    const game = request.found.game as Game;
    const name = game.name as string;
    const wanted = newTableRule(request.body, game);
    const matchID = await createOne(db, game, { ...wanted.create, unlisted: true });
    try {
      const seat = { playerID: '0', playerName: wanted.playerName };
      const joinRequest: RouteRequest = { ctx, params: { name, id: matchID }, body: seat, found: request.found };
      const { playerID, playerCredentials: credentials } = (await joined(deps.aroundJoin ?? [], joinRequest, () =>
        joinSeat(deps, name, matchID, seat),
      )) as { playerID: string; playerCredentials: string };
      await setTableOptions(deps, name, matchID, { ...wanted.table, playerID, credentials });
      if (wanted.rated) {
        if (!deps.rate) throw new HttpError(503, 'rated tables need the SQL storage, which this server does not use');
        await deps.rate(ctx, { gameName: name, matchID, playerID, credentials });
      }
      for (const { seat: botSeat, level } of wanted.bots)
        await addBotSeat(deps.bot, ctx, name, matchID, { playerID, credentials, seat: botSeat, level });
      if (wanted.create.unlisted === false)
        await db.updateMetadata(matchID, (m) => ({ ...m, unlisted: false, updatedAt: Date.now() }));
      ctx.status = 201;
      return { matchID, playerID, playerCredentials: credentials };
    } catch (error) {
      await db.wipe(matchID).catch(() => undefined);
      throw error;
    }
  };
  return [
    {
      method: 'POST',
      path: '/games/:name/new-table',
      guards: [deps.origin, guards.game, guards.creates, body, guards.openCap()],
      run,
    },
  ];
}
