/**
 * Turn-based deadlines in a cluster (docs/turn-based.md#tables, docs/deploy.md#cluster): a Carcassonne match
 * at a 24-hour table whose players both walked away has its deadline armed by one process, which is then
 * killed (kill -9). Two new processes on the same PostgreSQL and Redis start with their clocks a day and a
 * minute ahead (test/cluster/support/shift-clock.mjs; their timers real), re-arm the stored deadline, and
 * both find it passed: the cluster was alive meanwhile (the heartbeat says so), so the table's bot plays
 * seat 0's turn once, steps back, and seat 1 gets its 24 hours.
 *
 * Then downtime (docs/security.md#downtime): another such match is armed through those two, both are
 * killed, and two processes start at once a day and a minute later. No process was alive: the outage is
 * counted once for the database, the deadline is extended by it, and no bot moves.
 */
import { fileURLToPath } from 'node:url';
import type { Game } from 'boardgame.io';
import pg from 'pg';
import { GAMES } from '../../games/index';
import { tableOf } from '../../server/table/table-state';
import { freePort, startCluster, startNode, type Cluster, type ClusterNode } from '../../tools/cluster/cluster';
import { api, SeatClient, expectOk } from '../server/helpers';

const DAY_MS = 24 * 3600 * 1000;
const SHIFT_MS = DAY_MS + 60_000;
const SHIFT_CLOCK = fileURLToPath(new URL('./support/shift-clock.mjs', import.meta.url));

let cluster: Cluster;
const extra: ClusterNode[] = [];

beforeAll(async () => {
  cluster = await startCluster({ nodes: 1, clientDir: '/nonexistent' });
});
afterAll(async () => {
  for (const node of extra) node.process.kill('SIGKILL');
  await cluster?.stop();
});

interface Stored {
  metadata: { players: Record<string, { data?: unknown }>; setupData?: unknown };
  table: { deadlines: Record<string, number> };
  log: { action: { type: string; payload: { type?: string; playerID?: string } } }[];
  currentPlayer: string;
}

async function stored(matchID: string): Promise<Stored> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    // One snapshot: the match and its log as one commit left them.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const match = await client.query('SELECT metadata, state FROM matches WHERE id = $1', [matchID]);
    const log = await client.query('SELECT entry FROM log_entries WHERE match_id = $1 ORDER BY seq', [matchID]);
    await client.query('COMMIT');
    const row = match.rows[0] as { metadata: string; state: string };
    const metadata = JSON.parse(row.metadata) as Stored['metadata'] & { table?: unknown };
    const state = JSON.parse(row.state) as { ctx: { currentPlayer: string } };
    return {
      metadata,
      table: tableOf(metadata as never),
      log: log.rows.map((r) => JSON.parse((r as { entry: string }).entry) as Stored['log'][number]),
      currentPlayer: state.ctx.currentPlayer,
    };
  } finally {
    await client.end();
  }
}

/** Runs one statement on the shared database. */
async function query(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/** A 24-hour Carcassonne match through `url` whose two players came by once and left; answers seat 0's deadline. */
async function abandonedMatch(url: string): Promise<{ matchID: string; armed: number }> {
  const matchID = expectOk(await api(url, '/games/carcassonne/create', { numPlayers: 2 }), 'create').body
    .matchID as string;
  const credentials: string[] = [];
  for (const name of ['Ann', 'Bob'])
    credentials.push(
      expectOk(
        await api(url, `/games/carcassonne/${matchID}/join`, {
          playerID: String(credentials.length),
          playerName: name,
        }),
        'join',
      ).body.playerCredentials as string,
    );
  expectOk(
    await api(url, `/games/carcassonne/${matchID}/table`, {
      playerID: '0',
      credentials: credentials[0],
      clock: { mode: 'move', moveSeconds: 24 * 3600 },
      takeoverLevel: 'random',
    }),
    'table',
  );
  const game = GAMES.find((g) => g.name === 'carcassonne') as Game;
  for (const [seat, credential] of credentials.entries()) {
    const client = new SeatClient(url, game, matchID, String(seat), credential);
    await client.sync();
    client.close();
  }
  const armed = await pollUntil(async () => (await stored(matchID)).table.deadlines['0'], 'seat 0 deadline');
  return { matchID, armed };
}

/** Two processes started at once on the cluster's database and Redis, their clocks `shiftMs` ahead. */
const takers = (shiftMs: number) =>
  Promise.all(
    [0, 1].map(async () =>
      startNode(await freePort(), {
        DATABASE_URL: cluster.databaseUrl,
        REDIS_URL: cluster.redisUrl,
        CLIENT_DIR: '/nonexistent',
        RESET_PRESENCE_ON_START: '0',
        CLOCK_SHIFT_MS: String(shiftMs),
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${SHIFT_CLOCK}`.trim(),
      }),
    ),
  );

async function pollUntil<T>(probe: () => Promise<T | undefined | false>, what: string): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const found = await probe();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('turn-based deadlines in a cluster', () => {
  it('fires a deadline armed by a killed process once, on the processes that take over', async () => {
    const [first] = cluster.nodes.map((node) => node.url) as [string];
    const { matchID, armed } = await abandonedMatch(first);
    expect(armed).toBeGreaterThan(Date.now() + DAY_MS - 60_000);
    await cluster.kill(0);

    // The cluster stayed up all day: by the takers' clock a process beat as they start (starting takes a
    // few seconds), so they count no outage.
    await query('UPDATE clock_heartbeat SET beat_at = $1', [Date.now() + SHIFT_MS + 30_000]);
    // Two processes whose clocks are a day and a minute ahead take over the database.
    const started = await takers(SHIFT_MS);
    extra.push(...started);

    const after = await pollUntil(async () => {
      const now = await stored(matchID);
      return now.table.deadlines['1'] !== undefined && now.metadata.players['0']?.data === undefined && now;
    }, 'the bot to play seat 0’s turn and step back');
    // One turn, seat 0's: one tile placed (then its meeple step), by seat 0 only.
    const moves = after.log.filter((entry) => entry.action.type === 'MAKE_MOVE').map((entry) => entry.action.payload);
    expect(moves.filter((move) => move.type === 'placeTile')).toHaveLength(1);
    expect(new Set(moves.map((move) => move.playerID))).toEqual(new Set(['0']));
    expect(after.currentPlayer).toBe('1');
    expect(after.table.deadlines['0']).toBeUndefined();
    expect(after.table.deadlines['1']).toBeGreaterThanOrEqual(armed + DAY_MS);
    // Both processes answer, and the match is where the one move left it: seat 1's turn, no second move.
    for (const node of started) expectOk(await api(node.url, `/games/carcassonne/${matchID}`), 'match on a taker');
    const later = await stored(matchID);
    expect(later.log).toHaveLength(after.log.length);
    expect(later.currentPlayer).toBe('1');
  });

  it('extends a deadline that passed while no process was alive by the outage, once', async () => {
    const [viaTaker] = extra.map((node) => node.url) as [string];
    const { matchID, armed } = await abandonedMatch(viaTaker);
    for (const node of extra.splice(0)) node.process.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [before] = await query('SELECT beat_at, outages, paused_ms FROM clock_heartbeat');
    // A day and a minute later by the clocks of the processes that were killed, two start at once.
    const from = Date.now();
    const started = await takers(2 * SHIFT_MS);
    extra.push(...started);
    const to = Date.now();
    const [after] = await query('SELECT outages, paused_ms FROM clock_heartbeat');
    expect(Number(after!.outages)).toBe(Number(before!.outages) + 1);
    // From the last beat to the first of them to start, by their clock.
    const outage = Number(after!.paused_ms) - Number(before!.paused_ms);
    expect(outage).toBeGreaterThanOrEqual(from + 2 * SHIFT_MS - Number(before!.beat_at));
    expect(outage).toBeLessThanOrEqual(to + 2 * SHIFT_MS - Number(before!.beat_at));
    expect(outage).toBeGreaterThan(DAY_MS);
    // The deadline is extended by the outage (by the first process that armed it), and no bot moves.
    const extended = await pollUntil(async () => {
      const deadline = (await stored(matchID)).table.deadlines['0'];
      return deadline !== armed && deadline;
    }, 'the deadline to be extended');
    expect(extended).toBe(armed + outage);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const now = await stored(matchID);
    expect(now.log.filter((entry) => entry.action.type === 'MAKE_MOVE')).toHaveLength(0);
    expect(now.metadata.players['0']?.data).toBeUndefined();
    expect(now.table.deadlines).toEqual({ 0: armed + outage });
  });
});
