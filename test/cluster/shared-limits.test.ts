/**
 * The lobby's per-address limits count for the whole cluster (server/cluster/shared-buckets.ts): a client
 * that sends its creates to two processes in turn gets the limit once, not once per process.
 */
import { startCluster, type Cluster } from '../../tools/cluster/cluster';

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
});
