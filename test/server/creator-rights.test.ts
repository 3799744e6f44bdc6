// docs/security.md#creator on a real server: the creator's rights (table options, bots in open seats)
// belong to the person who created the match, held by their credentials, not to a seat number: whoever
// takes the creator's seat after the creator left has none; they pass to another seated person; a player
// keeps them through a stand-in; a rematch gives them to its first joiner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { highCardGame } from '../fixtures/high-card-game';
import { api, createMatch, joinSeats, markFinished, startTestServer, type TestServer } from './helpers';

const GAME = highCardGame() as Game;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer([GAME]);
});
afterAll(async () => server?.stop());

const post = (path: string, body: unknown) => api(server.url, path, body);
const addBot = (matchID: string, playerID: string, credentials: string, seat: string) =>
  post(`/games/highcard/${matchID}/bots`, { playerID, credentials, seat, level: 'random' });
const setClock = (matchID: string, playerID: string, credentials: string) =>
  post(`/games/highcard/${matchID}/table`, { playerID, credentials, clock: { mode: 'move', moveSeconds: 60 } });

describe('creator rights', () => {
  it('gives none to whoever takes the seat the creator left, and passes them to another seated player', async () => {
    const matchID = await createMatch(server.url, GAME, 3);
    const [creator, second] = (await joinSeats(server.url, GAME, matchID, 2)) as [string, string];
    expect((await post(`/games/highcard/${matchID}/leave`, { playerID: '0', credentials: creator })).status).toBe(200);
    const { body } = await post(`/games/highcard/${matchID}/join`, { playerID: '0', playerName: 'Mallory' });
    const newcomer = body.playerCredentials as string;
    expect((await setClock(matchID, '0', newcomer)).status).toBe(403);
    expect((await addBot(matchID, '0', newcomer, '2')).status).toBe(403);
    expect((await setClock(matchID, '1', second)).status).toBe(200);
    expect((await addBot(matchID, '1', second, '2')).status).toBe(200);
  });

  it('goes to the next person to join when the creator leaves an otherwise empty table', async () => {
    const matchID = await createMatch(server.url, GAME, 3);
    const [creator] = (await joinSeats(server.url, GAME, matchID, 1)) as [string];
    expect((await addBot(matchID, '0', creator, '2')).status).toBe(200);
    expect((await post(`/games/highcard/${matchID}/leave`, { playerID: '0', credentials: creator })).status).toBe(200);
    const { body } = await post(`/games/highcard/${matchID}/join`, { playerID: '1', playerName: 'Ann' });
    expect((await setClock(matchID, '1', body.playerCredentials as string)).status).toBe(200);
  });

  it('stays with the creator through a stand-in, by their credentials', async () => {
    const matchID = await createMatch(server.url, GAME, 2);
    const [creator] = (await joinSeats(server.url, GAME, matchID, 2)) as [string, string];
    expect((await post(`/games/highcard/${matchID}/leave`, { playerID: '0', credentials: creator })).status).toBe(200);
    expect((await setClock(matchID, '0', creator)).status).toBe(200);
  });

  it('belongs in a rematch to its first joiner, not to the seat number the creator had', async () => {
    const matchID = await createMatch(server.url, GAME, 3);
    const [creator] = (await joinSeats(server.url, GAME, matchID, 3)) as [string, string, string];
    await markFinished(server.db, matchID);
    const next = (await post(`/games/highcard/${matchID}/playAgain`, { playerID: '0', credentials: creator })).body
      .nextMatchID as string;
    const first = (await post(`/games/highcard/${next}/join`, { playerID: '2', playerName: 'Cas' })).body
      .playerCredentials as string;
    const stranger = (await post(`/games/highcard/${next}/join`, { playerID: '0', playerName: 'Mallory' })).body
      .playerCredentials as string;
    expect((await addBot(next, '0', stranger, '1')).status).toBe(403);
    expect((await addBot(next, '2', first, '1')).status).toBe(200);
  });
});
