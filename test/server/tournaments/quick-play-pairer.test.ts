/**
 * The quick-play pairer (server/tournaments/quick-play-pairer.ts, quick-play-open.ts; docs/quick-play.md#pairing)
 * on SQLite always and on PostgreSQL when TEST_DATABASE_URL is a postgres:// URL, with the table and the
 * sockets stubbed: a match opened for all its players at once with the queue's clock and a minute of
 * grace; two processes pairing at once open one match, not two; bots of the player's level after the
 * chosen wait; a rated table holds each account's seat; blocked accounts never meet; a claim whose process
 * died goes back to the queue; a player who never came loses the seat to a bot; a closed tab leaves.
 */
import { randomUUID } from 'node:crypto';
import type { Game } from 'boardgame.io';
import { carcassonneGame } from '../../../games/carcassonne/game';
import type { Storage } from '../../../server/storage';
import { AccountStore } from '../../../server/accounts/account-store';
import { QuickPlayStore, type NewEntry } from '../../../server/tournaments/quick-play-store';
import { QuickPlayPairer, type PairerDeps } from '../../../server/tournaments/quick-play-pairer';
import { queueKey } from '../../../server/tournaments/quick-play-match';
import { standIn, tableOf } from '../../../server/table/table-state';
import { stubbedTable } from '../../../tools/tournaments/stubbed-table';
import { storageBackends } from '../account-backends';
import { hardenGame } from '../../../server/guards/harden-game';

// Hardened as the server's games are (a null setupData is the game's defaults).
const game = hardenGame({ ...carcassonneGame, name: `qp-${randomUUID().slice(0, 6)}` } as Game);
const backends = storageBackends('quick-play-pairer');
const LEVELS = [
  { level: 'easy', rating: 900 },
  { level: 'hard', rating: 1400 },
];

describe.each(backends)('$name quick-play pairer', (backend) => {
  const open: Storage[] = [];
  const pairers: QuickPlayPairer[] = [];
  afterEach(async () => {
    // A stopped pairer gives its row up: the next test (or file) on this database pairs at once.
    for (const pairer of pairers.splice(0)) await pairer.stop();
    for (const storage of open.splice(0)) await storage.close();
  });

  async function process(extra: Partial<PairerDeps> = {}) {
    const db = backend.open();
    await db.connect();
    open.push(db);
    const store = new QuickPlayStore(db.sql!);
    const { deps: table, stoodIn, held } = stubbedTable(db);
    const deps: PairerDeps = {
      ...table,
      games: [game],
      store,
      botLevels: () => LEVELS,
      holder: randomUUID(),
      ...extra,
    };
    const pairer = new QuickPlayPairer(deps);
    pairers.push(pairer);
    return { db, store, pairer, stoodIn, held, accounts: new AccountStore(db.sql!) };
  }

  // Each test its own far-off time, so the single pairer row and the entries of other tests do not meet it.
  let base = Date.now() + 1e9;
  beforeEach(() => {
    base += 1e8;
  });
  const entry = (extra: Partial<NewEntry> = {}): NewEntry => ({
    id: `e-${randomUUID()}`,
    ticketHash: `t-${randomUUID()}`,
    gameName: game.name!,
    queueKey: queueKey(game.name!, false, 'sudden-15'),
    players: 2,
    rated: false,
    clock: 'sudden-15',
    accountID: null,
    address: `addr-${randomUUID()}`,
    playerName: 'Ann',
    rating: 1000,
    botAfterMs: null,
    joinedAt: base,
    ...extra,
  });
  async function account(accounts: AccountStore) {
    const id = `a-${randomUUID().slice(0, 8)}`;
    await accounts.createAccount(id, `N${id}`, { key: id, look: id }, null, 1);
    return id;
  }
  const seen = (store: QuickPlayStore, e: NewEntry, at = base) => store.seen(e.ticketHash, at);

  it('opens one match for two waiting players, all seats taken at once, with the queue clock and a minute of grace', async () => {
    const { db, store, pairer } = await process();
    const [a, b] = [entry({ playerName: 'Ann' }), entry({ playerName: 'Bob' })];
    await store.join(a);
    await store.join(b);
    expect(await pairer.tick(base + 1000)).toBe(1);
    const [sa, sb] = [await seen(store, a), await seen(store, b)];
    expect(sa?.matchID).toBeTruthy();
    expect(sb?.matchID).toBe(sa?.matchID);
    expect(new Set([sa?.seat, sb?.seat])).toEqual(new Set(['0', '1']));
    const { metadata } = await db.fetch(sa!.matchID!, { metadata: true });
    expect(metadata?.unlisted).toBe(true);
    expect(metadata?.players[Number(sa!.seat)]).toMatchObject({ name: 'Ann', credentials: sa!.credentials });
    expect(metadata?.players[Number(sb!.seat)]).toMatchObject({ name: 'Bob', credentials: sb!.credentials });
    const table = tableOf(metadata!);
    expect(table.clock).toEqual({ mode: 'chess', bankSeconds: 900, incrementSeconds: 0 });
    expect(table.graceSeconds).toBe(60);
    expect(table.hints).toBe(true);
    expect(table.rated).toBeUndefined();
    expect(await pairer.tick(base + 2000)).toBe(0);
  });

  it('opens one match, not two, when two processes pair at once', async () => {
    const one = await process();
    const two = await process();
    const [a, b] = [entry(), entry()];
    await one.store.join(a);
    await one.store.join(b);
    const opened = await Promise.all([one.pairer.tick(base + 1000), two.pairer.tick(base + 1000)]);
    expect(opened.sort()).toEqual([0, 1]);
    const matchID = (await seen(one.store, a))!.matchID!;
    expect((await seen(one.store, b))!.matchID).toBe(matchID);
    // The other process takes over once the first one's hold runs out, and finds nothing left to pair.
    expect(await two.pairer.tick(base + 20_000)).toBe(0);
    expect(await one.store.queueSize(a.queueKey)).toEqual({ waiting: 0, since: null });
  });

  it('fills a casual table with bots of the player level after the chosen wait, not before', async () => {
    const { db, store, pairer } = await process();
    const a = entry({ players: 3, rating: 1350, botAfterMs: 30_000, playerName: 'Ann' });
    await store.join(a);
    await seen(store, a, base + 25_000);
    expect(await pairer.tick(base + 29_999)).toBe(0);
    expect(await pairer.tick(base + 30_000)).toBe(1);
    const matched = (await seen(store, a, base + 30_000))!;
    const { metadata } = await db.fetch(matched.matchID!, { metadata: true });
    const players = Object.values(metadata!.players);
    expect(players).toHaveLength(3);
    expect(players.filter((p) => p.name === 'Ann')).toHaveLength(1);
    expect(players.filter((p) => p.name !== 'Ann').map((p) => p.data)).toEqual([{ bot: 'hard' }, { bot: 'hard' }]);
  });

  it('makes a rated table hold each account seat, with no hints', async () => {
    const { db, store, pairer, held, accounts } = await process();
    const key = queueKey(game.name!, true, 'move-120');
    const [ida, idb] = [await account(accounts), await account(accounts)];
    const a = entry({ rated: true, queueKey: key, clock: 'move-120', accountID: ida });
    const b = entry({ rated: true, queueKey: key, clock: 'move-120', accountID: idb });
    await store.join(a);
    await store.join(b);
    expect(await pairer.tick(base + 1000)).toBe(1);
    const [sa, sb] = [(await seen(store, a))!, (await seen(store, b))!];
    const table = tableOf((await db.fetch(sa.matchID!, { metadata: true })).metadata!);
    expect(table).toMatchObject({ rated: true, hints: false, clock: { mode: 'move', moveSeconds: 120 } });
    expect(held.sort()).toEqual(
      [`${sa.matchID}/${sa.seat}/account:${ida}`, `${sb.matchID}/${sb.seat}/account:${idb}`].sort(),
    );
    const seats = await db.sql!.all<{ account_id: string }>('SELECT account_id FROM account_seats WHERE match_id = ?', [
      sa.matchID!,
    ]);
    expect(seats.map((s) => s.account_id).sort()).toEqual([ida, idb].sort());
  });

  it('never seats two accounts together when one blocked the other', async () => {
    const { store, pairer, accounts, db } = await process();
    const [ida, idb] = [await account(accounts), await account(accounts)];
    await db.sql!.run('INSERT INTO blocks (account_id, blocked_id, created_at) VALUES (?, ?, ?)', [idb, ida, 1]);
    const [a, b] = [entry({ accountID: ida }), entry({ accountID: idb, joinedAt: base + 1 })];
    await store.join(a);
    await store.join(b);
    expect(await pairer.tick(base + 1000)).toBe(0);
    const c = entry({ joinedAt: base + 2 });
    await store.join(c);
    expect(await pairer.tick(base + 2000)).toBe(1);
    expect((await seen(store, a))!.matchID).toBe((await seen(store, c))!.matchID);
    expect((await seen(store, b))!.matchID).toBeNull();
  });

  it('puts the players of a claim whose process died back in the queue, and wipes its match', async () => {
    const { db, store, pairer } = await process();
    const [a, b] = [entry(), entry()];
    await store.join(a);
    await store.join(b);
    expect(await store.claim([a.id, b.id], 'died-mid-way', base)).toBe(true);
    expect(await pairer.tick(base + 59_999)).toBe(0);
    expect((await seen(store, a, base + 59_999))!.matchID).toBe('died-mid-way');
    await seen(store, b, base + 59_999);
    expect(await pairer.tick(base + 60_000)).toBe(1);
    const matchID = (await seen(store, a, base + 60_000))!.matchID!;
    expect(matchID).not.toBe('died-mid-way');
    expect((await db.fetch(matchID, { metadata: true })).metadata).toBeDefined();
  });

  it('gives the seat of a player who never came to a bot a minute after the match opened, and keeps the one who came', async () => {
    const { db, store, pairer, stoodIn } = await process();
    const [a, b] = [entry(), entry()];
    await store.join(a);
    await store.join(b);
    await pairer.tick(base);
    const [sa, sb] = [(await seen(store, a))!, (await seen(store, b))!];
    const matchID = sa.matchID!;
    await db.updateMetadata(matchID, (m) => ({
      ...m,
      players: { ...m.players, [sa.seat!]: { ...m.players[Number(sa.seat)]!, isConnected: true } },
    }));
    const mine = () => stoodIn.filter((s) => s.startsWith(`${matchID}/`));
    await pairer.tick(base + 59_999);
    expect(mine()).toEqual([]);
    await pairer.tick(base + 60_000);
    expect(mine()).toEqual([`${matchID}/${sb.seat}`]);
    const { metadata } = await db.fetch(matchID, { metadata: true });
    expect(standIn(metadata!.players[Number(sb.seat)])).toMatchObject({ left: true });
    expect(standIn(metadata!.players[Number(sa.seat)])).toBeUndefined();
    expect(await seen(store, a, base + 60_000)).toBeUndefined();
  });

  it('drops a waiting player who stopped asking for 30 s', async () => {
    const { store, pairer } = await process();
    const a = entry();
    await store.join(a);
    await seen(store, a, base + 10_000);
    await pairer.tick(base + 39_999);
    expect(await seen(store, a, base + 39_999)).toBeDefined();
    await pairer.tick(base + 69_999 + 1);
    expect(await seen(store, a, base + 70_000)).toBeUndefined();
  });
});
