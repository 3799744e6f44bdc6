/**
 * The players of `npm run bench:load`, in a process of their own (bench/load/index.ts forks a few). Each seat
 * is one socket.io-client socket speaking boardgame.io's client protocol: `sync`, then `update` packets
 * carrying the move's one action argument; it takes in `sync`, `update` and `patch` (applied in place, and
 * only on the state it starts from, as boardgame.io's client does). A seat whose own view says it is to move picks a random legal
 * move from the game's `ai.enumerate` after an exponential think time, and times the round trip from the
 * emit to its own `update`. A finished match is replaced by a new one, so the number of matches holds.
 *
 * Messages from the parent: `{ type: 'target', matches }` (open matches up to that many, answer `ready`),
 * `{ type: 'measure' }` (start a window) and `{ type: 'report' }` (answer the window's round trips).
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { Game, State } from 'boardgame.io';
import { io, type Socket } from 'socket.io-client';
import { GAMES } from '../../games/index';
import { receivedState } from '../../test/support/received-state';
import { parseMix, pickTable, type Table } from './mix';

const url = process.argv[2] as string;
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 3000);
/** A move unanswered for this long counts as lost (stock boardgame.io ignores some packets silently). */
const MOVE_TIMEOUT_MS = 10_000;
const mix = parseMix(process.env.LOAD_MIX);
const gameOf = new Map(GAMES.map((g) => [String(g.name), g]));

interface Window {
  latencies: number[];
  refused: number;
  lost: number;
}
let window: Window = { latencies: [], refused: 0, lost: 0 };
/** This process's own event-loop delay: an update waiting here inflates the round trips it measures. */
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();

const thinkTime = () => -Math.log(1 - Math.random()) * THINK_MS;

class Seat {
  readonly socket: Socket;
  state?: State;
  private timer?: NodeJS.Timeout;
  private pending?: { stateID: number; started: number; timeout: NodeJS.Timeout };
  private waitingFor?: () => void;

  constructor(
    private readonly match: Match,
    readonly playerID: string,
    private readonly credentials: string,
  ) {
    this.socket = io(`${url}/${match.game.name}`, { transports: ['websocket'], forceNew: true, reconnection: false });
    this.socket.on('sync', (_id: string, info: { state: State }) => this.receive(info.state));
    this.socket.on('update', (_id: string, state: State) => this.receive(state));
    this.socket.on('patch', (...args: unknown[]) => {
      const before = this.state?._stateID;
      const state = receivedState(this.state, 'patch', args, true);
      if (state && state._stateID !== before) this.receive(state);
    });
    this.socket.on('refused', () => {
      window.refused++;
      this.clearPending();
    });
  }

  sync(): Promise<void> {
    return new Promise((resolve) => {
      this.waitingFor = resolve;
      this.socket.emit('sync', this.match.matchID, this.playerID, this.credentials, this.match.table.players);
    });
  }

  private receive(state: State): void {
    if (this.state && state !== this.state && state._stateID < this.state._stateID) return;
    this.state = state;
    this.waitingFor?.();
    this.waitingFor = undefined;
    if (this.pending && state._stateID > this.pending.stateID) {
      window.latencies.push(performance.now() - this.pending.started);
      this.clearPending();
    }
    if (state.ctx.gameover !== undefined) return this.match.finished();
    this.plan();
  }

  private clearPending(): void {
    if (this.pending) clearTimeout(this.pending.timeout);
    this.pending = undefined;
  }

  /** Schedules a move when this seat is to move in its latest view. */
  private plan(): void {
    clearTimeout(this.timer);
    const state = this.state;
    if (!state || this.match.closed || state.ctx.currentPlayer !== this.playerID) return;
    const seen = state._stateID;
    this.timer = setTimeout(() => this.move(seen), thinkTime());
  }

  private move(seen: number): void {
    const state = this.state;
    if (this.match.closed || !state || state._stateID !== seen || this.pending) return;
    const options = this.match.game.ai!.enumerate(state.G, state.ctx, this.playerID) as {
      move: string;
      args?: unknown[];
    }[];
    if (options.length === 0) return;
    const { move, args = [] } = options[Math.floor(Math.random() * options.length)]!;
    const payload = { type: move, args, playerID: this.playerID, credentials: this.credentials };
    const timeout = setTimeout(() => {
      window.lost++;
      this.pending = undefined;
      this.socket.emit('sync', this.match.matchID, this.playerID, this.credentials, this.match.table.players);
    }, MOVE_TIMEOUT_MS);
    this.pending = { stateID: state._stateID, started: performance.now(), timeout };
    this.socket.emit('update', { type: 'MAKE_MOVE', payload }, state._stateID, this.match.matchID, this.playerID);
  }

  close(): void {
    clearTimeout(this.timer);
    this.clearPending();
    this.socket.close();
  }
}

async function post(path: string, body: unknown): Promise<Record<string, string>> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, string>;
}

class Match {
  matchID = '';
  seats: Seat[] = [];
  closed = false;
  readonly game: Game;

  constructor(readonly table: Table) {
    this.game = gameOf.get(table.game) as Game;
  }

  async open(): Promise<void> {
    const { matchID } = await post(`/games/${this.table.game}/create`, { numPlayers: this.table.players });
    this.matchID = matchID as string;
    for (let seat = 0; seat < this.table.players; seat++) {
      const joined = await post(`/games/${this.table.game}/${this.matchID}/join`, {
        playerID: String(seat),
        playerName: `load${seat}`,
      });
      this.seats.push(new Seat(this, String(seat), joined.playerCredentials as string));
    }
    await Promise.all(this.seats.map((s) => s.sync()));
  }

  finished(): void {
    if (this.closed) return;
    this.closed = true;
    for (const seat of this.seats) seat.close();
    matches.delete(this);
    void openMatches(1);
  }
}

const matches = new Set<Match>();

async function openMatches(n: number): Promise<void> {
  const tables = Array.from({ length: n }, () => pickTable(mix));
  for (let i = 0; i < tables.length; i += 20) {
    await Promise.all(
      tables.slice(i, i + 20).map(async (table) => {
        const match = new Match(table);
        matches.add(match);
        await match.open();
      }),
    );
  }
}

process.on('message', (message: { type: string; matches?: number }) => {
  if (message.type === 'target') {
    void openMatches(Math.max(0, (message.matches ?? 0) - matches.size)).then(
      () => process.send?.({ type: 'ready' }),
      (error: unknown) => process.send?.({ type: 'error', message: String(error) }),
    );
  } else if (message.type === 'measure') {
    window = { latencies: [], refused: 0, lost: 0 };
    loop.reset();
  } else if (message.type === 'report') {
    process.send?.({ type: 'report', ...window, loopP99: loop.percentile(99) / 1e6 });
  } else if (message.type === 'close') {
    for (const match of matches) for (const seat of match.seats) seat.close();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
