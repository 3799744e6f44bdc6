/**
 * The tournaments' routes (docs/tournaments.md#routes), declared as every route is (server/http/route.ts):
 *
 *   GET  /tournaments                  { upcoming, running, finished }: each a list of summaries
 *   POST /tournaments                  a new tournament (signed in; tournament-body.ts) → 201 { id, invite? }
 *   GET  /tournaments/next             { next }: the signed-in player's table to play now (its game, to link to
 *                                      the match), or null
 *   GET  /tournaments/:id              the tournament, its players, standings (or bracket), rounds and `you`
 *   POST /tournaments/:id/register     { invite? }
 *   POST /tournaments/:id/check-in
 *   POST /tournaments/:id/withdraw
 *
 * A seat is the account's (the runner records it as a join does): the page opens the match and gets the
 * seat's credentials from POST /account/seat, as for any seat of the account. An invitation's token is
 * shown once, to its creator; the database keeps its SHA-256. Every refusal is a 4xx with a message.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Game } from 'boardgame.io';
import { HttpError } from '../http/http-error';
import { jsonBody, noStore } from '../http/guards';
import type { Guard, Route, RouteRequest } from '../http/route';
import type { AccountStore } from '../accounts/account-store';
import { currentSession } from '../accounts/route-kit';
import { NEW_RATING } from './quick-play-routes';
import { bracketView } from './bracket-view';
import { standings } from './standings';
import { CREATION_FIELDS, creationRule } from './tournament-body';
import { gamesOf } from './tournament-rounds';
import {
  IN_STATES,
  isElimination,
  type Tournament,
  type TournamentStore,
  type TournamentTable,
} from './tournament-store';
import { groupBy } from '../../games/shared/group-by';

/** Finished (and cancelled) tournaments the list shows, the most recent first. */
export const LISTED_FINISHED = 50;

const MAX_BODY_BYTES = 4096;
const ID = /^[A-Za-z0-9_-]{1,40}$/;
const INVITE = /^[A-Za-z0-9_-]{32}$/;

export interface TournamentRouteDeps {
  store: TournamentStore;
  accounts: AccountStore;
  games: readonly Game[];
  origin: Guard;
  reads: Guard;
  /** The budget of creations, registrations, check-ins and withdrawals. */
  writes: Guard;
  /** An account's shown rating in a game (absent without ratings: rated tournaments are refused). */
  ratingOf?: (accountID: string, gameName: string) => Promise<number>;
}

const inviteHash = (invite: string) => createHash('sha256').update(invite).digest('hex');

/** A tournament as the list shows it. */
export function summary(t: Tournament, players: number) {
  return {
    id: t.id,
    name: t.name,
    game: t.gameName,
    tableSize: t.tableSize,
    format: t.format,
    rounds: t.rounds,
    round: t.round,
    rated: t.rated,
    clock: t.clock,
    startsAt: t.startsAt,
    players,
    cap: t.cap,
    byInvitation: t.inviteHash !== null,
    state: t.state,
  };
}

/** Each round's tables with the players' names and points; a one-seat table is the round's bye. */
function roundsOf(tables: readonly TournamentTable[], names: Map<string, string>) {
  const person = (player: string) => ({ player, name: names.get(player) ?? player });
  const rounds = groupBy(tables, (t) => t.round);
  return [...rounds].map(([round, all]) => {
    const bye = all.find((t) => t.seats.length === 1);
    return {
      round,
      ...(bye ? { bye: person(bye.seats[0]!) } : {}),
      tables: all
        .filter((t) => t.seats.length > 1)
        .map((t) => ({
          table: t.table,
          // Named on the row before the match is made and seated: linked only once it is open.
          matchID: t.openedAt === null ? null : t.matchID,
          seats: t.seats.map((player, i) => ({
            ...person(player),
            ...(t.points === null ? {} : { points: t.points[i] }),
          })),
          finished: t.points !== null,
        })),
    };
  });
}

export function tournamentRoutes(deps: TournamentRouteDeps): Route[] {
  const { store } = deps;
  const emptyBody = jsonBody({ maxBytes: MAX_BODY_BYTES, fields: [] });
  const registerBody = jsonBody({ maxBytes: MAX_BODY_BYTES, fields: ['invite'] }, (b) => {
    if (b.invite !== undefined && (typeof b.invite !== 'string' || !INVITE.test(b.invite)))
      throw new HttpError(400, 'invite must be the invitation link’s token');
    return b;
  });
  const createBody = jsonBody({ maxBytes: MAX_BODY_BYTES, fields: CREATION_FIELDS });

  const session = (ctx: RouteRequest['ctx'], now = Date.now()) => currentSession({ ctx, store: deps.accounts, now });
  const signedIn = async (ctx: RouteRequest['ctx'], what: string) => {
    const found = await session(ctx);
    if (!found) throw new HttpError(401, `sign in first: ${what}`);
    return found.account;
  };
  const find = async (id: string | undefined) => {
    const t = id !== undefined && ID.test(id) ? await store.get(id) : undefined;
    if (!t) throw new HttpError(404, 'no such tournament');
    return t;
  };

  const list = async () => {
    const all = await store.listing(LISTED_FINISHED);
    const counts = await store.playerCounts(all.map((t) => t.id));
    const of = (states: string[]) =>
      all.filter((t) => states.includes(t.state)).map((t) => summary(t, counts.get(t.id) ?? 0));
    return { upcoming: of(['upcoming']), running: of(['running']), finished: of(['finished', 'cancelled']) };
  };

  const create = async ({ ctx, body }: RouteRequest) => {
    const now = Date.now();
    const c = creationRule(body, deps.games, now);
    const account = await signedIn(ctx, 'tournaments are made by accounts');
    if (c.rated && !deps.ratingOf)
      throw new HttpError(503, 'rated tournaments need the ratings, which this server does not keep');
    const invite = c.byInvitation ? randomBytes(24).toString('base64url') : undefined;
    const id = randomUUID().replace(/-/g, '').slice(0, 16);
    const refused = await store.create({
      id,
      name: c.name,
      gameName: c.game.name as string,
      tableSize: c.tableSize,
      format: c.format,
      rounds: c.rounds,
      placement: c.placement,
      rated: c.rated,
      clock: c.clock,
      setupData: c.setupData,
      startsAt: c.startsAt,
      checkInMinutes: c.checkInMinutes,
      cap: c.cap,
      bestOf: c.bestOf,
      groups: c.groups,
      inviteHash: invite === undefined ? null : inviteHash(invite),
      creatorID: account.id,
      creatorName: account.name,
      createdAt: now,
    });
    const { createdPerDay, openPerCreator } = store.limits;
    if (refused === 'daily cap')
      throw new HttpError(429, `an account makes at most ${createdPerDay} tournaments a day`, 3600);
    if (refused === 'open cap')
      throw new HttpError(409, `an account runs at most ${openPerCreator} tournaments at once: wait until one ends`);
    ctx.status = 201;
    return { id, ...(invite === undefined ? {} : { invite }) };
  };

  const next = async ({ ctx }: RouteRequest) => {
    const account = await signedIn(ctx, 'your next table is your account’s');
    const now = (await store.playingNow(account.id))[0];
    if (!now) return { next: null };
    const { gameName } = await find(now.tournamentID);
    return {
      next: {
        tournament: now.tournamentID,
        name: now.name,
        game: gameName,
        round: now.round,
        matchID: now.matchID,
        playerID: String(now.seats.indexOf(account.id)),
      },
    };
  };

  const details = async ({ ctx, params }: RouteRequest) => {
    const t = await find(params.id);
    const players = await store.players(t.id);
    const tables = await store.tables(t.id);
    const names = new Map(players.map((p) => [p.accountID, p.playerName]));
    const seeded = players.filter((p) => p.seed !== null).map((p) => p.accountID);
    const elimination = isElimination(t.format);
    const account = (await session(ctx))?.account;
    const mine = account && players.find((p) => p.accountID === account.id);
    const playing =
      account &&
      tables.find(
        (x) => x.round === t.round && x.points === null && x.openedAt !== null && x.seats.includes(account.id),
      );
    return {
      tournament: {
        ...summary(t, players.filter((p) => IN_STATES.includes(p.state)).length),
        creator: t.creatorName,
        placement: t.placement,
        checkInMinutes: t.checkInMinutes,
        setupData: t.setupData,
        ...(elimination ? { bestOf: t.bestOf, groups: t.groups } : {}),
      },
      players: players.map((p) => ({ player: p.accountID, name: p.playerName, state: p.state })),
      // An elimination ranks by its bracket, not by score and tie-breaks.
      standings: (elimination ? [] : standings(seeded, gamesOf(tables))).map((s) => ({
        player: s.player,
        name: names.get(s.player) ?? s.player,
        score: s.score,
        buchholz: s.buchholz,
        medianBuchholz: s.medianBuchholz,
        sonnebornBerger: s.sonnebornBerger,
        games: s.games,
        byes: s.byes,
      })),
      ...(elimination ? { bracket: bracketView(t, seeded, gamesOf(tables), names) } : {}),
      rounds: roundsOf(tables, names),
      ...(account
        ? {
            you: {
              registered: mine !== undefined && IN_STATES.includes(mine.state),
              state: mine?.state ?? null,
              ...(playing
                ? { nextTable: { matchID: playing.matchID, playerID: String(playing.seats.indexOf(account.id)) } }
                : {}),
            },
          }
        : {}),
    };
  };

  const register = async ({ ctx, params, body }: RouteRequest) => {
    const t = await find(params.id);
    const account = await signedIn(ctx, 'tournaments are for accounts');
    if (t.inviteHash !== null && (typeof body.invite !== 'string' || inviteHash(body.invite) !== t.inviteHash))
      throw new HttpError(403, 'this tournament is by invitation: open the link you were sent');
    const rating = deps.ratingOf ? await deps.ratingOf(account.id, t.gameName) : NEW_RATING;
    const refused = await store.register(t.id, { accountID: account.id, playerName: account.name, rating }, Date.now());
    const { registrationsPerAccount } = store.limits;
    if (refused === 'closed') throw new HttpError(409, 'registration is closed: the tournament has started');
    if (refused === 'full') throw new HttpError(409, 'the tournament is full');
    if (refused === 'registered') throw new HttpError(409, 'you are registered already');
    if (refused === 'registrations cap')
      throw new HttpError(409, `an account is in at most ${registrationsPerAccount} tournaments at once`);
    if (refused === 'real-time elsewhere')
      throw new HttpError(409, 'you are in another real-time tournament: one at a time');
    ctx.status = 201;
    return { state: 'registered' };
  };

  const checkIn = async ({ ctx, params }: RouteRequest) => {
    const t = await find(params.id);
    const account = await signedIn(ctx, 'tournaments are for accounts');
    const now = Date.now();
    if (t.checkInMinutes === 0) throw new HttpError(409, 'this tournament has no check-in: registered players play');
    if (t.state !== 'upcoming' || now >= t.startsAt)
      throw new HttpError(409, 'check-in is closed: the tournament has started');
    if (now < t.startsAt - t.checkInMinutes * 60_000)
      throw new HttpError(409, `check-in opens ${t.checkInMinutes} minutes before the start`);
    const moved = await store.setPlayerState(t.id, account.id, IN_STATES, 'checked-in');
    if (!moved) throw new HttpError(409, 'you are not registered in this tournament');
    return { state: 'checked-in' };
  };

  const withdraw = async ({ ctx, params }: RouteRequest) => {
    const t = await find(params.id);
    const account = await signedIn(ctx, 'tournaments are for accounts');
    if (t.state === 'finished' || t.state === 'cancelled') throw new HttpError(409, 'this tournament is over');
    if (!(await store.setPlayerState(t.id, account.id, IN_STATES, 'withdrawn')))
      throw new HttpError(409, 'you are not playing in this tournament');
    return { state: 'withdrawn' };
  };

  const reading = [deps.reads, noStore];
  const writing = (body: Guard) => [deps.origin, deps.writes, noStore, body];
  return [
    { method: 'GET', path: '/tournaments', guards: reading, run: list },
    { method: 'POST', path: '/tournaments', guards: writing(createBody), run: create },
    { method: 'GET', path: '/tournaments/next', guards: reading, run: next },
    { method: 'GET', path: '/tournaments/:id', guards: reading, run: details },
    { method: 'POST', path: '/tournaments/:id/register', guards: writing(registerBody), run: register },
    { method: 'POST', path: '/tournaments/:id/check-in', guards: writing(emptyBody), run: checkIn },
    { method: 'POST', path: '/tournaments/:id/withdraw', guards: writing(emptyBody), run: withdraw },
  ];
}
