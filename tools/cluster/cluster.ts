/**
 * Starts a whole cluster on loopback (docs/deploy.md#cluster): a throwaway PostgreSQL (scripts/start-postgres.sh,
 * unless DATABASE_URL is given), Redis (Debian's redis-server, installed when missing), N server processes
 * (server.ts with DATABASE_URL, REDIS_URL and TRUST_PROXY=1) and HAProxy (installed when missing) in front.
 * Used by `npm run cluster`, `npm run test:cluster` and `npm run bench:cluster`.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { haproxyConfig } from './haproxy';

export interface ClusterNode {
  url: string;
  port: number;
  process: ChildProcess;
  output(): string;
}

export interface Cluster {
  /** The balancer's URL: what browsers open. */
  url: string;
  nodes: ClusterNode[];
  databaseUrl: string;
  redisUrl: string;
  /** kill -9 of one server process. */
  kill(node: number): Promise<void>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  nodes: number;
  /** The balancer's port (0: a free one). */
  port?: number;
  databaseUrl?: string;
  /** Extra environment for the server processes (limits, NODE_ENV). */
  env?: Record<string, string>;
  clientDir?: string;
  /** The server processes' entry point (default server.ts; a test may serve a fixture game instead). */
  entry?: string;
  log?: (line: string) => void;
}

const HOST = '127.0.0.1';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, HOST, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function has(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Installs a Debian package when its command is missing (needs root, as CI has). */
function ensure(command: string, pkg: string, log: (line: string) => void): string {
  const paths = [command, `/usr/sbin/${command}`, `/usr/bin/${command}`];
  const found = paths.find(has);
  if (found) return found;
  log(`installing ${pkg}`);
  execFileSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`], {
    stdio: 'ignore',
  });
  return paths.find((p) => has(p)) ?? command;
}

async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

/** One server process on `port` with `env` (a cluster's own, or an extra one a test starts on the same database), running `entry`. */
export function startNode(port: number, env: Record<string, string>, entry = 'server.ts'): Promise<ClusterNode> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env, PORT: String(port), HOST },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const node = { url: `http://${HOST}:${port}`, port, process: child, output: () => output };
  return new Promise((resolve, reject) => {
    const onData = () => output.includes('listening on') && resolve(node);
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server on port ${port} exited with ${code}:\n${output}`)));
  });
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? ((line: string) => console.error(`[cluster] ${line}`));
  const children: ChildProcess[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'cluster-'));
  let pgStop = () => {};
  const stopAll = async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(children.map(exited));
    pgStop();
  };
  try {
    let databaseUrl = options.databaseUrl ?? '';
    if (!databaseUrl) {
      const started = spawnSync('bash', ['scripts/start-postgres.sh'], { encoding: 'utf8' });
      if (started.status !== 0) throw new Error(`PostgreSQL did not start: ${started.stderr}`);
      databaseUrl = started.stdout.trim();
      const stop = /\(stop: (.+)\)/.exec(started.stderr)?.[1];
      pgStop = () => {
        if (stop)
          spawnSync(
            'sh',
            ['-c', `su postgres -s /bin/sh -c "${stop} -m immediate" 2>/dev/null || ${stop} -m immediate`],
            { stdio: 'ignore' },
          );
      };
    }
    const redisBin = ensure('redis-server', 'redis-server', log);
    const redisPort = await freePort();
    const redis = spawn(
      redisBin,
      ['--port', String(redisPort), '--bind', HOST, '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
      { stdio: 'ignore' },
    );
    children.push(redis);
    const redisUrl = `redis://${HOST}:${redisPort}`;
    await waitFor('Redis', async () => {
      const { Redis } = await import('ioredis');
      const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      client.on('error', () => {});
      try {
        await client.connect();
        return (await client.ping()) === 'PONG';
      } finally {
        client.disconnect();
      }
    });
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      TRUST_PROXY: '1',
      CLIENT_DIR: options.clientDir ?? join(process.cwd(), 'dist'),
      ...options.env,
    };
    const ports = await Promise.all(Array.from({ length: options.nodes }, () => freePort()));
    // One at a time: the first creates the tables.
    const nodes: ClusterNode[] = [];
    for (const port of ports) {
      const node = await startNode(port, env, options.entry ?? 'server.ts');
      children.push(node.process);
      nodes.push(node);
    }
    const haproxyBin = ensure('haproxy', 'haproxy', log);
    const port = options.port || (await freePort());
    const config = join(dir, 'haproxy.cfg');
    writeFileSync(
      config,
      haproxyConfig(
        { host: HOST, port },
        nodes.map((n) => ({ host: HOST, port: n.port })),
      ),
    );
    const haproxy = spawn(haproxyBin, ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let haproxyErrors = '';
    haproxy.stderr.on('data', (chunk: Buffer) => void (haproxyErrors += chunk.toString()));
    haproxy.once('exit', (code) => code && log(`HAProxy exited with ${code}: ${haproxyErrors}`));
    children.push(haproxy);
    const url = `http://${HOST}:${port}`;
    await waitFor('HAProxy', async () => (await fetch(`${url}/health`)).ok);
    return {
      url,
      nodes,
      databaseUrl,
      redisUrl,
      async kill(index) {
        const node = nodes[index];
        if (!node) throw new Error(`no node ${index}`);
        node.process.kill('SIGKILL');
        await exited(node.process);
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
