// docs/security.md#rematch on a real server: a rematch (playAgain) opens only once its match is over, and
// creating it counts as a create, under the per-client create limit and the open-match cap; pressing
// Rematch again, from any seat, answers the same next match without creating another.
import { afterEach, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import type { Limits } from '../../server/guards/limits';
import { highCardGame } from '../fixtures/high-card-game';
import { api, createMatch, joinSeats, markFinished, startTestServer, type TestServer } from './helpers';

const GAME = highCardGame() as Game;
const running: TestServer[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.stop();
});

async function serve(limits: Partial<Limits>): Promise<TestServer> {
  const server = await startTestServer([GAME], { limits });
  running.push(server);
  return server;
}

/** A match with both seats taken; finished unless asked otherwise. Answers its id and seat 0's credentials. */
async function played(server: TestServer, finished = true): Promise<{ matchID: string; credentials: string[] }> {
  const matchID = await createMatch(server.url, GAME, 2);
  const credentials = await joinSeats(server.url, GAME, matchID, 2);
  if (finished) await markFinished(server.db, matchID);
  return { matchID, credentials };
}

const playAgain = (server: TestServer, matchID: string, seat: number, credentials: string[]) =>
  api(server.url, `/games/highcard/${matchID}/playAgain`, { playerID: String(seat), credentials: credentials[seat] });

describe('rematch limits', () => {
  it('refuses a rematch of a match that is not over, with the reason', async () => {
    const server = await serve({});
    const { matchID, credentials } = await played(server, false);
    const again = await playAgain(server, matchID, 0, credentials);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/not over/);
    expect(await server.db.countOpen()).toBe(1);
  });

  it('counts creating a rematch against the create limit, and not pressing it again', async () => {
    const server = await serve({ createsPerMinute: 3 });
    const matches = [await played(server), await played(server)];
    const first = matches[0]!;
    expect((await playAgain(server, first.matchID, 0, first.credentials)).status).toBe(200);
    // Three creates a minute are spent: a fourth match, by create or by rematch, waits.
    const second = matches[1]!;
    const refused = await playAgain(server, second.matchID, 0, second.credentials);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await api(server.url, '/games/highcard/create', { numPlayers: 2 })).status).toBe(429);
    const repeat = await playAgain(server, first.matchID, 1, first.credentials);
    expect(repeat.status).toBe(200);
    expect(await server.db.countOpen()).toBe(1);
  });

  it('refuses a rematch past the open-match cap with 503, as a create', async () => {
    const server = await serve({ maxOpenMatches: 3 });
    const finished = [await played(server), await played(server), await played(server)];
    await createMatch(server.url, GAME, 2);
    for (const { matchID, credentials } of finished.slice(0, 2))
      expect((await playAgain(server, matchID, 0, credentials)).status).toBe(200);
    const last = finished[2]!;
    const refused = await playAgain(server, last.matchID, 0, last.credentials);
    expect(refused.status).toBe(503);
    expect(refused.body.error).toMatch(/open matches/);
    expect(await server.db.countOpen()).toBe(3);
  });
});
