// One bot seat's retry, step by step, against a fake transport standing in for the server (fake timers):
// a move that does not take effect is followed by a resync after 1.5 s, 3 s, then every 5 s through a 30 s
// outage, and the seat acts again on the state the sync brings even though it acted on that state before;
// a later state ends the retries. A reconnect also acts again on the sync it brings.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { InitializeGame } from 'boardgame.io/internal';
import type { BotMove, BotSeat, Decide } from '../../server/bots/bot-seat';
import { DEFAULT_RETRY, SeatLoop } from '../../server/bots/bot-seat-loop';
import { highCardGame } from '../fixtures/high-card-game';

const game = highCardGame();
const seat: BotSeat = { game: 'highcard', matchID: 'm', playerID: '0', credentials: 'c', level: 'random' };

/** Plays a card (a move the client also applies locally), the first the game lists. */
const playCard: Decide = (g, state, playerID) => {
  const moves = g.ai!.enumerate(state.G, state.ctx, playerID) as BotMove[];
  return moves.find((m) => m.move === 'play') as BotMove;
};

/** Records what the client sends; the test delivers what the server would. */
class FakeTransport {
  isConnected = false;
  sent: number[] = [];
  syncs = 0;
  private status = () => {};
  constructor(readonly transportDataCallback: (data: { type: string; args: unknown[] }) => void) {}
  connect() {
    this.isConnected = true;
    this.syncs++;
    this.status();
  }
  disconnect() {
    this.isConnected = false;
    this.status();
  }
  subscribeToConnectionStatus(fn: () => void) {
    this.status = fn;
  }
  sendAction(state: State) {
    this.sent.push(state._stateID);
  }
  requestSync() {
    this.syncs++;
  }
  sendChatMessage() {}
}

let transport: FakeTransport;
let loop: SeatLoop;
let client: ReturnType<typeof Client>;
const initial = InitializeGame({ game, numPlayers: 2 }) as State;
const seatOneToMove: State = { ...initial, _stateID: 1, ctx: { ...initial.ctx, currentPlayer: '1' } };
const sync = (state: State) =>
  transport.transportDataCallback({ type: 'sync', args: ['m', { state, log: [], initialState: initial }] });
const update = (state: State) => transport.transportDataCallback({ type: 'update', args: ['m', state, []] });
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  client = Client({
    game,
    matchID: 'm',
    playerID: '0',
    credentials: 'c',
    debug: false,
    multiplayer: (options: { transportDataCallback: FakeTransport['transportDataCallback'] }) =>
      (transport = new FakeTransport(options.transportDataCallback)),
  } as never);
  loop = new SeatLoop(
    client,
    game,
    seat,
    playCard,
    DEFAULT_RETRY,
    () => transport.requestSync(),
    () => loop.stop(),
  );
  loop.start();
});
afterEach(() => {
  loop.stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a bot seat whose move does not take effect', () => {
  it('resyncs with backoff and acts again on the same state until a later state arrives', async () => {
    sync(initial);
    await wait(0);
    expect(transport.sent).toEqual([0]);
    const connectSync = transport.syncs;

    await wait(DEFAULT_RETRY.firstMs - 1);
    expect(transport.syncs).toBe(connectSync);
    await wait(1);
    expect(transport.syncs).toBe(connectSync + 1);
    expect(transport.sent).toEqual([0]);

    sync(initial); // the move was not stored: the server still holds state 0
    await wait(0);
    expect(transport.sent).toEqual([0, 0]);

    await wait(2 * DEFAULT_RETRY.firstMs); // no answer at all now (the server is down)
    expect(transport.syncs).toBe(connectSync + 2);
    for (let outage = 0; outage < 30_000; outage += DEFAULT_RETRY.maxMs) await wait(DEFAULT_RETRY.maxMs);
    expect(transport.syncs).toBe(connectSync + 2 + 30_000 / DEFAULT_RETRY.maxMs);

    sync(initial); // the server is back, with the state the move was sent from
    await wait(0);
    expect(transport.sent).toEqual([0, 0, 0]);
    update(seatOneToMove);
    const afterRecovery = transport.syncs;
    await wait(60_000);
    expect(transport.syncs).toBe(afterRecovery);
    expect(transport.sent).toEqual([0, 0, 0]);
  });

  it('acts again on the sync a reconnect brings', async () => {
    sync(initial);
    await wait(0);
    expect(transport.sent).toEqual([0]);
    transport.disconnect();
    transport.connect();
    await wait(0);
    expect(transport.sent).toEqual([0]);
    sync(initial);
    await wait(0);
    expect(transport.sent).toEqual([0, 0]);
  });

  it('does not take the state its client guessed after the move for the server state', async () => {
    sync(initial);
    await wait(0);
    expect(transport.sent).toEqual([0]);
    expect(client.getState()?._stateID).toBe(1); // boardgame.io applied the move locally
    const before = transport.syncs;
    await wait(DEFAULT_RETRY.firstMs);
    expect(transport.syncs).toBe(before + 1);
    expect(transport.sent).toEqual([0]);
  });

  it('acts only on what the server sent, when its seat is to move', async () => {
    sync({ ...initial, ctx: { ...initial.ctx, currentPlayer: '1' } });
    await wait(0);
    expect(transport.sent).toEqual([]);
    update({ ...initial, _stateID: 1 });
    await wait(0);
    expect(transport.sent).toEqual([1]);
  });
});
