/**
 * Every lobby route against a real server, with good and bad input. Errors are JSON `{ error }` with a 4xx
 * status. Matches are created unlisted unless the request says `"unlisted": false`.
 */
import type { Game } from 'boardgame.io';
import { highCardGame } from '../fixtures/high-card-game';
import { api, createMatch, joinSeats, markFinished, startTestServer, type TestServer } from './helpers';

const GAME: Game = highCardGame() as Game;
const NAME = String(GAME.name);
let server: TestServer;
const post = (path: string, body: unknown, headers?: Record<string, string>) => api(server.url, path, body, headers);
const get = (path: string) => api(server.url, path);

beforeAll(async () => {
  server = await startTestServer([GAME]);
});
afterAll(async () => {
  await server.stop();
  expect(({} as Record<string, unknown>).credentials).toBeUndefined();
  expect(({} as Record<string, unknown>).name).toBeUndefined();
});

function expectError(result: { status: number; body: Record<string, unknown> }, status: number, message?: RegExp) {
  expect(result.status).toBe(status);
  expect(typeof result.body.error).toBe('string');
  if (message) expect(result.body.error).toMatch(message);
}

describe('GET /games', () => {
  it('lists the game names', async () => {
    expect(await get('/games')).toMatchObject({ status: 200, body: [NAME] });
  });
});

describe('POST /games/:name/create', () => {
  it('creates an unlisted match with the game defaults from just numPlayers', async () => {
    const { status, body } = await post(`/games/${NAME}/create`, { numPlayers: 3 });
    expect(status).toBe(200);
    const match = await get(`/games/${NAME}/${body.matchID as string}`);
    expect(match.body).toMatchObject({ unlisted: true, setupData: null, players: [{ id: 0 }, { id: 1 }, { id: 2 }] });
  });

  it('creates with no body fields at all, and with explicit setupData', async () => {
    expect((await post(`/games/${NAME}/create`, {})).status).toBe(200);
    const { body } = await post(`/games/${NAME}/create`, { numPlayers: 2, setupData: { cardsPerSeat: 4 } });
    expect((await get(`/games/${NAME}/${body.matchID as string}`)).body.setupData).toEqual({ cardsPerSeat: 4 });
  });

  it('refuses setupData the game rejects', async () => {
    expectError(
      await post(`/games/${NAME}/create`, { numPlayers: 2, setupData: { cardsPerSeat: 1 } }),
      400,
      /cardsPerSeat/,
    );
  });

  it.each([0, 1, 5, 99, -2, 2.5, 'abc', '2x', null, true, [2], { n: 2 }])(
    'refuses numPlayers %j',
    async (numPlayers) => {
      expectError(await post(`/games/${NAME}/create`, { numPlayers }), 400, /numPlayers/);
    },
  );

  it('refuses an unknown game, a non-boolean unlisted and bodies that are not a small JSON object', async () => {
    expectError(await post('/games/nope/create', { numPlayers: 2 }), 404, /not found/);
    expectError(await post('/games/__proto__/create', { numPlayers: 2 }), 404);
    expectError(await post(`/games/${NAME}/create`, { numPlayers: 2, unlisted: 'no' }), 400, /unlisted/);
    expectError(await post(`/games/${NAME}/create`, '{"numPlayers": 2'), 400, /valid JSON/);
    expectError(await post(`/games/${NAME}/create`, '[2]'), 400, /JSON object/);
    expectError(await post(`/games/${NAME}/create`, 'null'), 400, /JSON object/);
    expectError(await post(`/games/${NAME}/create`, { numPlayers: 2, setupData: 'x'.repeat(20_000) }), 413);
    expectError(
      await post(`/games/${NAME}/create`, 'numPlayers=2', { 'content-type': 'application/x-www-form-urlencoded' }),
      415,
    );
  });
});

describe('GET /games/:name', () => {
  it('lists only the matches created with unlisted: false, and filters them', async () => {
    const listed = (await post(`/games/${NAME}/create`, { numPlayers: 2, unlisted: false })).body.matchID;
    const hidden = await createMatch(server.url, GAME);
    const { status, body } = await get(`/games/${NAME}`);
    const ids = (body.matches as { matchID: string }[]).map((m) => m.matchID);
    expect(status).toBe(200);
    expect(ids).toContain(listed);
    expect(ids).not.toContain(hidden);
    const over = await get(`/games/${NAME}?isGameover=true`);
    expect((over.body.matches as unknown[]).length).toBe(0);
    const recent = await get(`/games/${NAME}?updatedAfter=${Date.now() + 60_000}`);
    expect(recent.body.matches).toEqual([]);
  });

  it('answers 404 for an unknown game', async () => {
    expectError(await get('/games/nope'), 404);
  });
});

describe('GET /games/:name/:id', () => {
  it('returns the match without credentials', async () => {
    const matchID = await createMatch(server.url, GAME);
    await joinSeats(server.url, GAME, matchID, 1);
    const { status, body } = await get(`/games/${NAME}/${matchID}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ matchID, gameName: NAME, players: [{ id: 0, name: 'P0' }, { id: 1 }] });
    expect(JSON.stringify(body)).not.toContain('credentials');
  });

  it('answers 404 for an unknown match, a malformed id and the wrong game', async () => {
    const matchID = await createMatch(server.url, GAME);
    expectError(await get(`/games/${NAME}/nope`), 404);
    expectError(await get(`/games/${NAME}/a.b`), 404);
    expectError(await get(`/games/other/${matchID}`), 404);
  });
});

describe('POST /games/:name/:id/join', () => {
  it('seats a player on the asked seat or the first free one, with credentials', async () => {
    const matchID = await createMatch(server.url, GAME, 3);
    const first = await post(`/games/${NAME}/${matchID}/join`, { playerID: '1', playerName: '  Ann  ' });
    expect(first).toMatchObject({ status: 200, body: { playerID: '1' } });
    expect(first.body.playerCredentials).toEqual(expect.any(String));
    expect((await post(`/games/${NAME}/${matchID}/join`, { playerName: 'Bob' })).body.playerID).toBe('0');
    expect(
      (await post(`/games/${NAME}/${matchID}/join`, { playerID: 2, playerName: 'Cy', data: { avatar: 3 } })).body
        .playerID,
    ).toBe('2');
    const { body } = await get(`/games/${NAME}/${matchID}`);
    expect(body.players).toEqual([
      { id: 0, name: 'Bob' },
      { id: 1, name: 'Ann' },
      { id: 2, name: 'Cy', data: { avatar: 3 } },
    ]);
    expectError(await post(`/games/${NAME}/${matchID}/join`, { playerName: 'Dee' }), 409);
  });

  it('refuses a taken seat and a seat the match does not have', async () => {
    const matchID = await createMatch(server.url, GAME);
    await joinSeats(server.url, GAME, matchID, 1);
    expectError(await post(`/games/${NAME}/${matchID}/join`, { playerID: '0', playerName: 'X' }), 409);
    expectError(await post(`/games/${NAME}/${matchID}/join`, { playerID: '7', playerName: 'X' }), 404);
  });

  it.each(['__proto__', 'constructor', 'prototype', 'toString', '-1', '01', '1e1', ' 1', '', [0], { a: 1 }, 1.5, true])(
    'refuses playerID %j without polluting anything',
    async (playerID) => {
      const matchID = await createMatch(server.url, GAME);
      expectError(await post(`/games/${NAME}/${matchID}/join`, { playerID, playerName: 'Mallory' }), 400, /playerID/);
      expect(({} as Record<string, unknown>).name).toBeUndefined();
    },
  );

  it.each([undefined, '', '   ', 'x'.repeat(33), 42, ['a'], { a: 1 }, 'a\u0000b', 'bell\u0007'])(
    'refuses playerName %j',
    async (playerName) => {
      const matchID = await createMatch(server.url, GAME);
      expectError(await post(`/games/${NAME}/${matchID}/join`, { playerName }), 400, /playerName/);
    },
  );

  it('refuses an unknown match and a body with a polluting key', async () => {
    expectError(await post(`/games/${NAME}/nope/join`, { playerName: 'Ann' }), 404);
    const matchID = await createMatch(server.url, GAME);
    const polluting = await post(
      `/games/${NAME}/${matchID}/join`,
      '{"playerName":"Ann","__proto__":{"credentials":"x"}}',
    );
    expect(polluting.status).toBe(200);
    expect(({} as Record<string, unknown>).credentials).toBeUndefined();
  });
});

describe('POST /games/:name/:id/leave', () => {
  it('frees the seat before the game, and wipes the match when the last player leaves', async () => {
    const matchID = await createMatch(server.url, GAME, 3);
    const [c0] = (await joinSeats(server.url, GAME, matchID, 1)) as [string];
    expect((await post(`/games/${NAME}/${matchID}/leave`, { playerID: '0', credentials: c0 })).status).toBe(200);
    expectError(await get(`/games/${NAME}/${matchID}`), 404);
  });

  it('has a bot stand in for a player who leaves a game under way, with the right credentials only', async () => {
    const matchID = await createMatch(server.url, GAME);
    const [c0, c1] = (await joinSeats(server.url, GAME, matchID)) as [string, string];
    expectError(await post(`/games/${NAME}/${matchID}/leave`, { playerID: '0', credentials: c1 }), 403);
    expectError(await post(`/games/${NAME}/${matchID}/leave`, { playerID: '0' }), 400, /credentials/);
    expectError(await post(`/games/${NAME}/${matchID}/leave`, { credentials: c0 }), 400, /playerID/);
    expectError(await post(`/games/${NAME}/${matchID}/leave`, { playerID: '__proto__', credentials: c0 }), 400);
    expect((await post(`/games/${NAME}/${matchID}/leave`, { playerID: '0', credentials: c0 })).status).toBe(200);
    // The stand-in may already have connected (isConnected); who holds the seat is what this checks.
    const players = ((await get(`/games/${NAME}/${matchID}`)).body.players as { isConnected?: boolean }[]).map(
      ({ isConnected: _, ...seat }) => seat,
    );
    expect(players).toEqual([
      { id: 0, name: 'P0', data: { bot: 'medium', standIn: true, left: true } },
      { id: 1, name: 'P1' },
    ]);
    expect((await post(`/games/${NAME}/${matchID}/leave`, { playerID: '1', credentials: c1 })).status).toBe(200);
    expect(JSON.stringify((await get(`/games/${NAME}/${matchID}`)).body)).not.toMatch(/[Cc]redentials/);
  });
});

describe('POST /games/:name/:id/playAgain', () => {
  it('creates one unlisted next match with the same setupData, idempotently', async () => {
    const { body } = await post(`/games/${NAME}/create`, { numPlayers: 2, setupData: { cardsPerSeat: 4 } });
    const matchID = body.matchID as string;
    const [c0, c1] = (await joinSeats(server.url, GAME, matchID)) as [string, string];
    await markFinished(server.db, matchID);
    const next = await post(`/games/${NAME}/${matchID}/playAgain`, { playerID: '0', credentials: c0 });
    expect(next.status).toBe(200);
    const again = await post(`/games/${NAME}/${matchID}/playAgain`, { playerID: '1', credentials: c1, numPlayers: 3 });
    expect(again.body.nextMatchID).toBe(next.body.nextMatchID);
    const created = await get(`/games/${NAME}/${next.body.nextMatchID as string}`);
    expect(created.body).toMatchObject({ unlisted: true, setupData: { cardsPerSeat: 4 } });
  });

  it('refuses wrong credentials and a bad numPlayers', async () => {
    const matchID = await createMatch(server.url, GAME);
    const [c0] = (await joinSeats(server.url, GAME, matchID)) as [string];
    await markFinished(server.db, matchID);
    expectError(await post(`/games/${NAME}/${matchID}/playAgain`, { playerID: '1', credentials: c0 }), 403);
    expectError(
      await post(`/games/${NAME}/${matchID}/playAgain`, { playerID: '0', credentials: c0, numPlayers: 50 }),
      400,
    );
  });
});

describe('POST /games/:name/:id/update', () => {
  it('renames a player and updates their data with the right credentials', async () => {
    const matchID = await createMatch(server.url, GAME);
    const [c0] = (await joinSeats(server.url, GAME, matchID)) as [string];
    expect(
      (
        await post(`/games/${NAME}/${matchID}/update`, {
          playerID: '0',
          credentials: c0,
          newName: 'Zoë',
          data: { ready: true },
        })
      ).status,
    ).toBe(200);
    expect((await get(`/games/${NAME}/${matchID}`)).body.players).toEqual([
      { id: 0, name: 'Zoë', data: { ready: true } },
      { id: 1, name: 'P1' },
    ]);
  });

  it('refuses a missing change, a bad name and wrong credentials', async () => {
    const matchID = await createMatch(server.url, GAME);
    const [c0, c1] = (await joinSeats(server.url, GAME, matchID)) as [string, string];
    expectError(
      await post(`/games/${NAME}/${matchID}/update`, { playerID: '0', credentials: c0 }),
      400,
      /newName or data/,
    );
    expectError(
      await post(`/games/${NAME}/${matchID}/update`, { playerID: '0', credentials: c0, newName: 'x'.repeat(40) }),
      400,
      /newName/,
    );
    expectError(
      await post(`/games/${NAME}/${matchID}/update`, { playerID: '0', credentials: c1, newName: 'Eve' }),
      403,
    );
    expectError(
      await post(`/games/${NAME}/${matchID}/rename`, { playerID: 'constructor', credentials: c0, newName: 'Eve' }),
      400,
    );
  });
});

describe('unknown routes', () => {
  it('answers 404 JSON for POSTs to routes the lobby does not have', async () => {
    const matchID = await createMatch(server.url, GAME);
    expectError(await post(`/games/${NAME}/${matchID}/constructor`, {}), 404);
    expectError(await post(`/games/${NAME}/${matchID}/join/extra`, {}), 404);
  });
});
