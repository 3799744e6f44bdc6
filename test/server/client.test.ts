/**
 * The real boardgame.io client (`Client` + `SocketIO` transport, as the browser uses it) plays through the
 * hardened server: every guard lets honest play through, and each seat sees only its own view.
 */
import type { Game, State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { getFilterPlayerView, ProcessGameConfig } from 'boardgame.io/internal';
import { carcassonneGame } from '../../games/carcassonne/game';
import { carcassonneCore } from '../../games/carcassonne/rules/core';
import type { CarcassonneState } from '../../games/carcassonne/rules/state';
import { createRng, pick } from '../../games/shared/rng';
import { highCardGame } from '../fixtures/high-card-game';
import { createMatch, joinSeats, startTestServer, until, type TestServer } from './helpers';

const GAME: Game = highCardGame() as Game;
const CARCASSONNE = carcassonneGame as Game;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer([GAME, CARCASSONNE]);
});
afterAll(async () => {
  await server.stop();
});

/** A new match of `game` with every seat joined and played by a started boardgame.io client. */
async function seatedClients(game: Game) {
  const matchID = await createMatch(server.url, game);
  const credentials = await joinSeats(server.url, game, matchID);
  const clients = credentials.map((c, seat) =>
    Client({
      game,
      multiplayer: SocketIO({ server: server.url }),
      matchID,
      playerID: String(seat),
      credentials: c,
      debug: false,
    }),
  );
  for (const client of clients) client.start();
  return { matchID, clients };
}

describe('the boardgame.io client', () => {
  it('plays a match to the end through the hardened server', async () => {
    const { matchID, clients } = await seatedClients(GAME);
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

  it("takes the patch the mover's seat is sent after a server-only move, to the end of a Carcassonne game", async () => {
    const { matchID, clients } = await seatedClients(CARCASSONNE);
    const state = (i: number) => clients[i]?.getState() as (State<CarcassonneState> & { isConnected: boolean }) | null;
    await until(() => clients.every((_, i) => state(i)?.isConnected && state(i)?._stateID === 0), 'clients to sync');
    const patches = clients.map(() => 0);
    clients.forEach((client, i) => {
      const { socket } = (client as unknown as { transport: { socket: { on: (e: string, f: () => void) => void } } })
        .transport;
      socket.on('patch', () => patches[i]!++);
    });
    const filter = getFilterPlayerView(ProcessGameConfig(CARCASSONNE));
    const choices = createRng('mover-patch');
    let moverPatches = 0;
    let moves = 0;
    for (; moves < 400 && !state(0)?.ctx.gameover; moves++) {
      const seat = carcassonneCore.activeSeats(state(0)!.G)[0]!;
      const before = state(seat) as State<CarcassonneState>;
      const action = pick(choices, carcassonneCore.legalActions(before.G, seat));
      const patchesBefore = patches[seat]!;
      clients[seat]?.moves[action.type]?.(action);
      await until(() => clients.every((_, i) => (state(i)?._stateID ?? 0) > before._stateID), `move ${moves}`);
      const stored = (await server.db.fetch(matchID, { state: true })).state as State;
      clients.forEach((_, i) => {
        const view = filter(String(i), { type: 'update', args: [matchID, stored] } as never).args[1] as State;
        expect({ G: state(i)?.G, ctx: state(i)?.ctx }).toEqual(
          JSON.parse(JSON.stringify({ G: view.G, ctx: view.ctx })),
        );
      });
      // The first state after the sync goes whole to everyone: the server has no earlier one to patch from.
      if (moves > 0) expect(patches[seat], `the mover's patch after move ${moves}`).toBe(patchesBefore + 1);
      if (patches[seat]! > patchesBefore) moverPatches++;
    }
    expect(state(0)?.ctx.gameover).toBeDefined();
    expect(moverPatches).toBe(moves - 1);
    for (const client of clients) client.stop();
  }, 120_000);
});
