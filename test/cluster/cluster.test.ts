/**
 * Whole games on a cluster of three server processes behind HAProxy, on PostgreSQL and Redis
 * (docs/deploy.md#cluster). A Carcassonne and a Machiavelli match are played with their seats connected
 * through different processes, a spectator on a third and a bot seat in Machiavelli; one process is killed
 * with kill -9 mid-game, and its clients reconnect through the balancer and play on. Afterwards: every state
 * a client was sent is the state the stored log replays to at that point (no acknowledged move lost or
 * changed), no move is committed twice, the stored log replays to the stored final state, and the bot
 * seat carried on. A third match has a 2 s turn clock, and the player whose process is killed never comes
 * back: the clock keeps firing on the other processes, and each expiry has a bot play that one move once.
 * A fourth has no clock and a 2 s grace period, and its player on the killed process never comes back
 * either: the seat that process left online is shown offline by the others, and a stand-in plays it.
 */
import type { Game, LogEntry, State } from 'boardgame.io';
import { CreateGameReducer, ProcessGameConfig } from 'boardgame.io/internal';
import { io, type Socket } from 'socket.io-client';
import pg from 'pg';
import { GAMES } from '../../games/index';
import { startCluster, type Cluster } from '../../tools/cluster/cluster';
import { receivedState } from '../support/received-state';

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster({
    nodes: 3,
    clientDir: '/nonexistent',
    env: {
      LIMIT_SOCKET_PACKETS_PER_SECOND: '1000',
      LIMIT_READS_PER_MINUTE: '100000',
      LIMIT_SOCKETS_PER_CLIENT: '1000',
      LIMIT_SOCKET_CONNECTS_PER_MINUTE: '100000',
      LIMIT_CONNECTIONS_PER_CLIENT: '1000',
      LIMIT_CREATES_PER_MINUTE: '1000',
      LIMIT_LOBBY_WRITES_PER_MINUTE: '5000',
    },
  });
});
afterAll(async () => cluster?.stop());

const gameNamed = (name: string) => GAMES.find((g) => g.name === name) as Game;

async function post(url: string, body: unknown): Promise<Record<string, string>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, string>;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** A seat (or a spectator) whose socket goes through one process; when that process dies it comes back through the balancer. */
class Viewer {
  socket!: Socket;
  state?: State;
  /** Every state this viewer was sent, by state id. */
  readonly seen = new Map<number, unknown>();
  via: string;
  reconnections = 0;

  /** `stayAway`: when its process dies, this viewer does not come back (a player who walked away). */
  constructor(
    url: string,
    readonly game: Game,
    readonly matchID: string,
    readonly playerID: string | null,
    readonly credentials?: string,
    readonly stayAway = false,
  ) {
    this.via = url;
    this.connect(url);
  }

  private connect(url: string): void {
    this.socket = io(`${url}/${this.game.name}`, { transports: ['websocket'], forceNew: true, reconnection: false });
    const receive = (state: State) => {
      this.seen.set(state._stateID, state.G);
      if (!this.state || state._stateID >= this.state._stateID) this.state = state;
    };
    this.socket.on('connect', () => this.socket.emit('sync', this.matchID, this.playerID, this.credentials));
    this.socket.on('sync', (_id: string, info: { state: State }) => {
      if (this.state && info.state._stateID < this.state._stateID) this.state = undefined;
      receive(info.state);
    });
    this.socket.on('update', (_id: string, state: State) => receive(state));
    this.socket.on('patch', (...args: unknown[]) => {
      const next = receivedState(this.state, 'patch', args);
      if (next && next !== this.state) receive(next);
    });
    this.socket.on('disconnect', () => {
      if (this.stayAway) this.closed = true;
      if (this.closed) return;
      this.reconnections++;
      this.via = cluster.url;
      setTimeout(() => this.connect(cluster.url), 200);
    });
    this.socket.on('connect_error', () => {
      if (!this.closed) setTimeout(() => this.connect(cluster.url), 500);
    });
  }

  closed = false;
  close(): void {
    this.closed = true;
    this.socket.close();
  }

  /** Resync after a refusal or a lost move. */
  resync(): void {
    if (this.socket.connected) this.socket.emit('sync', this.matchID, this.playerID, this.credentials);
  }
}

const isActive = (state: State, playerID: string) =>
  !state.ctx.gameover &&
  (state.ctx.activePlayers ? playerID in state.ctx.activePlayers : state.ctx.currentPlayer === playerID);

/** One move by whichever of `seats` may move now (false when none may, after a short wait). */
async function playOne(game: Game, seats: Viewer[]): Promise<boolean> {
  const mover = seats.find(
    (s) => s.state && s.playerID !== null && s.socket.connected && isActive(s.state, s.playerID),
  );
  if (!mover) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return false;
  }
  const state = mover.state as State;
  const [choice] = game.ai!.enumerate(state.G, state.ctx, mover.playerID as string) as {
    move: string;
    args: unknown[];
  }[];
  mover.socket.emit(
    'update',
    {
      type: 'MAKE_MOVE',
      payload: { type: choice!.move, args: choice!.args, playerID: mover.playerID, credentials: mover.credentials },
    },
    state._stateID,
    mover.matchID,
    mover.playerID,
  );
  const deadline = Date.now() + 3_000;
  while ((mover.state?._stateID ?? -1) <= state._stateID && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 5));
  if ((mover.state?._stateID ?? -1) > state._stateID) return true;
  mover.resync();
  return false;
}

/** Plays the human seats with seeded random legal moves until the game ends; `onMove(n)` after each move. */
async function play(game: Game, seats: Viewer[], onMove: (moves: number) => Promise<void>): Promise<number> {
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  let moves = 0;
  for (let stalls = 0; stalls < 400;) {
    const states = seats.map((s) => s.state).filter((s): s is State => s !== undefined);
    if (states.some((s) => s.ctx.gameover)) return moves;
    const mover = seats.find((s) => s.state && s.playerID !== null && isActive(s.state, s.playerID));
    if (!mover || !mover.socket.connected) {
      stalls++;
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    const state = mover.state as State;
    const legal = game.ai!.enumerate(state.G, state.ctx, mover.playerID as string) as {
      move: string;
      args: unknown[];
    }[];
    const choice = legal[Math.floor(random() * legal.length)]!;
    mover.socket.emit(
      'update',
      {
        type: 'MAKE_MOVE',
        payload: { type: choice.move, args: choice.args, playerID: mover.playerID, credentials: mover.credentials },
      },
      state._stateID,
      mover.matchID,
      mover.playerID,
    );
    const deadline = Date.now() + 3_000;
    while ((mover.state?._stateID ?? -1) <= state._stateID && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5));
    if ((mover.state?._stateID ?? -1) <= state._stateID) {
      stalls++;
      mover.resync();
      continue;
    }
    stalls = 0;
    moves++;
    await onMove(moves);
  }
  throw new Error('the game stalled');
}

interface Stored {
  state: State;
  initialState: State;
  log: LogEntry[];
}

/** The states one viewer was sent, by state id. */
interface Sent {
  playerID: string | null;
  seen: ReadonlyMap<number, unknown>;
}

async function query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/**
 * The match as stored: its state and its log read in one snapshot (a move committed between two separate
 * reads would make them disagree).
 */
async function stored(matchID: string): Promise<Stored> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const match = await client.query('SELECT state, initial_state FROM matches WHERE id = $1', [matchID]);
    const log = await client.query('SELECT entry FROM log_entries WHERE match_id = $1 ORDER BY seq', [matchID]);
    await client.query('COMMIT');
    const row = match.rows[0] as { state: string; initial_state: string };
    return {
      state: JSON.parse(row.state),
      initialState: JSON.parse(row.initial_state),
      log: log.rows.map((r: { entry: string }) => JSON.parse(r.entry)),
    };
  } finally {
    await client.end();
  }
}

/** What each viewer was sent so far. Taken before the match is read: a match with a clock plays on meanwhile. */
const sentSoFar = (viewers: Viewer[]): Sent[] =>
  viewers.map((viewer) => ({ playerID: viewer.playerID, seen: new Map(viewer.seen) }));

/** Replays the stored log's moves from the initial state; checks every state each viewer was sent on the way. */
function checkHistory(game: Game, match: Stored, viewers: Sent[], finished = true): void {
  const moves = match.log.filter((entry) => entry.action.type === 'MAKE_MOVE');
  const ids = moves.map((entry) => entry._stateID);
  expect(new Set(ids).size, 'a state with two committed moves').toBe(ids.length);
  expect(ids, 'moves committed in state order').toEqual([...ids].sort((a, b) => a - b));
  const processed = ProcessGameConfig(game);
  const reducer = CreateGameReducer({ game: processed });
  let state = match.initialState;
  const views = new Map<number, State>([[state._stateID, state]]);
  for (const entry of moves) {
    expect(entry._stateID, 'the log replays without gaps').toBe(state._stateID);
    state = reducer(state, { type: 'MAKE_MOVE', payload: entry.action.payload } as never) as State;
    views.set(state._stateID, state);
  }
  expect(state._stateID).toBe(match.state._stateID);
  expect(state.G).toEqual(match.state.G);
  expect(state.ctx.gameover).toEqual(match.state.ctx.gameover);
  if (finished) expect(state.ctx.gameover).toBeDefined();
  for (const viewer of viewers) {
    for (const [stateID, seenG] of viewer.seen) {
      const replayed = views.get(stateID);
      expect(
        replayed,
        `state ${stateID} that ${viewer.playerID ?? 'a spectator'} was sent is in the stored history`,
      ).toBeDefined();
      const view = processed.playerView!({ G: replayed!.G, ctx: replayed!.ctx, playerID: viewer.playerID });
      expect(seenG, `state ${stateID} as ${viewer.playerID ?? 'a spectator'} saw it`).toEqual(view);
    }
  }
}

describe('a cluster of three processes', () => {
  // docs/security.md#one-seat-one-view across processes: seats taken and left through other processes show
  // nothing before the start, and the start resyncs a seat on every process with its own view.
  it('shows a Machiavelli seat only its own hand, from the start, whichever process serves the others', async () => {
    const [a, b, c] = cluster.nodes.map((n) => n.url) as [string, string, string];
    const cit = gameNamed('citadels');
    const { matchID } = await post(`${a}/games/citadels/create`, { numPlayers: 3 });
    const own = await post(`${a}/games/citadels/${matchID}/join`, { playerID: '0', playerName: 'Eve' });
    const received: string[] = [];
    const attacker = new Viewer(a, cit, matchID!, '0', own.playerCredentials);
    attacker.socket.onAny((_event: string, ...args: unknown[]) => received.push(JSON.stringify(args)));
    const peek = await post(`${b}/games/citadels/${matchID}/join`, { playerID: '1', playerName: 'Eve' });
    const peeker = new Viewer(b, cit, matchID!, '1', peek.playerCredentials, true);
    peeker.socket.onAny((_event: string, ...args: unknown[]) => received.push(JSON.stringify(args)));
    while (!peeker.state) await new Promise((resolve) => setTimeout(resolve, 20));
    await post(`${b}/games/citadels/${matchID}/leave`, { playerID: '1', credentials: peek.playerCredentials });
    await post(`${c}/games/citadels/${matchID}/join`, { playerID: '1', playerName: 'Ann' });
    await post(`${b}/games/citadels/${matchID}/join`, { playerID: '2', playerName: 'Bob' });
    const { initialState } = await stored(matchID!);
    const hands = (initialState.G as { hands: string[][] }).hands;
    for (
      let waited = 0;
      JSON.stringify((attacker.state?.G as { hands?: string[][] } | undefined)?.hands?.[0]) !==
      JSON.stringify(hands[0]);
      waited += 20
    ) {
      if (waited > 10_000) throw new Error('seat 0 was not sent its own hand at the start');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const text = received.join('\n');
    for (const card of [...(hands[1] ?? []), ...(hands[2] ?? [])])
      expect(text.includes(JSON.stringify(card)), `${card} of another seat`).toBe(false);
    attacker.close();
    peeker.close();
  });

  it('plays both games across processes, survives kill -9 of one, and loses or doubles nothing', async () => {
    const [a, b, c] = cluster.nodes.map((n) => n.url) as [string, string, string];
    const carc = gameNamed('carcassonne');
    const cit = gameNamed('citadels');

    const carcID = (await post(`${a}/games/carcassonne/create`, { numPlayers: 2 })).matchID!;
    const carcCreds = [
      await post(`${a}/games/carcassonne/${carcID}/join`, { playerID: '0', playerName: 'Ann' }),
      await post(`${b}/games/carcassonne/${carcID}/join`, { playerID: '1', playerName: 'Bob' }),
    ];
    const carcSeats = [
      new Viewer(a, carc, carcID, '0', carcCreds[0]!.playerCredentials),
      new Viewer(b, carc, carcID, '1', carcCreds[1]!.playerCredentials),
    ];
    const carcWatcher = new Viewer(c, carc, carcID, null);

    const citID = (await post(`${b}/games/citadels/create`, { numPlayers: 4 })).matchID!;
    // One after another: the first to join (seat 0) is the match's creator, who may add the bot.
    const citCreds: Record<string, string>[] = [];
    for (const [i, seat] of ['0', '1', '3'].entries())
      citCreds.push(
        await post(`${[a, b, c][i]}/games/citadels/${citID}/join`, { playerID: seat, playerName: `P${seat}` }),
      );
    await post(`${a}/games/citadels/${citID}/bots`, {
      playerID: '0',
      credentials: citCreds[0]!.playerCredentials,
      seat: '2',
      level: 'random',
    });
    const citSeats = [
      new Viewer(a, cit, citID, '0', citCreds[0]!.playerCredentials),
      new Viewer(b, cit, citID, '1', citCreds[1]!.playerCredentials),
      new Viewer(c, cit, citID, '3', citCreds[2]!.playerCredentials),
    ];
    const citWatcher = new Viewer(c, cit, citID, null);
    // A clocked match: seat 1 plays through the process that will be killed and never comes back.
    const clockID = (await post(`${b}/games/carcassonne/create`, { numPlayers: 2 })).matchID!;
    const clockCreds = [
      await post(`${b}/games/carcassonne/${clockID}/join`, { playerID: '0', playerName: 'Cleo' }),
      await post(`${a}/games/carcassonne/${clockID}/join`, { playerID: '1', playerName: 'Dirk' }),
    ];
    await post(`${b}/games/carcassonne/${clockID}/table`, {
      playerID: '0',
      credentials: clockCreds[0]!.playerCredentials,
      clock: { mode: 'move', moveSeconds: 2 },
      graceSeconds: 3600,
      takeoverLevel: 'random',
    });
    const clockSeats = [
      new Viewer(b, carc, clockID, '0', clockCreds[0]!.playerCredentials),
      new Viewer(a, carc, clockID, '1', clockCreds[1]!.playerCredentials, true),
    ];
    const clockWatcher = new Viewer(c, carc, clockID, null);
    // A match without a clock: seat 1 plays through the process that will be killed and never comes back.
    const graceID = (await post(`${b}/games/carcassonne/create`, { numPlayers: 2 })).matchID!;
    const graceCreds = [
      await post(`${b}/games/carcassonne/${graceID}/join`, { playerID: '0', playerName: 'Eva' }),
      await post(`${a}/games/carcassonne/${graceID}/join`, { playerID: '1', playerName: 'Finn' }),
    ];
    await post(`${b}/games/carcassonne/${graceID}/table`, {
      playerID: '0',
      credentials: graceCreds[0]!.playerCredentials,
      graceSeconds: 2,
      takeoverLevel: 'random',
    });
    const graceSeats = [
      new Viewer(b, carc, graceID, '0', graceCreds[0]!.playerCredentials),
      new Viewer(a, carc, graceID, '1', graceCreds[1]!.playerCredentials, true),
    ];
    const everyone = [...carcSeats, carcWatcher, ...citSeats, citWatcher, ...clockSeats, clockWatcher, ...graceSeats];
    while (everyone.some((v) => !v.state)) await new Promise((resolve) => setTimeout(resolve, 20));

    let killed = false;
    let citadelsAtKill = -1;
    const killFirstNodeAt = async (moves: number) => {
      if (killed || moves < 12) return;
      killed = true;
      citadelsAtKill = citSeats[1]!.state!._stateID;
      expect(citSeats[1]!.state!.ctx.gameover).toBeUndefined();
      await cluster.kill(0);
    };
    let clockAtKill = -1;
    const killAndNote = async (moves: number) => {
      if (!killed && moves >= 12) clockAtKill = clockSeats[0]!.state!._stateID;
      await killFirstNodeAt(moves);
    };
    // The clocked match: both seats play until the kill; then only seat 0, while seat 1's clock runs out.
    const clockedPlay = (async () => {
      while (!killed) {
        await playOne(carc, clockSeats);
      }
      const deadline = Date.now() + 60_000;
      for (let moves = 0; moves < 4;) {
        if (Date.now() > deadline) {
          const { rows } = await query('SELECT metadata, state_id FROM matches WHERE id = $1', [clockID]);
          throw new Error(
            `the clocked match stalled: ${JSON.stringify(rows)}\n${cluster.nodes.map((n) => n.output().slice(-2000)).join('\n----\n')}`,
          );
        }
        moves += (await playOne(carc, [clockSeats[0]!])) ? 1 : 0;
      }
    })();
    // The match without a clock: both seats play until the kill; then only seat 0, until a stand-in plays seat 1.
    let graceAtKill = -1;
    const gracedPlay = (async () => {
      while (!killed) await playOne(carc, graceSeats);
      graceAtKill = graceSeats[0]!.state!._stateID;
      const deadline = Date.now() + 60_000;
      for (let moves = 0; moves < 4;) {
        if (Date.now() > deadline) {
          const { rows } = await query('SELECT metadata, state_id FROM matches WHERE id = $1', [graceID]);
          throw new Error(`the match whose player's process died stalled: ${JSON.stringify(rows)}`);
        }
        moves += (await playOne(carc, [graceSeats[0]!])) ? 1 : 0;
      }
    })();
    const [carcMoves, citMoves] = await Promise.all([
      play(carc, carcSeats, killAndNote),
      play(cit, citSeats, async () => {}),
      clockedPlay,
      gracedPlay,
    ]);
    expect(killed).toBe(true);
    expect(carcMoves).toBeGreaterThan(12);
    expect(citMoves).toBeGreaterThan(10);
    expect(carcSeats[0]!.reconnections + citSeats[0]!.reconnections).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 500));

    // Seat 1 of the clocked match moved after the kill only when its clock ran out: a bot played each such move once.
    const clockSent = sentSoFar([clockSeats[0]!, clockWatcher]);
    const clocked = await stored(clockID);
    const clockedAfterKill = clocked.log.filter(
      (e) => e.action.type === 'MAKE_MOVE' && e.action.payload.playerID === '1' && e._stateID >= clockAtKill,
    );
    expect(clockedAfterKill.length).toBeGreaterThanOrEqual(2);
    checkHistory(carc, clocked, clockSent, false);

    // Seat 1 of the match without a clock was shown offline once its process was gone, and a stand-in played it.
    const graceSent = sentSoFar([graceSeats[0]!]);
    const graced = await stored(graceID);
    expect(
      graced.log.filter(
        (e) => e.action.type === 'MAKE_MOVE' && e.action.payload.playerID === '1' && e._stateID >= graceAtKill,
      ).length,
    ).toBeGreaterThanOrEqual(2);
    const {
      rows: [graceRow],
    } = (await query('SELECT metadata FROM matches WHERE id = $1', [graceID])) as { rows: { metadata: string }[] };
    expect(JSON.parse(graceRow!.metadata).players['1']).toMatchObject({ data: { standIn: true } });
    checkHistory(carc, graced, graceSent, false);

    for (const [game, matchID, viewers] of [
      [carc, carcID, [...carcSeats, carcWatcher]],
      [cit, citID, [...citSeats, citWatcher]],
    ] as const) {
      const sent = sentSoFar([...viewers]);
      const match = await stored(matchID);
      expect(match.state.ctx.gameover, `${game.name} finished`).toBeDefined();
      checkHistory(game, match, sent);
    }
    // The bot seat was driven by the killed process; another took it over and it played on.
    const botMoves = (await stored(citID)).log.filter(
      (e) => e.action.type === 'MAKE_MOVE' && e.action.payload.playerID === '2',
    );
    expect(botMoves.filter((e) => e._stateID > citadelsAtKill).length).toBeGreaterThan(0);
    for (const viewer of everyone) viewer.close();
  });
});
