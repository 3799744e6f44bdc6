/**
 * The lobby's per-address limits count for the whole cluster (server/cluster/shared-buckets.ts): a client
 * that sends its creates to two processes in turn gets the limit once, not once per process; rematches
 * count as creates there too (docs/security.md#rematch).
 */
import pg from 'pg';
import { startCluster, type Cluster } from '../../scripts/cluster/cluster';

const CREATES_PER_MINUTE = 6;
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({ nodes: 2, clientDir: '/nonexistent', env: { LIMIT_CREATES_PER_MINUTE: String(CREATES_PER_MINUTE) } });
});
afterAll(async () => cluster?.stop());

describe('limits shared by the processes of a cluster', () => {
  it('lets one client create as many matches as the limit allows across all processes, then answers 429', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 2 * CREATES_PER_MINUTE; i++) {
      const node = cluster.nodes[i % 2]!;
      const response = await fetch(`${node.url}/games/carcassonne/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
        body: JSON.stringify({ numPlayers: 2 }),
      });
      statuses.push(response.status);
      if (response.status === 429) retryAfter ??= response.headers.get('retry-after');
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(CREATES_PER_MINUTE);
    expect(statuses.slice(CREATES_PER_MINUTE)).toEqual(Array(CREATES_PER_MINUTE).fill(429));
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Another address has its own tokens.
    const other = await fetch(`${cluster.nodes[1]!.url}/games/carcassonne/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.8' },
      body: JSON.stringify({ numPlayers: 2 }),
    });
    expect(other.status).toBe(200);
  });

  it('counts rematches as creates under the one shared limit, whichever process they reach', async () => {
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' };
    const post = (node: number, path: string, body: unknown) =>
      fetch(`${cluster.nodes[node % 2]!.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const finished: { matchID: string; credentials: string }[] = [];
    for (let i = 0; i < CREATES_PER_MINUTE / 2; i++) {
      const { matchID } = (await (await post(i, '/games/carcassonne/create', { numPlayers: 2 })).json()) as { matchID: string };
      const { playerCredentials } = (await (await post(i + 1, `/games/carcassonne/${matchID}/join`, { playerID: '0', playerName: 'Ann' })).json()) as { playerCredentials: string };
      await post(i, `/games/carcassonne/${matchID}/join`, { playerID: '1', playerName: 'Bob' });
      finished.push({ matchID, credentials: playerCredentials });
    }
    // As the last move would: the matches are over.
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    try {
      for (const { matchID } of finished) {
        await client.query(`UPDATE matches SET is_gameover = 1, metadata = jsonb_set(metadata::jsonb, '{gameover}', '{"winner":"0"}')::text WHERE id = $1`, [matchID]);
      }
    } finally {
      await client.end();
    }
    const statuses: number[] = [];
    for (const [i, { matchID, credentials }] of finished.entries()) {
      statuses.push((await post(i + 1, `/games/carcassonne/${matchID}/playAgain`, { playerID: '0', credentials })).status);
    }
    expect(statuses).toEqual(Array(CREATES_PER_MINUTE / 2).fill(200));
    // Three creates and three rematches spent the six: one more of either, on either process, waits.
    expect((await post(0, '/games/carcassonne/create', { numPlayers: 2 })).status).toBe(429);
    expect((await post(1, '/games/carcassonne/create', { numPlayers: 2 })).status).toBe(429);
  });
});
