// An option the rules play but no board draws yet (games/shared/options.ts `notOffered`) is refused at a
// match's creation through the real server, naming the option, while the rules still play it; the same
// match without it is created. Every Carcassonne option is offered today (Traders & Builders since its board
// draws it), so the mechanism is shown with a fixture: the high-card game (test/fixtures/) registered with
// one option row that is not offered. Carcassonne with both big expansions is created.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { carcassonneGame } from '../../games/carcassonne/game';
import { CARCASSONNE_OPTIONS } from '../../games/carcassonne/options';
import { carcassonneCore } from '../../games/carcassonne/rules/core';
import { registerGameModule } from '../../games/index';
import { offeredProblem, type OptionRule, type OptionRules } from '../../games/shared/options';
import { highCardGame } from '../fixtures/high-card-game';
import { highCardModule } from '../fixtures/high-card-module';
import { api, startTestServer, type TestServer } from './helpers';

/** The fixture's option table: its real option, and one the rules would play before a board draws it. */
const PREVIEW_RULES: OptionRules<{ cardsPerSeat: number; preview?: boolean }> = {
  cardsPerSeat: { default: () => 5, problem: () => undefined },
  preview: {
    default: () => undefined,
    problem: (value) => (typeof value === 'boolean' ? undefined : 'must be true or false'),
    notOffered: 'the preview is in the rules, but no board draws it yet',
  },
};

let server: TestServer;
beforeAll(async () => {
  registerGameModule({
    ...highCardModule,
    core: { ...highCardModule.core, offeredProblem: (options: unknown) => offeredProblem(PREVIEW_RULES, options) },
  });
  server = await startTestServer([carcassonneGame as Game, highCardGame() as Game]);
});
afterAll(async () => server.stop());

const create = (game: string, setupData: unknown) =>
  api(server.url, `/games/${game}/create`, { numPlayers: 2, setupData });

describe('options not offered yet', () => {
  it('refuses an option that is not offered at a new match with a 400 naming it, and creates the match without it', async () => {
    const refused = await create('highcard', { cardsPerSeat: 5, preview: true });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(
      'option \\"preview\\": the preview is in the rules, but no board draws it yet',
    );
    expect((await create('highcard', { cardsPerSeat: 5, preview: false })).status).toBe(200);
    expect((await create('highcard', { cardsPerSeat: 5 })).status).toBe(200);
  });

  it('offers every Carcassonne option: a match with both big expansions is created', async () => {
    const rows = Object.entries(CARCASSONNE_OPTIONS) as [string, OptionRule<unknown>][];
    expect(rows.filter(([, rule]) => rule.notOffered !== undefined).map(([name]) => name)).toEqual([]);
    const all = { farmers: true, river: true, abbot: true, innsCathedrals: true, tradersBuilders: true };
    expect(carcassonneCore.offeredProblem?.(all)).toBeUndefined();
    expect((await create('carcassonne', all)).status).toBe(200);
    expect((await create('carcassonne', { farmers: true, tradersBuilders: true })).status).toBe(200);
  });
});
