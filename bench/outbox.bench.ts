/**
 * `npm run bench -- outbox`: the CPU time of sending one broadcast packet to many sockets on loopback, with
 * the socket.io boardgame.io's server runs (3.x, through koa-socket-2), three ways side by side: socket.io's
 * `emit` on every socket (it encodes the packet and scans it for binary), `sendEncoded` with a text encoded
 * for each socket (a seat's own view: one socket per view) and `sendEncoded` with one text for all of them
 * (spectators, or one seat's several sockets) (server/transport/outbox.ts; docs/performance.md#move-cost). The packets are a patch as
 * a Carcassonne move sends it (about 1 KB) and a whole state (about 14 KB). Only the sending loop is timed
 * (its writes to the kernel included); the clients read in between.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { encodeEvent, sendEncoded, type OutboxSocket } from '../server/transport/outbox';

const SOCKETS = 200;
const ROUNDS = 40;

type SocketIOServer = {
  of(name: string): { on(event: 'connection', listener: (socket: OutboxSocket) => void): void };
  close(): void;
};
const here = createRequire(import.meta.url);
const framework = createRequire(createRequire(here.resolve('boardgame.io/server')).resolve('koa-socket-2'));
const { Server } = framework('socket.io') as { Server: new (http: ReturnType<typeof createServer>) => SocketIOServer };

const http = createServer();
const server = new Server(http);
const sockets: OutboxSocket[] = [];
server.of('/game').on('connection', (socket) => void sockets.push(socket));
await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/game`;
let received = 0;
const clients: ClientSocket[] = Array.from({ length: SOCKETS }, () => {
  const client = connect(url, { transports: ['websocket'] });
  client.onAny(() => void received++);
  return client;
});
while (sockets.length < SOCKETS) await new Promise((resolve) => setTimeout(resolve, 20));

const tile = (i: number) => ({ type: 'D', rotation: (i % 4) * 90, x: i % 13, y: Math.floor(i / 13), seg: i * 9 });
const patch = [
  'm1',
  41,
  42,
  Array.from({ length: 12 }, (_, i) => ({ op: 'add', path: `/G/board/${i},3`, value: tile(i) })),
  [],
];
const whole = [
  'm1',
  { G: { board: Object.fromEntries(Array.from({ length: 180 }, (_, i) => [`${i},${i}`, tile(i)])) } },
  [],
];

async function drain(expected: number): Promise<void> {
  while (received < expected) await new Promise((resolve) => setImmediate(resolve));
}

function sendAll(way: string, event: string, args: unknown[]): number {
  const start = process.cpuUsage();
  if (way === 'emit') for (const socket of sockets) socket.emit(event, ...args);
  else if (way === 'own') {
    for (const socket of sockets)
      sendEncoded(socket, 1e9, event, args, (namespace) => encodeEvent(namespace, event, args));
  } else {
    let text: string | undefined;
    for (const socket of sockets)
      sendEncoded(socket, 1e9, event, args, (namespace) => (text ??= encodeEvent(namespace, event, args)));
  }
  const used = process.cpuUsage(start);
  return used.user + used.system;
}

for (const [name, args] of [
  ['a patch', patch],
  ['a whole state', whole],
] as const) {
  const bytes = encodeEvent('/game', 'update', [...args]).length;
  const totals = { emit: 0, own: 0, shared: 0 };
  const ways = ['emit', 'own', 'shared'] as const;
  for (let round = 0; round < ROUNDS; round++) {
    for (const way of round % 2 === 0 ? ways : [...ways].reverse()) {
      totals[way] += sendAll(way, 'update', [...args]);
      await drain(received + SOCKETS);
    }
  }
  const per = (micros: number) => `${(micros / ROUNDS / SOCKETS).toFixed(1)} µs`;
  console.log(
    `${name} (${bytes} bytes) to ${SOCKETS} sockets, CPU a socket: emit ${per(totals.emit)}, ` +
      `sendEncoded with its own text ${per(totals.own)} (${(totals.emit / totals.own).toFixed(2)}×), ` +
      `with one text for all ${per(totals.shared)} (${(totals.emit / totals.shared).toFixed(2)}×)`,
  );
}
for (const client of clients) client.close();
server.close();
http.closeAllConnections();
http.close();
