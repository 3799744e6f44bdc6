/**
 * `npm run soak`: the floods and loads that take too long for the unit suite (docs/security.md#attacks),
 * each against a fresh server process (scripts/soak/server.ts) on loopback, printing the server's RSS and
 * heap before and after (after a full GC) and what the attack achieved:
 * - 100,000 move packets for match ids that do not exist;
 * - a client that never reads, asking for syncs of a match with a long log;
 * - 2,000 refused moves from the active seat, and what reached the other seat;
 * - 300 chat messages of the longest size to a match with 20 spectators, and 3,000 spectators trying to join;
 * - one client creating matches as fast as it can;
 * - the public list with 30,000 listed matches: p50/p99 of a page while five clients page through it;
 * - listing variations: 1,000 different queries of a list whose seats carry 14 KB of data each, from one
 *   client and from 1,000 (the read limit and the byte-bounded page cache);
 * - many sockets and connections from one address: 2,000 game sockets and 1,000 idle TCP connections;
 * - presence flapping: one seat connecting, syncing and closing in a loop for 7 s;
 * - records of an unfinished match of 130 moves: 20 requests at once, 10 times over, and 200
 *   records of 20 unfinished matches, with /health timed throughout;
 * - one client pressing Rematch as fast as it can, on finished matches and on unfinished ones.
 * Run one with `npm run soak -- <name>`: unknown, nonreader, refused, chat, creates, list, variations,
 * sockets, presence, records, rematch.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import type { State } from 'boardgame.io';
import { connect as tcpConnect, type Socket as TcpSocket } from 'node:net';
import type { Game } from 'boardgame.io';
import { io, type Socket } from 'socket.io-client';
import { GAMES } from '../../games/index';
import { highCardGame } from '../../test/fixtures/high-card-game';
import { receivedState } from '../../test/support/received-state';

const HIGH_CARD = highCardGame();

interface Memory {
  rss: number;
  heapUsed: number;
  stats: Record<string, number>;
  /** Bytes of the SQLite write-ahead log. */
  walBytes: number;
}

const MB = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

class SoakServer {
  private constructor(
    readonly child: ChildProcess,
    readonly url: string,
  ) {}

  static start(limits: Record<string, number> = {}, env: Record<string, string> = {}): Promise<SoakServer> {
    const child = fork('scripts/soak/server.ts', [], {
      execArgv: ['--import', 'tsx', '--expose-gc'],
      env: { ...process.env, ...env, SOAK_LIMITS: JSON.stringify(limits) },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    return new Promise((resolve) =>
      child.once('message', (m: { url: string }) => resolve(new SoakServer(child, m.url))),
    );
  }

  private ask<T>(message: object, reply: string): Promise<T> {
    return new Promise((resolve) => {
      const on = (m: { type: string }) => {
        if (m.type !== reply) return;
        this.child.off('message', on);
        resolve(m as T);
      };
      this.child.on('message', on);
      this.child.send(message);
    });
  }

  memory = () => this.ask<Memory>({ type: 'memory' }, 'memory');
  fill = (gameName: string, count: number) => this.ask({ type: 'fill', gameName, count }, 'filled');
  finish = (matchIDs: string[]) => this.ask({ type: 'finish', matchIDs }, 'finished');

  stop(): void {
    this.child.kill('SIGKILL');
  }
}

async function post(url: string, body: unknown): Promise<{ status: number; body: Record<string, string> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

const socketTo = (url: string, game = 'highcard', headers?: Record<string, string>) =>
  io(`${url}/${game}`, { transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: headers });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A 2-seat high-card match with both seats seated and synced. */
async function seated(url: string) {
  const { body: created } = await post(`${url}/games/highcard/create`, {
    numPlayers: 2,
    setupData: { cardsPerSeat: 30 },
  });
  const seats = [];
  for (const playerID of ['0', '1']) {
    const { body } = await post(`${url}/games/highcard/${created.matchID}/join`, {
      playerID,
      playerName: `P${playerID}`,
    });
    const socket = socketTo(url);
    const seat = {
      socket,
      playerID,
      credentials: body.playerCredentials!,
      state: undefined as State | undefined,
      bytes: 0,
    };
    socket.onAny((_event, ...args) => void (seat.bytes += JSON.stringify(args).length));
    socket.on('sync', (_id: string, info: { state: State }) => void (seat.state = info.state));
    for (const event of ['update', 'patch'])
      socket.on(event, (...args: unknown[]) => void (seat.state = receivedState(seat.state, event, args)));
    socket.emit('sync', created.matchID, playerID, seat.credentials);
    seats.push(seat);
  }
  while (seats.some((s) => !s.state)) await wait(10);
  return { matchID: created.matchID!, seats };
}

/** p50 and p99 of a list of milliseconds. */
function percentiles(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(1) ?? '-';
  return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`;
}

/** Times GET /health every 20 ms until `stop` resolves. */
async function timeHealth(url: string, stop: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  void stop.finally(() => void (done = true));
  while (!done) {
    const start = performance.now();
    await fetch(`${url}/health`).then((r) => r.text());
    times.push(performance.now() - start);
    await wait(20);
  }
  return times;
}

/** A 2-seat match of a real game with `moves` random legal moves played (each seat on its own socket). */
async function playedMatch(url: string, gameName: string, moves: number) {
  const game = GAMES.find((g) => g.name === gameName) as Game;
  const { body: created } = await post(`${url}/games/${gameName}/create`, { numPlayers: 2 });
  const seats: { socket: Socket; playerID: string; credentials: string; state?: State }[] = [];
  for (const playerID of ['0', '1']) {
    const { body } = await post(`${url}/games/${gameName}/${created.matchID}/join`, {
      playerID,
      playerName: `P${playerID}`,
    });
    const seat = {
      socket: socketTo(url, gameName),
      playerID,
      credentials: body.playerCredentials!,
      state: undefined as State | undefined,
    };
    seat.socket.on('sync', (_id: string, info: { state: State }) => void (seat.state = info.state));
    for (const event of ['update', 'patch'])
      seat.socket.on(event, (...args: unknown[]) => void (seat.state = receivedState(seat.state, event, args)));
    seat.socket.emit('sync', created.matchID, playerID, seat.credentials);
    seats.push(seat);
  }
  while (seats.some((s) => !s.state)) await wait(5);
  for (let n = 0; n < moves; n++) {
    const state = seats[0]!.state!;
    if (state.ctx.gameover !== undefined) break;
    const mover = seats.find((s) =>
      s.state!.ctx.activePlayers
        ? s.playerID in (s.state!.ctx.activePlayers as object)
        : s.state!.ctx.currentPlayer === s.playerID,
    )!;
    const options = game.ai!.enumerate(mover.state!.G, mover.state!.ctx, mover.playerID) as {
      move: string;
      args: unknown[];
    }[];
    const { move, args } = options[Math.floor(Math.random() * options.length)]!;
    mover.socket.emit(
      'update',
      { type: 'MAKE_MOVE', payload: { type: move, args, playerID: mover.playerID, credentials: mover.credentials } },
      state._stateID,
      created.matchID,
      mover.playerID,
    );
    while (seats.some((s) => s.state!._stateID <= state._stateID)) await wait(2);
  }
  return { matchID: created.matchID!, seats };
}

function report(name: string, before: Memory, after: Memory, extra: string): void {
  console.log(
    `${name.padEnd(10)} RSS ${MB(before.rss)} -> ${MB(after.rss)}, heap ${MB(before.heapUsed)} -> ${MB(after.heapUsed)}; ${extra}`,
  );
}

const SOAKS: Record<string, () => Promise<void>> = {
  async unknown() {
    const server = await SoakServer.start({ packetsPerSecond: 1e9 });
    const { seats } = await seated(server.url);
    const before = await server.memory();
    const sender = seats[0]!;
    for (let n = 0; n < 100_000; n++) {
      sender.socket.emit(
        'update',
        { type: 'MAKE_MOVE', payload: { type: 'play', args: [{}], playerID: '0', credentials: 'x' } },
        0,
        `ghost-${n}`,
        '0',
      );
      if (n % 5000 === 0) await wait(50);
    }
    await wait(2000);
    const after = await server.memory();
    report(
      'unknown',
      before,
      after,
      `100,000 packets for unknown matches; queued matches after: ${after.stats.queuedMatches}`,
    );
    server.stop();
  },

  async nonreader() {
    const server = await SoakServer.start({ packetsPerSecond: 1e9 });
    const { matchID, seats } = await seated(server.url);
    for (let n = 0; n < 40; n++) {
      const mover = seats.find((s) => s.state?.ctx.currentPlayer === s.playerID)!;
      const { move, args } = (
        HIGH_CARD.ai!.enumerate(mover.state!.G, mover.state!.ctx, mover.playerID) as { move: string; args: object[] }[]
      )[0]!;
      const padded = { ...args[0], pad: 'p'.repeat(900) };
      mover.socket.emit(
        'update',
        {
          type: 'MAKE_MOVE',
          payload: { type: move, args: [padded], playerID: mover.playerID, credentials: mover.credentials },
        },
        mover.state!._stateID,
        matchID,
        mover.playerID,
      );
      const next = mover.state!._stateID + 1;
      while (seats.some((s) => s.state!._stateID < next)) await wait(2);
    }
    const reader = seats[0]!;
    const engine = reader.socket.io.engine as unknown as { transport: { ws: { _socket: { pause(): void } } } };
    engine.transport.ws._socket.pause();
    const before = await server.memory();
    let sent = 0;
    for (; sent < 20_000; sent++) {
      reader.socket.emit('sync', matchID, '0', reader.credentials);
      await wait(1);
      if (sent % 200 === 0 && ((await server.memory()).stats.sockets ?? 0) < 2) break;
    }
    const after = await server.memory();
    report(
      'nonreader',
      before,
      after,
      `${sent} syncs from a client that does not read; sockets left: ${after.stats.sockets} of 2`,
    );
    server.stop();
  },

  async refused() {
    const server = await SoakServer.start({ packetsPerSecond: 1e9 });
    const { matchID, seats } = await seated(server.url);
    const mover = seats.find((s) => s.state?.ctx.currentPlayer === s.playerID)!;
    const other = seats.find((s) => s !== mover)!;
    const before = await server.memory();
    const otherBytes = other.bytes;
    for (let n = 0; n < 2000; n++) {
      mover.socket.emit(
        'update',
        {
          type: 'MAKE_MOVE',
          payload: {
            type: 'play',
            args: [{ type: 'play', card: 'c999' }],
            playerID: mover.playerID,
            credentials: mover.credentials,
          },
        },
        mover.state!._stateID,
        matchID,
        mover.playerID,
      );
    }
    await wait(3000);
    const after = await server.memory();
    report(
      'refused',
      before,
      after,
      `2,000 refused moves; bytes that reached the other seat: ${other.bytes - otherBytes}`,
    );
    server.stop();
  },

  async chat() {
    const server = await SoakServer.start();
    const { matchID, seats } = await seated(server.url);
    const watchers: Socket[] = [];
    let received = 0;
    for (let n = 0; n < 20; n++) {
      const socket = socketTo(server.url);
      socket.on('chat', (_id: string, message: unknown) => void (received += JSON.stringify(message).length));
      socket.emit('sync', matchID, null);
      watchers.push(socket);
    }
    await wait(500);
    const before = await server.memory();
    const talker = seats[0]!;
    for (let n = 0; n < 300; n++)
      talker.socket.emit(
        'chat',
        matchID,
        { id: `m${n}`, sender: '0', payload: 'x'.repeat(99_000) },
        talker.credentials,
      );
    for (let n = 0; n < 300; n++)
      talker.socket.emit('chat', matchID, { id: `s${n}`, sender: '0', payload: 'y'.repeat(300) }, talker.credentials);
    let refused = 0;
    const crowd: Socket[] = [];
    for (let n = 0; n < 3000; n++) {
      const socket = socketTo(server.url);
      socket.on('refused', () => void refused++);
      socket.emit('sync', matchID, null);
      crowd.push(socket);
      if (n % 200 === 0) await wait(50);
    }
    await wait(3000);
    const after = await server.memory();
    report(
      'chat',
      before,
      after,
      `600 chat messages to 20 spectators delivered ${(received / 1000).toFixed(1)} kB in all; of 3,000 more spectators ${refused} were refused`,
    );
    for (const socket of [...watchers, ...crowd]) socket.close();
    server.stop();
  },

  async creates() {
    const server = await SoakServer.start();
    const before = await server.memory();
    const statuses: Record<number, number> = {};
    const start = performance.now();
    for (let n = 0; n < 2000; n++) {
      const { status } = await post(`${server.url}/games/highcard/create`, { numPlayers: 2 });
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    const seconds = (performance.now() - start) / 1000;
    const after = await server.memory();
    report(
      'creates',
      before,
      after,
      `2,000 creates in ${seconds.toFixed(1)} s from one client: ${JSON.stringify(statuses)}`,
    );
    server.stop();
  },

  async list() {
    const server = await SoakServer.start();
    await server.fill('carcassonne', 30_000);
    const before = await server.memory();
    const times: number[] = [];
    // Each client pages through the list from the top with the `next` cursor, as the lobby's "more" does.
    const pager = async (client: number) => {
      let after: string | null = null;
      for (let n = 0; n < 200; n++) {
        const start = performance.now();
        const filter = client % 2 ? '&isGameover=false' : '';
        const response: Response = await fetch(
          `${server.url}/games/carcassonne?limit=50${filter}${after ? `&after=${after}` : ''}`,
        );
        after = ((await response.json()) as { next: string | null }).next;
        times.push(performance.now() - start);
        await wait(100);
      }
    };
    await Promise.all([0, 1, 2, 3, 4].map(pager));
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    const after = await server.memory();
    report(
      'list',
      before,
      after,
      `30,000 listed matches, 5 clients each paging through 200 pages of 50 (10,000 matches deep), a page every 100 ms (two of them open matches only): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
    );
    server.stop();
  },

  async variations() {
    for (const [label, headersFor] of [
      ['one client', () => ({})],
      [
        '1,000 clients',
        (n: number) => ({ 'x-forwarded-for': `198.51.100.${n % 250}, 203.0.${Math.floor(n / 250)}.1` }),
      ],
    ] as const) {
      const server = await SoakServer.start(label === 'one client' ? {} : { readsPerMinute: 1e9 }, {
        TRUST_PROXY: '2',
      });
      for (let n = 0; n < 12; n++) {
        const { body } = await post(`${server.url}/games/highcard/create`, { numPlayers: 2, unlisted: false });
        for (const playerID of ['0', '1'])
          await post(`${server.url}/games/highcard/${body.matchID}/join`, {
            playerID,
            playerName: `P${playerID}`,
            data: { pad: 'x'.repeat(14_000) },
          });
      }
      const before = await server.memory();
      const statuses: Record<number, number> = {};
      let largest = 0;
      for (let n = 0; n < 1000; n++) {
        const response = await fetch(`${server.url}/games/highcard?limit=100&updatedAfter=${n}`, {
          headers: headersFor(n),
        });
        const text = await response.text();
        largest = Math.max(largest, text.length);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
      const after = await server.memory();
      report(
        'variations',
        before,
        after,
        `12 listed matches with 14 KB of data per seat, 1,000 different list queries from ${label}: ${JSON.stringify(statuses)}, largest page ${(largest / 1000).toFixed(0)} kB`,
      );
      server.stop();
    }
  },

  async sockets() {
    const server = await SoakServer.start();
    const before = await server.memory();
    const outcomes: Record<string, number> = {};
    const sockets: Socket[] = [];
    await Promise.all(
      Array.from({ length: 2000 }, async (_, n) => {
        await wait(n);
        const socket = socketTo(server.url);
        sockets.push(socket);
        const outcome = await new Promise<string>((resolve) => {
          socket.once('connect', () => resolve('connected'));
          socket.once('connect_error', (error: Error) => resolve(error.message.slice(0, 40)));
        });
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      }),
    );
    const idle: TcpSocket[] = [];
    let refusedTcp = 0;
    for (let n = 0; n < 1000; n++) {
      const socket = tcpConnect(new URL(server.url).port as unknown as number, '127.0.0.1');
      socket.on('error', () => {});
      socket.on('data', (chunk) => void (chunk.toString().startsWith('HTTP/1.1 429') && refusedTcp++));
      idle.push(socket);
    }
    await wait(2000);
    const after = await server.memory();
    report(
      'sockets',
      before,
      after,
      `2,000 game sockets from one address: ${JSON.stringify(outcomes)}; then 1,000 idle TCP connections: ${refusedTcp} answered 429 and closed`,
    );
    for (const socket of sockets) socket.close();
    for (const socket of idle) socket.destroy();
    server.stop();
  },

  async presence() {
    // The packet and connect budgets are lifted so that every loop syncs: what is measured is what presence costs.
    const server = await SoakServer.start({ packetsPerSecond: 1e9, socketConnectsPerMinute: 1e9 });
    const { matchID, seats } = await seated(server.url);
    const watcher = seats[1]!;
    let broadcasts = 0;
    watcher.socket.on('matchData', () => void broadcasts++);
    // The seat's own socket goes, so that each loop's socket is the only one on the seat.
    seats[0]!.socket.close();
    await wait(3000);
    const before = await server.memory();
    const start = broadcasts;
    const end = performance.now() + 7_000;
    const outcomes = { synced: 0, refused: 0 };
    while (performance.now() < end) {
      const socket = socketTo(server.url);
      await new Promise<void>((resolve) => {
        socket.once('sync', () => void (outcomes.synced++, resolve()));
        socket.once('refused', () => void (outcomes.refused++, resolve()));
        socket.emit('sync', matchID, '0', seats[0]!.credentials);
      });
      socket.close();
    }
    await wait(3000);
    const after = await server.memory();
    report(
      'presence',
      before,
      after,
      `connect-sync-close loops on one seat for 7 s (${outcomes.synced} synced, ${outcomes.refused} refused): ${broadcasts - start} presence broadcasts to the other seat; WAL ${MB(before.walBytes)} -> ${MB(after.walBytes)}`,
    );
    server.stop();
  },

  async records() {
    // The read budget and the connection cap are lifted so that every request reaches the records route.
    const server = await SoakServer.start({ packetsPerSecond: 1e9, readsPerMinute: 1e9, connectionsPerClient: 1e9 });
    const { matchID, seats } = await playedMatch(server.url, 'carcassonne', 130);
    const matches: string[] = [];
    for (let n = 0; n < 20; n++) matches.push((await playedMatch(server.url, 'carcassonne', 30)).matchID);
    const before = await server.memory();
    let resolveDone!: () => void;
    const done = new Promise<void>((resolve) => (resolveDone = resolve));
    const health = timeHealth(server.url, done);
    const statuses: Record<number, number> = {};
    const count = (status: number) => void (statuses[status] = (statuses[status] ?? 0) + 1);
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => fetch(`${server.url}/games/carcassonne/${matchID}/record`)),
      );
      for (const answer of answers) count(answer.status);
      await Promise.all(answers.map((a) => a.text()));
    }
    const spread = await Promise.all(
      Array.from({ length: 200 }, (_, n) => fetch(`${server.url}/games/carcassonne/${matches[n % 20]}/record?n=${n}`)),
    );
    for (const answer of spread) count(answer.status);
    await Promise.all(spread.map((a) => a.text()));
    resolveDone();
    const times = await health;
    const after = await server.memory();
    report(
      'records',
      before,
      after,
      `10 x 20 concurrent records of one unfinished match (130 moves) and 200 of 20 others: ${JSON.stringify(statuses)}; /health meanwhile ${percentiles(times)}`,
    );
    for (const seat of seats) seat.socket.close();
    server.stop();
  },

  // docs/security.md#rematch: a rematch is a create (the create limit and the open-match cap hold), only of
  // a finished match; pressing again answers the same next match.
  async rematch() {
    // Writes unlimited, so that the create limit is the one that binds.
    const server = await SoakServer.start({ lobbyWritesPerMinute: 1e9 });
    const matches: { matchID: string; credentials: string }[] = [];
    for (let n = 0; n < 20; n++) {
      const { body: created } = await post(`${server.url}/games/highcard/create`, { numPlayers: 2 });
      const { body: seat } = await post(`${server.url}/games/highcard/${created.matchID}/join`, {
        playerID: '0',
        playerName: 'P0',
      });
      await post(`${server.url}/games/highcard/${created.matchID}/join`, { playerID: '1', playerName: 'P1' });
      matches.push({ matchID: created.matchID!, credentials: seat.playerCredentials! });
    }
    await server.finish(matches.slice(0, 10).map((m) => m.matchID));
    const before = await server.memory();
    const statuses = { finished: {} as Record<number, number>, unfinished: {} as Record<number, number> };
    const next = new Set<string>();
    const start = performance.now();
    // Each press goes to the newest match of its chain: a rematch made is joined and pressed in turn.
    for (let n = 0; n < 2000; n++) {
      const chain = n % matches.length;
      const { matchID, credentials } = matches[chain]!;
      const { status, body } = await post(`${server.url}/games/highcard/${matchID}/playAgain`, {
        playerID: '0',
        credentials,
      });
      const kind = chain < 10 ? statuses.finished : statuses.unfinished;
      kind[status] = (kind[status] ?? 0) + 1;
      if (!body.nextMatchID || next.has(body.nextMatchID)) continue;
      next.add(body.nextMatchID);
      const { body: seat } = await post(`${server.url}/games/highcard/${body.nextMatchID}/join`, {
        playerID: '0',
        playerName: 'P0',
      });
      if (seat.playerCredentials) matches[chain] = { matchID: body.nextMatchID, credentials: seat.playerCredentials };
    }
    const seconds = (performance.now() - start) / 1000;
    const after = await server.memory();
    report(
      'rematch',
      before,
      after,
      `2,000 Rematch presses in ${seconds.toFixed(1)} s, after 20 creates: on 10 finished matches ${JSON.stringify(statuses.finished)} (${next.size} rematches made), on 10 unfinished ones ${JSON.stringify(statuses.unfinished)}; open matches ${before.stats.openMatches} -> ${after.stats.openMatches}`,
    );
    server.stop();
  },
};

const chosen = process.argv.slice(2).filter((a) => a !== '--');
for (const name of chosen.length ? chosen : Object.keys(SOAKS)) {
  const soak = SOAKS[name];
  if (!soak) throw new Error(`unknown soak ${name}; choose from ${Object.keys(SOAKS).join(', ')}`);
  await soak();
}
process.exit(0);
