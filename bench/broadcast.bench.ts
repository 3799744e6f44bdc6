/**
 * `npm run bench -- broadcast`: what one move's broadcast costs the server (server/transport/rooms.ts: each
 * viewer's view, the patches, encoding, the writes to the sockets), over the states of seeded random games
 * through boardgame.io's reducer, delivered to a socket per seat and a spectator. Two ways side by side, taking
 * turns: the mover's seat patched after a server-only move (server/transport/server-only-moves.ts), and, as
 * before, the mover's seat sent the whole state after every move. Prints CPU time and bytes written per move.
 */
import { ProcessGameConfig, getFilterPlayerView } from 'boardgame.io/internal';
import type { Game, State } from 'boardgame.io';
import { carcassonneGame } from '../games/carcassonne/game';
import { citadelsGame } from '../games/citadels';
import { InProcessPubSub } from '../server/cluster/in-process-pubsub';
import { Rooms, type MatchMessage } from '../server/transport/rooms';
import { serverOnlyMoves } from '../server/transport/server-only-moves';
import { statesOfRandomGame } from './random-game';

/** A socket as the outbox writes to it (socket.io's client `_packet`), counting the bytes. */
function countingSocket(id: string, written: { bytes: number }) {
  return {
    id,
    conn: { readyState: 'open', writeBuffer: [] },
    connected: true,
    nsp: { name: '/game' },
    client: { _packet: (packets: string[]) => void packets.forEach((p) => (written.bytes += p.length)) },
    emit: () => {
      throw new Error('a broadcast writes encoded packets');
    },
    disconnect: () => undefined,
  };
}

/** CPU microseconds and bytes written for the broadcasts of one game's states, after a sync of the first. */
function broadcastGame(game: Game, states: State[], serverOnly: ReadonlySet<string>) {
  const filter = getFilterPlayerView(ProcessGameConfig(game));
  const rooms = new Rooms(new InProcessPubSub<MatchMessage>(), filter as never, 1e9, () => {}, undefined, serverOnly);
  const written = { bytes: 0 };
  const viewers = [...Array.from({ length: states[0]!.ctx.numPlayers }, (_, i) => String(i)), null];
  const sockets = viewers.map((playerID, i) => ({ playerID, socket: countingSocket(`s${i}`, written) }));
  for (const { playerID, socket } of sockets) {
    rooms.join({ socket: socket as never, matchID: 'm', playerID });
    rooms.markSynced(socket.id, 'm', states[0]!._stateID);
  }
  const start = process.cpuUsage();
  for (const state of states.slice(1)) rooms.publish('m', { type: 'update', args: ['m', state] } as MatchMessage);
  const used = process.cpuUsage(start);
  for (const { socket } of sockets) rooms.leave(socket.id);
  return { micros: used.user + used.system, bytes: written.bytes, moves: states.length - 1 };
}

const cases: [string, Game, number][] = [
  ['4-player Carcassonne', carcassonneGame as Game, 4],
  ['5-player Machiavelli', citadelsGame as Game, 5],
];
const ways: [string, (game: Game) => ReadonlySet<string>][] = [
  ["mover's seat patched after a server-only move", serverOnlyMoves],
  ["mover's seat sent the whole state", () => new Set()],
];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
for (const [name, game, numPlayers] of cases) {
  const games = Array.from({ length: 6 }, (_, i) => statesOfRandomGame(game, numPlayers, `broadcast-bench-${i}`));
  const totals = ways.map(() => ({ micros: 0, bytes: 0, moves: 0 }));
  for (let round = -1; round < ROUNDS; round++) {
    for (const states of games) {
      ways.forEach(([, serverOnly], w) => {
        const result = broadcastGame(game, states, serverOnly(game));
        if (round < 0) return; // warm-up
        totals[w]!.micros += result.micros;
        totals[w]!.bytes += result.bytes;
        totals[w]!.moves += result.moves;
      });
    }
  }
  console.log(`${name}, ${numPlayers} seats and a spectator, ${totals[0]!.moves} moves a way:`);
  ways.forEach(([label], w) => {
    const t = totals[w]!;
    console.log(
      `  ${label.padEnd(48)} ${(t.micros / t.moves).toFixed(1).padStart(6)} us CPU a move, ${(t.bytes / t.moves / 1024).toFixed(1)} KB written a move`,
    );
  });
}
