/**
 * Each attack of docs/design/boardgameio.md#holes and docs/design/boardgameio.md#more-holes against a real
 * server on loopback, with raw sockets and HTTP: the attack must fail, the server must stay up, and honest
 * play must go on. `GAME` may be any turn-based Game with `ai.enumerate`; the vote fixture adds
 * simultaneous play and a move that throws.
 */
import type { Game, State } from 'boardgame.io';
import { highCardGame } from '../fixtures/high-card-game';
import { voteGame, type VoteState } from '../fixtures/vote-game';
import {
  api,
  createMatch,
  currentSeat,
  joinSeats,
  SeatClient,
  startTestServer,
  until,
  type TestServer,
} from './helpers';

const GAME: Game = highCardGame() as Game;
const VOTE = voteGame() as Game;

let server: TestServer;
const clients: SeatClient[] = [];
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  server = await startTestServer([GAME, VOTE], { origins: ['https://friend.example'] });
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
  expect(unhandled.splice(0), 'unhandled rejections in the server').toEqual([]);
});
afterAll(async () => {
  await server.stop();
  process.off('unhandledRejection', onUnhandled);
});

async function seatedMatch(game: Game = GAME) {
  const matchID = await createMatch(server.url, game);
  const credentials = await joinSeats(server.url, game, matchID);
  const seats = credentials.map((c, seat) => new SeatClient(server.url, game, matchID, String(seat), c));
  clients.push(...seats);
  for (const seat of seats) await seat.sync();
  return { matchID, seats };
}

async function movesLogged(matchID: string): Promise<number> {
  const { log } = await server.db.fetch(matchID, { log: true });
  return log.filter((entry) => entry.action.type === 'MAKE_MOVE').length;
}

async function stored(matchID: string): Promise<State> {
  return (await server.db.fetch(matchID, { state: true })).state as State;
}

/** The seat to move now, and the other one. */
function byTurn(seats: SeatClient[]) {
  const turn = currentSeat(seats[0]!.state as State);
  return { mover: seats.find((s) => s.playerID === turn)!, other: seats.find((s) => s.playerID !== turn)! };
}

describe('forged actions', () => {
  it.each(['UPDATE', 'SYNC', 'RESET', 'PATCH', 'GAME_EVENT', 'UNDO', 'REDO', 'STRIP_TRANSIENTS', 'PLUGIN'])(
    'drops a %s action and keeps playing',
    async (type) => {
      const { matchID, seats } = await seatedMatch();
      const { mover } = byTurn(seats);
      const before = await stored(matchID);
      const forged = { ...before, G: { forged: true }, ctx: { ...before.ctx, gameover: { winner: mover.playerID } } };
      const payload = {
        type: 'endGame',
        args: [{ winner: mover.playerID }],
        playerID: mover.playerID,
        credentials: mover.credentials,
      };
      mover.raw(
        'update',
        { type, state: forged, patch: [{ op: 'replace', path: '/G', value: {} }], payload },
        before._stateID,
        matchID,
        mover.playerID,
      );
      await mover.play();
      const after = await stored(matchID);
      expect(after._stateID).toBe(before._stateID + 1);
      expect(after.G).not.toHaveProperty('forged');
      expect(after.ctx.gameover).toBeUndefined();
    },
  );

  it('drops automatic actions and moves the game does not declare', async () => {
    const { matchID, seats } = await seatedMatch();
    const { mover } = byTurn(seats);
    const { move, args } = mover.legalMove();
    mover.raw(
      'update',
      {
        type: 'MAKE_MOVE',
        automatic: true,
        payload: { type: move, args, playerID: mover.playerID, credentials: mover.credentials },
      },
      mover.state?._stateID,
      matchID,
      mover.playerID,
    );
    mover.move('noSuchMove', []);
    await mover.play();
    expect((await stored(matchID))._stateID).toBe((mover.state as State)._stateID);
    expect(await movesLogged(matchID)).toBe(1);
  });
});

describe('seats and credentials', () => {
  it('drops a move whose payload.playerID is another seat, even while both seats may act', async () => {
    const { matchID, seats } = await seatedMatch(VOTE);
    const [zero, one] = seats as [SeatClient, SeatClient];
    one.move('vote', ['as-zero'], { payloadPlayerID: '0' });
    one.move('vote', ['mine']);
    await one.reach(1);
    const G = (await stored(matchID)).G as VoteState;
    expect(G.votes).toEqual({ 1: 'mine' });
    zero.move('vote', ['zero']);
    await zero.reach(2);
  });

  it('drops moves with missing or wrong credentials', async () => {
    const { matchID, seats } = await seatedMatch();
    const { mover, other } = byTurn(seats);
    const { move, args } = mover.legalMove();
    mover.move(move, args, { credentials: '' });
    mover.move(move, args, { credentials: other.credentials });
    mover.raw(
      'update',
      { type: 'MAKE_MOVE', payload: { type: move, args, playerID: mover.playerID } },
      mover.state?._stateID,
      matchID,
      mover.playerID,
    );
    await mover.play();
    expect(await movesLogged(matchID)).toBe(1);
  });

  it('drops moves and seat syncs for seats nobody has joined, even on a match nobody joined yet', async () => {
    const matchID = await createMatch(server.url, VOTE);
    const intruder = new SeatClient(server.url, VOTE, matchID, '0');
    const spectator = new SeatClient(server.url, VOTE, matchID, null);
    clients.push(intruder, spectator);
    await spectator.sync();
    intruder.raw('sync', matchID, '0', undefined, 2);
    intruder.move('vote', ['x']);
    intruder.raw(
      'update',
      { type: 'MAKE_MOVE', payload: { type: 'vote', args: ['y'], playerID: '0' } },
      0,
      matchID,
      '0',
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(intruder.syncs).toHaveLength(0);
    expect(((await stored(matchID)).G as VoteState).votes).toEqual({});
  });
});

describe('hidden information and randomness', () => {
  it('sends players and spectators a filtered initialState with no PRNG state', async () => {
    const { matchID, seats } = await seatedMatch();
    const spectator = new SeatClient(server.url, GAME, matchID, null);
    clients.push(spectator);
    await spectator.sync();
    const { initialState } = await server.db.fetch(matchID, { initialState: true });
    const seed = (initialState.plugins.random?.data as { seed: string }).seed;
    for (const client of [...seats, spectator]) {
      const sync = client.syncs.at(-1) as { initialState: State; state: State };
      const view = GAME.playerView!({ G: initialState.G, ctx: initialState.ctx, playerID: client.playerID } as never);
      expect(sync.initialState.G).toEqual(JSON.parse(JSON.stringify(view)));
      expect(JSON.stringify(sync)).not.toContain(seed);
      expect(JSON.stringify(sync)).not.toContain('prngstate');
    }
  });

  it('seeds every match from crypto randomness, not from the clock', async () => {
    const seeds = [];
    for (let i = 0; i < 3; i++) {
      const matchID = await createMatch(server.url, GAME);
      const { initialState, metadata } = await server.db.fetch(matchID, { initialState: true, metadata: true });
      const seed = (initialState.plugins.random?.data as { seed: string }).seed;
      expect(seed).toMatch(/^[0-9a-f]{32}$/);
      expect(Math.abs(parseInt(seed, 36) - metadata.createdAt)).toBeGreaterThan(1e9);
      seeds.push(seed);
    }
    expect(new Set(seeds).size).toBe(3);
  });

  it('refuses to auto-create a match when a socket syncs an unknown match id', async () => {
    const ghost = new SeatClient(server.url, GAME, 'no-such-match', null);
    clients.push(ghost);
    ghost.raw('sync', 'no-such-match', null, undefined, 500);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await server.db.fetch('no-such-match', { metadata: true })).metadata).toBeUndefined();
    expect((await api(server.url, `/games/${GAME.name}/no-such-match`)).status).toBe(404);
  });
});

describe('hostile input', () => {
  it.each(['constructor', 'valueOf', 'toString', '__proto__', 'hasOwnProperty', '__defineGetter__'])(
    'ignores the move name %s',
    async (name) => {
      const { matchID, seats } = await seatedMatch();
      const { mover } = byTurn(seats);
      const before = await stored(matchID);
      mover.move(name, []);
      await mover.play();
      expect((await stored(matchID))._stateID).toBe(before._stateID + 1);
    },
  );

  it('survives malformed move arguments and keeps the state', async () => {
    const { matchID, seats } = await seatedMatch();
    const { mover } = byTurn(seats);
    const { move } = mover.legalMove();
    const before = await stored(matchID);
    for (const args of [
      'x',
      { 0: 1 },
      [null],
      [{ card: { toString: 1, valueOf: 1 } }],
      [[[[]]]],
      [{ __proto__: { polluted: 1 } }],
    ]) {
      mover.raw(
        'update',
        { type: 'MAKE_MOVE', payload: { type: move, args, playerID: mover.playerID, credentials: mover.credentials } },
        before._stateID,
        matchID,
        mover.playerID,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await stored(matchID)).G).toEqual(before.G);
    await mover.play();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps the server alive when a move throws inside game code', async () => {
    const { matchID, seats } = await seatedMatch(VOTE);
    const [zero] = seats as [SeatClient];
    zero.move('boom', []);
    await new Promise((resolve) => setTimeout(resolve, 100));
    zero.move('vote', ['after']);
    await zero.reach(1);
    expect(((await stored(matchID)).G as VoteState).votes).toEqual({ 0: 'after' });
    expect((await api(server.url, '/health')).status).toBe(200);
  });

  it('drops packets of unknown events and malformed sync packets', async () => {
    const { matchID, seats } = await seatedMatch();
    const { mover } = byTurn(seats);
    mover.raw('hello', 1);
    mover.raw('sync', { $ne: 1 }, '__proto__', 5);
    mover.raw('sync', matchID, '__proto__', 'x');
    mover.raw('chat', matchID, { id: 'x', sender: '__proto__', payload: 1 }, 'c');
    await mover.play();
  });
});

describe('origins', () => {
  const evil = { origin: 'https://evil.example' };

  it('refuses lobby requests from a foreign origin, accepts same-origin, listed and (in development) localhost', async () => {
    expect((await api(server.url, `/games/${GAME.name}/create`, { numPlayers: 2 }, evil)).status).toBe(403);
    expect(
      (await api(server.url, `/games/${GAME.name}/create`, { numPlayers: 2 }, { origin: 'http://evillocalhost:80' }))
        .status,
    ).toBe(403);
    expect(
      (await api(server.url, `/games/${GAME.name}/create`, { numPlayers: 2 }, { origin: server.url })).status,
    ).toBe(200);
    expect(
      (await api(server.url, `/games/${GAME.name}/create`, { numPlayers: 2 }, { origin: 'http://localhost:5173' }))
        .status,
    ).toBe(200);
    const listed = await api(server.url, '/games', undefined, { origin: 'https://friend.example' });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://friend.example');
  });

  it('refuses socket connections from a foreign origin', async () => {
    const matchID = await createMatch(server.url, GAME);
    const foreign = new SeatClient(server.url, GAME, matchID, null, undefined, evil);
    const friend = new SeatClient(server.url, GAME, matchID, null, undefined, { origin: 'https://friend.example' });
    clients.push(foreign, friend);
    const refused = await new Promise<boolean>((resolve) => {
      foreign.socket.on('connect_error', () => resolve(true));
      foreign.socket.on('connect', () => resolve(false));
    });
    expect(refused).toBe(true);
    await friend.sync();
    await until(() => friend.socket.connected, 'the listed origin to connect');
  });
});
