// Connection status in match metadata stays right when several players connect at the same moment
// (boardgame.io 0.50.2 runs each socket's sync and disconnect concurrently, so their metadata writes race).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { api, createMatch, joinSeats, startTestServer, type TestServer } from './helpers';
import { highCardGame } from '../fixtures/high-card-game';

const game = highCardGame();
let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer([game]);
  base = server.url;
});
afterAll(async () => server?.stop());

async function connected(matchID: string): Promise<boolean[]> {
  const { body } = await api(base, `/games/highcard/${matchID}`);
  return (body.players as { isConnected?: boolean }[]).map((p) => p.isConnected === true);
}

describe('connection status', () => {
  it('marks every seat connected when four players connect at once, and each disconnected when they leave', async () => {
    const matchID = await createMatch(base, game, 4);
    const credentials = await joinSeats(base, game, matchID, 4);
    const clients = credentials.map((seatCredentials, seat) =>
      Client({
        game,
        matchID,
        playerID: String(seat),
        credentials: seatCredentials,
        multiplayer: SocketIO({ server: base }),
        debug: false,
      }),
    );
    for (const client of clients) client.start();
    await expect.poll(() => connected(matchID), { timeout: 5000 }).toEqual([true, true, true, true]);
    for (const client of clients) client.stop();
    await expect.poll(() => connected(matchID), { timeout: 5000 }).toEqual([false, false, false, false]);
  });
});
