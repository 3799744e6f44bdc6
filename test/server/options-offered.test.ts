// An option the rules play but no board draws yet (games/shared/options.ts notOffered: Traders & Builders)
// is refused at a match's creation through the real server, naming the option, while the rules core, the
// boardgame.io Game and their harnesses still play it; an offered option is created as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { carcassonneGame } from '../../games/carcassonne/game';
import { carcassonneCore } from '../../games/carcassonne/rules/core';
import { api, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer([carcassonneGame as Game]);
});
afterAll(async () => server.stop());

const create = (setupData: unknown) => api(server.url, '/games/carcassonne/create', { numPlayers: 2, setupData });

describe('options not offered yet', () => {
  it('refuses Traders & Builders at a new match with a 400 naming it, and creates Inns & Cathedrals', async () => {
    const refused = await create({ farmers: true, tradersBuilders: true });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(
      'option \\"tradersBuilders\\": Traders & Builders is in the rules, but the board does not draw its tiles and figures yet',
    );
    const created = await create({ farmers: true, innsCathedrals: true, tradersBuilders: false });
    expect(created.status).toBe(200);
  });

  it('leaves the rules and the Game playing it', () => {
    expect(carcassonneCore.validateOptions(2, { tradersBuilders: true })).toBeUndefined();
    expect(carcassonneGame.validateSetupData?.({ farmers: true, tradersBuilders: true }, 2)).toBeUndefined();
  });
});
