/**
 * Work over every match runs in bounded slices, a turn of the event loop apart (docs/performance.md#stalls):
 * the cluster's reconcile reads state ids 500 matches a query and the presence sweep 50 matches' metadata a
 * turn (server/transport/match-engine.ts); at start, re-arming the tables (server/table/table-start.ts) and
 * resuming the bots (server/lobby/bot-seats.ts) go 50 matches a turn while the server already listens.
 */
import { InProcessPubSub } from '../../server/cluster/in-process-pubsub';
import { DEFAULT_LIMITS } from '../../server/guards/limits';
import { MatchQueue } from '../../server/queue/match-queue';
import type { MatchStore } from '../../server/storage/match-store';
import { MatchEngine } from '../../server/transport/match-engine';
import type { MatchMessage } from '../../server/transport/rooms';
import { highCardGame } from '../fixtures/high-card-game';
import { START_SLICE, startTables } from '../../server/table/table-start';
import type { TableService } from '../../server/table/table-service';
import { RESUME_SLICE, resumeBots } from '../../server/lobby/bot-seats';

const FOLLOWED = 1_100;

/** A turn counter bumped by setImmediate until stopped. */
function turns() {
  const counter = { turn: 0, counting: true };
  const bump = () =>
    setImmediate(() => {
      counter.turn++;
      if (counter.counting) bump();
    });
  bump();
  return counter;
}

function engineFollowing(db: Partial<MatchStore>) {
  const engine = new MatchEngine({
    game: highCardGame(),
    db: db as MatchStore,
    pubSub: new InProcessPubSub<MatchMessage>(),
    queue: new MatchQueue(),
    limits: DEFAULT_LIMITS,
    liveness: { self: 'A', alive: async () => new Set<string>() } as never,
  });
  for (let n = 0; n < FOLLOWED; n++) {
    const socket = { id: `s${n}`, conn: {}, connected: true, emit: () => true, disconnect: () => undefined };
    engine.rooms.join({ socket, matchID: `m${n}`, playerID: null });
  }
  return engine;
}

it('reconciles the followed matches 500 a query, one query a turn', async () => {
  const counter = turns();
  const queries: { size: number; turn: number }[] = [];
  const engine = engineFollowing({
    stateIDs: async (ids: string[]) => {
      queries.push({ size: ids.length, turn: counter.turn });
      return new Map();
    },
  });
  await engine.reconcile();
  counter.counting = false;
  expect(queries.map((q) => q.size)).toEqual([500, 500, 100]);
  for (let i = 1; i < queries.length; i++) expect(queries[i]!.turn).toBeGreaterThan(queries[i - 1]!.turn);
});

it('sweeps presence reading at most 50 matches a turn', async () => {
  const counter = turns();
  const readsByTurn = new Map<number, number>();
  const engine = engineFollowing({
    fetch: (async () => {
      readsByTurn.set(counter.turn, (readsByTurn.get(counter.turn) ?? 0) + 1);
      return { metadata: { gameName: 'highcard', players: {}, createdAt: 0, updatedAt: 0 } };
    }) as never,
  });
  await engine.sweepPresence();
  counter.counting = false;
  const reads = [...readsByTurn.values()];
  expect(reads.reduce((a, b) => a + b, 0)).toBe(FOLLOWED);
  expect(Math.max(...reads)).toBeLessThanOrEqual(50);
});

/** A store of `count` unfinished matches whose metadata reads are counted per turn. */
function countingStore(counter: { turn: number }, count: number) {
  const readsByTurn = new Map<number, number>();
  const count1 = () => readsByTurn.set(counter.turn, (readsByTurn.get(counter.turn) ?? 0) + 1);
  const metadata = {
    gameName: 'highcard',
    players: { 0: { id: 0, name: 'Ann' }, 1: { id: 1, name: 'Bot 1', data: { bot: 'random' } } },
    createdAt: 0,
    updatedAt: Date.now(),
  };
  const db = {
    listMatches: async () => Array.from({ length: count }, (_, n) => `m${n}`),
    fetch: async () => (count1(), { metadata }),
  } as unknown as MatchStore;
  return { db, readsByTurn };
}

it('re-arms the tables at start at most START_SLICE matches a turn', async () => {
  const counter = turns();
  const { db, readsByTurn } = countingStore(counter, 3 * START_SLICE + 3);
  await startTables(db, ['highcard'], { arm: () => {} } as unknown as TableService, false);
  counter.counting = false;
  expect([...readsByTurn.values()]).toEqual([START_SLICE, START_SLICE, START_SLICE, 3]);
});

it('resumes the bots at start at most RESUME_SLICE matches a turn', async () => {
  const counter = turns();
  const { db, readsByTurn } = countingStore(counter, 2 * RESUME_SLICE + 1);
  const driven: string[] = [];
  await resumeBots(db, ['highcard'], (_game, matchID) => void driven.push(matchID));
  counter.counting = false;
  expect([...readsByTurn.values()]).toEqual([RESUME_SLICE, RESUME_SLICE, 1]);
  expect(driven).toHaveLength(2 * RESUME_SLICE + 1);
});
