// The table's deadlines with fake timers: turn clocks computed on each move (per move and chess clock, exact
// numbers), a grace period that ends in a takeover, a clock that ends in a one-move stand-in that steps back,
// a reclaim, and deadlines that survive a restart (armed again from the stored metadata).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ctx, Server } from 'boardgame.io';
import { SqliteStorage } from '../../server/storage';
import { MatchQueue } from '../../server/queue/match-queue';
import type { BotSeat } from '../../server/bots/bot-seat';
import { botsFor } from '../../server/lobby/bot-seats';
import { TableService } from '../../server/table/table-service';
import { startTables } from '../../server/table/table-start';
import { clocksAfter, standIn, tableOf, withTable } from '../../server/table/table-state';
import { authenticateCredentials } from '../../server/guards/credentials';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
const ctx = (currentPlayer: string) =>
  ({ currentPlayer, turn: 1, numPlayers: 2, playOrder: ['0', '1'], playOrderPos: 0, phase: 'play' }) as unknown as Ctx;

function metadata(table: object = {}): Server.MatchData {
  return {
    gameName: 'highcard',
    setupData: null,
    unlisted: true,
    createdAt: T0,
    updatedAt: T0,
    players: {
      0: { id: 0, name: 'Ann', credentials: 'ann-secret', isConnected: true },
      1: { id: 1, name: 'Bob', credentials: 'bob-secret', isConnected: true },
    },
    table: { creator: '0', ...table },
  } as unknown as Server.MatchData;
}

describe('turn clocks (pure)', () => {
  it('restarts a per-move clock for the seat to play on every move', () => {
    const m = metadata({ clock: { mode: 'move', moveSeconds: 60 } });
    expect(tableOf(clocksAfter(m, ctx('1'), '0', T0)).deadlines).toEqual({ 1: T0 + 60_000 });
  });

  it('charges a chess clock the time taken and adds the increment', () => {
    const start = clocksAfter(
      metadata({ clock: { mode: 'chess', bankSeconds: 600, incrementSeconds: 10 } }),
      ctx('0'),
      undefined,
      T0,
    );
    expect(tableOf(start).deadlines).toEqual({ 0: T0 + 600_000 });
    // Ann takes 100 s: 500 s left plus 10 s; Bob's bank runs from 600 s.
    const after = tableOf(clocksAfter(start, ctx('1'), '0', T0 + 100_000));
    expect(after.banks).toEqual({ 0: 510_000, 1: 600_000 });
    expect(after.deadlines).toEqual({ 1: T0 + 100_000 + 600_000 });
  });
});

describe('the table service (fake timers)', () => {
  let db: SqliteStorage;
  let notices: { seats: string[]; kind: string }[] = [];
  let started: BotSeat[];
  let stopped: string[];
  let service: TableService;

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: T0 });
    db = new SqliteStorage(':memory:');
    await db.connect();
    started = [];
    stopped = [];
    // The bot driver starts the bot seats the metadata lists (stand-ins included).
    const drive = (game: string, matchID: string, m: Server.MatchData) => {
      for (const seat of botsFor(game, matchID, m))
        if (!started.some((s) => s.playerID === seat.playerID)) started.push(seat);
    };
    service = new TableService({
      db,
      queue: new MatchQueue(),
      drive,
      stopBot: (key) => stopped.push(key),
      publish: () => undefined,
      notify: (_game, _match, _m, seats, kind) => void (seats.length > 0 && notices.push({ seats, kind })),
    });
    notices = [];
  });
  afterEach(async () => {
    service.stopAll();
    vi.useRealTimers();
    await db.close();
  });

  async function store(m: Server.MatchData) {
    const state = { G: {}, ctx: ctx('0'), plugins: {}, _undo: [], _redo: [], _stateID: 0 };
    await db.createMatch('m1', { initialState: state as never, metadata: m });
  }
  /** Fires the timers due in `ms`, then lets the storage (which commits on setImmediate) finish their work. */
  async function advance(ms: number) {
    await vi.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
  }
  const stored = async () => (await db.fetch('m1', { metadata: true })).metadata!;

  it('has a bot take over when the grace period passes, not before, and the player reclaims the seat', async () => {
    await store(metadata({ graceSeconds: 60, takeoverLevel: 'hard' }));
    const offline = await db.updateMetadata('m1', (m) => service.presenceChange(m, '1', false));
    service.presenceChanged('highcard', 'm1', offline!);
    expect(tableOf(await stored()).grace).toEqual({ 1: T0 + 60_000 });
    await advance(59_999);
    expect(standIn((await stored()).players[1])).toBeUndefined();
    await advance(1);
    const stood = standIn((await stored()).players[1])!;
    expect(stood).toMatchObject({ bot: 'hard', standIn: true });
    expect(started).toEqual([
      { game: 'highcard', matchID: 'm1', playerID: '1', credentials: stood.standInCredentials, level: 'hard' },
    ]);
    // Both the bot's and the player's credentials hold the seat while the bot plays.
    expect(authenticateCredentials(stood.standInCredentials, (await stored()).players[1])).toBe(true);
    expect(authenticateCredentials('bob-secret', (await stored()).players[1])).toBe(true);
    await service.seatSynced('highcard', 'm1', '1', 'bob-secret', await stored());
    expect((await stored()).players[1]!.data).toBeUndefined();
    expect(stopped).toEqual(['highcard/m1/1']);
    expect(authenticateCredentials(stood.standInCredentials, (await stored()).players[1])).toBe(false);
  });

  it('has a bot stand in for one move when a clock runs out, and step back once the turn passed', async () => {
    await store(metadata({ clock: { mode: 'move', moveSeconds: 120 } }));
    await service.seatSynced('highcard', 'm1', '0', 'ann-secret', await stored());
    expect(tableOf(await stored()).deadlines).toEqual({ 0: T0 + 120_000 });
    await advance(120_000);
    expect(standIn((await stored()).players[0])).toMatchObject({ oneMove: true, bot: 'medium' });
    expect(started.map((s) => s.playerID)).toEqual(['0']);
    // The bot's move is committed with the table's change: seat 1 is to play now.
    const { change, committed } = service.commitChange('highcard', 'm1', '0', ctx('1'));
    await db.updateMetadata('m1', change);
    committed();
    const after = await stored();
    expect(after.players[0]!.data).toBeUndefined();
    expect(stopped).toEqual(['highcard/m1/0']);
    expect(tableOf(after).deadlines).toEqual({ 1: T0 + 240_000 });
  });

  it('arms the stored deadlines again after a restart and resets presence', async () => {
    await store(withTable(metadata(), { ...tableOf(metadata()), grace: { 1: T0 + 30_000 } }));
    const armed = await startTables(db, ['highcard'], service, true);
    expect(armed).toBe(1);
    expect(Object.values((await stored()).players).map((p) => p.isConnected)).toEqual([false, false]);
    await advance(30_000);
    expect(standIn((await stored()).players[1])).toMatchObject({ bot: 'medium' });
  });

  it('extends the stored deadlines by the outage they do not include, once, before arming them', async () => {
    const table = { ...tableOf(metadata()), deadlines: { 0: T0 + 10_000 }, grace: { 1: T0 + 20_000 }, pausedMs: 5_000 };
    await store(withTable(metadata(), table));
    // The database's outages total 65 s, of which the table's deadlines include 5 s: 60 s are owed.
    expect(await startTables(db, ['highcard'], service, false, 65_000)).toBe(1);
    expect(tableOf(await stored())).toMatchObject({
      deadlines: { 0: T0 + 70_000 },
      grace: { 1: T0 + 80_000 },
      pausedMs: 65_000,
    });
    await startTables(db, ['highcard'], service, false, 65_000);
    expect(tableOf(await stored()).deadlines).toEqual({ 0: T0 + 70_000 });
    await advance(69_000);
    expect(standIn((await stored()).players[0])).toBeUndefined();
  });

  it('gives a rated table an older server left without a clock the rated clock at start', async () => {
    await store(metadata({ rated: true, toPlay: ['0'] }));
    expect(await startTables(db, ['highcard'], service, false)).toBe(1);
    expect(tableOf(await stored())).toMatchObject({
      clock: { mode: 'move', moveSeconds: 120 },
      deadlines: { 0: T0 + 120_000 },
    });
    await advance(120_000);
    expect(standIn((await stored()).players[0])).toMatchObject({ oneMove: true });
  });

  it('keeps presence at start when RESET_PRESENCE_ON_START is 0 (other processes serve those seats)', async () => {
    await store(metadata());
    expect(await startTables(db, ['highcard'], service, false)).toBe(0);
    expect(Object.values((await stored()).players).map((p) => p.isConnected)).toEqual([true, true]);
  });

  it('tells a turn-based seat its turn, reminds it once when a sixth of its time is left, then a bot moves', async () => {
    await store(metadata({ clock: { mode: 'move', moveSeconds: 24 * 3600 } }));
    // Bob sits down last: the first turn is Ann's, and she is told.
    await service.seatSynced('highcard', 'm1', '1', 'bob-secret', await stored());
    expect(notices).toEqual([{ seats: ['0'], kind: 'turn' }]);
    expect(tableOf(await stored()).deadlines).toEqual({ 0: T0 + 24 * 3600_000 });
    await advance(20 * 3600_000 - 1);
    expect(notices).toHaveLength(1);
    await advance(1);
    expect(notices).toEqual([
      { seats: ['0'], kind: 'turn' },
      { seats: ['0'], kind: 'reminder' },
    ]);
    // Armed again (another sync, a restart): the reminder is not sent twice.
    service.arm('highcard', 'm1', await stored());
    await advance(4 * 3600_000 - 1);
    expect(notices).toHaveLength(2);
    expect(standIn((await stored()).players[0])).toBeUndefined();
    await advance(1);
    expect(standIn((await stored()).players[0])).toMatchObject({ oneMove: true });
    // The bot's move passes the turn to Bob, who is told.
    const { change, committed } = service.commitChange('highcard', 'm1', '0', ctx('1'));
    await db.updateMetadata('m1', change);
    committed();
    expect(notices[2]).toEqual({ seats: ['1'], kind: 'turn' });
  });
});
