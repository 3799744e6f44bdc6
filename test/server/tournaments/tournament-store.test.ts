/**
 * Tournaments in the database (server/tournaments/tournament-store.ts, migration 20) on SQLite always and on
 * PostgreSQL when TEST_DATABASE_URL is a postgres:// URL: a tournament as it was given; a creator's daily
 * and open caps; registration's refusals (closed, full, in it already, too many, another real-time one);
 * registrations (and creations) at the same instant held to the cap and the account's limits; the start
 * with seeds, drops and round 1's tables written once; a round moved on once; a table's match
 * named once and its points written once; the lease held by one process at a time; the player's table now.
 */
import { randomUUID } from 'node:crypto';
import type { Storage } from '../../../server/storage';
import { AccountStore } from '../../../server/accounts/account-store';
import { TournamentStore, type NewTournament } from '../../../server/tournaments/tournament-store';
import { storageBackends } from '../account-backends';

const backends = storageBackends('tournament-store');
/** A game of this file's own: the runners of other files' servers on the same database never act on its tournaments. */
const GAME = `t-store-${randomUUID().slice(0, 8)}`;

describe.each(backends)('$name tournament store', (backend) => {
  const open: Storage[] = [];
  afterEach(async () => {
    for (const storage of open.splice(0)) await storage.close();
  });
  async function connect(limits?: ConstructorParameters<typeof TournamentStore>[1]) {
    const storage = backend.open();
    await storage.connect();
    open.push(storage);
    return { store: new TournamentStore(storage.sql!, limits), accounts: new AccountStore(storage.sql!) };
  }
  const unique = () => randomUUID().slice(0, 8);
  async function account(accounts: AccountStore) {
    const id = `a-${unique()}`;
    expect(await accounts.createAccount(id, `N${id}`, { key: id, look: id }, null, 1)).toBe(true);
    return id;
  }
  const tournament = (creatorID: string, extra: Partial<NewTournament> = {}): NewTournament => ({
    id: `t-${unique()}`,
    name: 'Spring Swiss',
    gameName: GAME,
    tableSize: 2,
    format: 'swiss',
    rounds: 3,
    placement: null,
    rated: true,
    clock: 'sudden-15',
    setupData: { expansions: ['inns'] },
    startsAt: 100_000,
    checkInMinutes: 10,
    cap: 3,
    inviteHash: null,
    creatorID,
    creatorName: 'Ann',
    createdAt: 1000,
    ...extra,
  });

  it('keeps a tournament as it was given, upcoming and at round 0', async () => {
    const { store, accounts } = await connect();
    const given = tournament(await account(accounts), { format: 'swiss-tables', tableSize: 4, placement: '6-4-2-0' });
    expect(await store.create(given)).toBeUndefined();
    expect(await store.get(given.id)).toEqual({ ...given, state: 'upcoming', round: 0, bestOf: null, groups: null });
    expect(await store.get('no such')).toBeUndefined();
    const groups = tournament(await account(accounts), {
      format: 'groups-then-knockout',
      rounds: 0,
      bestOf: 5,
      groups: { count: 4, qualifiers: 2, bestOf: 3 },
    });
    expect(await store.create(groups)).toBeUndefined();
    expect(await store.get(groups.id)).toEqual({ ...groups, state: 'upcoming', round: 0 });
  });

  it('holds a creator to its daily and open caps', async () => {
    const { store, accounts } = await connect({ createdPerDay: 3, openPerCreator: 2, registrationsPerAccount: 10 });
    const creator = await account(accounts);
    const first = tournament(creator);
    expect(await store.create(first)).toBeUndefined();
    expect(await store.create(tournament(creator))).toBeUndefined();
    expect(await store.create(tournament(creator))).toBe('open cap');
    expect(await store.cancel(first.id)).toBe(true);
    expect(await store.create(tournament(creator))).toBeUndefined();
    expect(await store.cancel((await store.listing(0)).find((t) => t.creatorID === creator)!.id)).toBe(true);
    expect(await store.create(tournament(creator))).toBe('daily cap');
    // A day later the day's count starts again.
    expect(await store.create(tournament(creator, { createdAt: 1000 + 86_400_000 + 1 }))).toBeUndefined();
  });

  it('refuses a registration when closed, full, in it already, over the cap or in another real-time one', async () => {
    const { store, accounts } = await connect({ createdPerDay: 9, openPerCreator: 9, registrationsPerAccount: 2 });
    const creator = await account(accounts);
    const t = tournament(creator, { cap: 2 });
    await store.create(t);
    const [a, b, c] = [await account(accounts), await account(accounts), await account(accounts)];
    const p = (id: string) => ({ accountID: id, playerName: `P${id}`, rating: 1200 });
    expect(await store.register(t.id, p(a), 2000)).toBeUndefined();
    expect(await store.register(t.id, p(a), 2000)).toBe('registered');
    expect(await store.register(t.id, p(b), 2000)).toBeUndefined();
    expect(await store.register(t.id, p(c), 2000)).toBe('full');
    expect(await store.register(t.id, p(c), t.startsAt)).toBe('closed');
    expect(await store.playerCounts([t.id])).toEqual(new Map([[t.id, 2]]));
    // A withdrawal frees the place, and the withdrawn may register again.
    expect(await store.setPlayerState(t.id, b, ['registered', 'checked-in'], 'withdrawn')).toBe(true);
    expect(await store.setPlayerState(t.id, b, ['registered', 'checked-in'], 'withdrawn')).toBe(false);
    expect(await store.playerCounts([t.id])).toEqual(new Map([[t.id, 1]]));
    // `a` is in one real-time tournament: not in a second; a turn-based one is fine.
    const other = tournament(creator);
    await store.create(other);
    expect(await store.register(other.id, p(a), 2000)).toBe('real-time elsewhere');
    const slow = tournament(creator, { clock: 'turn-based' });
    await store.create(slow);
    expect(await store.register(slow.id, p(a), 2000)).toBeUndefined();
    const third = tournament(creator, { clock: 'turn-based' });
    await store.create(third);
    expect(await store.register(third.id, p(a), 2000)).toBe('registrations cap');
    expect(new Map((await store.players(t.id)).map((r) => [r.accountID, r.state]))).toEqual(
      new Map([
        [a, 'registered'],
        [b, 'withdrawn'],
      ]),
    );
  });

  it('lets no two registrations at the same instant overshoot the cap or an account’s limits', async () => {
    // Each registration on a connection of its own, as two processes (or two requests) would send them.
    const stores = await Promise.all(
      Array.from({ length: 8 }, () => connect({ createdPerDay: 99, openPerCreator: 2, registrationsPerAccount: 1 })),
    );
    const { store, accounts } = stores[0]!;
    for (let attempt = 0; attempt < 3; attempt++) {
      const t = tournament(await account(accounts), { cap: 2, startsAt: 1e7 });
      expect(await store.create(t)).toBeUndefined();
      const entrants = await Promise.all(stores.map(() => account(accounts)));
      const answers = await Promise.all(
        stores.map(({ store: s }, i) =>
          s.register(t.id, { accountID: entrants[i]!, playerName: `N${i}`, rating: 1000 }, 1000),
        ),
      );
      expect(answers.filter((a) => a === undefined)).toHaveLength(2);
      expect(answers.filter((a) => a === 'full')).toHaveLength(6);
      expect((await store.playerCounts([t.id])).get(t.id)).toBe(2);
    }
    // One account into several tournaments at once: at most its one registration.
    const player = await account(accounts);
    const several: string[] = [];
    for (const _ of stores) {
      const t = tournament(await account(accounts), { cap: 8, startsAt: 1e7, clock: 'turn-based' });
      expect(await store.create(t)).toBeUndefined();
      several.push(t.id);
    }
    const answers = await Promise.all(
      stores.map(({ store: s }, i) =>
        s.register(several[i]!, { accountID: player, playerName: 'P', rating: 1000 }, 1000),
      ),
    );
    expect(answers.filter((a) => a === undefined)).toHaveLength(1);
    expect(answers.filter((a) => a === 'registrations cap')).toHaveLength(7);
    // One creator making several at once: at most its open cap.
    const creator = await account(accounts);
    const capped = await Promise.all(stores.map(({ store: s }) => s.create(tournament(creator))));
    expect(capped.filter((a) => a === undefined)).toHaveLength(2);
    expect(capped.filter((a) => a === 'open cap')).toHaveLength(6);
  });

  it('starts once with seeds, drops and round 1, moves a round on once, and finishes once', async () => {
    const { store, accounts } = await connect();
    const t = tournament(await account(accounts), { cap: 8 });
    await store.create(t);
    const [a, b, c, d] = [
      await account(accounts),
      await account(accounts),
      await account(accounts),
      await account(accounts),
    ];
    for (const id of [a, b, c, d]) await store.register(t.id, { accountID: id, playerName: id, rating: 1000 }, 2000);
    expect(await store.due(t.startsAt - 1, [GAME])).not.toContain(t.id);
    expect(await store.due(t.startsAt, [GAME])).toContain(t.id);
    expect(await store.due(t.startsAt, ['other'])).not.toContain(t.id);
    const seeded = [
      { accountID: c, rating: 1500 },
      { accountID: a, rating: 1300 },
      { accountID: b, rating: 1100 },
    ];
    expect(await store.start(t.id, seeded, [d], [[c, b], [a]])).toBe(true);
    expect(await store.start(t.id, seeded, [d], [[c, b], [a]])).toBe(false);
    expect(await store.get(t.id)).toMatchObject({ state: 'running', round: 1 });
    expect((await store.players(t.id)).map((r) => [r.accountID, r.state, r.seed, r.rating])).toEqual([
      [c, 'checked-in', 0, 1500],
      [a, 'checked-in', 1, 1300],
      [b, 'checked-in', 2, 1100],
      [d, 'dropped', null, 1000],
    ]);
    const round1 = await store.tables(t.id, 1);
    expect(round1).toEqual([
      {
        tournamentID: t.id,
        round: 1,
        table: 1,
        seats: [c, b],
        matchID: null,
        openedAt: null,
        settled: false,
        points: null,
      },
      // The bye is over as it is written.
      {
        tournamentID: t.id,
        round: 1,
        table: 2,
        seats: [a],
        matchID: null,
        openedAt: null,
        settled: false,
        points: [1],
      },
    ]);
    expect(await store.nameMatch(round1[0]!, 'm-1')).toBe('m-1');
    expect(await store.nameMatch(round1[0]!, 'm-2')).toBe('m-1');
    await store.opened(round1[0]!, 5000);
    await store.opened(round1[0]!, 6000);
    expect(await store.playingNow(c)).toEqual([
      { ...round1[0]!, matchID: 'm-1', openedAt: 5000, name: 'Spring Swiss' },
    ]);
    expect(await store.playingNow(a)).toEqual([]);
    expect(await store.score(round1[0]!, [0.5, 0.5])).toBe(true);
    expect(await store.score(round1[0]!, [1, 0])).toBe(false);
    expect(await store.playingNow(c)).toEqual([]);
    expect((await store.tables(t.id, 1))[0]!.points).toEqual([0.5, 0.5]);
    expect(await store.nextRound(t.id, 1, [[a, c], [b]])).toBe(true);
    expect(await store.nextRound(t.id, 1, [[a, c], [b]])).toBe(false);
    expect((await store.tables(t.id)).map((x) => [x.round, x.table, x.seats])).toEqual([
      [1, 1, [c, b]],
      [1, 2, [a]],
      [2, 1, [a, c]],
      [2, 2, [b]],
    ]);
    expect(await store.finish(t.id, 1)).toBe(false);
    expect(await store.finish(t.id, 2)).toBe(true);
    expect(await store.get(t.id)).toMatchObject({ state: 'finished', round: 2 });
    expect(await store.due(Number.MAX_SAFE_INTEGER, [GAME])).not.toContain(t.id);
  });

  it('cancels an upcoming tournament once, its players dropped', async () => {
    const { store, accounts } = await connect();
    const t = tournament(await account(accounts));
    await store.create(t);
    const a = await account(accounts);
    await store.register(t.id, { accountID: a, playerName: 'A', rating: 1000 }, 2000);
    expect(await store.cancel(t.id)).toBe(true);
    expect(await store.cancel(t.id)).toBe(false);
    expect(await store.get(t.id)).toMatchObject({ state: 'cancelled' });
    expect((await store.players(t.id))[0]!.state).toBe('dropped');
  });

  it('lets one process at a time hold a tournament, another after the lease ends or is given up', async () => {
    const { store, accounts } = await connect();
    const t = tournament(await account(accounts));
    await store.create(t);
    expect(await store.takeLease(t.id, 'p1', 1000, 10_000)).toBe(true);
    expect(await store.takeLease(t.id, 'p2', 2000, 10_000)).toBe(false);
    expect(await store.takeLease(t.id, 'p1', 5000, 10_000)).toBe(true);
    expect(await store.takeLease(t.id, 'p2', 14_999, 10_000)).toBe(false);
    expect(await store.takeLease(t.id, 'p2', 15_000, 10_000)).toBe(true);
    await store.releaseLeases('p2');
    expect(await store.takeLease(t.id, 'p1', 15_001, 10_000)).toBe(true);
  });
});
