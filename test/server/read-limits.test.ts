/**
 * Anonymous reads (issue 27, items 2 and 5; docs/security.md#read-limit, #memory and #records): every HTTP
 * path a client may call without credentials is rate limited per client; the public list's pages are
 * bounded in bytes, and so is its cache whatever variations of the query arrive; a record of an unfinished
 * match is built once per state however many ask at once, and builds past the queue are refused with 503;
 * the state cache and the match queues are bounded.
 */
import type { Game, State, StorageAPI } from 'boardgame.io';
import { createMatch as newMatchState, ProcessGameConfig } from 'boardgame.io/internal';
import { carcassonneGame } from '../../games/carcassonne/game';
import { carcassonneCore } from '../../games/carcassonne';
import { highCardGame } from '../fixtures/high-card-game';
import { ByteCache } from '../../server/lobby/byte-cache';
import type { Limits } from '../../server/guards/limits';
import { listPage } from '../../server/lobby/lobby-routes';
import { SqliteStorage } from '../../server/storage';
import { StateCache } from '../../server/storage/cache';
import { MatchQueue } from '../../server/queue/match-queue';
import type { ServerConfig } from '../../server/app';
import {
  api,
  createMatch,
  joinSeats,
  playRandomly,
  SeatClient,
  startTestServer,
  until,
  type TestServer,
} from './helpers';

const HIGH_CARD: Game = highCardGame() as Game;
const CARCASSONNE = carcassonneGame as Game;
const servers: TestServer[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
});

async function serve(limits: Partial<Limits>, config: Partial<ServerConfig> = {}): Promise<TestServer> {
  const server = await startTestServer([HIGH_CARD, CARCASSONNE], { ...config, limits });
  servers.push(server);
  return server;
}

describe('reads are rate limited per client (item 2)', () => {
  it('answers 429 with Retry-After and a message past the read budget, on every anonymous path', async () => {
    const server = await serve({ readsPerMinute: 5 });
    const matchID = await createMatch(server.url, HIGH_CARD);
    const paths = [
      '/games',
      `/games/${HIGH_CARD.name}`,
      `/games/${HIGH_CARD.name}/${matchID}`,
      '/health',
      '/index.html',
    ];
    for (const path of paths) expect((await api(server.url, path)).status).not.toBe(429);
    for (const path of [...paths, `/games/carcassonne/${matchID}/record`]) {
      const answer = await api(server.url, path);
      expect(answer.status, path).toBe(429);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(String(answer.body.error)).toContain('too many requests');
    }
    // Lobby writes have their own budget, untouched by reads.
    expect((await api(server.url, `/games/${HIGH_CARD.name}/create`, { numPlayers: 2 })).status).toBe(200);
  });

  it('gives each client behind a trusted proxy its own read budget', async () => {
    const server = await serve({ readsPerMinute: 2 }, { trustProxy: true });
    const as = (address: string) => api(server.url, '/health', undefined, { 'x-forwarded-for': address });
    expect([
      (await as('203.0.113.1')).status,
      (await as('203.0.113.1')).status,
      (await as('203.0.113.1')).status,
    ]).toEqual([200, 200, 429]);
    expect((await as('203.0.113.2')).status).toBe(200);
    // The proxy's own requests (its health checks, without X-Forwarded-For) are not counted.
    for (let n = 0; n < 5; n++) expect((await api(server.url, '/health')).status).toBe(200);
  });
});

/** Listed high-card matches whose seats carry `dataBytes` of data each. */
async function listedMatches(server: TestServer, count: number, dataBytes: number): Promise<void> {
  for (let n = 0; n < count; n++) {
    const { body } = await api(server.url, `/games/${HIGH_CARD.name}/create`, { numPlayers: 2, unlisted: false });
    for (const playerID of ['0', '1']) {
      const joined = await api(server.url, `/games/${HIGH_CARD.name}/${String(body.matchID)}/join`, {
        playerID,
        playerName: `P${playerID}`,
        data: { pad: 'x'.repeat(dataBytes) },
      });
      expect(joined.status).toBe(200);
    }
  }
}

describe('the public list is bounded in bytes (item 2)', () => {
  it('stops a page at the byte budget, and the next cursor reaches every match once', async () => {
    const server = await serve({ listPageBytes: 50_000 });
    await listedMatches(server, 12, 14_000);
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const response: Response = await fetch(
        `${server.url}/games/${HIGH_CARD.name}?limit=100${after ? `&after=${after}` : ''}`,
      );
      const text = await response.text();
      // A page holds at most the budget, or one match when a single match is larger.
      expect(text.length).toBeLessThan(50_000 + 1_000);
      const page = JSON.parse(text) as { matches: { matchID: string }[]; next: string | null };
      seen.push(...page.matches.map((m) => m.matchID));
      after = page.next;
      pages++;
    } while (after && pages < 20);
    expect(pages).toBeGreaterThan(3);
    expect(new Set(seen).size).toBe(12);
    expect(seen).toHaveLength(12);
  });

  it('builds a page from matches with at least one match however large', () => {
    const match = (n: number) => ({
      matchID: `m${n}`,
      updatedAt: 1000 - n,
      metadata: { gameName: 'g', players: { 0: { id: 0, name: 'x'.repeat(500) } }, createdAt: 0, updatedAt: 0 },
    });
    const page = JSON.parse(listPage([match(1), match(2)], { offset: 0, limit: 2 }, 10)) as {
      matches: unknown[];
      next: string;
    };
    expect(page.matches).toHaveLength(1);
    expect(page.next).toBe('999.m1');
    const whole = JSON.parse(listPage([match(1), match(2)], { offset: 0, limit: 5 }, 1e6)) as {
      matches: unknown[];
      next: string | null;
    };
    expect(whole.matches).toHaveLength(2);
    expect(whole.next).toBeNull();
  });

  it('keeps no more than its budget in the byte cache, whatever keys arrive', () => {
    const cache = new ByteCache(10_000);
    for (let n = 0; n < 1000; n++) cache.set(`query-${n}`, 'x'.repeat(2_000));
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBe(5);
    expect(cache.get('query-999')).toHaveLength(2_000);
    expect(cache.get('query-0')).toBeUndefined();
    cache.set('huge', 'x'.repeat(5_000));
    expect(cache.get('huge')).toBeUndefined();
  });
});

/** A SqliteStorage that counts the reads of whole logs (what building a record needs). */
class CountingStorage extends SqliteStorage {
  logReads = 0;
  /** While set, reads of whole logs wait for it. */
  hold?: Promise<void>;
  override async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    if (opts.log) {
      this.logReads++;
      await this.hold;
    }
    return super.fetch(matchID, opts);
  }
}

describe('records of unfinished matches (item 5)', () => {
  async function unfinished(server: TestServer, moves: number) {
    const matchID = await createMatch(server.url, CARCASSONNE, 2);
    const credentials = await joinSeats(server.url, CARCASSONNE, matchID, 2);
    const seats = credentials.map((c, seat) => new SeatClient(server.url, CARCASSONNE, matchID, String(seat), c));
    try {
      for (const seat of seats) await seat.sync();
      await playRandomly(seats, carcassonneCore, `records-limits-${matchID}`, { limit: moves });
    } finally {
      for (const seat of seats) seat.close();
    }
    return matchID;
  }

  it('builds the record once for 20 requests at once, and serves it from the cache while the match does not move', async () => {
    const db = new CountingStorage(':memory:');
    const server = await serve({}, { db });
    const matchID = await unfinished(server, 12);
    const before = db.logReads;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api(server.url, `/games/carcassonne/${matchID}/record`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(db.logReads - before).toBe(1);
    expect((await api(server.url, `/games/carcassonne/${matchID}/record`)).status).toBe(200);
    expect(db.logReads - before).toBe(1);
  });

  it('answers 503 with Retry-After past the queue of builds, and builds the rest', async () => {
    const db = new CountingStorage(':memory:');
    const server = await serve({ recordBuildsQueued: 2 }, { db });
    const matches = [];
    for (let n = 0; n < 6; n++) matches.push(await unfinished(server, 4));
    let release!: () => void;
    db.hold = new Promise((resolve) => (release = resolve));
    const answers: Awaited<ReturnType<typeof api>>[] = [];
    const requests = matches.map((id) =>
      api(server.url, `/games/carcassonne/${id}/record`).then((a) => void answers.push(a)),
    );
    // Two builds are queued (the first one reading its log); the other four are turned away at once.
    await until(() => answers.length === 4 || undefined, 'four requests turned away');
    release();
    await Promise.all(requests);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 503, 503, 503, 503]);
    const busy = answers.filter((a) => a.status === 503);
    for (const answer of busy) {
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(String(answer.body.error)).toContain('busy building other records');
    }
  });
});

describe('server memory is bounded in bytes (item 2)', () => {
  const game = ProcessGameConfig({ ...highCardGame(), name: 'hc' });
  const newMatch = () => {
    const created = newMatchState({ game, numPlayers: 2, setupData: undefined, unlisted: true });
    if ('setupDataError' in created) throw new Error(String(created.setupDataError));
    return created;
  };

  it('keeps no more states in the state cache than its byte budget', async () => {
    const store = new SqliteStorage(':memory:');
    const cache = new StateCache(store, 10_000, 20_000);
    await cache.connect();
    const big = (state: State, n: number): State => ({
      ...state,
      G: { ...(state.G as object), pad: 'p'.repeat(3_000 + n) },
      _stateID: state._stateID + 1,
    });
    for (let n = 0; n < 30; n++) {
      const match = newMatch();
      await cache.createMatch(`m${n}`, match);
      expect(await cache.commitState(`m${n}`, match.initialState, big(match.initialState, n), [])).toBe(true);
      expect(cache.held.bytes).toBeLessThanOrEqual(20_000);
    }
    expect(cache.held.entries).toBeGreaterThan(2);
    expect(cache.held.entries).toBeLessThan(7);
    // The newest is served from memory, an evicted one from the store, unchanged.
    expect(((await cache.fetch('m29', { state: true })).state?.G as { pad: string }).pad).toHaveLength(3_029);
    expect(((await cache.fetch('m0', { state: true })).state?.G as { pad: string }).pad).toHaveLength(3_000);
    await cache.close();
  });

  it('refuses to queue tasks past the process-wide and the per-match bound', async () => {
    const queue = new MatchQueue(3);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const done = [queue.run('a', () => gate), queue.run('b', () => gate), queue.run('c', () => gate)];
    expect(queue.accepts('d')).toBe(false);
    release();
    await Promise.all(done);
    expect(queue.accepts('d')).toBe(true);
    expect(queue.tasks).toBe(0);
  });
});
