/**
 * The rating of a rated match is stored in the same transaction as the move that ends it
 * (docs/ratings.md#once), on SQLite always and on PostgreSQL when TEST_DATABASE_URL is a postgres:// URL:
 * a commit of the last move stores the end and openskill's numbers together; a transaction that fails after
 * the rating (a crash in between) leaves neither; two processes committing the same end at once rate the
 * match once; a casual match's end needs no rating work. And the one place of an account at a rated match
 * (migration 9's key) goes to one of ten claims racing on two processes, and comes free again when its join
 * never finished, but never while the account holds its seat.
 */
import { randomUUID } from 'node:crypto';
import type { Server, State } from 'boardgame.io';
import { rate, rating } from 'openskill';
import type { Storage } from '../../server/storage';
import type { CommitWork } from '../../server/storage/match-store';
import { RatedTables } from '../../server/ratings/rated-tables';
import { ABANDONED_CLAIM_MS, RatingStore } from '../../server/ratings/rating-store';
import { seedFrom } from '../../server/ratings/bot-identities';
import { storageBackends } from './account-backends';

const backends = storageBackends('ratings-atomic');

const GAME = 'high-card';

function metadataOf(rated: boolean): Server.MatchData {
  const now = Date.now();
  return {
    gameName: GAME,
    players: { 0: { id: 0, name: 'Ann', credentials: 'a' }, 1: { id: 1, name: 'Bob', credentials: 'b' } },
    createdAt: now,
    updatedAt: now,
    table: { rated },
  } as unknown as Server.MatchData;
}

const stateOf = (stateID: number, gameover?: unknown): State =>
  ({
    G: {},
    ctx: {
      numPlayers: 2,
      turn: stateID + 1,
      currentPlayer: '0',
      playOrder: ['0', '1'],
      playOrderPos: 0,
      phase: null,
      activePlayers: null,
      ...(gameover === undefined ? {} : { gameover }),
    },
    plugins: {},
    _undo: [],
    _redo: [],
    _stateID: stateID,
  }) as unknown as State;

/** Bob (seat 1) wins. */
const GAMEOVER = { winners: ['1'], scores: [3, 7] };

describe.each(backends)('$name rating with the end of a match', (backend) => {
  const open: Storage[] = [];
  afterEach(async () => {
    for (const storage of open.splice(0)) await storage.close();
  });

  /** A storage (one process) with its rated tables. */
  async function connect() {
    const db = backend.open();
    await db.connect();
    open.push(db);
    const store = new RatingStore(db.sql!, seedFrom({}));
    return { db, store, tables: new RatedTables(store) };
  }

  /** A rated (or casual) two-seat match of two new accounts, one move before its end. */
  async function lastMove(db: Storage, store: RatingStore, rated = true) {
    const matchID = `m-${randomUUID()}`;
    const metadata = metadataOf(rated);
    await db.createMatch(matchID, { initialState: stateOf(0), metadata });
    const ann = `account:${randomUUID()}`;
    const bob = `account:${randomUUID()}`;
    await store.holdSeat(matchID, '0', ann);
    await store.holdSeat(matchID, '1', bob);
    return { matchID, metadata, ann, bob };
  }

  const stateIDOf = async (db: Storage, matchID: string) => (await db.stateIDs([matchID])).get(matchID);
  const claims = async (db: Storage, matchID: string) =>
    (await db.sql!.all('SELECT match_id FROM rated_matches WHERE match_id = ?', [matchID])).length;

  it("stores the end and openskill's numbers together", async () => {
    const { db, store, tables } = await connect();
    const { matchID, metadata, ann, bob } = await lastMove(db, store);
    const work = tables.ratingAtEnd(GAME, metadata);
    expect(work).toBeDefined();
    const committed = await db.commitState(matchID, stateOf(0), stateOf(1, GAMEOVER), [], undefined, work);
    expect(committed).toBe(true);
    expect(await stateIDOf(db, matchID)).toBe(1);
    const [[annAfter], [bobAfter]] = rate([[rating()], [rating()]], { rank: [2, 1] });
    const results = await store.resultsOf(matchID);
    expect(results.map((r) => [r.identity, r.rank, r.after.mu, r.after.sigma])).toEqual([
      [ann, 2, annAfter!.mu, annAfter!.sigma],
      [bob, 1, bobAfter!.mu, bobAfter!.sigma],
    ]);
    expect((await store.ratingOf(bob, GAME)).games).toBe(1);
  });

  it('leaves neither the end nor the rating when the transaction fails after the rating', async () => {
    const { db, store, tables } = await connect();
    const { matchID, metadata, ann, bob } = await lastMove(db, store);
    const rating = tables.ratingAtEnd(GAME, metadata)!;
    const crash: CommitWork = async (tx, id, state) => {
      await rating(tx, id, state);
      throw new Error('the process died here');
    };
    await expect(db.commitState(matchID, stateOf(0), stateOf(1, GAMEOVER), [], undefined, crash)).rejects.toThrow(
      /died/,
    );
    expect(await stateIDOf(db, matchID)).toBe(0);
    const { metadata: stored } = await db.fetch(matchID, { metadata: true });
    expect(stored?.gameover).toBeUndefined();
    expect(await claims(db, matchID)).toBe(0);
    expect(await store.resultsOf(matchID)).toEqual([]);
    for (const identity of [ann, bob]) expect((await store.ratingOf(identity, GAME)).games).toBe(0);

    // The move can be made again, and then both are stored.
    expect(await db.commitState(matchID, stateOf(0), stateOf(1, GAMEOVER), [], undefined, rating)).toBe(true);
    expect(await stateIDOf(db, matchID)).toBe(1);
    expect(await store.resultsOf(matchID)).toHaveLength(2);
  });

  it('rates the match once when two processes commit its end at once', async () => {
    const [a, b] = [await connect(), await connect()];
    const { matchID, metadata, ann, bob } = await lastMove(a.db, a.store);
    const commits = await Promise.all(
      [a, b, a, b].map(({ db, tables }) =>
        db.commitState(matchID, stateOf(0), stateOf(1, GAMEOVER), [], undefined, tables.ratingAtEnd(GAME, metadata)),
      ),
    );
    expect(commits.filter(Boolean)).toHaveLength(1);
    expect(await claims(a.db, matchID)).toBe(1);
    expect(await a.store.resultsOf(matchID)).toHaveLength(2);
    for (const identity of [ann, bob]) expect((await b.store.ratingOf(identity, GAME)).games).toBe(1);
  });

  it('rates two matches sharing a player, ending at once on two processes, one after the other', async () => {
    const [a, b] = [await connect(), await connect()];
    const first = await lastMove(a.db, a.store);
    const second = await lastMove(b.db, b.store);
    // Ann plays in both.
    await a.store.holdSeat(second.matchID, '0', first.ann);
    const commits = await Promise.all(
      [
        [a, first],
        [b, second],
      ].map(([p, m]) => {
        const { db, tables } = p as typeof a;
        const { matchID, metadata } = m as typeof first;
        return db.commitState(
          matchID,
          stateOf(0),
          stateOf(1, GAMEOVER),
          [],
          undefined,
          tables.ratingAtEnd(GAME, metadata),
        );
      }),
    );
    expect(commits).toEqual([true, true]);
    const annRating = await a.store.ratingOf(first.ann, GAME);
    expect(annRating.games).toBe(2);
    // Her second result starts from her first's end: no update was lost.
    const history = await a.store.historyOf(first.ann, GAME, 10);
    expect(history).toHaveLength(2);
    expect(history[1]!.before).toEqual(history[0]!.after);
    expect(annRating.mu).toBe(history[1]!.after.mu);
  });

  it('gives an account one place at a rated match when ten claims on two processes race, and it back', async () => {
    const [a, b] = [await connect(), await connect()];
    const { matchID } = await lastMove(a.db, a.store);
    const carol = `account:${randomUUID()}`;
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).store.claimPlace(matchID, carol)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await b.store.claimPlace(matchID, carol)).toBe(false);
    await a.store.releasePlace(matchID, carol);
    expect(await b.store.claimPlace(matchID, carol)).toBe(true);
  });

  it('frees a place whose join never finished after a while, but never a seated one', async () => {
    const { db, store } = await connect();
    const { matchID, ann } = await lastMove(db, store);
    const carol = `account:${randomUUID()}`;
    const at = 1_000_000;
    expect(await store.claimPlace(matchID, carol, at)).toBe(true);
    expect(await store.claimPlace(matchID, carol, at + ABANDONED_CLAIM_MS)).toBe(false);
    expect(await store.claimPlace(matchID, carol, at + ABANDONED_CLAIM_MS + 1)).toBe(true);
    expect(await store.claimPlace(matchID, carol, at + ABANDONED_CLAIM_MS + 2)).toBe(false);
    // Ann holds seat 0: her place stays hers however old it is.
    expect(await store.claimPlace(matchID, ann, 0)).toBe(true);
    expect(await store.claimPlace(matchID, ann, at + 10 * ABANDONED_CLAIM_MS)).toBe(false);
  });

  it('asks no rating work of a casual match', async () => {
    const { db, store, tables } = await connect();
    const { matchID, metadata } = await lastMove(db, store, false);
    expect(tables.ratingAtEnd(GAME, metadata)).toBeUndefined();
    expect(await db.commitState(matchID, stateOf(0), stateOf(1, GAMEOVER), [])).toBe(true);
    expect(await claims(db, matchID)).toBe(0);
  });
});
