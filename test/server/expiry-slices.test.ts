/**
 * The expiry sweep wipes a backlog in batches, a turn of the event loop apart (server/storage/expiry.ts,
 * docs/performance.md#stalls), so thousands of expired matches never hold the event loop in one piece.
 */
import { createMatch, ProcessGameConfig } from 'boardgame.io/internal';
import { SqliteStorage } from '../../server/storage';
import type { ExpiryCutoffs } from '../../server/storage/match-store';
import { sweep } from '../../server/storage/expiry';
import { DEFAULT_LIMITS } from '../../server/guards/limits';
import { highCardGame } from '../fixtures/high-card-game';

it('wipes every expired match, at most a batch of each kind per call, one call a turn', async () => {
  const db = new SqliteStorage(':memory:');
  await db.connect();
  const game = ProcessGameConfig(highCardGame());
  const old = Date.now() - 2 * 3_600_000;
  const ids: string[] = [];
  for (let n = 0; n < 45; n++) {
    const created = createMatch({ game, numPlayers: 2, setupData: undefined, unlisted: true });
    if ('setupDataError' in created) throw new Error('setup failed');
    const matchID = `m-${n}`;
    await db.createMatch(matchID, { ...created, metadata: { ...created.metadata, updatedAt: old } });
    ids.push(matchID);
  }
  // Each call to the storage notes its batch and the turn of the event loop it ran in.
  let turn = 0;
  let counting = true;
  const bump = () =>
    setImmediate(() => {
      turn++;
      if (counting) bump();
    });
  bump();
  const calls: { batch?: number; wiped: number; turn: number }[] = [];
  const spy = Object.create(db) as SqliteStorage;
  spy.expire = async (cutoffs: ExpiryCutoffs) => {
    const at = turn;
    const wiped = await db.expire(cutoffs);
    calls.push({ batch: cutoffs.batch, wiped: wiped.length, turn: at });
    return wiped;
  };
  const told: string[] = [];
  const expired = await sweep(spy, { ...DEFAULT_LIMITS, emptyMatchMinutes: 60 }, (id) => told.push(id), Date.now(), 20);
  counting = false;
  expect(new Set(expired)).toEqual(new Set(ids));
  expect(told).toEqual(expired);
  expect(calls.map((c) => c.wiped)).toEqual([20, 20, 5]);
  expect(calls.every((c) => c.batch === 20)).toBe(true);
  for (let i = 1; i < calls.length; i++) expect(calls[i]!.turn).toBeGreaterThan(calls[i - 1]!.turn);
  await db.close();
});
