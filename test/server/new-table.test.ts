/**
 * The lobby's creation in one request (issue 55; server/lobby/new-table.ts): `POST /games/:name/new-table`
 * makes the match, seats its creator, sets the table options, makes it rated and seats its bots, as the old
 * 3 + N requests did; a request refused at any step leaves no match behind; it pays one create.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'boardgame.io';
import { highCardGame } from '../fixtures/high-card-game';
import { api, cookieOf, serversOfEachTest } from './helpers';

const game = highCardGame();
const NAME = game.name!;
const { serve } = serversOfEachTest([game]);

const newTable = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  api(url, `/games/${NAME}/new-table`, body, headers);

async function metadataOf(server: Awaited<ReturnType<typeof serve>>, matchID: string): Promise<Server.MatchData> {
  const { metadata } = await server.db.fetch(matchID, { metadata: true });
  return metadata as Server.MatchData;
}

describe('POST /games/:name/new-table', () => {
  it('creates the match with its creator in seat 0, its table options and its bots, listed when asked', async () => {
    const server = await serve();
    const answer = await newTable(server.url, {
      numPlayers: 3,
      unlisted: false,
      playerName: ' Ann ',
      table: { clock: { mode: 'move', moveSeconds: 60 }, graceSeconds: 30, takeoverLevel: 'easy' },
      bots: [{ seat: '2', level: 'random' }],
    });
    expect(answer.status).toBe(201);
    const { matchID = '', playerID, playerCredentials } = answer.body as Record<string, string>;
    expect(playerID).toBe('0');
    const metadata = await metadataOf(server, matchID);
    expect(metadata.unlisted).toBe(false);
    expect(metadata.players[0]).toMatchObject({ name: 'Ann', credentials: playerCredentials });
    expect(metadata.players[1]?.name).toBeUndefined();
    expect(metadata.players[2]).toMatchObject({ data: { bot: 'random' } });
    const table = (metadata as { table?: Record<string, unknown> }).table;
    expect(table).toMatchObject({
      creator: '0',
      clock: { mode: 'move', moveSeconds: 60 },
      graceSeconds: 30,
      takeoverLevel: 'easy',
    });
    const listed = await api(server.url, `/games/${NAME}`);
    expect((listed.body.matches as { matchID: string }[]).map((m) => m.matchID)).toEqual([matchID]);
    // The creator's credentials hold the seat, as after the old join.
    const rename = await api(server.url, `/games/${NAME}/${matchID}/update`, {
      playerID,
      credentials: playerCredentials,
      newName: 'Anna',
    });
    expect(rename.status).toBe(200);
  });

  it('creates an unlisted match with the defaults from a name alone', async () => {
    const server = await serve();
    const answer = await newTable(server.url, { playerName: 'Ann' });
    expect(answer.status).toBe(201);
    const metadata = await metadataOf(server, answer.body.matchID as string);
    expect(metadata.unlisted).toBe(true);
    expect(Object.keys(metadata.players)).toHaveLength(2);
    expect((metadata as { table?: Record<string, unknown> }).table).toMatchObject({
      clock: { mode: 'off' },
      takeoverLevel: 'medium',
    });
  });

  it('refuses a bad request with 400 naming the field, before it makes anything', async () => {
    const server = await serve();
    const bad: [unknown, RegExp][] = [
      [{}, /playerName/],
      [{ playerName: 'Ann', numPlayers: 99 }, /numPlayers/],
      [{ playerName: 'Ann', bots: [{ seat: '0', level: 'easy' }] }, /bots\[0\]\.seat/],
      [{ playerName: 'Ann', numPlayers: 3, bots: [{ seat: '1', level: 'genius' }] }, /bots\[0\]\.level/],
      [
        {
          playerName: 'Ann',
          numPlayers: 3,
          bots: [
            { seat: '1', level: 'easy' },
            { seat: '1', level: 'easy' },
          ],
        },
        /twice/,
      ],
      [{ playerName: 'Ann', table: { clock: { mode: 'sundial' } } }, /clock/],
      [{ playerName: 'Ann', rated: 'yes' }, /rated/],
      [{ playerName: 'Ann', extra: 1 }, /unknown field "extra"/],
    ];
    for (const [body, message] of bad) {
      const answer = await newTable(server.url, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
    expect(await server.db.countOpen()).toBe(0);
  });

  it('leaves no match behind when a later step is refused (a rated table for a guest)', async () => {
    const server = await serve();
    const answer = await newTable(server.url, {
      playerName: 'Ann',
      rated: true,
      bots: [{ seat: '1', level: 'random' }],
    });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toMatch(/sign in/);
    expect(await server.db.countOpen()).toBe(0);
  });

  it('makes a rated table for a signed-in creator, whose account holds the seat', async () => {
    const server = await serve();
    const signUp = await api(server.url, '/account/sign-up', {
      name: `N${randomUUID().slice(0, 8)}`,
      password: 'correct horse battery',
    });
    const cookie = cookieOf(signUp);
    const answer = await newTable(server.url, { playerName: 'Ann', numPlayers: 2, rated: true }, { cookie });
    expect(answer.status).toBe(201);
    const matchID = answer.body.matchID as string;
    expect((await metadataOf(server, matchID)) as { table?: { rated?: boolean } }).toMatchObject({
      table: { rated: true },
    });
    const mine = await api(server.url, '/account/matches', undefined, { cookie });
    expect(mine.body.matches).toMatchObject([{ matchID, playerID: '0' }]);
  });

  it('pays one create from the create budget, and is refused from a foreign origin', async () => {
    const server = await serve({ limits: { createsPerMinute: 2 } });
    expect((await newTable(server.url, { playerName: 'Ann' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await newTable(server.url, { playerName: 'Ann', numPlayers: 3 })).status).toBe(201);
    expect((await newTable(server.url, { playerName: 'Ann', numPlayers: 3 })).status).toBe(201);
    const third = await newTable(server.url, { playerName: 'Ann' });
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await server.db.countOpen()).toBe(2);
  });
});
