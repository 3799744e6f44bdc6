/**
 * The real boardgame.io client (`Client` + `SocketIO` transport, as the browser uses it) plays through the
 * hardened server: every guard lets honest play through, and each seat sees only its own view.
 */
import type { Game, State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { highCardGame } from '../fixtures/high-card-game';
import { createMatch, joinSeats, startTestServer, until, type TestServer } from './helpers';

const GAME: Game = highCardGame() as Game;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer([GAME]);
});
afterAll(async () => {
  await server.stop();
});

describe('the boardgame.io client', () => {
  it('plays a match to the end through the hardened server', async () => {
    const matchID = await createMatch(server.url, GAME);
    const credentials = await joinSeats(server.url, GAME, matchID);
    const clients = credentials.map((c, seat) =>
      Client({
        game: GAME,
        multiplayer: SocketIO({ server: server.url }),
        matchID,
        playerID: String(seat),
        credentials: c,
        debug: false,
      }),
    );
    for (const client of clients) client.start();
    const state = (i: number) => clients[i]?.getState() as (State & { isConnected: boolean }) | null;
    await until(
      () => clients.every((_, i) => state(i)?.isConnected && state(i)?._stateID === 0),
      'both clients to sync',
    );
    for (let moves = 0; moves < 200 && !state(0)?.ctx.gameover; moves++) {
      const seat = Number(state(0)?.ctx.currentPlayer);
      const view = state(seat) as State;
      const [choice] = GAME.ai!.enumerate(view.G, view.ctx, String(seat)) as { move: string; args: unknown[] }[];
      clients[seat]?.moves[choice!.move]?.(...choice!.args);
      await until(
        () => clients.every((_, i) => (state(i)?._stateID ?? 0) > view._stateID),
        `move ${moves} to reach both clients`,
      );
    }
    expect(state(0)?.ctx.gameover).toBeDefined();
    const stored = (await server.db.fetch(matchID, { state: true })).state;
    expect(stored.ctx.gameover).toEqual(state(1)?.ctx.gameover);
    for (const client of clients) client.stop();
  });
});
