/**
 * The tournaments' loop (server/tournaments/tournament-runner.ts; docs/tournaments.md#lifecycle) on SQLite
 * always and on PostgreSQL when TEST_DATABASE_URL is a postgres:// URL, with the table and the sockets
 * stubbed and each game ended by writing its result as boardgame.io does: a 4-player two-seat Swiss of 3
 * rounds driven to its final standings; a 5-player Swiss at tables with placement points; registration
 * closed at the start (who did not check in is dropped, too few players or players who cannot fill the
 * game's tables cancel); a process killed while it opens a round, another one taking over after the lease
 * (no table made twice, none lost); a no-show's seat forfeited to a bot (ranking last); a withdrawn player
 * out of later rounds; each seated player told once when their table opens.
 */
import { randomUUID } from 'node:crypto';
import type { Game } from 'boardgame.io';
import { carcassonneGame } from '../../../games/carcassonne/game';
import type { Storage } from '../../../server/storage';
import { AccountStore } from '../../../server/accounts/account-store';
import { standIn, tableOf } from '../../../server/table/table-state';
import { hardenGame } from '../../../server/guards/harden-game';
import { standings } from '../../../server/tournaments/standings';
import { gamesOf } from '../../../server/tournaments/tournament-rounds';
import { bracketView } from '../../../server/tournaments/bracket-view';
import {
  LEASE_MS,
  SEAT_GRACE_MS,
  TournamentRunner,
  type RunnerDeps,
  type TableNotice,
} from '../../../server/tournaments/tournament-runner';
import { TournamentStore, type NewTournament } from '../../../server/tournaments/tournament-store';
import { stubbedTable } from '../../../tools/tournaments/stubbed-table';
import { storageBackends } from '../account-backends';

/** Each test's own game: no runner of one test acts on another test's tournaments, still running. */
let game: Game;
beforeEach(() => {
  game = hardenGame({ ...carcassonneGame, name: `tr-${randomUUID().slice(0, 6)}` } as Game);
});
const backends = storageBackends('tournament-runner');

describe.each(backends)('$name tournament runner', (backend) => {
  const open: Storage[] = [];
  const runners: TournamentRunner[] = [];
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
    for (const storage of open.splice(0)) await storage.close();
  });

  async function process(extra: Partial<RunnerDeps> = {}) {
    const db = backend.open();
    await db.connect();
    open.push(db);
    const store = new TournamentStore(db.sql!, {
      createdPerDay: 1e6,
      openPerCreator: 1e6,
      registrationsPerAccount: 1e6,
    });
    const { deps: table, stoodIn, held } = stubbedTable(db);
    const deps: RunnerDeps = {
      ...table,
      games: [game],
      store,
      ratingOf: async (accountID) => ratings.get(accountID) ?? 1000,
      holder: randomUUID(),
      ...extra,
    };
    const runner = new TournamentRunner(deps);
    runners.push(runner);
    return { db, store, runner, stoodIn, held, accounts: new AccountStore(db.sql!) };
  }

  const ratings = new Map<string, number>();
  // Each test its own far-off time, so other tests' tournaments are not due at its ticks' times... and
  // those that are belong to tests that are over.
  let base = Date.now() + 1e9;
  beforeEach(() => {
    base += 1e8;
  });

  async function players(accounts: AccountStore, n: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const id = `a${i}-${randomUUID().slice(0, 8)}`;
      await accounts.createAccount(id, `P${i}${id.slice(3, 7)}`, { key: id, look: id }, null, 1);
      ratings.set(id, 2000 - i * 100);
      ids.push(id);
    }
    return ids;
  }

  async function tournament(
    ctx: { store: TournamentStore; accounts: AccountStore },
    entrants: string[],
    extra: Partial<NewTournament> = {},
  ) {
    const t: NewTournament = {
      id: `t-${randomUUID().slice(0, 8)}`,
      name: 'Test Swiss',
      gameName: game.name!,
      tableSize: 2,
      format: 'swiss',
      rounds: 3,
      placement: null,
      rated: true,
      clock: 'sudden-15',
      setupData: null,
      startsAt: base,
      checkInMinutes: 0,
      cap: 64,
      inviteHash: null,
      creatorID: entrants[0]!,
      creatorName: 'Ann',
      createdAt: base - 1e6,
      ...extra,
    };
    expect(await ctx.store.create(t)).toBeUndefined();
    // Registered in reverse rating order: the seeds come from the ratings, not the order.
    for (const id of [...entrants].reverse())
      expect(
        await ctx.store.register(t.id, { accountID: id, playerName: `N${id}`, rating: 1000 }, base - 1000),
      ).toBeUndefined();
    return t;
  }

  /** Ends a table's match with these final scores (seat order), as boardgame.io's end of game does. */
  async function end(db: Storage, matchID: string, scores: number[]) {
    const best = Math.max(...scores);
    const winners = scores.flatMap((s, i) => (s === best ? [String(i)] : []));
    await db.updateMetadata(matchID, (m) => ({ ...m, gameover: { winners, scores } }));
  }

  const seatsOf = async (store: TournamentStore, id: string, round: number) =>
    (await store.tables(id, round)).map((t) => t.seats);

  it('runs a 4-player Swiss of 3 rounds to its final standings', async () => {
    const ctx = await process();
    const [a, b, c, d] = await players(ctx.accounts, 4);
    const t = await tournament(ctx, [a!, b!, c!, d!]);
    expect(await ctx.runner.tick(base - 1)).toEqual([]);
    expect(await ctx.runner.tick(base)).toEqual([t.id]);
    expect(await ctx.store.get(t.id)).toMatchObject({ state: 'running', round: 1 });
    expect((await ctx.store.players(t.id)).map((p) => p.accountID)).toEqual([a, b, c, d]);
    // Who wins each pairing (by the pair's players, the first player first); null a draw.
    const results: Record<string, string | null> = {
      [`${a}|${c}`]: a!,
      [`${b}|${d}`]: b!,
      [`${a}|${b}`]: a!,
      [`${c}|${d}`]: null,
      [`${a}|${d}`]: a!,
      [`${b}|${c}`]: c!,
    };
    const expected = [
      [
        [a, c],
        [b, d],
      ],
      [
        [a, b],
        [c, d],
      ],
      [
        [a, d],
        [b, c],
      ],
    ];
    for (let round = 1; round <= 3; round++) {
      const tables = await ctx.store.tables(t.id, round);
      expect(tables.map((x) => [...x.seats].sort())).toEqual(expected[round - 1]!.map((pair) => [...pair].sort()));
      for (const table of tables) {
        expect(table.matchID).toBeTruthy();
        const { metadata } = await ctx.db.fetch(table.matchID!, { metadata: true });
        // The players sit in the pairing's order, the first player in seat 0, at a rated table.
        expect(table.seats.map((id, seat) => metadata!.players[seat]!.name)).toEqual(table.seats.map((id) => `N${id}`));
        expect(tableOf(metadata!)).toMatchObject({ rated: true, clock: { mode: 'chess', bankSeconds: 900 } });
        const key = [...table.seats].sort((x, y) => [a, b, c, d].indexOf(x) - [a, b, c, d].indexOf(y)).join('|');
        const winner = results[key];
        expect(winner).not.toBeUndefined();
        await end(
          ctx.db,
          table.matchID!,
          table.seats.map((id) => (winner === null ? 50 : id === winner ? 60 : 40)),
        );
      }
      await ctx.runner.tick(base + round * 1000);
    }
    expect(await ctx.store.get(t.id)).toMatchObject({ state: 'finished', round: 3 });
    const final = standings([a!, b!, c!, d!], gamesOf(await ctx.store.tables(t.id)));
    expect(final.map((s) => [s.player, s.score, s.buchholz, s.medianBuchholz, s.sonnebornBerger, s.rank])).toEqual([
      [a, 3, 3, 1, 3, 1],
      [c, 1.5, 4.5, 1, 1.25, 2],
      [b, 1, 5, 1.5, 0.5, 3],
      [d, 0.5, 5.5, 1.5, 0.75, 4],
    ]);
    // Each rated seat was held for its account, once.
    expect(ctx.held).toHaveLength(12);
    expect(await ctx.runner.tick(base + 10_000)).toEqual([]);
  });

  it('runs a 5-player Swiss at tables with 5-3-2-1 placement points, ties split', async () => {
    const ctx = await process();
    const ids = await players(ctx.accounts, 5);
    const t = await tournament(ctx, ids, { format: 'swiss-tables', tableSize: 4, placement: '5-3-2-1', rounds: 2 });
    await ctx.runner.tick(base);
    // Five at tables of four at most: a table of three and one of two, the seeds in order.
    expect(await seatsOf(ctx.store, t.id, 1)).toEqual([ids.slice(0, 3), ids.slice(3)]);
    const [first, second] = await ctx.store.tables(t.id, 1);
    await end(ctx.db, first!.matchID!, [10, 20, 20]);
    await end(ctx.db, second!.matchID!, [30, 5]);
    await ctx.runner.tick(base + 1000);
    expect((await ctx.store.tables(t.id, 1)).map((x) => x.points)).toEqual([
      [2, 4, 4],
      [5, 3],
    ]);
    // Round 2 by the standings (5, 4, 4, 3, 2; the two on 4 equal on every tie-break, so by seed): at the
    // first table the leader, then the next who has not sat with them, and the next who has not sat with
    // either while there is one (there is none: the third is the one met before); each table's first seat to
    // whoever has sat first least, then down the standings.
    const [p0, p1, p2, p3, p4] = ids as [string, string, string, string, string];
    expect(await seatsOf(ctx.store, t.id, 2)).toEqual([
      [p1, p2, p3],
      [p4, p0],
    ]);
    for (const table of await ctx.store.tables(t.id, 2))
      await end(
        ctx.db,
        table.matchID!,
        table.seats.map((_, i) => 100 - i),
      );
    await ctx.runner.tick(base + 2000);
    expect(await ctx.store.get(t.id)).toMatchObject({ state: 'finished', round: 2 });
    const final = standings(ids, gamesOf(await ctx.store.tables(t.id)));
    expect(final.map((s) => [s.player, s.score])).toEqual([
      [p1, 9],
      [p4, 8],
      [p2, 7],
      [p3, 7],
      [p0, 5],
    ]);
  });

  it('drops who did not check in, and cancels a tournament with fewer than two players', async () => {
    const ctx = await process();
    const ids = await players(ctx.accounts, 3);
    const t = await tournament(ctx, ids, { checkInMinutes: 10 });
    expect(await ctx.store.setPlayerState(t.id, ids[1]!, ['registered'], 'checked-in')).toBe(true);
    expect(await ctx.store.setPlayerState(t.id, ids[2]!, ['registered'], 'checked-in')).toBe(true);
    await ctx.runner.tick(base);
    expect(await ctx.store.get(t.id)).toMatchObject({ state: 'running', round: 1 });
    expect((await ctx.store.players(t.id)).map((p) => [p.accountID, p.state])).toEqual([
      [ids[1], 'checked-in'],
      [ids[2], 'checked-in'],
      [ids[0], 'dropped'],
    ]);
    expect(await seatsOf(ctx.store, t.id, 1)).toEqual([[ids[1], ids[2]]]);

    // ids[1] and ids[2] play a real-time tournament: the dropped ids[0] is free to play another.
    const lonely = await tournament(ctx, [ids[0]!], { checkInMinutes: 10, startsAt: base + 5000 });
    await ctx.store.setPlayerState(lonely.id, ids[0]!, ['registered'], 'checked-in');
    await ctx.runner.tick(base + 5000);
    expect(await ctx.store.get(lonely.id)).toMatchObject({ state: 'cancelled', round: 0 });
    expect(await ctx.store.tables(lonely.id)).toEqual([]);
  });

  it('cancels a tournament whose players cannot fill the game’s tables', async () => {
    // A game of three to six: five players do not sit at tables of three or four.
    game = { ...game, minPlayers: 3 };
    const ctx = await process();
    const ids = await players(ctx.accounts, 5);
    const t = await tournament(ctx, ids, { format: 'swiss-tables', tableSize: 4, placement: '5-3-2-1' });
    await ctx.runner.tick(base);
    expect(await ctx.store.get(t.id)).toMatchObject({ state: 'cancelled', round: 0 });
    expect(await ctx.store.tables(t.id)).toEqual([]);
  });

  it('tells each seated player once that their table is open, with its match and round', async () => {
    const notices: TableNotice[] = [];
    const ctx = await process({ notify: (notice) => void notices.push(notice) });
    const ids = await players(ctx.accounts, 4);
    const t = await tournament(ctx, ids, { name: 'Spring Swiss', rounds: 2 });
    await ctx.runner.tick(base);
    const told = (round: number, tables: Awaited<ReturnType<TournamentStore['tables']>>) =>
      tables.flatMap((table) =>
        table.seats.map((accountID, seat) => ({
          accountID,
          tournamentID: t.id,
          tournamentName: 'Spring Swiss',
          gameName: game.name!,
          matchID: table.matchID!,
          round,
          seat: String(seat),
        })),
      );
    const first = await ctx.store.tables(t.id, 1);
    expect(notices).toEqual(told(1, first));
    expect(new Set(notices.map((n) => n.accountID))).toEqual(new Set(ids));
    // The next tick, the round still playing, tells nobody again.
    await ctx.runner.tick(base + 1000);
    expect(notices).toHaveLength(4);
    for (const table of first) await end(ctx.db, table.matchID!, [60, 40]);
    await ctx.runner.tick(base + 2000);
    expect(notices.slice(4)).toEqual(told(2, await ctx.store.tables(t.id, 2)));
  });

  it('makes no table twice and loses none when a process dies while it opens a round', async () => {
    let made = 0;
    const told: string[] = [];
    const notify = (notice: TableNotice) => void told.push(`${notice.matchID}/${notice.seat}`);
    const dying = await process({ notify });
    // The first process dies after making one match: its second table is named but never made.
    const createMatch = dying.db.createMatch.bind(dying.db);
    dying.db.createMatch = async (...args) => {
      if (made++ >= 1) throw new Error('killed');
      return createMatch(...args);
    };
    const ids = await players(dying.accounts, 4);
    const t = await tournament(dying, ids);
    await dying.runner.tick(base);
    const before = await dying.store.tables(t.id, 1);
    expect(before.map((x) => [x.matchID !== null, x.openedAt !== null])).toEqual([
      [true, true],
      [true, false],
    ]);
    // Only the table that was opened was told.
    expect(told).toEqual([`${before[0]!.matchID}/0`, `${before[0]!.matchID}/1`]);
    const other = await process({ notify });
    // While the dead process's lease runs, the other one waits.
    expect(await other.runner.tick(base + 1000)).toEqual([]);
    expect(await other.runner.tick(base + LEASE_MS)).toEqual([t.id]);
    const after = await other.store.tables(t.id, 1);
    expect(after.map((x) => x.matchID)).toEqual(before.map((x) => x.matchID));
    expect(after.every((x) => x.openedAt !== null)).toBe(true);
    const rows = await other.db.sql!.all<{ n: number | string }>(
      'SELECT COUNT(*) AS n FROM matches WHERE game_name = ? AND id IN (?, ?)',
      [game.name!, after[0]!.matchID!, after[1]!.matchID!],
    );
    expect(Number(rows[0]!.n)).toBe(2);
    for (const table of after) {
      const { metadata } = await other.db.fetch(table.matchID!, { metadata: true });
      expect(Object.values(metadata!.players).map((p) => p.name)).toEqual(table.seats.map((id) => `N${id}`));
    }
    // A second take-over tick changes nothing; each seat was told once.
    await other.runner.tick(base + LEASE_MS + 1000);
    expect(await other.store.tables(t.id)).toEqual(after);
    expect(told.sort()).toEqual(after.flatMap((x) => [`${x.matchID}/0`, `${x.matchID}/1`]).sort());
  });

  it("forfeits a no-show's seat to a bot after the grace, who then ranks last", async () => {
    const ctx = await process();
    const [a, b] = await players(ctx.accounts, 2);
    const t = await tournament(ctx, [a!, b!], { rounds: 1 });
    await ctx.runner.tick(base);
    const [table] = await ctx.store.tables(t.id, 1);
    const matchID = table!.matchID!;
    // The first seat's player came; the other never did.
    await ctx.db.updateMetadata(matchID, (m) => ({
      ...m,
      players: { ...m.players, 0: { ...m.players[0]!, isConnected: true } },
    }));
    await ctx.runner.tick(base + SEAT_GRACE_MS - 1);
    expect(ctx.stoodIn).toEqual([]);
    await ctx.runner.tick(table!.openedAt! + SEAT_GRACE_MS);
    expect(ctx.stoodIn).toEqual([`${matchID}/1`]);
    const { metadata } = await ctx.db.fetch(matchID, { metadata: true });
    expect(standIn(metadata!.players[1])).toBeTruthy();
    expect(standIn(metadata!.players[0])).toBeUndefined();
    // The bot playing the no-show's seat outscores the player: the seat still ranks last.
    await end(ctx.db, matchID, [10, 90]);
    await ctx.runner.tick(base + SEAT_GRACE_MS + 1000);
    expect((await ctx.store.tables(t.id, 1))[0]!.points).toEqual([1, 0]);
    expect(await ctx.store.get(t.id)).toMatchObject({ state: 'finished' });
  });

  it('gives a withdrawn player’s seat to a bot and leaves them out of later rounds', async () => {
    const ctx = await process();
    const ids = await players(ctx.accounts, 4);
    const t = await tournament(ctx, ids, { rounds: 2 });
    await ctx.runner.tick(base);
    const quitter = ids[3]!;
    expect(await ctx.store.setPlayerState(t.id, quitter, ['checked-in'], 'withdrawn')).toBe(true);
    await ctx.runner.tick(base + 1000);
    const round1 = await ctx.store.tables(t.id, 1);
    const theirs = round1.find((x) => x.seats.includes(quitter))!;
    expect(ctx.stoodIn).toEqual([`${theirs.matchID}/${theirs.seats.indexOf(quitter)}`]);
    for (const table of round1) await end(ctx.db, table.matchID!, [50, 40]);
    await ctx.runner.tick(base + 2000);
    const round2 = await seatsOf(ctx.store, t.id, 2);
    expect(round2.flat().sort()).toEqual(ids.slice(0, 3).sort());
    // Three players: one table and a bye, already over.
    expect(round2.map((seats) => seats.length)).toEqual([2, 1]);
    expect((await ctx.store.tables(t.id, 2))[1]!.points).toEqual([1]);
  });
  /** Ends every open table of the round as `winner` says (by the table's seats, the first player first). */
  async function play(
    ctx: { db: Storage; store: TournamentStore },
    id: string,
    round: number,
    winner: (seats: string[]) => string | null,
  ) {
    const open = (await ctx.store.tables(id, round)).filter((x) => x.points === null);
    for (const table of open) {
      const won = winner(table.seats);
      await end(
        ctx.db,
        table.matchID!,
        table.seats.map((s) => (won === null ? 50 : s === won ? 60 : 40)),
      );
    }
    return open.map((x) => x.seats);
  }

  it('plays a single elimination of three, best of three, to its champion: the top seed has a bye', async () => {
    const ctx = await process();
    const [a, b, c] = (await players(ctx.accounts, 3)) as [string, string, string];
    const t = await tournament(ctx, [a, b, c], { format: 'single-elimination', rounds: 0, bestOf: 3 });
    await ctx.runner.tick(base);
    // Seeded by rating: a bracket of four, a (seed 1) against the missing seed 4, so a bye; b v c.
    expect(await ctx.store.get(t.id)).toMatchObject({ state: 'running', round: 1, rounds: 2, bestOf: 3 });
    let now = base;
    const step = async () => ctx.runner.tick((now += 1000));
    // The series b v c: b wins game 1 (b first), c game 2 (c first), b game 3 (b first again).
    expect(await play(ctx, t.id, 1, () => b)).toEqual([[b, c]]);
    await step();
    expect(await play(ctx, t.id, 1, () => c)).toEqual([[c, b]]);
    await step();
    expect(await play(ctx, t.id, 1, () => b)).toEqual([[b, c]]);
    await step();
    expect((await ctx.store.tables(t.id, 1)).map((x) => x.points)).toEqual([
      [1, 0],
      [1, 0],
      [1, 0],
    ]);
    // The final, a v b, a first in game 1: a drawn game counts for neither and the next goes to b first.
    expect(await ctx.store.get(t.id)).toMatchObject({ state: 'running', round: 2 });
    expect(await play(ctx, t.id, 2, () => null)).toEqual([[a, b]]);
    await step();
    expect(await play(ctx, t.id, 2, () => a)).toEqual([[b, a]]);
    await step();
    expect(await play(ctx, t.id, 2, () => a)).toEqual([[a, b]]);
    await step();
    expect(await ctx.store.get(t.id)).toMatchObject({ state: 'finished', round: 2 });
    expect((await ctx.store.tables(t.id, 2)).map((x) => [x.seats, x.points])).toEqual([
      [
        [a, b],
        [0.5, 0.5],
      ],
      [
        [b, a],
        [0, 1],
      ],
      [
        [a, b],
        [1, 0],
      ],
    ]);
    const view = bracketView(
      (await ctx.store.get(t.id))!,
      [a, b, c],
      gamesOf(await ctx.store.tables(t.id)),
      new Map([
        [a, 'Ann'],
        [b, 'Bob'],
        [c, 'Cat'],
      ]),
    );
    expect(view).toEqual({
      knockout: [
        [
          { players: [{ player: a, name: 'Ann' }, null], bye: true, wins: [0, 0], winner: a },
          {
            players: [
              { player: b, name: 'Bob' },
              { player: c, name: 'Cat' },
            ],
            bye: false,
            wins: [2, 1],
            winner: b,
          },
        ],
        [
          {
            players: [
              { player: a, name: 'Ann' },
              { player: b, name: 'Bob' },
            ],
            bye: false,
            wins: [2, 0],
            winner: a,
          },
        ],
      ],
      ranking: [
        { player: a, name: 'Ann', rank: 1 },
        { player: b, name: 'Bob', rank: 2 },
        { player: c, name: 'Cat', rank: 3 },
      ],
    });
    // Every game was a rated match of its own, each seat held once.
    expect(ctx.held).toHaveLength(12);
    expect(await ctx.runner.tick(now + 1000)).toEqual([]);
  });

  it('plays groups then knockout to its end: snake groups, a drawn group game replayed, the winners to a final', async () => {
    const ctx = await process();
    const [a, b, c, d] = (await players(ctx.accounts, 4)) as [string, string, string, string];
    const t = await tournament(ctx, [a, b, c, d], {
      format: 'groups-then-knockout',
      rounds: 0,
      bestOf: 1,
      groups: { count: 2, qualifiers: 1, bestOf: 1 },
    });
    await ctx.runner.tick(base);
    // Snake seeding: A = a, d and B = b, c; one group round, then a final of the two group winners.
    expect(await ctx.store.get(t.id)).toMatchObject({ state: 'running', round: 1, rounds: 2 });
    let now = base;
    const step = async () => ctx.runner.tick((now += 1000));
    // a v d is drawn, so it is played again with d first (and d wins); b beats c at once.
    expect(await play(ctx, t.id, 1, (seats) => (seats[0] === a ? null : seats[0] === b ? b : null))).toEqual([
      [a, d],
      [b, c],
    ]);
    await step();
    expect(await ctx.store.get(t.id)).toMatchObject({ round: 1 });
    expect(await play(ctx, t.id, 1, () => d)).toEqual([[d, a]]);
    await step();
    // The knockout: the group winners, A's first, so d moves first in the final; b wins it.
    expect(await ctx.store.get(t.id)).toMatchObject({ state: 'running', round: 2 });
    expect(await play(ctx, t.id, 2, () => b)).toEqual([[d, b]]);
    await step();
    expect(await ctx.store.get(t.id)).toMatchObject({ state: 'finished', round: 2 });
    const view = bracketView(
      (await ctx.store.get(t.id))!,
      [a, b, c, d],
      gamesOf(await ctx.store.tables(t.id)),
      new Map(),
    );
    expect(
      view!.groups!.map((g) => g.map((row) => [row.player, row.matchWins, row.matchLosses, row.gameWins])),
    ).toEqual([
      [
        [d, 1, 0, 1],
        [a, 0, 1, 0],
      ],
      [
        [b, 1, 0, 1],
        [c, 0, 1, 0],
      ],
    ]);
    expect(view!.ranking!.map((r) => [r.player, r.rank])).toEqual([
      [b, 1],
      [d, 2],
      [a, 3],
      [c, 4],
    ]);
  });

  it('gives a withdrawn player’s next game of an elimination to the other player unplayed', async () => {
    const ctx = await process();
    const [a, b] = (await players(ctx.accounts, 2)) as [string, string];
    const t = await tournament(ctx, [a, b], { format: 'single-elimination', rounds: 0, bestOf: 3 });
    await ctx.runner.tick(base);
    expect(await play(ctx, t.id, 1, () => a)).toEqual([[a, b]]);
    expect(await ctx.store.setPlayerState(t.id, a, ['checked-in'], 'withdrawn')).toBe(true);
    await ctx.runner.tick(base + 1000);
    await ctx.runner.tick(base + 2000);
    // Game 2 (b first) and game 3 (a first) go to b without a match: b wins the final 2-1.
    expect((await ctx.store.tables(t.id, 1)).map((x) => [x.seats, x.points, x.matchID === null])).toEqual([
      [[a, b], [1, 0], false],
      [[b, a], [1, 0], true],
      [[a, b], [0, 1], true],
    ]);
    expect(await ctx.store.get(t.id)).toMatchObject({ state: 'finished' });
  });
});
