// Bot seats retry until their move takes effect: after a storage outage every bot match finishes by
// itself. Real boardgame.io server; the storage double fails for a while, either its writes only (today
// the server then still broadcasts the unsaved state, misleading every seat) or reads and writes (the
// server answers nothing). A short backoff keeps the test quick.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { State } from 'boardgame.io';
import { BotRunner } from '../../server/bots/bot-runner';
import { randomDecision } from '../../server/bots/bot-decide';
import type { Decide } from '../../server/bots/bot-seat';
import { SqliteStorage } from '../../server/storage';
import { FlakyStorage } from './bot-flaky-storage';
import { createMatch, joinSeats, startTestServer, until, type TestServer } from './helpers';
import { highCardGame } from '../fixtures/high-card-game';

const game = highCardGame();
const RETRY = { firstMs: 150, maxMs: 600 };

let server: TestServer | undefined;
let runner: BotRunner | undefined;
beforeEach(() => {
  // The server and the bots log every failed write, sync and decision; the assertions below say what matters.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  runner?.stopAll();
  await server?.stop();
  [runner, server] = [undefined, undefined];
  vi.restoreAllMocks();
});

/** Seats 0 and 1 of a new match, both played by bots of this test's own runner. */
async function botMatch(db: FlakyStorage, decide: Decide = randomDecision): Promise<string> {
  server = await startTestServer([game], { db });
  const url = server.url;
  const matchID = await createMatch(url, game);
  const credentials = await joinSeats(url, game, matchID, 2);
  runner = new BotRunner({ serverUrl: () => url, games: [game], decide, retry: RETRY });
  credentials.forEach((c, seat) =>
    runner!.start({ game: 'highcard', matchID, playerID: String(seat), credentials: c, level: 'random' }),
  );
  return matchID;
}

/** Polls the stored state (not what the bots were told) until the match is over. */
async function finishedInStorage(db: SqliteStorage, matchID: string, timeoutMs: number): Promise<State> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { state } = await db.fetch(matchID, { state: true }).catch(() => ({ state: undefined }));
    if (state?.ctx.gameover) return state;
    if (Date.now() > deadline) throw new Error(`match ${matchID} stuck at _stateID ${state?._stateID} in storage`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('bot seats after a storage outage', () => {
  for (const mode of ['writes', 'reads and writes'] as const) {
    it(`finish the match by themselves when ${mode} fail for 3 s`, async () => {
      const db = new FlakyStorage(':memory:', mode, 3, 3_000);
      const matchID = await botMatch(db);
      const final = await finishedInStorage(db, matchID, 15_000);
      expect(db.failures).toBeGreaterThan(0);
      expect(final.G.hands.flat()).toEqual([]);
      await until(() => runner!.running === 0, 'the bots to stop at game over');
    });
  }

  it('retry a decision that failed', async () => {
    let calls = 0;
    const flaky: Decide = (...args) => {
      if (++calls <= 2) throw new Error('search thread crashed (test double)');
      return randomDecision(...args);
    };
    const db = new FlakyStorage(':memory:', 'writes');
    const matchID = await botMatch(db, flaky);
    await finishedInStorage(db, matchID, 10_000);
    expect(calls).toBeGreaterThan(2);
  });
});
