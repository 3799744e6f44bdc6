/**
 * `npm run bench -- commit`: the CPU of storing a move durably (SqliteStorage.commitState on a file in a temp
 * dir: the state, its log entry and a metadata change in the group commit, the WAL synced and checkpointed
 * off the event loop), over the states of seeded random games. 32 matches of a game are played side by side,
 * two moves committed in each turn of the event loop, as the load bench's server commits them. The CPU is
 * the process's (`process.cpuUsage`: every thread, so the fdatasync and checkpoint threads count too).
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

/** Plays every game once through a fresh database; answers the CPU and wall time its moves' commits took. */
async function play(v: Variant, games: ReturnType<typeof recorded>[], numPlayers: number) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-commit-'));
  const db = v.open(join(dir, 'matches.sqlite'));
  await db.connect();
  for (const [i, game] of games.entries())
    await db.createMatch(`m${i}`, { initialState: game[0]!.state, metadata: metadataOf(numPlayers) });
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
  await db.close();
  rmSync(dir, { recursive: true, force: true });
  return { cpu: (used.user + used.system) / 1000, wall: elapsed, moves };
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
