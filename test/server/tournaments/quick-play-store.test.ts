/**
 * Quick play's queues in the database (server/tournaments/quick-play-store.ts, migration 18) on SQLite
 * always and on PostgreSQL when TEST_DATABASE_URL is a postgres:// URL: an account waits in one queue at a
 * time, an address holds a bounded number of entries, a claim takes every entry of a match or none (also
 * when two processes race for one entry), the sizes of a queue, leaving, dropping the unseen, and one
 * pairer at a time among processes.
 */
import { randomUUID } from 'node:crypto';
import type { Storage } from '../../../server/storage';
import { AccountStore } from '../../../server/accounts/account-store';
import { MAX_ENTRIES_PER_ADDRESS, QuickPlayStore, type NewEntry } from '../../../server/tournaments/quick-play-store';
import { storageBackends } from '../account-backends';

const backends = storageBackends('quick-play-store');
/** A game of this file's own: the pairers of other files' servers on the same database never touch its entries. */
const GAME = `qp-store-${randomUUID().slice(0, 8)}`;

describe.each(backends)('$name quick-play store', (backend) => {
  const open: Storage[] = [];
  afterEach(async () => {
    for (const storage of open.splice(0)) await storage.close();
  });
  async function connect() {
    const storage = backend.open();
    await storage.connect();
    open.push(storage);
    return { store: new QuickPlayStore(storage.sql!), accounts: new AccountStore(storage.sql!) };
  }
  const unique = () => randomUUID().slice(0, 8);
  async function account(accounts: AccountStore) {
    const id = `a-${unique()}`;
    expect(await accounts.createAccount(id, `N${id}`, { key: id, look: id }, null, 1)).toBe(true);
    return id;
  }
  const entry = (queueKey: string, extra: Partial<NewEntry> = {}): NewEntry => ({
    id: `e-${unique()}`,
    ticketHash: `t-${unique()}`,
    gameName: GAME,
    queueKey,
    players: 2,
    rated: false,
    clock: '{"mode":"off"}',
    accountID: null,
    address: `addr-${unique()}`,
    playerName: 'Ann',
    rating: 1000,
    botAfterMs: null,
    joinedAt: 1000,
    ...extra,
  });

  it('keeps an entry as it was given, and gives it back by its ticket', async () => {
    const { store, accounts } = await connect();
    const queue = `q-${unique()}`;
    const given = entry(queue, {
      accountID: await account(accounts),
      rated: true,
      rating: 1234,
      players: 0,
      botAfterMs: 30_000,
    });
    expect(await store.join(given)).toBeUndefined();
    expect(await store.seen(given.ticketHash, 5000)).toEqual({
      ...given,
      seenAt: 5000,
      matchID: null,
      seat: null,
      credentials: null,
      matchedAt: null,
    });
    expect(await store.seen('no such ticket', 5000)).toBeUndefined();
  });

  it('holds an account in one queue at a time, and lets it join again once matched', async () => {
    const { store, accounts } = await connect();
    const id = await account(accounts);
    const first = entry(`q-${unique()}`, { accountID: id });
    expect(await store.join(first)).toBeUndefined();
    expect(await store.join(entry(`q-${unique()}`, { accountID: id }))).toBe('in a queue');
    expect(await store.claim([first.id], 'm1', 2000)).toBe(true);
    const again = entry(`q-${unique()}`, { accountID: id });
    expect(await store.join(again)).toBeUndefined();
    expect(await store.seen(first.ticketHash, 3000)).toBeUndefined();
  });

  it(`holds at most ${MAX_ENTRIES_PER_ADDRESS} waiting entries from one address`, async () => {
    const { store } = await connect();
    const address = `addr-${unique()}`;
    const queue = `q-${unique()}`;
    for (let i = 0; i < MAX_ENTRIES_PER_ADDRESS; i++)
      expect(await store.join(entry(queue, { address }))).toBeUndefined();
    expect(await store.join(entry(queue, { address }))).toBe('address cap');
    expect(await store.join(entry(queue))).toBeUndefined();
  });

  it('says whether a game has any entry, waiting or matched', async () => {
    const { store } = await connect();
    const game = `g-${unique()}`;
    expect(await store.anyEntries([game])).toBe(false);
    const e = entry(`q-${unique()}`, { gameName: game });
    await store.join(e);
    expect(await store.anyEntries([game])).toBe(true);
    await store.claim([e.id], `m-${unique()}`, 2000);
    expect(await store.anyEntries([game, `g-${unique()}`])).toBe(true);
    expect(await store.anyEntries([`g-${unique()}`])).toBe(false);
  });

  it('counts a queue and its longest wait, and leaves it in one step', async () => {
    const { store } = await connect();
    const queue = `q-${unique()}`;
    const a = entry(queue, { joinedAt: 700 });
    const b = entry(queue, { joinedAt: 900 });
    await store.join(a);
    await store.join(b);
    await store.join(entry(`q-${unique()}`, { joinedAt: 100 }));
    expect(await store.queueSize(queue)).toEqual({ waiting: 2, since: 700 });
    expect(await store.leave(a.ticketHash)).toBe(true);
    expect(await store.leave(a.ticketHash)).toBe(false);
    expect(await store.queueSize(queue)).toEqual({ waiting: 1, since: 900 });
    expect(await store.queueSize(`q-${unique()}`)).toEqual({ waiting: 0, since: null });
  });

  it('claims every entry of a match or none, and one entry for one match only when two processes race', async () => {
    const [one, two] = [await connect(), await connect()];
    const queue = `q-${unique()}`;
    const [a, b, c] = [entry(queue), entry(queue), entry(queue)];
    for (const e of [a, b, c]) await one.store.join(e);
    const outcomes = await Promise.all([
      one.store.claim([a.id, b.id], 'm-ab', 2000),
      two.store.claim([b.id, c.id], 'm-bc', 2000),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const won = outcomes[0] ? 'm-ab' : 'm-bc';
    const lost = outcomes[0] ? c : a;
    expect((await one.store.seen(lost.ticketHash, 3000))?.matchID).toBeNull();
    expect((await one.store.seen(b.ticketHash, 3000))?.matchID).toBe(won);
    expect(await one.store.leave(b.ticketHash)).toBe(false);
    const other = outcomes[0] ? a : c;
    await one.store.seat([
      { id: b.id, seat: '1', credentials: 'cred-b' },
      { id: other.id, seat: '0', credentials: 'cred-other' },
    ]);
    expect(await one.store.seen(b.ticketHash, 3000)).toMatchObject({
      matchID: won,
      seat: '1',
      credentials: 'cred-b',
      matchedAt: 2000,
    });
    expect(await one.store.seen(other.ticketHash, 3000)).toMatchObject({
      matchID: won,
      seat: '0',
      credentials: 'cred-other',
    });
    await one.store.release(won);
    expect(await one.store.seen(b.ticketHash, 3000)).toMatchObject({
      matchID: null,
      seat: null,
      credentials: null,
      matchedAt: null,
    });
  });

  it('lists the waiting oldest first, the matched by the time of their claim, and forgets a match', async () => {
    const { store } = await connect();
    const queue = `q-${unique()}`;
    const [a, b, c] = [entry(queue, { joinedAt: 3 }), entry(queue, { joinedAt: 1 }), entry(queue, { joinedAt: 2 })];
    for (const e of [a, b, c]) await store.join(e);
    const mine = (entries: { id: string }[]) =>
      entries.map((e) => e.id).filter((id) => [a.id, b.id, c.id].includes(id));
    expect(mine(await store.waiting([GAME]))).toEqual([b.id, c.id, a.id]);
    const match = `m-${unique()}`;
    await store.claim([a.id, c.id], match, 5000);
    expect(mine(await store.waiting([GAME]))).toEqual([b.id]);
    expect(mine(await store.matchedBy(4999, [GAME]))).toEqual([]);
    expect(mine(await store.matchedBy(5000, [GAME]))).toEqual([a.id, c.id].sort());
    await store.forget(match);
    expect(mine(await store.matchedBy(5000, [GAME]))).toEqual([]);
  });

  it('drops the waiting entries whose player stopped asking, never a matched one', async () => {
    const { store } = await connect();
    const queue = `q-${unique()}`;
    const [a, b, c] = [entry(queue, { joinedAt: 1 }), entry(queue, { joinedAt: 1 }), entry(queue, { joinedAt: 1 })];
    for (const e of [a, b, c]) await store.join(e);
    await store.seen(b.ticketHash, 10_000);
    await store.claim([c.id], `m-${unique()}`, 2);
    await store.dropUnseen(5000, [GAME]);
    expect(await store.seen(a.ticketHash, 20_000)).toBeUndefined();
    expect((await store.seen(b.ticketHash, 20_000))?.id).toBe(b.id);
    expect((await store.seen(c.ticketHash, 20_000))?.id).toBe(c.id);
  });

  it('lets one process pair a game at a time, and another once its hold runs out or is given up', async () => {
    const [one, two] = [await connect(), await connect()];
    const [p, q] = [`p-${unique()}`, `p-${unique()}`];
    const game = `g-${unique()}`;
    const base = 1_000_000;
    const first = await Promise.all([
      one.store.takePairer(game, p, base, 10_000),
      two.store.takePairer(game, q, base, 10_000),
    ]);
    expect(first.filter(Boolean)).toHaveLength(1);
    const [holder, other] = first[0] ? [one.store, two.store] : [two.store, one.store];
    const [holderID, otherID] = first[0] ? [p, q] : [q, p];
    expect(await holder.takePairer(game, holderID, base + 5000, 10_000)).toBe(true);
    expect(await other.takePairer(game, otherID, base + 14_999, 10_000)).toBe(false);
    expect(await other.takePairer(game, otherID, base + 15_000, 10_000)).toBe(true);
    expect(await holder.takePairer(game, holderID, base + 16_000, 10_000)).toBe(false);
    await holder.releasePairer(otherID);
    expect(await holder.takePairer(game, holderID, base + 16_000, 10_000)).toBe(true);
    await holder.releasePairer(holderID);
    expect(await other.takePairer(game, otherID, base + 16_000, 10_000)).toBe(true);
    expect(await holder.takePairer(`g-${unique()}`, holderID, base + 16_000, 10_000)).toBe(true);
    await other.releasePairer(otherID);
    await holder.releasePairer(holderID);
  });

  it('removes the entries of a deleted account', async () => {
    const { store, accounts } = await connect();
    const id = await account(accounts);
    const e = entry(`q-${unique()}`, { accountID: id });
    await store.join(e);
    await accounts.deleteAccount(id);
    expect(await store.seen(e.ticketHash, 1)).toBeUndefined();
  });
});
