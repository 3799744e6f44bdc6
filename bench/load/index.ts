/**
 * `npm run bench:load`: how many concurrent real matches one server process serves with a move round trip
 * p99 under 100 ms, for our server and for stock boardgame.io 0.50.2, side by side in one run.
 *
 * Each server runs in its own process (server-process.ts); the players run in LOAD_CLIENTS other processes
 * (client-process.ts). The number of matches ramps through LOAD_STEPS; at each step the new matches are
 * opened (not timed), the load settles for LOAD_WARMUP_SECONDS, then LOAD_STEP_SECONDS are measured: moves/s,
 * the round trip p50/p95/p99 (emit to the mover's update), the server's CPU % (of one core) and RSS and the
 * client processes' CPU % from /proc, and the machine's 1-minute load average. A server's ramp stops at the first step over 100 ms
 * after LOAD_RETRIES (default 1) more windows at that step also were. The
 * capacity is the most matches of a step under 100 ms; the last line gives both and their ratio.
 *
 * Environment: LOAD_MIX (mix.ts; default carcassonne:4) or LOAD_MIXES (several mixes separated by `;`, e.g.
 * `carcassonne:4;carcassonne:2-5,citadels:4-7`: every server is ramped on each in turn), LOAD_THINK_MS (mean think time, default 3000),
 * LOAD_STEPS (default 100,250,500,1000,1500,2000), LOAD_STEP_SECONDS (default 30), LOAD_WARMUP_SECONDS
 * (default 10), LOAD_CLIENTS (default 2), LOAD_SERVERS (default ours,stock; also ours:nocache, ours:dev,
 * stock:dev, ours:syncfull, ours:commitcheckpoint: see server-process.ts; `ours@DIR` runs the server of
 * another checkout, e.g. a worktree of an earlier commit, to measure a change side by side), LOAD_NODE_ENV
 * (default production), LOAD_P99_MS (default 100), LOAD_PROFILE_DIR (write a CPU profile of the server in each
 * measured window there), LOAD_ALLOCATION_DIR (a sampling allocation profile of each window there). Each line
 * also gives the server's event-loop delay (p99 and longest) and longest GC pause, and the worst client
 * process's p99 event-loop delay: a round trip waits that long in each. A second line gives the server's
 * longest event-loop stall (stall.ts) and, with LOAD_PROFILE_DIR, what ran during it, and how many client
 * sockets dropped and reconnected (each resyncs its seat). For our server, a line gives how long a move's commit
 * took until durable (p50, p99, longest: the round trip's own wait on the storage). A third line splits the server's CPU a move by
 * thread (the event loop as "main"; libuv's pool, V8's GC helpers and worker threads by name), a fourth the
 * collector's pauses on the event loop (scavenges, and the steps and pauses of full collections).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const STEPS = (process.env.LOAD_STEPS ?? '100,250,500,1000,1500,2000').split(',').map(Number);
const STEP_SECONDS = Number(process.env.LOAD_STEP_SECONDS ?? 30);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 10);
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 2);
const SERVERS = (process.env.LOAD_SERVERS ?? 'ours,stock').split(',');
/** LOAD_MIXES: several table mixes (mix.ts) separated by `;`, each ramped for every server in turn; else LOAD_MIX. */
const MIXES = (process.env.LOAD_MIXES ?? process.env.LOAD_MIX ?? 'carcassonne:4').split(';').map((m) => m.trim());
const P99_MS = Number(process.env.LOAD_P99_MS ?? 100);
/** A step over the p99 bound is measured again this many times before the ramp stops (the machine is shared). */
const RETRIES = Number(process.env.LOAD_RETRIES ?? 1);
const TSX = ['--import', 'tsx'];

interface Report {
  type: string;
  latencies: number[];
  refused: number;
  lost: number;
  dropped: number;
  loopP99: number;
}

/** The servers run with NODE_ENV=production (as `npm start` runs ours) unless LOAD_NODE_ENV or a `:dev` option says otherwise. */
const nodeEnvOf = (kind: string) =>
  kind.split(':').includes('dev') ? 'development' : (process.env.LOAD_NODE_ENV ?? 'production');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function nextMessage<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const listener = (message: { type?: string; message?: string }) => {
      if (message.type === 'error') reject(new Error(message.message));
      else if (message.type !== type) return;
      child.off('message', listener);
      resolve(message as T);
    };
    child.on('message', listener);
  });
}

/** CPU seconds (user + system) and RSS bytes of a process, from /proc. */
function usage(pid: number): { cpu: number; rss: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { cpu: ticks / 100, rss: Number(fields[21]) * 4096 };
}

/**
 * CPU seconds (user and system) of each thread of a process, summed by the thread's name (/proc/PID/task),
 * the main thread (whose id is the process's) as "main": what of a move's CPU is not on the event loop.
 */
function threadUsage(pid: number): Map<string, { user: number; system: number }> {
  const byName = new Map<string, { user: number; system: number }>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const fields = stat.split(') ')[1]!.split(' ');
      const name = tid === String(pid) ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const sum = byName.get(name) ?? { user: 0, system: 0 };
      sum.user += Number(fields[11]) / 100;
      sum.system += Number(fields[12]) / 100;
      byName.set(name, sum);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return byName;
}

/** The threads' CPU ms a move between two readings, largest first: "main 1.10 (system 0.30), node 0.21 (...)". */
function threadShares(
  before: Map<string, { user: number; system: number }>,
  after: Map<string, { user: number; system: number }>,
  moves: number,
): string {
  const perMove = (seconds: number) => (1000 * seconds) / Math.max(1, moves);
  return [...after]
    .map(([name, { user, system }]) => {
      const old = before.get(name) ?? { user: 0, system: 0 };
      return { name, total: perMove(user + system - old.user - old.system), system: perMove(system - old.system) };
    })
    .filter(({ total }) => total >= 0.005)
    .sort((a, b) => b.total - a.total)
    .map(({ name, total, system }) => `${name} ${total.toFixed(2)} (system ${system.toFixed(2)})`)
    .join(', ');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function measure(label: string, mix: string): Promise<number> {
  // `kind@dir`: the server of another checkout (server-process.ts, LOAD_TREE), to measure a change side by side.
  const [kind, tree] = label.split('@') as [string, string | undefined];
  const server = await new Promise<{ child: ChildProcess; url: string }>((resolve) => {
    const semi = /:semi(\d+)/.exec(kind)?.[1];
    const child = fork(`${HERE}server-process.ts`, [kind], {
      execArgv: semi ? [...TSX, `--max-semi-space-size=${semi}`] : TSX,
      env: { ...process.env, NODE_ENV: nodeEnvOf(kind), ...(tree ? { LOAD_TREE: resolvePath(tree) } : {}) },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', (message: { port: number }) => resolve({ child, url: `http://127.0.0.1:${message.port}` }));
  });
  const clients = Array.from({ length: CLIENTS }, () =>
    fork(`${HERE}client-process.ts`, [server.url], {
      execArgv: TSX,
      env: { ...process.env, LOAD_MIX: mix },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  console.log(
    `\n${label} (mix ${mix}): ${kind.startsWith('stock') ? 'stock boardgame.io 0.50.2 (in-memory storage)' : 'our server (SQLite file storage)'}, NODE_ENV=${nodeEnvOf(kind)}`,
  );
  console.log(
    'matches  moves/s   p50 ms   p95 ms   p99 ms  refused  lost  server CPU %  CPU ms/move  RSS MB  clients CPU %  server loop p99/max, GC max ms  clients loop p99 ms  load avg',
  );
  let capacity = 0;
  try {
    for (const matches of STEPS) {
      await Promise.all(
        clients.map((client, i) => {
          client.send({ type: 'target', matches: Math.floor(matches / CLIENTS) + (i < matches % CLIENTS ? 1 : 0) });
          return nextMessage(client, 'ready');
        }),
      );
      await sleep(WARMUP_SECONDS * 1000);
      let p99 = NaN;
      for (let attempt = 0; attempt <= RETRIES && !(p99 < P99_MS); attempt++)
        p99 = await measureStep(server.child, clients, matches);
      if (!(p99 < P99_MS)) break;
      capacity = matches;
    }
  } finally {
    for (const client of clients) client.kill();
    server.child.disconnect();
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
  console.log(`capacity (${label}, mix ${mix}): ${capacity} matches at p99 under ${P99_MS} ms`);
  return capacity;
}

/** Measures one window at the current load, prints its line and returns its p99. */
async function measureStep(server: ChildProcess, clients: ChildProcess[], matches: number): Promise<number> {
  for (const client of clients) client.send({ type: 'measure' });
  server.send({ type: 'measure' });
  const before = usage(server.pid!);
  const threadsBefore = threadUsage(server.pid!);
  const clientsBefore = clients.map((c) => usage(c.pid!).cpu);
  const started = Date.now();
  await sleep(STEP_SECONDS * 1000);
  const reports = await Promise.all(
    clients.map((client) => {
      client.send({ type: 'report' });
      return nextMessage<Report>(client, 'report');
    }),
  );
  server.send({ type: 'report' });
  const serverLoop = await nextMessage<{
    loopP99: number;
    loopMax: number;
    gcMax: number;
    gc: { minor: number; major: number; scavenges: number; seconds: number };
    stallMs: number;
    stallCpu: number;
    cause: string;
    commit?: { p50: number; p99: number; max: number };
  }>(server, 'report');
  const { commit } = serverLoop;
  const seconds = (Date.now() - started) / 1000;
  const after = usage(server.pid!);
  const threadsAfter = threadUsage(server.pid!);
  const clientCpu = clients.reduce((sum, c, i) => sum + usage(c.pid!).cpu - clientsBefore[i]!, 0);
  const sorted = reports.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  const ms = (v: number) => v.toFixed(1).padStart(8);
  console.log(
    `${String(matches).padStart(7)} ${(sorted.length / seconds).toFixed(0).padStart(8)} ${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 95))} ${ms(p99)}` +
      ` ${String(reports.reduce((s, r) => s + r.refused, 0)).padStart(8)} ${String(reports.reduce((s, r) => s + r.lost, 0)).padStart(5)}` +
      ` ${((100 * (after.cpu - before.cpu)) / seconds).toFixed(0).padStart(13)} ${((1000 * (after.cpu - before.cpu)) / Math.max(1, sorted.length)).toFixed(2).padStart(12)}` +
      ` ${(after.rss / 2 ** 20).toFixed(0).padStart(7)}` +
      ` ${((100 * clientCpu) / seconds).toFixed(0).padStart(13)}` +
      ` ${`${serverLoop.loopP99.toFixed(0)} / ${serverLoop.loopMax.toFixed(0)}, ${serverLoop.gcMax.toFixed(0)}`.padStart(30)}` +
      ` ${Math.max(...reports.map((r) => r.loopP99))
        .toFixed(0)
        .padStart(19)}  ${loadavg()[0]!.toFixed(2)}` +
      `\n        longest stall ${serverLoop.stallMs.toFixed(0)} ms (on a CPU ${serverLoop.stallCpu}% of it): ${serverLoop.cause}` +
      `; sockets dropped and reconnected: ${reports.reduce((s, r) => s + r.dropped, 0)}` +
      (commit
        ? `\n        a move's commit until durable: p50 ${commit.p50.toFixed(1)} ms, p99 ${commit.p99.toFixed(1)} ms, longest ${commit.max.toFixed(0)} ms`
        : '') +
      `\n        CPU ms a move by thread: ${threadShares(threadsBefore, threadsAfter, sorted.length)}` +
      `\n        GC on the event loop: scavenges ${(serverLoop.gc.scavenges / serverLoop.gc.seconds).toFixed(1)} a second, ` +
      `${(serverLoop.gc.minor / serverLoop.gc.seconds).toFixed(0)} ms a second; full collections ` +
      `${(serverLoop.gc.major / serverLoop.gc.seconds).toFixed(0)} ms a second`,
  );
  return p99;
}

console.log(
  `load bench: mix ${MIXES.join(' then ')}, mean think ${Number(process.env.LOAD_THINK_MS ?? 3000)} ms, steps ${STEPS.join(',')}, ` +
    `${WARMUP_SECONDS}s warm-up + ${STEP_SECONDS}s measured a step, ${CLIENTS} client processes, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
for (const mix of MIXES) {
  const capacities = new Map<string, number>();
  for (const kind of SERVERS) capacities.set(kind, await measure(kind, mix));
  const ours = capacities.get('ours') ?? capacities.get(SERVERS.find((k) => k.startsWith('ours')) ?? 'ours');
  const stock = capacities.get('stock') ?? capacities.get(SERVERS.find((k) => k.startsWith('stock')) ?? 'stock');
  if (ours !== undefined && stock !== undefined) {
    const ratio =
      stock > 0
        ? `${(ours / stock).toFixed(1)}×`
        : ours > 0
          ? `over ${ours / STEPS[0]!}× (stock under the first step)`
          : 'n/a';
    console.log(
      `capacity, mix ${mix}: ours ${ours} matches, stock boardgame.io ${stock} matches; capacity ratio: ${ratio}`,
    );
  }
}
