// A seat's sync drives the match's bots once it is done, from the match's metadata. The sync awaits the
// storage on the way (the seat shown online again), so a player may leave meanwhile and get a stand-in: the bots
// must then be driven from the metadata as it is when the sync ends, not as it was read when it began, or
// the stand-in's bot is stopped again and the match waits for a move nobody makes.
import { expect, it } from 'vitest';
import type { Game, State } from 'boardgame.io';
import { randomDecision } from '../../server/bots/bot-decide';
import { SqliteStorage } from '../../server/storage';
import type { MetadataChange } from '../../server/storage/match-store';
import { highCardGame } from '../fixtures/high-card-game';
import { api, createMatch, joinSeats, SeatClient, serversOfEachTest, until } from './helpers';

/** SQLite whose next metadata change, once armed, waits `delayMs` before it is stored (a slow disk). */
class SlowNextChange extends SqliteStorage {
  private armed = false;
  slowChangeDone = false;

  armSlowChange(): void {
    this.armed = true;
  }

  override async updateMetadata(matchID: string, change: MetadataChange) {
    if (this.armed) {
      this.armed = false;
      await new Promise((resolve) => setTimeout(resolve, 300));
      const stored = await super.updateMetadata(matchID, change);
      this.slowChangeDone = true;
      return stored;
    }
    return super.updateMetadata(matchID, change);
  }
}

const GAME = highCardGame() as Game;
const servers = serversOfEachTest([GAME], { decideBot: randomDecision });

it("a leave stored while another seat's sync shows it online again keeps its stand-in playing", async () => {
  const db = new SlowNextChange(':memory:');
  const server = await servers.serve({ db });
  const matchID = await createMatch(server.url, GAME, 2);
  const [c0, c1] = (await joinSeats(server.url, GAME, matchID, 2)) as [string, string];
  const first = new SeatClient(server.url, GAME, matchID, '0', c0);
  servers.track(first);
  await first.sync();
  // Seat 0 goes away until it shows offline, then comes back: its state arrives, and showing it online again
  // takes 300 ms; seat 1 leaves in between.
  first.close();
  for (const deadline = Date.now() + 5_000; ; await new Promise((resolve) => setTimeout(resolve, 20))) {
    if ((await db.fetch(matchID, { metadata: true })).metadata?.players[0]?.isConnected === false) break;
    if (Date.now() > deadline) throw new Error('seat 0 never showed offline');
  }
  const seat0 = new SeatClient(server.url, GAME, matchID, '0', c0);
  servers.track(seat0);
  db.armSlowChange();
  await seat0.sync();
  expect(db.slowChangeDone).toBe(false);
  expect((await api(server.url, `/games/highcard/${matchID}/leave`, { playerID: '1', credentials: c1 })).status).toBe(
    200,
  );
  // From the leave on, the stand-in's bot runs without a break: every turn of the event loop sees it.
  let fewest = Infinity;
  for (let settled = 0; settled < 100; await new Promise((resolve) => setImmediate(resolve))) {
    fewest = Math.min(fewest, server.stats().runningBots);
    if (db.slowChangeDone) settled++;
  }
  expect(fewest).toBe(1);
  // The stand-in is still driven and plays seat 1's moves: seat 0 plays its own to the end.
  for (;;) {
    const state = (await until(() => seat0.state as State | undefined, 'a state'))!;
    if (state.ctx.gameover) break;
    if (state.ctx.currentPlayer === '0') await seat0.play();
    else await until(() => (seat0.state as State)._stateID > state._stateID && true, 'the stand-in to move', 5_000);
  }
  expect((seat0.state as State).ctx.gameover).toBeDefined();
});
