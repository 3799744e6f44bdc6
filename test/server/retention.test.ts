// docs/security.md#retention on a real server: finished matches are kept for EXPIRE_FINISHED_MATCH_DAYS
// (EXPIRE_UNATTENDED_MATCH_HOURS when no person holds a seat of them), at most LIMIT_FINISHED_MATCHES of
// them; a rematch holding only the bot seats it copied expires like an empty match; and a match's log is
// bounded by LIMIT_MOVES_PER_MATCH. (The storage suite runs the same sweep on SQLite and PostgreSQL.)
import { afterEach, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { sweep } from '../../server/storage/expiry';
import { DEFAULT_LIMITS, type Limits } from '../../server/guards/limits';
import { highCardGame } from '../fixtures/high-card-game';
import {
  api,
  createMatch,
  joinSeats,
  markFinished,
  SeatClient,
  startTestServer,
  until,
  type TestServer,
} from './helpers';

const GAME = highCardGame() as Game;
const running: TestServer[] = [];
const clients: SeatClient[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  for (const server of running.splice(0)) await server.stop();
});

async function serve(limits: Partial<Limits> = {}): Promise<TestServer> {
  const server = await startTestServer([GAME], { limits });
  running.push(server);
  return server;
}

const HOUR = 3_600_000;
const exists = async (server: TestServer, matchID: string) =>
  (await server.db.fetch(matchID, { metadata: true })).metadata !== undefined;

describe('retention', () => {
  it('wipes a finished match after EXPIRE_FINISHED_MATCH_DAYS, sooner once no person holds a seat', async () => {
    const server = await serve();
    const limits = { ...DEFAULT_LIMITS, finishedMatchDays: 2, unattendedMatchHours: 3 };
    const attended = await createMatch(server.url, GAME, 2);
    await joinSeats(server.url, GAME, attended, 2);
    await markFinished(server.db, attended);
    const left = await createMatch(server.url, GAME, 2);
    const seats = await joinSeats(server.url, GAME, left, 2);
    await markFinished(server.db, left);
    for (const [seat, credentials] of seats.entries())
      await api(server.url, `/games/highcard/${left}/leave`, { playerID: String(seat), credentials });
    expect(await exists(server, left)).toBe(true);
    const now = Date.now();
    expect(await sweep(server.db, limits, () => {}, now + 2 * HOUR)).toEqual([]);
    expect(await sweep(server.db, limits, () => {}, now + 4 * HOUR)).toEqual([left]);
    expect(await exists(server, attended)).toBe(true);
    expect(await sweep(server.db, limits, () => {}, now + 49 * HOUR)).toEqual([attended]);
    expect((await api(server.url, `/games/highcard/${attended}`)).status).toBe(404);
  });

  it('keeps at most LIMIT_FINISHED_MATCHES finished matches, the newest', async () => {
    const server = await serve();
    const finished: string[] = [];
    for (let n = 0; n < 3; n++) {
      const matchID = await createMatch(server.url, GAME, 2);
      await joinSeats(server.url, GAME, matchID, 2);
      await markFinished(server.db, matchID);
      await server.db.updateMetadata(matchID, (m) => ({ ...m, updatedAt: Date.now() - (3 - n) * 1000 }));
      finished.push(matchID);
    }
    const wiped = await sweep(server.db, { ...DEFAULT_LIMITS, maxFinishedMatches: 2 }, () => {});
    expect(wiped).toEqual([finished[0]]);
  });

  it('expires a rematch that holds only the bot seats it copied, as an empty match', async () => {
    const server = await serve();
    const matchID = await createMatch(server.url, GAME, 2);
    const [host] = (await joinSeats(server.url, GAME, matchID, 1)) as [string];
    await api(server.url, `/games/highcard/${matchID}/bots`, {
      playerID: '0',
      credentials: host,
      seat: '1',
      level: 'random',
    });
    await markFinished(server.db, matchID);
    const next = (await api(server.url, `/games/highcard/${matchID}/playAgain`, { playerID: '0', credentials: host }))
      .body.nextMatchID as string;
    const wiped = await sweep(
      server.db,
      { ...DEFAULT_LIMITS, emptyMatchMinutes: 60 },
      () => {},
      Date.now() + 61 * 60_000,
    );
    expect(wiped).toContain(next);
    expect(wiped).not.toContain(matchID);
  });

  it('refuses moves past LIMIT_MOVES_PER_MATCH with the reason', async () => {
    const server = await serve({ movesPerMatch: 2 });
    const matchID = await createMatch(server.url, GAME, 2);
    const credentials = await joinSeats(server.url, GAME, matchID, 2);
    const seats = credentials.map((c, seat) => new SeatClient(server.url, GAME, matchID, String(seat), c));
    clients.push(...seats);
    for (const seat of seats) await seat.sync();
    const refusals: string[] = [];
    for (const seat of seats) seat.socket.on('refused', (_id: string, reason: string) => refusals.push(reason));
    for (let move = 0; move < 2; move++) {
      const mover = seats.find((s) => s.state?.ctx.currentPlayer === s.playerID) as SeatClient;
      await mover.play();
      for (const seat of seats) await seat.reach(move + 1);
    }
    const mover = seats.find((s) => s.state?.ctx.currentPlayer === s.playerID) as SeatClient;
    const { move, args } = mover.legalMove();
    mover.move(move, args);
    await until(() => refusals.length > 0 && true, 'the refusal');
    expect(refusals[0]).toMatch(/limit of 2 moves/);
    expect((await server.db.fetch(matchID, { state: true })).state?._stateID).toBe(2);
  });
});
