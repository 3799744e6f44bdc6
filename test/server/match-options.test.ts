// Match options (setupData) on the real server, for both games (games/<game>/options.ts): unknown keys and
// malformed values are refused with a 400 naming the option, on create and on a rematch, and nothing is
// stored; options left out take their defaults.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { carcassonneGame } from '../../games/carcassonne/game';
import { citadelsGame } from '../../games/citadels';
import { api, joinSeats, markFinished, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer([citadelsGame as Game, carcassonneGame as Game]);
});
afterAll(async () => server?.stop());

const create = (game: string, setupData: unknown, numPlayers = 4) =>
  api(server.url, `/games/${game}/create`, { numPlayers, setupData });

describe('match options', () => {
  it.each([
    ['citadels', { junk: 'x'.repeat(14_000) }, /unknown option "junk/],
    ['citadels', { cityComplete: 'edition', freeOrder: false, extra: 1 }, /unknown option "extra"/],
    ['citadels', { freeOrder: 'yes' }, /option "freeOrder"/],
    ['citadels', { cast: ['assassin'] }, /option "cast"/],
    ['citadels', { uniques: 'all' }, /option "uniques"/],
    ['citadels', { firstCrown: 9 }, /option "firstCrown"/],
    ['citadels', 'edition', /options must be an object/],
    ['citadels', [1, 2], /options must be an object/],
    ['carcassonne', { farmers: true, river: { x: 'y'.repeat(10_000) } }, /option "river": must be true or false/],
    ['carcassonne', { river: 'yes' }, /option "river": must be true or false/],
    ['carcassonne', { abbot: 1, river: true }, /option "abbot": must be true or false/],
    ['carcassonne', { abbots: true }, /unknown option "abbots"/],
    ['carcassonne', { farmers: 'no' }, /option "farmers"/],
    ['carcassonne', 7, /options must be an object/],
  ])('refuses %s options %#: a 400 naming the option, nothing stored', async (game, setupData, message) => {
    const before = await server.db.countOpen();
    const result = await create(game, setupData);
    expect(result.status).toBe(400);
    expect(String(result.body.error)).toMatch(message);
    expect(await server.db.countOpen()).toBe(before);
  });

  it('gives options left out their defaults, and stores only what was chosen', async () => {
    const { status, body } = await create('citadels', { freeOrder: true }, 3);
    expect(status).toBe(200);
    const { state, metadata } = await server.db.fetch(body.matchID as string, { state: true, metadata: true });
    const options = (state?.G as { options: Record<string, unknown> }).options;
    expect(options).toMatchObject({ freeOrder: true, cityComplete: 'edition' });
    expect(options.cast).toContain('tax-collector');
    expect(metadata?.setupData).toEqual({ freeOrder: true });
    expect((await create('carcassonne', {}, 2)).status).toBe(200);
  });

  it('keeps the River and the Abbot in the state, the metadata and the rematch', async () => {
    const options = { farmers: false, river: true, abbot: true };
    const { status, body } = await create('carcassonne', options, 3);
    expect(status).toBe(200);
    const matchID = body.matchID as string;
    const { state, metadata } = await server.db.fetch(matchID, { state: true, metadata: true });
    expect((state?.G as { options: unknown }).options).toEqual(options);
    expect(metadata?.setupData).toEqual(options);
    const [c0] = await joinSeats(server.url, carcassonneGame as Game, matchID, 3);
    await markFinished(server.db, matchID);
    const again = await api(server.url, `/games/carcassonne/${matchID}/playAgain`, { playerID: '0', credentials: c0 });
    expect(again.status).toBe(200);
    const next = await server.db.fetch(again.body.nextMatchID as string, { state: true, metadata: true });
    expect((next.state?.G as { options: unknown }).options).toEqual(options);
    expect(next.metadata?.setupData).toEqual(options);
  });

  it('refuses malformed options on a rematch too', async () => {
    const { body } = await create('carcassonne', { farmers: false }, 2);
    const matchID = body.matchID as string;
    const [c0] = await joinSeats(server.url, carcassonneGame as Game, matchID);
    await markFinished(server.db, matchID);
    const again = await api(server.url, `/games/carcassonne/${matchID}/playAgain`, {
      playerID: '0',
      credentials: c0,
      setupData: { farmers: false, junk: true },
    });
    expect(again.status).toBe(400);
    expect(String(again.body.error)).toMatch(/unknown option "junk"/);
    expect((await server.db.fetch(matchID, { metadata: true })).metadata?.nextMatchID).toBeUndefined();
  });
});
