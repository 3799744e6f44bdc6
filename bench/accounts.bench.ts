/**
 * `npm run bench -- accounts`: how long a sign-in takes through a real server (SQLite in a temp dir, the
 * rate limits lifted), for a wrong password on an existing account, for a name with no account, and for
 * the right password, interleaved so that load on the machine hits all three alike. The first two should
 * take the same time (docs/security.md#accounts): each runs one argon2id check. Prints p50 and p95 in ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from '../server/app';
import { SqliteStorage } from '../server/storage';
import { highCardGame } from '../test/fixtures/high-card-game';
import { HIGH_ACCOUNT_LIMITS, TEST_PASSWORD as PASSWORD } from '../test/server/account-backends';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);

const dir = mkdtempSync(join(tmpdir(), 'bench-accounts-'));
const server = await startServer({
  games: [highCardGame()],
  port: 0,
  host: '127.0.0.1',
  clientDir: '/nonexistent',
  db: new SqliteStorage(join(dir, 'matches.sqlite')),
  limits: { readsPerMinute: 1e6 },
  accountLimits: HIGH_ACCOUNT_LIMITS,
});

async function signIn(route: string, name: string, password: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(`${server.url}/account/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password }),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? NaN;

try {
  if ((await signIn('sign-up', 'Bench', PASSWORD)).status !== 201) throw new Error('sign-up failed');
  const cases = {
    'wrong password': ['Bench', 'not the password'],
    'no such account': ['Nobody', 'not the password'],
    'right password': ['Bench', PASSWORD],
  } as const;
  const times: Record<string, number[]> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [label, [name, password]] of Object.entries(cases)) {
      const { ms } = await signIn('sign-in', name, password);
      if (round > 0) (times[label] ??= []).push(ms);
    }
  }
  for (const [label, values] of Object.entries(times)) {
    console.log(
      `sign-in, ${label.padEnd(16)} p50 ${quantile(values, 0.5).toFixed(1)} ms   p95 ${quantile(values, 0.95).toFixed(1)} ms   (${values.length} requests)`,
    );
  }
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
