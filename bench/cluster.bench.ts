/**
 * `npm run bench:cluster`: the cluster (docs/deploy.md#cluster) under saturation with 1, 2 and 3 server
 * processes behind HAProxy on PostgreSQL and Redis, side by side in one run. BENCH_MATCHES (default 40)
 * concurrent 2-player Carcassonne matches, each seat a socket through the balancer in this process, move
 * as fast as they can for BENCH_SECONDS (default 15) per size (a finished match is replaced by a new one);
 * BENCH_NODES lists the sizes (default 1,2,3). Prints moves/s and the move round trip (emit → the mover's update) p50/p95/p99, and the ratios to one
 * process.
 */
import { performance } from 'node:perf_hooks';
import type { Game, State } from 'boardgame.io';
import { io, type Socket } from 'socket.io-client';
import { GAMES } from '../games/index';
import { startCluster } from '../tools/cluster/cluster';
import { receivedState } from '../test/support/received-state';

const MATCHES = Number(process.env.BENCH_MATCHES ?? 40);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const SIZES = (process.env.BENCH_NODES ?? '1,2,3').split(',').map(Number);
const GAME = GAMES.find((g) => g.name === 'carcassonne') as Game;
const LIFTED = {
  LIMIT_SOCKET_PACKETS_PER_SECOND: '100000',
  LIMIT_CREATES_PER_MINUTE: '100000',
  LIMIT_LOBBY_WRITES_PER_MINUTE: '100000',
  LIMIT_OPEN_MATCHES: '1000000',
  LIMIT_READS_PER_MINUTE: '1000000',
  LIMIT_SOCKETS_PER_CLIENT: '1000000',
  LIMIT_SOCKET_CONNECTS_PER_MINUTE: '1000000',
  LIMIT_CONNECTIONS_PER_CLIENT: '1000000',
  NODE_ENV: 'production',
};

async function post(url: string, body: unknown): Promise<Record<string, string>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, string>;
}

interface Seat {
  socket: Socket;
  playerID: string;
  credentials: string;
  state?: State;
}

/** Plays matches back to back until `until`, recording each move's round trip. */
async function table(url: string, until: number, times: number[]): Promise<void> {
  while (performance.now() < until) {
    const { matchID } = await post(`${url}/games/carcassonne/create`, { numPlayers: 2 });
    const seats: Seat[] = [];
    for (const playerID of ['0', '1']) {
      const { playerCredentials } = await post(`${url}/games/carcassonne/${matchID}/join`, {
        playerID,
        playerName: `P${playerID}`,
      });
      const socket = io(`${url}/carcassonne`, { transports: ['websocket'], forceNew: true, reconnection: false });
      const seat: Seat = { socket, playerID, credentials: playerCredentials! };
      socket.on('sync', (_id: string, info: { state: State }) => void (seat.state = info.state));
      for (const event of ['update', 'patch'])
        socket.on(event, (...args: unknown[]) => void (seat.state = receivedState(seat.state, event, args)));
      socket.on('connect', () => socket.emit('sync', matchID, playerID, seat.credentials));
      seats.push(seat);
    }
    while (seats.some((s) => !s.state)) await new Promise((resolve) => setTimeout(resolve, 5));
    while (performance.now() < until) {
      const mover = seats.find((s) => s.state && !s.state.ctx.gameover && s.state.ctx.currentPlayer === s.playerID);
      if (!mover) break;
      const state = mover.state as State;
      const [choice] = GAME.ai!.enumerate(state.G, state.ctx, mover.playerID) as { move: string; args: unknown[] }[];
      const sent = performance.now();
      mover.socket.emit(
        'update',
        {
          type: 'MAKE_MOVE',
          payload: { type: choice!.move, args: choice!.args, playerID: mover.playerID, credentials: mover.credentials },
        },
        state._stateID,
        matchID,
        mover.playerID,
      );
      while ((mover.state?._stateID ?? -1) <= state._stateID && performance.now() < until)
        await new Promise((resolve) => setImmediate(resolve));
      if ((mover.state?._stateID ?? -1) > state._stateID) times.push(performance.now() - sent);
    }
    for (const seat of seats) seat.socket.close();
  }
}

const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

const rows: { nodes: number; movesPerSecond: number; p50: number; p95: number; p99: number }[] = [];
for (const nodes of SIZES) {
  const cluster = await startCluster({ nodes, clientDir: '/nonexistent', env: LIFTED, log: () => {} });
  try {
    const times: number[] = [];
    const until = performance.now() + SECONDS * 1000;
    await Promise.all(Array.from({ length: MATCHES }, () => table(cluster.url, until, times)));
    times.sort((a, b) => a - b);
    const row = {
      nodes,
      movesPerSecond: times.length / SECONDS,
      p50: at(times, 0.5),
      p95: at(times, 0.95),
      p99: at(times, 0.99),
    };
    rows.push(row);
    console.log(
      `${nodes} process(es): ${row.movesPerSecond.toFixed(0)} moves/s, round trip p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms`,
    );
  } finally {
    await cluster.stop();
  }
}
const base = rows[0];
if (base)
  console.log(
    `moves/s relative to ${base.nodes} process(es): ${rows.map((r) => `${r.nodes}: ${(r.movesPerSecond / base.movesPerSecond).toFixed(2)}x`).join(', ')}`,
  );
process.exit(0);
