// What boardgame.io and the lobby read of a finished match, through a running server, before and after the
// match is compacted to its record (server/storage/compaction.ts): a seat's, another seat's and a
// spectator's socket sync (the final board), the lobby's match, every viewer's record download; then a move
// on it is refused as before and the rematch (playAgain) is made. No cache in front of the storage and none
// of records, so every read after compaction is rebuilt from the archive.
import type { Game, State } from 'boardgame.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carcassonneGame } from '../../games/carcassonne/game';
import { citadelsCore, citadelsGame } from '../../games/citadels';
import type { ActionBase, RulesCore } from '../../games/shared/contract';
import { compactFinished } from '../../server/storage/compaction';
import { api, createMatch, joinSeats, playRandomly, SeatClient, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer([carcassonneGame as Game, citadelsGame as Game], {
    stateCacheEntries: 0,
    limits: { recordCacheBytes: 0 },
  });
});
afterAll(async () => server?.stop());

describe('a finished match read through the server after compaction', () => {
  it('syncs the same final board to seats and spectators, and serves the same lobby match and records', async () => {
    const game = citadelsGame as Game;
    const matchID = await createMatch(server.url, game, 2);
    const credentials = await joinSeats(server.url, game, matchID, 2);
    const seats = credentials.map((c, seat) => new SeatClient(server.url, game, matchID, String(seat), c));
    try {
      for (const client of seats) await client.sync();
      await playRandomly(seats, citadelsCore as unknown as RulesCore<unknown, ActionBase>, 'compaction-server');
    } finally {
      for (const client of seats) client.close();
    }
    const seen = async () => {
      const clients = [
        new SeatClient(server.url, game, matchID, '0', credentials[0]),
        new SeatClient(server.url, game, matchID, '1', credentials[1]),
        new SeatClient(server.url, game, matchID, null),
      ];
      try {
        for (const client of clients) await client.sync();
        const records = [
          await api(server.url, `/games/citadels/${matchID}/record`),
          await api(server.url, `/games/citadels/${matchID}/record?playerID=0&credentials=${credentials[0]}`),
          await api(server.url, `/games/citadels/${matchID}/record?playerID=1&credentials=${credentials[1]}`),
        ];
        // Who is online (in the sync's seats and the lobby's) is presence, not what is stored of the match.
        const lobby = (await api(server.url, `/games/citadels/${matchID}`)).body as { players: object[] };
        return {
          syncs: clients.map((client) => ({ ...(client.syncs[0] as object), filteredMetadata: undefined })),
          lobby: { ...lobby, players: lobby.players.map((p) => ({ ...p, isConnected: undefined })) },
          records: records.map(({ status, body }) => ({ status, body })),
        };
      } finally {
        for (const client of clients) client.close();
      }
    };
    const before = await seen();
    const final = (before.syncs[0] as unknown as { state: State }).state;
    expect(final.ctx.gameover).toBeDefined();

    expect(await compactFinished(server.db, Date.now() + 1)).toBe(1);
    const row = await server.db.sql.all<{ archived: number; entries: number }>(
      'SELECT archived, (SELECT count(*) FROM log_entries WHERE match_id = id) AS entries FROM matches WHERE id = ?',
      [matchID],
    );
    expect(row).toEqual([{ archived: 1, entries: 0 }]);
    expect(await seen()).toEqual(before);
    const text = JSON.stringify(before);
    const { initialState } = await server.db.fetch(matchID, { initialState: true });
    expect(text).not.toContain(String((initialState!.plugins.random!.data as { seed: string }).seed));

    // A move on the finished match is refused as before; the rematch is made from it.
    const seat = new SeatClient(server.url, game, matchID, '0', credentials[0]);
    const refusals: unknown[] = [];
    seat.socket.on('refused', (...args: unknown[]) => refusals.push(args));
    try {
      await seat.sync();
      seat.move('pickCharacter', [{ type: 'pickCharacter', character: 'king' }]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(refusals).toEqual([[matchID, 'the game is over']]);
    } finally {
      seat.close();
    }
    const rematch = await api(server.url, `/games/citadels/${matchID}/playAgain`, {
      playerID: '0',
      credentials: credentials[0],
    });
    expect(rematch.status).toBe(200);
    expect(typeof rematch.body.nextMatchID).toBe('string');
  }, 180_000);
});
