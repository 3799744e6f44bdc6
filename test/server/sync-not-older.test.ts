/**
 * A sync never takes a socket back a state (docs/deploy.md#cluster): in a cluster, another process's
 * broadcast can reach a socket while a resync of it is being read from the database. The sync then read
 * an older state than the socket was just sent, and sent it after, so the client went back a state with no
 * broadcast to come and bring it forward (the cluster's ratings test timed out so, waiting for a state
 * its socket had been sent). The engine reads again until the sync is no older than what the socket holds.
 */
import type { State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import { InProcessPubSub } from '../../server/cluster/in-process-pubsub';
import { DEFAULT_LIMITS } from '../../server/guards/limits';
import { MatchQueue } from '../../server/queue/match-queue';
import type { MatchStore } from '../../server/storage/match-store';
import { MatchEngine } from '../../server/transport/match-engine';
import type { MatchMessage } from '../../server/transport/rooms';
import { highCardGame } from '../fixtures/high-card-game';
import { receivedState } from '../support/received-state';
import { until } from './helpers';

const game = highCardGame();
const initial = InitializeGame({ game, numPlayers: 2 }) as State;
const at = (stateID: number): State => ({ ...initial, _stateID: stateID });
const metadata = { gameName: game.name, players: { 0: { id: 0 }, 1: { id: 1 } }, createdAt: 0, updatedAt: 0 };

it("sends a resync no older than a broadcast that reached the socket during the sync's read", async () => {
  let stored = at(5);
  const later: { engine?: MatchEngine } = {};
  const reads: number[] = [];
  const db: Partial<MatchStore> = {
    stateIDs: async () => new Map([['m', 6]]),
    fetch: (async () => {
      const read = stored;
      reads.push(read._stateID);
      if (reads.length === 1) {
        // Another process commits state 6 and broadcasts it while this read of state 5 is under way.
        stored = at(6);
        later.engine!.rooms.publish('m', { type: 'update', args: ['m', stored] });
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return { state: read, metadata, log: [], initialState: initial };
    }) as never,
  };
  const engine = (later.engine = new MatchEngine({
    game,
    db: db as MatchStore,
    pubSub: new InProcessPubSub<MatchMessage>(),
    queue: new MatchQueue(),
    limits: DEFAULT_LIMITS,
    liveness: { self: 'A', alive: async () => new Set<string>() } as never,
  }));
  const received: [string, unknown[]][] = [];
  const socket = {
    id: 's',
    conn: {},
    connected: true,
    emit: (event: string, ...args: unknown[]) => void received.push([event, args]),
    disconnect: () => undefined,
  };
  engine.rooms.join({ socket, matchID: 'm', playerID: null });
  engine.rooms.markSynced('s', 'm', 4);

  // The store holds state 6 while this process announced 4: the socket is resynced.
  await engine.reconcile();
  await until(() => received.some(([event]) => event === 'sync'), 'the resync');

  const held = received.reduce<State | undefined>((state, [event, args]) => receivedState(state, event, args), at(4));
  expect(held?._stateID).toBe(6);
  expect(received.map(([event]) => event)).toEqual(['update', 'sync']);
  expect(reads).toEqual([5, 6]);
});
