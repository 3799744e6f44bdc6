/**
 * The per-client limits that count for the whole cluster (server/cluster/shared-buckets.ts, docs/deploy.md#cluster):
 * a client that sends its creates, its reads or its seat's chat to two processes in turn gets the limit
 * once, not once per process; rematches count as creates there too (docs/security.md#rematch). Through the
 * balancer, the client's address is the one HAProxy appended to X-Forwarded-For (TRUST_PROXY=1,
 * docs/deploy.md#proxy-hops), whatever the client wrote there itself; and the balancer's own health checks
 * do not use up its read budget.
 */
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { startCluster, type Cluster } from '../../tools/cluster/cluster';

const CREATES_PER_MINUTE = 6;
const READS_PER_MINUTE = 6;
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({
    nodes: 2,
    clientDir: '/nonexistent',
    env: {
      LIMIT_CREATES_PER_MINUTE: String(CREATES_PER_MINUTE),
      LIMIT_READS_PER_MINUTE: String(READS_PER_MINUTE),
      LIMIT_CHAT_PER_MINUTE: '20',
    },
  });
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
      const { matchID } = (await (await post(i, '/games/carcassonne/create', { numPlayers: 2 })).json()) as {
        matchID: string;
      };
      const { playerCredentials } = (await (
        await post(i + 1, `/games/carcassonne/${matchID}/join`, { playerID: '0', playerName: 'Ann' })
      ).json()) as { playerCredentials: string };
      await post(i, `/games/carcassonne/${matchID}/join`, { playerID: '1', playerName: 'Bob' });
      finished.push({ matchID, credentials: playerCredentials });
    }
    // As the last move would: the matches are over.
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    try {
      for (const { matchID } of finished) {
        await client.query(
          `UPDATE matches SET is_gameover = 1, metadata = jsonb_set(metadata::jsonb, '{gameover}', '{"winner":"0"}')::text WHERE id = $1`,
          [matchID],
        );
      }
    } finally {
      await client.end();
    }
    const statuses: number[] = [];
    for (const [i, { matchID, credentials }] of finished.entries()) {
      statuses.push(
        (await post(i + 1, `/games/carcassonne/${matchID}/playAgain`, { playerID: '0', credentials })).status,
      );
    }
    expect(statuses).toEqual(Array(CREATES_PER_MINUTE / 2).fill(200));
    // Three creates and three rematches spent the six: one more of either, on either process, waits.
    expect((await post(0, '/games/carcassonne/create', { numPlayers: 2 })).status).toBe(429);
    expect((await post(1, '/games/carcassonne/create', { numPlayers: 2 })).status).toBe(429);
  });

  it('counts a client behind the balancer by the address HAProxy appended, not by what it forged', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 2 * CREATES_PER_MINUTE; i++) {
      const response = await fetch(`${cluster.url}/games/carcassonne/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
        body: JSON.stringify({ numPlayers: 2 }),
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(CREATES_PER_MINUTE);
    expect(statuses.slice(CREATES_PER_MINUTE)).toEqual(Array(CREATES_PER_MINUTE).fill(429));
  });

  it("shares one client's read budget over the processes, and keeps the balancer's health checks out of it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 2 * READS_PER_MINUTE; i++) {
      const response = await fetch(`${cluster.nodes[i % 2]!.url}/games/carcassonne`, {
        headers: { 'x-forwarded-for': '203.0.113.60' },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, READS_PER_MINUTE)).toEqual(Array(READS_PER_MINUTE).fill(200));
    expect(statuses.slice(READS_PER_MINUTE)).toEqual(Array(READS_PER_MINUTE).fill(429));
    // HAProxy checks /health on each node every second, from its own address, without X-Forwarded-For:
    // well past the budget of 6 a minute, both nodes are still in rotation.
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    for (const node of cluster.nodes) expect((await fetch(`${node.url}/health`)).status).toBe(200);
    const served = new Set<number>();
    for (let i = 0; i < 4; i++) served.add((await fetch(`${cluster.url}/health`)).status);
    expect([...served]).toEqual([200]);
  });

  it("counts one seat's chat over its sockets on both processes together", async () => {
    const post = async (url: string, body: unknown) =>
      (await (
        await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.70' },
          body: JSON.stringify(body),
        })
      ).json()) as Record<string, string>;
    const node = (i: number) => cluster.nodes[i % 2]!.url;
    const { matchID } = await post(`${node(0)}/games/carcassonne/create`, { numPlayers: 2 });
    const seat0 = await post(`${node(0)}/games/carcassonne/${matchID}/join`, { playerID: '0', playerName: 'A' });
    const seat1 = await post(`${node(1)}/games/carcassonne/${matchID}/join`, { playerID: '1', playerName: 'B' });
    const open = (i: number, playerID: string, credentials: string) =>
      new Promise<Socket>((resolve) => {
        const socket = io(`${node(i)}/carcassonne`, {
          transports: ['websocket'],
          forceNew: true,
          reconnection: false,
          extraHeaders: { 'x-forwarded-for': `203.0.113.${80 + i}` },
        });
        socket.once('sync', () => resolve(socket));
        socket.emit('sync', matchID, playerID, credentials);
      });
    const listener = await open(0, '1', seat1.playerCredentials!);
    const talkers = await Promise.all(Array.from({ length: 6 }, (_, i) => open(i, '0', seat0.playerCredentials!)));
    let heard = 0;
    let refused = 0;
    listener.on('chat', () => void heard++);
    for (const talker of talkers)
      talker.on('refused', (_id: string, reason: string) => void (reason.includes('too many chat') && refused++));
    for (const [i, talker] of talkers.entries())
      for (let k = 0; k < 3; k++)
        talker.emit('chat', matchID, { id: `c${i}-${k}`, sender: '0', payload: 'hi' }, seat0.playerCredentials);
    const deadline = Date.now() + 20_000;
    while (heard + refused < 18 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    // 18 messages from sockets on both processes; the seat's burst is 3 (and one more every 3 s).
    expect(heard + refused).toBe(18);
    expect(heard).toBeLessThan(8);
    for (const socket of [listener, ...talkers]) socket.close();
  });
});
