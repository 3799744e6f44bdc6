/**
 * The server under test of `npm run bench:load`, in its own process (forked by bench/load/index.ts). Its
 * first argument picks which server: `ours` (startServer with the SQLite file storage, as `npm start` runs it,
 * with the per-client limits lifted since every bench client shares one address) or `stock` (boardgame.io
 * 0.50.2's own `Server({ games })` with its default in-memory storage and transport, no guards). Both host
 * the same Game objects; `ours:nocache` runs our server without its state cache; the experiments
 * `ours:syncfull` and `ours:commitcheckpoint` run SQLite with the fsync inside each commit (synchronous=FULL,
 * as before storage/wal-sync.ts) and with SQLite's own WAL checkpoints inside commits (as before
 * storage/checkpointer.ts). With LOAD_TREE set, the server and games come from that checkout. The parent sets
 * NODE_ENV. It sends `{ port }` to the parent once listening, and its event-loop delay when asked.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { tmpdir } from 'node:os';
import {
  constants,
  createHistogram,
  monitorEventLoopDelay,
  performance,
  PerformanceObserver,
  type PerformanceEntry,
} from 'node:perf_hooks';
import { join } from 'node:path';
import { Server } from 'boardgame.io/server';
import type * as App from '../../server/app';
import type * as Storage from '../../server/storage';
import type * as Games from '../../games/index';
import { stallCause, StallWatch, type CpuProfile } from './stall';

// LOAD_TREE runs the server (and games) of another checkout, to measure a change side by side.
const tree = process.env.LOAD_TREE ?? new URL('../..', import.meta.url).pathname;
const { GAMES } = (await import(`${tree}/games/index.ts`)) as typeof Games;
const { startServer } = (await import(`${tree}/server/app.ts`)) as typeof App;
const { SqliteStorage } = (await import(`${tree}/server/storage/index.ts`)) as typeof Storage;

/** `ours`, `stock`, or either with `:` options: `ours:nocache` turns the state cache off (storage/cache.ts). */
const [kind, ...options] = (process.argv[2] ?? 'ours').split(':');
const LIFTED = {
  createsPerMinute: 1e9,
  lobbyWritesPerMinute: 1e9,
  packetsPerSecond: 1e9,
  maxOpenMatches: 1e9,
  readsPerMinute: 1e9,
  socketsPerClient: 1e9,
  socketConnectsPerMinute: 1e9,
  connectionsPerClient: 1e9,
};

/** How long each move's commit took until durable (in µs), over the measured window: our server only. */
const commits = createHistogram();

/** Times every `commitState` of the storage, from the call until its promise settles (durable, or failed). */
function timeCommits(db: { commitState: (...args: never[]) => Promise<boolean> }): void {
  const commitState = db.commitState.bind(db);
  db.commitState = (...args) => {
    const started = performance.now();
    return commitState(...args).finally(() =>
      commits.record(Math.max(1, Math.round((performance.now() - started) * 1000))),
    );
  };
}

async function start(): Promise<number> {
  if (kind === 'stock') {
    const server = Server({ games: GAMES });
    const { appServer } = await server.run({ port: 0, callback: () => {} });
    if (!appServer.listening) await new Promise((resolve) => appServer.once('listening', resolve));
    return (appServer.address() as { port: number }).port;
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  // The database goes with the process (a ramp writes hundreds of megabytes).
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  const db = new SqliteStorage(join(dir, 'matches.sqlite'));
  timeCommits(db);
  const stateCacheEntries = options.includes('nocache') ? 0 : undefined;
  const server = await startServer({
    games: GAMES,
    port: 0,
    host: '127.0.0.1',
    clientDir: dir,
    db,
    limits: LIFTED,
    stateCacheEntries,
  });
  // Experiments, not settings of the server: an fsync inside every commit, on the event loop (as before
  // storage/wal-sync.ts), and SQLite's own WAL checkpoints inside commits (as before storage/checkpointer.ts).
  const connection = (db as unknown as { db: { pragma(text: string): unknown } }).db;
  if (options.includes('syncfull')) connection.pragma('synchronous = FULL');
  if (options.includes('commitcheckpoint')) connection.pragma('wal_autocheckpoint = 1000');
  return server.port;
}

const port = await start();
// The event loop's delay over each measured window: a move waits at least this long for the server.
// A long stall is one sample of the delay but holds up every move that arrives during it: the longest
// delay and the longest garbage-collection pause are reported too.
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
// The longest gap between two ticks of a 2 ms timer: one task (or a run of them) that held the loop.
const stalls = new StallWatch();
stalls.start();
let gcMax = 0;
// The collector's time in the window by kind: scavenges (minor) and full collections (major, incremental).
let gcMs = { minor: 0, major: 0 };
let scavenges = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcMax = Math.max(gcMax, entry.duration);
    const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
    const minor = detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR;
    gcMs[minor ? 'minor' : 'major'] += entry.duration;
    if (minor) scavenges++;
  }
}).observe({ entryTypes: ['gc'] });
// LOAD_PROFILE_DIR: a CPU profile of each measured window (not of opening the matches).
// LOAD_ALLOCATION_DIR: a sampling heap profile of each measured window (who allocates, by stack).
const profiler = process.env.LOAD_PROFILE_DIR || process.env.LOAD_ALLOCATION_DIR ? new Session() : undefined;
const cpuProfiling = Boolean(process.env.LOAD_PROFILE_DIR);
const allocationProfiling = Boolean(process.env.LOAD_ALLOCATION_DIR);
profiler?.connect();
const post = (method: string, params?: object) =>
  new Promise<unknown>((resolve, reject) =>
    profiler!.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
  );
// Every allocation sampled, also of objects collected since: what a move allocates, not what stays.
const SAMPLING = {
  samplingInterval: 16_384,
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: true,
};
let windows = 0;
let measuredFrom = performance.now();
process.on('message', async (message: { type?: string }) => {
  if (message.type === 'measure') {
    if (cpuProfiling) await post('Profiler.enable').then(() => post('Profiler.start'));
    if (allocationProfiling) await post('HeapProfiler.enable').then(() => post('HeapProfiler.startSampling', SAMPLING));
    // After the profiler started, which holds the loop itself for a moment.
    loop.reset();
    stalls.reset();
    commits.reset();
    gcMax = 0;
    gcMs = { minor: 0, major: 0 };
    scavenges = 0;
    measuredFrom = performance.now();
  }
  if (message.type === 'report') {
    const window = ++windows;
    const stall = stalls.stall;
    const stallMs = stalls.ms;
    const stallCpu = stalls.cpuPercent;
    let cause = 'run with LOAD_PROFILE_DIR';
    if (allocationProfiling) {
      const { profile } = (await post('HeapProfiler.stopSampling')) as { profile: unknown };
      writeFileSync(
        join(process.env.LOAD_ALLOCATION_DIR!, `${process.argv[2]}-${process.pid}-${window}.heapprofile`),
        JSON.stringify(profile),
      );
    }
    if (cpuProfiling) {
      const { profile } = (await post('Profiler.stop')) as { profile: CpuProfile };
      writeFileSync(
        join(process.env.LOAD_PROFILE_DIR!, `${process.argv[2]}-${process.pid}-${window}.cpuprofile`),
        JSON.stringify(profile),
      );
      cause = stallCause(profile, stall, tree.replace(/\/$/, ''));
    }
    // Off the CPU for most of the gap: the process waited for a core; the samples only say where it stood.
    if (stallCpu < 50)
      cause = cpuProfiling ? `waiting for a core (the profile's samples: ${cause})` : 'waiting for a core';
    process.send?.({
      type: 'report',
      loopP99: loop.percentile(99) / 1e6,
      loopMax: loop.max / 1e6,
      gcMax,
      gc: { ...gcMs, scavenges, seconds: (performance.now() - measuredFrom) / 1000 },
      stallMs,
      stallCpu,
      cause,
      commit:
        commits.count > 0
          ? { p50: commits.percentile(50) / 1000, p99: commits.percentile(99) / 1000, max: commits.max / 1000 }
          : undefined,
    });
  }
});
process.send?.({ port });
process.on('disconnect', () => process.exit(0));
