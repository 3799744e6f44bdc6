// Connection status in match metadata stays right when several players connect at the same moment
// (boardgame.io 0.50.2 runs each socket's sync and disconnect concurrently, so their metadata writes race).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { startServer, type RunningServer } from '../../server/app';
import { highCardGame } from '../fixtures/high-card-game';

const game = highCardGame();
let server: RunningServer;
let base: string;

beforeAll(async () => {
  server = await startServer({ games: [game], port: 0, host: '127.0.0.1', clientDir: '/nonexistent' });
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => server?.stop());

async function post(path: string, body: unknown): Promise<Record<string, string>> {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await response.json()) as Record<string, string>;
}

async function connected(matchID: string): Promise<boolean[]> {
  const metadata = (await (await fetch(`${base}/games/highcard/${matchID}`)).json()) as { players: { isConnected?: boolean }[] };
  return metadata.players.map((p) => p.isConnected === true);
}

describe('connection status', () => {
  it('marks every seat connected when four players connect at once, and each disconnected when they leave', async () => {
    const { matchID } = await post('/games/highcard/create', { numPlayers: 4, setupData: { cardsPerSeat: 5 } });
    const seats = await Promise.all([0, 1, 2, 3].map((seat) => post(`/games/highcard/${matchID}/join`, { playerID: String(seat), playerName: `P${seat}` })));
    const clients = seats.map((joined, seat) =>
      Client({ game, matchID: matchID!, playerID: String(seat), credentials: joined.playerCredentials, multiplayer: SocketIO({ server: base }), debug: false }),
    );
    for (const client of clients) client.start();
    await expect.poll(() => connected(matchID!), { timeout: 5000 }).toEqual([true, true, true, true]);
    for (const client of clients) client.stop();
    await expect.poll(() => connected(matchID!), { timeout: 5000 }).toEqual([false, false, false, false]);
  });
});
