// A third game registered as a module from the test alone (test/fixtures/high-card-client.ts) is hosted
// by the real server like the shipped ones: created, joined and played over the sockets, its record served
// by GET /games/:name/:id/record and opened as a History (docs/design/architecture.md#game-modules).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { findGameModule, GAMES } from '../../games/index';
import { openRecord } from '../../games/history/history';
import { highCardModule } from '../fixtures/high-card-module';
import { registerHighCard } from '../fixtures/high-card-client';
import type { HighCardState } from '../fixtures/high-card';
import { api, createMatch, joinSeats, playRandomly, SeatClient, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  registerHighCard();
  server = await startTestServer([...GAMES, highCardModule.game]);
});
afterAll(async () => server?.stop());

describe('a third game as a module', () => {
  it('is hosted, played to the end over the sockets, and its record replays to the same scores', async () => {
    expect(findGameModule('highcard')).toBe(highCardModule);
    expect((await api(server.url, '/games')).body).toEqual(['citadels', 'carcassonne', 'highcard']);
    const game = highCardModule.game;
    const matchID = await createMatch(server.url, game, 3);
    const credentials = await joinSeats(server.url, game, matchID, 3);
    const seats = credentials.map((c, seat) => new SeatClient(server.url, game, matchID, String(seat), c));
    let moves: number;
    try {
      for (const client of seats) await client.sync();
      moves = await playRandomly(seats, highCardModule.core, 'third-game');
    } finally {
      for (const client of seats) client.close();
    }
    const { state } = (await server.db.fetch(matchID, { state: true })) as { state: State<HighCardState> };
    const gameover = state.ctx.gameover as { scores: number[]; winners: string[] };
    expect(gameover.scores.reduce((a, b) => a + b, 0)).toBe((15 * 16) / 2);

    const publicRecord = await api(server.url, `/games/highcard/${matchID}/record`);
    expect(publicRecord.status).toBe(200);
    const history = openRecord(publicRecord.body);
    expect(history.game).toBe('highcard');
    expect(history.frames).toHaveLength(moves + 1);
    expect(history.result).toEqual({ scores: gameover.scores, winners: gameover.winners.map(Number) });
    // Public information only: no hand and no deck card in any frame.
    for (const frame of history.frames) {
      const view = frame.view as HighCardState;
      expect([...view.deck, ...view.hands.flat()].every((card) => card === '?')).toBe(true);
    }
    // A seat with its credentials also sees its own hand.
    const own = await api(server.url, `/games/highcard/${matchID}/record?playerID=1&credentials=${credentials[1]}`);
    const first = openRecord(own.body).frames[0]?.view as HighCardState;
    expect(first.hands[1]?.every((card) => card !== '?')).toBe(true);
    expect(first.hands[0]?.every((card) => card === '?')).toBe(true);
  });
});
