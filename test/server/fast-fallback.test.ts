/**
 * The engine's moves go through the fast Game (server/transport/fast-game.ts, docs/performance.md#fast-game);
 * a game whose hook writes to G, which the fast path cannot run, is played through the stock reducer
 * instead: its moves are committed as boardgame.io would make them, and the fallback is logged once.
 */
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Game, State } from 'boardgame.io';
import { highCardGame } from '../fixtures/high-card-game';
import { highCard, type HighCardState } from '../fixtures/high-card';
import { createMatch, joinSeats, playRandomly, SeatClient, startTestServer, type TestServer } from './helpers';

type Counted = HighCardState & { moves?: number };

/** High card with a turn hook that counts the moves into G (legal in boardgame.io: hooks may write G). */
const counting: Game = {
  ...(highCardGame() as Game),
  name: 'highcardcount',
  turn: {
    ...(highCardGame().turn as object),
    onMove: ({ G }: { G: Counted }) => {
      G.moves = (G.moves ?? 0) + 1;
    },
  },
};
const plain = highCardGame() as Game;

let server: TestServer;
let warn: MockInstance<typeof console.warn>;
beforeAll(async () => {
  server = await startTestServer([plain, counting]);
});
afterAll(async () => server?.stop());

const fallbacks = () => warn.mock.calls.filter(([message]) => String(message).includes('fast reducer failed'));

async function play(game: Game, moves: number): Promise<State<Counted>> {
  const matchID = await createMatch(server.url, game, 2);
  const credentials = await joinSeats(server.url, game, matchID, 2);
  const seats = credentials.map((c, seat) => new SeatClient(server.url, game, matchID, String(seat), c));
  try {
    for (const client of seats) await client.sync();
    expect(await playRandomly(seats, highCard, `fallback-${game.name}`, { limit: moves })).toBe(moves);
  } finally {
    for (const client of seats) client.close();
  }
  const { state } = (await server.db.fetch(matchID, { state: true })) as { state: State<Counted> };
  return state;
}

describe('the engine’s reducer', () => {
  it('plays a game the fast path can run without falling back', async () => {
    warn = vi.spyOn(console, 'warn');
    try {
      const state = await play(plain, 4);
      expect(state._stateID).toBe(4);
      expect(fallbacks()).toHaveLength(0);
    } finally {
      warn.mockRestore();
    }
  });

  it('falls back to the stock reducer for a hook that writes to G, logged once', async () => {
    warn = vi.spyOn(console, 'warn');
    try {
      const state = await play(counting, 4);
      expect(state._stateID).toBe(4);
      expect(state.G.moves).toBe(4);
      expect(fallbacks()).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });
});
