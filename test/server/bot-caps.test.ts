// docs/security.md#bot-caps on a real server: both bot caps cover every kind of bot seat. The per-client
// budget pays for the stand-in a leaving player leaves behind and for the bot seats a rematch copies; the
// server-wide cap holds for stand-ins too, which wait for a free place (first come, first served) and
// start when another bot seat stops, so their game goes on.
import { afterEach, describe, expect, it } from 'vitest';
import type { Game, State } from 'boardgame.io';
import { randomDecision } from '../../server/bots/bot-decide';
import type { Limits } from '../../server/guards/limits';
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

async function serve(limits: Partial<Limits>): Promise<TestServer> {
  const server = await startTestServer([GAME], { limits, decideBot: randomDecision });
  running.push(server);
  return server;
}

/** A started 2-seat match whose seat 0 follows it; seat 1's player leaves (answers the leave's result). */
async function leaveToStandIn(server: TestServer) {
  const matchID = await createMatch(server.url, GAME, 2);
  const [c0, c1] = (await joinSeats(server.url, GAME, matchID, 2)) as [string, string];
  const seat0 = new SeatClient(server.url, GAME, matchID, '0', c0);
  clients.push(seat0);
  await seat0.sync();
  const left = await api(server.url, `/games/highcard/${matchID}/leave`, { playerID: '1', credentials: c1 });
  return { matchID, seat0, left };
}

/** Seat 0 plays its first legal move whenever it is its turn, until the game is over. */
async function playToTheEnd(seat: SeatClient): Promise<void> {
  await until(() => seat.state && true, 'a state');
  for (;;) {
    const state = seat.state as State;
    if (state.ctx.gameover) return;
    if (state.ctx.currentPlayer === seat.playerID) await seat.play();
    else await until(() => (seat.state as State)._stateID > state._stateID && true, 'the bot to move', 10_000);
  }
}

describe('bot caps', () => {
  it('charges the stand-in of a leaving player to its client: past the budget the leave is refused, seat kept', async () => {
    const server = await serve({ botSeatsPerClientPerHour: 1 });
    expect((await leaveToStandIn(server)).left.status).toBe(200);
    const second = await leaveToStandIn(server);
    expect(second.left.status).toBe(429);
    expect(second.left.body.error).toMatch(/too many bots/);
    const seats = (await server.db.fetch(second.matchID, { metadata: true })).metadata?.players;
    expect(seats?.[1]?.data).toBeUndefined();
    expect(seats?.[1]?.name).toBe('P1');
  });

  it('charges the bot seats a rematch copies to the client that asks for it', async () => {
    const server = await serve({ botSeatsPerClientPerHour: 1 });
    const matchID = await createMatch(server.url, GAME, 2);
    const [host] = (await joinSeats(server.url, GAME, matchID, 1)) as [string];
    expect(
      (
        await api(server.url, `/games/highcard/${matchID}/bots`, {
          playerID: '0',
          credentials: host,
          seat: '1',
          level: 'random',
        })
      ).status,
    ).toBe(200);
    await markFinished(server.db, matchID);
    const again = await api(server.url, `/games/highcard/${matchID}/playAgain`, { playerID: '0', credentials: host });
    expect(again.status).toBe(429);
    expect(again.body.error).toMatch(/too many bots/);
    expect((await server.db.fetch(matchID, { metadata: true })).metadata?.nextMatchID).toBeUndefined();
  });

  it('holds the server-wide cap for stand-ins: the next one waits and starts when a place frees', async () => {
    const server = await serve({ maxBotSeats: 1 });
    const first = await leaveToStandIn(server);
    expect(first.left.status).toBe(200);
    await until(() => server.stats().runningBots === 1 && true, 'the first stand-in to run');
    const second = await leaveToStandIn(server);
    expect(second.left.status).toBe(200);
    await until(() => server.stats().waitingBots === 1 && true, 'the second stand-in to wait');
    expect(server.stats().runningBots).toBe(1);
    // Adding a bot seat now is refused outright.
    const third = await createMatch(server.url, GAME, 2);
    const [host] = (await joinSeats(server.url, GAME, third, 1)) as [string];
    expect(
      (
        await api(server.url, `/games/highcard/${third}/bots`, {
          playerID: '0',
          credentials: host,
          seat: '1',
          level: 'random',
        })
      ).status,
    ).toBe(503);
    // The first game ends, its bot stops, and the waiting stand-in plays the second game to its end.
    await playToTheEnd(first.seat0);
    await until(
      () => server.stats().waitingBots === 0 && server.stats().runningBots === 1 && true,
      'the waiting stand-in to start',
    );
    await playToTheEnd(second.seat0);
    expect((second.seat0.state as State).ctx.gameover).toBeDefined();
  });

  it('holds the server-wide cap for stand-ins after the grace period and after a turn clock too', async () => {
    const server = await serve({ maxBotSeats: 1 });
    expect((await leaveToStandIn(server)).left.status).toBe(200);
    await until(() => server.stats().runningBots === 1 && true, 'the first stand-in to run');
    const table = async (options: object) => {
      const matchID = await createMatch(server.url, GAME, 2);
      const [c0, c1] = (await joinSeats(server.url, GAME, matchID, 2)) as [string, string];
      expect(
        (await api(server.url, `/games/highcard/${matchID}/table`, { playerID: '0', credentials: c0, ...options }))
          .status,
      ).toBe(200);
      const seats = [
        new SeatClient(server.url, GAME, matchID, '0', c0),
        new SeatClient(server.url, GAME, matchID, '1', c1),
      ];
      clients.push(...seats);
      for (const seat of seats) await seat.sync();
      return seats;
    };
    // Seat 1 goes away for longer than its 2 s of grace.
    const [, away] = await table({ graceSeconds: 2 });
    away!.close();
    await until(() => server.stats().waitingBots === 1 && true, 'the grace stand-in to wait', 20_000);
    // Nobody moves within the 2 s of a per-move clock.
    await table({ clock: { mode: 'move', moveSeconds: 2 } });
    await until(() => server.stats().waitingBots === 2 && true, 'the clock stand-in to wait', 20_000);
    expect(server.stats().runningBots).toBe(1);
  });
});
