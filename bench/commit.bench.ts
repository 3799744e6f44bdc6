/**
 * `npm run bench -- commit`: the CPU of storing a move durably (SqliteStorage.commitState on a file in a temp
 * dir: the state, its log entry and a metadata change in the group commit, the WAL synced and checkpointed
 * off the event loop), over the states of seeded random games. 32 matches of a game are played side by side,
 * two moves committed in each turn of the event loop, as the load bench's server commits them; then paced:
 * moves arrive at a steady rate (a match's next move only once its last one is durable), as players' moves
 * reach a server, with the time from a commit asked to its promise settled. The CPU is the process's
 * (`process.cpuUsage`: every thread, so the fdatasync and checkpoint threads count too).
 * With BENCH_BEFORE=DIR (a checkout of an earlier commit) that checkout's storage runs too, the two taking
 * turns in one run, to measure a change side by side.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Game, LogEntry, Server, State } from 'boardgame.io';
import { carcassonneGame } from '../games/carcassonne/game';
import { citadelsGame } from '../games/citadels';
import * as Here from '../server/storage';
import { statesOfRandomGame } from './random-game';

type Storage = InstanceType<typeof Here.SqliteStorage>;
const MATCHES = 32;
const PER_TURN = 2;
const ROUNDS = 4;
/** Moves a second in the paced runs: about 1,000, 2,000 and 3,000 4-player matches with 3 s to think a move. */
const PACED_RATES = [333, 667, 1000];

interface Variant {
  label: string;
  open(file: string): Storage;
  /** commitState as the checkout's storage takes it (before the previous state was passed, its id). */
  commit(db: Storage, matchID: string, previous: State, state: State, deltalog: LogEntry[]): Promise<boolean>;
}

/** The metadata change a move makes at a table (whose turn it is, a clock): a new object every move. */
const turnChange = (state: State) => (metadata: Server.MatchData) => ({
  ...metadata,
  setupData: { ...(metadata.setupData as object), toPlay: [state.ctx.currentPlayer], turnStartedAt: Date.now() },
});

function variant(label: string, module: typeof Here, tree: string): Variant {
  const takesPrevious = !readFileSync(resolve(tree, 'server/storage/sqlite.ts'), 'utf8').includes(
    'prevStateID: number',
  );
  return {
    label,
    open: (file) => new module.SqliteStorage(file),
    commit: (db, matchID, previous, state, deltalog) => {
      const commit = db.commitState.bind(db) as (...args: unknown[]) => Promise<boolean>;
      return commit(matchID, takesPrevious ? previous : previous._stateID, state, deltalog, turnChange(state));
    },
  };
}

const variants = [variant('this checkout', Here, resolve(import.meta.dirname, '..'))];
const before = process.env.BENCH_BEFORE;
if (before) {
  const module = (await import(resolve(before, 'server/storage/index.ts'))) as typeof Here;
  variants.push(variant(before, module, before));
}

/** The stored states of a game (as the engine stores them: no deltalog, no transients) and each move's log. */
function recorded(game: Game, numPlayers: number, seed: string) {
  return statesOfRandomGame(game, numPlayers, seed).map((full) => {
    const { deltalog, transients: _t, ...stored } = full as State & { transients?: unknown };
    return { state: stored as State, deltalog: deltalog ?? [] };
  });
}

function metadataOf(numPlayers: number): Server.MatchData {
  const players = Object.fromEntries(
    Array.from({ length: numPlayers }, (_, i) => [
      i,
      { id: i, name: `Player ${i + 1}`, credentials: `credentials-of-seat-${i}-`.padEnd(48, 'x'), isConnected: true },
    ]),
  );
  const now = Date.now();
  return { gameName: 'bench', players, setupData: { table: { clock: 'off' } }, createdAt: now, updatedAt: now };
}

/** A database in a temp dir with one match a game, at its first state. */
async function freshDatabase(v: Variant, games: ReturnType<typeof recorded>[], numPlayers: number) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-commit-'));
  const db = v.open(join(dir, 'matches.sqlite'));
  await db.connect();
  for (const [i, game] of games.entries())
    await db.createMatch(`m${i}`, { initialState: game[0]!.state, metadata: metadataOf(numPlayers) });
  return { db, dir };
}

async function discard(db: Storage, dir: string): Promise<void> {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}

/** Plays every game once through a fresh database; answers the CPU and wall time its moves' commits took. */
async function play(v: Variant, games: ReturnType<typeof recorded>[], numPlayers: number) {
  const { db, dir } = await freshDatabase(v, games, numPlayers);
  const next = games.map(() => 1);
  let moves = 0;
  const cpu = process.cpuUsage();
  const wall = performance.now();
  for (let open = games.length; open > 0;) {
    open = 0;
    const turn: Promise<boolean>[] = [];
    for (const [i, game] of games.entries()) {
      const step = next[i]!;
      if (step >= game.length) continue;
      open++;
      if (turn.length >= PER_TURN) continue;
      next[i] = step + 1;
      turn.push(v.commit(db, `m${i}`, game[step - 1]!.state, game[step]!.state, game[step]!.deltalog));
    }
    if (!(await Promise.all(turn)).every(Boolean)) throw new Error(`${v.label}: a commit was refused`);
    moves += turn.length;
  }
  const used = process.cpuUsage(cpu);
  const elapsed = performance.now() - wall;
  await discard(db, dir);
  return { cpu: (used.user + used.system) / 1000, wall: elapsed, moves };
}

/**
 * Plays the games through a fresh database with moves arriving `perSecond` (an arrival that finds every
 * match waiting on its last commit is dropped); answers the CPU a move and each commit's latency.
 */
async function playPaced(v: Variant, games: ReturnType<typeof recorded>[], numPlayers: number, perSecond: number) {
  const { db, dir } = await freshDatabase(v, games, numPlayers);
  const next = games.map(() => 1);
  const waiting = new Set<number>();
  const latencies: number[] = [];
  let arrivals = 0;
  let cursor = 0;
  const idleMatch = () => {
    for (let k = 0; k < games.length; k++) {
      const i = (cursor + k) % games.length;
      if (!waiting.has(i) && next[i]! < games[i]!.length) return ((cursor = i + 1), i);
    }
    return undefined;
  };
  const cpu = process.cpuUsage();
  const start = performance.now();
  await new Promise<void>((done, fail) => {
    const tick = () => {
      if (next.every((step, i) => step >= games[i]!.length) && waiting.size === 0) return done();
      for (const due = Math.floor(((performance.now() - start) * perSecond) / 1000); arrivals < due; arrivals++) {
        const i = idleMatch();
        if (i === undefined) continue;
        const game = games[i]!;
        const step = next[i]!++;
        const asked = performance.now();
        waiting.add(i);
        v.commit(db, `m${i}`, game[step - 1]!.state, game[step]!.state, game[step]!.deltalog).then((ok) => {
          if (!ok) fail(new Error(`${v.label}: a commit was refused`));
          latencies.push(performance.now() - asked);
          waiting.delete(i);
        }, fail);
      }
      setTimeout(tick, 1);
    };
    tick();
  });
  const used = process.cpuUsage(cpu);
  await discard(db, dir);
  latencies.sort((a, b) => a - b);
  return {
    cpu: (used.user + used.system) / 1000,
    moves: latencies.length,
    mean: latencies.reduce((sum, ms) => sum + ms, 0) / latencies.length,
    p99: latencies[Math.floor(latencies.length * 0.99)]!,
  };
}

console.log(
  `load average ${loadavg()[0]!.toFixed(1)}; ${MATCHES} matches, ${PER_TURN} commits a turn, ${ROUNDS} rounds`,
);
const cases: [string, Game, number][] = [
  ['4-player Carcassonne', carcassonneGame as Game, 4],
  ['5-player Machiavelli', citadelsGame as Game, 5],
];
for (const [name, game, numPlayers] of cases) {
  const games = Array.from({ length: MATCHES }, (_, i) => recorded(game, numPlayers, `commit-bench-${i}`));
  const totals = new Map(variants.map((v) => [v.label, { cpu: 0, wall: 0, moves: 0 }]));
  for (const v of variants) await play(v, games.slice(0, 4), numPlayers); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const v of round % 2 === 0 ? variants : [...variants].reverse()) {
      const r = await play(v, games, numPlayers);
      const total = totals.get(v.label)!;
      total.cpu += r.cpu;
      total.wall += r.wall;
      total.moves += r.moves;
    }
  }
  for (const [label, t] of totals)
    console.log(
      `${name}, ${label}: ${((1000 * t.cpu) / t.moves).toFixed(0)} µs CPU a move, ${((1000 * t.wall) / t.moves).toFixed(0)} µs wall (${t.moves / ROUNDS} moves a round)`,
    );
}

/** The pacing's own cost (its timer a millisecond, the arrivals): commits that settle at once. */
const pacingAlone: Variant = { ...variants[0]!, label: 'the pacing alone', commit: async () => true };

const pacedGames = Array.from({ length: MATCHES }, (_, i) => recorded(carcassonneGame as Game, 4, `commit-bench-${i}`));
for (const perSecond of PACED_RATES) {
  const paced = [pacingAlone, ...variants];
  const totals = new Map(paced.map((v) => [v.label, { cpu: 0, moves: 0, mean: [] as number[], p99: [] as number[] }]));
  for (let round = 0; round < 2; round++) {
    for (const v of round % 2 === 0 ? paced : [...paced].reverse()) {
      const r = await playPaced(v, pacedGames, 4, perSecond);
      const total = totals.get(v.label)!;
      total.cpu += r.cpu;
      total.moves += r.moves;
      total.mean.push(r.mean);
      total.p99.push(r.p99);
    }
  }
  const ms = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
  for (const [label, t] of totals)
    console.log(
      `4-player Carcassonne at ${perSecond} moves/s, ${label}: ${((1000 * t.cpu) / t.moves).toFixed(0)} µs CPU a move; a commit settles in ${ms(t.mean)} ms on average, p99 ${ms(t.p99)} ms`,
    );
}
