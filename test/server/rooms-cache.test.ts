/**
 * A broadcast computes only what changed since the last one and encodes each packet once
 * (server/transport/rooms.ts, outbox.ts; docs/performance.md#move-cost): a patched viewer's view of the
 * previous state is made again from the state kept (views are not kept between broadcasts:
 * docs/performance.md#views-not-kept), and the sockets that share a view are written one encoded text, which
 * is what socket.io's own encoder makes of the packet.
 */
import type { State } from 'boardgame.io';
import { Encoder } from 'socket.io-parser';
import { InProcessPubSub } from '../../server/cluster/in-process-pubsub';
import { encodeEvent } from '../../server/transport/outbox';
import { Rooms, type MatchMessage } from '../../server/transport/rooms';

/** A socket double with socket.io's namespace and client: what is written to the engine is kept. */
function fakeSocket(id: string) {
  const written: string[] = [];
  return {
    written,
    socket: {
      id,
      conn: { readyState: 'open', writeBuffer: [] },
      connected: true,
      nsp: { name: '/game' },
      client: { _packet: (packets: string[]) => void written.push(...packets) },
      emit: () => {
        throw new Error('a broadcast writes encoded packets');
      },
      disconnect: () => undefined,
    },
  };
}

const stateAt = (stateID: number, mover: string, counter: { encodes: number }): State =>
  ({
    G: { turn: stateID, secret: { 0: 'a', 1: 'b' }, counted: { toJSON: () => (counter.encodes++, 'x') } },
    ctx: { currentPlayer: '0', numPlayers: 2, turn: stateID },
    plugins: {},
    _stateID: stateID,
    deltalog: [{ action: { type: 'MAKE_MOVE', payload: { type: 'm', args: [], playerID: mover } }, _stateID: stateID }],
  }) as unknown as State;

it("patches from each viewer's view of the previous state, made again rather than kept", () => {
  const pubSub = new InProcessPubSub<MatchMessage>();
  const filtered: string[] = [];
  const filter = (playerID: string | null, payload: { type: string; args: unknown[] }) => {
    const [matchID, state] = payload.args as [string, State];
    filtered.push(`${playerID}@${state._stateID}`);
    return { type: 'update', args: [matchID, { ...state, G: { turn: (state.G as { turn: number }).turn } }, []] };
  };
  const rooms = new Rooms(pubSub, filter as never, 1e6, () => {});
  const counter = { encodes: 0 };
  const seats = ['0', '1', null].map((playerID, i) => ({ playerID, ...fakeSocket(`s${i}`) }));
  for (const seat of seats) {
    rooms.join({ socket: seat.socket, matchID: 'm', playerID: seat.playerID });
    rooms.markSynced(seat.socket.id, 'm', 1);
  }
  rooms.publish('m', { type: 'update', args: ['m', stateAt(2, '0', counter)] } as MatchMessage);
  rooms.publish('m', { type: 'update', args: ['m', stateAt(3, '1', counter)] } as MatchMessage);
  // State 1 came by sync, so state 2 goes whole to everyone; state 3 is a patch from state 2 to all but its
  // mover, whose client ran the move: the patched viewers' views of state 2 are made again, once each.
  expect(filtered.sort()).toEqual(['0@2', '0@2', '0@3', '1@2', '1@3', 'null@2', 'null@2', 'null@3']);
  const packets = seats.map((seat) => seat.written.map((text) => JSON.parse(text.slice('2/game,'.length))[0]));
  expect(packets).toEqual([
    ['update', 'patch'],
    ['update', 'update'],
    ['update', 'patch'],
  ]);
  const patch = JSON.parse(seats[0]!.written[1]!.slice('2/game,'.length));
  expect(patch.slice(1, 4)).toEqual(['m', 2, 3]);
  expect(patch[4]).toEqual(expect.arrayContaining([{ op: 'replace', path: '/G/turn', value: 3 }]));
});

it("patches the mover's seat too after a move its client does not run itself", () => {
  const pubSub = new InProcessPubSub<MatchMessage>();
  const filter = (_playerID: string | null, payload: { type: string; args: unknown[] }) => {
    const [matchID, state] = payload.args as [string, State];
    return { type: 'update', args: [matchID, { ...state, G: { turn: (state.G as { turn: number }).turn } }, []] };
  };
  const counter = { encodes: 0 };
  const received = (serverOnly: ReadonlySet<string>) => {
    const rooms = new Rooms(pubSub, filter as never, 1e6, () => {}, undefined, serverOnly);
    const seats = ['0', '1'].map((playerID, i) => ({ playerID, ...fakeSocket(`t${i}`) }));
    for (const seat of seats) rooms.join({ socket: seat.socket, matchID: 'n', playerID: seat.playerID });
    rooms.publish('n', { type: 'update', args: ['n', stateAt(2, '0', counter)] } as MatchMessage);
    rooms.publish('n', { type: 'update', args: ['n', stateAt(3, '1', counter)] } as MatchMessage);
    for (const seat of seats) rooms.leave(seat.socket.id);
    return seats.map((seat) => seat.written.map((text) => JSON.parse(text.slice('2/game,'.length))[0]));
  };
  // The move `m` of stateAt: server-only, its mover (seat 1) gets the patch; run by the client, the whole state.
  expect(received(new Set(['m']))).toEqual([
    ['update', 'patch'],
    ['update', 'patch'],
  ]);
  expect(received(new Set())).toEqual([
    ['update', 'patch'],
    ['update', 'update'],
  ]);
});

it('writes one encoded text to every socket of the same view', () => {
  const pubSub = new InProcessPubSub<MatchMessage>();
  const filter = (_playerID: string | null, payload: { type: string; args: unknown[] }) => ({
    type: 'update',
    args: payload.args,
  });
  const rooms = new Rooms(pubSub, filter as never, 1e6, () => {});
  const counter = { encodes: 0 };
  const spectators = [0, 1, 2].map((i) => fakeSocket(`w${i}`));
  for (const spectator of spectators) rooms.join({ socket: spectator.socket, matchID: 'm', playerID: null });
  rooms.publish('m', { type: 'update', args: ['m', stateAt(5, '0', counter)] } as MatchMessage);
  expect(counter.encodes).toBe(1);
  const [first] = spectators[0]!.written;
  expect(spectators.map((s) => s.written)).toEqual([[first], [first], [first]]);
});

it("encodes a packet exactly as socket.io's own encoder does", () => {
  const encoder = new Encoder();
  const args = ['m1', { G: { text: 'é "quoted" \u0000', list: [1, null, { a: true }] } }, [], undefined];
  for (const namespace of ['/', '/carcassonne']) {
    const expected = encoder.encode({ type: 2, nsp: namespace, data: ['update', ...args] });
    expect([encodeEvent(namespace, 'update', args)]).toEqual(expected);
  }
});
