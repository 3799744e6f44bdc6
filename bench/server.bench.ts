/**
 * `npm run bench:server`: the online server under load on loopback. For N = 10, 100 and 500 concurrent
 * matches (two seats each, one socket per seat), every match plays games back to back for BENCH_SECONDS
 * (default 5; opening the matches is not timed) through a real server (startServer on 127.0.0.1 with the SQLite storage in a temp dir, or
 * BENCH_DB=memory). Prints moves/s and the move round trip (emit → the mover's update) p50/p95/p99.
 * High card is played with 30 cards a seat (about 110 moves a game). `benchServer(game, …)` takes any two-seat Game with `ai.enumerate`. Clients share the process with the server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Game, State } from 'boardgame.io';
import { io, type Socket } from 'socket.io-client';
import { startServer } from '../server/app';
import { SqliteStorage } from '../server/storage';
import { highCardGame } from '../test/fixtures/high-card-game';
import { receivedState } from '../test/support/received-state';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SIZES = (process.env.BENCH_MATCHES ?? '10,100,500').split(',').map(Number);

class Seat {
  readonly socket: Socket;
  state?: State;
  private waiters: { id: number; resolve: () => void }[] = [];

  constructor(
    url: string,
    game: Game,
    readonly matchID: string,
    readonly playerID: string,
    readonly credentials: string,
  ) {
    this.socket = io(`${url}/${game.name}`, { transports: ['websocket'], forceNew: true, reconnection: false });
    const receive = (state: State) => {
      this.state = state;
      this.waiters = this.waiters.filter((w) => (w.id <= state._stateID ? void w.resolve() : true));
    };
    this.socket.on('sync', (_id: string, info: { state: State }) => receive(info.state));
    this.socket.on('update', (_id: string, state: State) => receive(state));
    this.socket.on('patch', (...args: unknown[]) => {
      const next = receivedState(this.state, 'patch', args);
      if (next && next !== this.state) receive(next);
    });
  }

  reach(id: number): Promise<void> {
    if (this.state && this.state._stateID >= id) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ id, resolve }));
  }
}

async function post(url: string, body: unknown): Promise<Record<string, string>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, string>;
}

async function openMatch(url: string, game: Game, setupData: unknown): Promise<Seat[]> {
  const { matchID } = await post(`${url}/games/${game.name}/create`, { numPlayers: 2, setupData });
  const seats: Seat[] = [];
  for (const playerID of ['0', '1']) {
    const joined = await post(`${url}/games/${game.name}/${matchID}/join`, {
      playerID,
      playerName: `bench${playerID}`,
    });
    seats.push(new Seat(url, game, matchID as string, playerID, joined.playerCredentials as string));
  }
  for (const seat of seats) seat.socket.emit('sync', seat.matchID, seat.playerID, seat.credentials, 2);
  await Promise.all(seats.map((s) => s.reach(0)));
  return seats;
}

/** Plays the match's game until it ends or the deadline passes, pushing each move's round trip in ms. */
async function playGame(seats: Seat[], game: Game, deadline: number, latencies: number[]): Promise<void> {
  for (;;) {
    const state = seats[0]?.state as State;
    if (state.ctx.gameover !== undefined || Date.now() >= deadline) break;
    const mover = seats.find((s) => s.playerID === state.ctx.currentPlayer) as Seat;
    const options = game.ai!.enumerate(mover.state!.G, mover.state!.ctx, mover.playerID) as {
      move: string;
      args?: unknown[];
    }[];
    const { move, args = [] } = options[Math.floor(Math.random() * options.length)]!;
    const started = performance.now();
    const payload = { type: move, args, playerID: mover.playerID, credentials: mover.credentials };
    mover.socket.emit('update', { type: 'MAKE_MOVE', payload }, state._stateID, mover.matchID, mover.playerID);
    await mover.reach(state._stateID + 1);
    latencies.push(performance.now() - started);
    await Promise.all(seats.map((s) => s.reach(state._stateID + 1)));
  }
  for (const seat of seats) seat.socket.close();
}

/** Opens `n` matches, at most 25 at a time. */
async function openMatches(url: string, game: Game, setupData: unknown, n: number): Promise<Seat[][]> {
  const matches: Seat[][] = [];
  while (matches.length < n) {
    const wave = Math.min(25, n - matches.length);
    matches.push(...(await Promise.all(Array.from({ length: wave }, () => openMatch(url, game, setupData)))));
  }
  return matches;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export async function benchServer(game: Game, matches: number, setupData: unknown = null, seconds = SECONDS) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-server-'));
  const db = new SqliteStorage(process.env.BENCH_DB === 'memory' ? ':memory:' : join(dir, 'matches.sqlite'));
  // All clients share one address and play as fast as they can: per-client limits are lifted for the bench.
  const limits = {
    createsPerMinute: 1e9,
    lobbyWritesPerMinute: 1e9,
    packetsPerSecond: 1e9,
    maxOpenMatches: 1e9,
    readsPerMinute: 1e9,
    socketsPerClient: 1e9,
    socketConnectsPerMinute: 1e9,
    connectionsPerClient: 1e9,
  };
  const server = await startServer({ games: [game], port: 0, host: '127.0.0.1', clientDir: dir, db, limits });
  const latencies: number[] = [];
  const opened = await openMatches(server.url, game, setupData, matches);
  const started = performance.now();
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    opened.map(async (first) => {
      let seats = first;
      for (;;) {
        await playGame(seats, game, deadline, latencies);
        if (Date.now() >= deadline) break;
        seats = await openMatch(server.url, game, setupData);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    matches,
    moves: latencies.length,
    movesPerSecond: latencies.length / elapsed,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('index.ts')) {
  const game = highCardGame() as Game;
  console.log(
    `server bench: ${game.name}, ${SECONDS}s per size, storage ${process.env.BENCH_DB === 'memory' ? 'SQLite :memory:' : 'SQLite file (WAL)'}, NODE_ENV=${process.env.NODE_ENV ?? ''}`,
  );
  console.log('matches  moves  moves/s   p50 ms   p95 ms   p99 ms');
  for (const n of SIZES) {
    const r = await benchServer(game, n, { cardsPerSeat: 30 });
    const ms = (v: number) => v.toFixed(1).padStart(8);
    console.log(
      `${String(r.matches).padStart(7)} ${String(r.moves).padStart(6)} ${r.movesPerSecond.toFixed(0).padStart(8)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)}`,
    );
  }
}
