/**
 * A broadcast's encoded text reaches a real socket.io socket as it is (server/transport/outbox.ts
 * `sendEncoded`; docs/performance.md#move-cost): with socket.io 3, which boardgame.io's server runs through
 * koa-socket-2, and with socket.io 4. The socket's own encoder is never asked (no JSON and no binary scan per
 * socket), and the client receives the event with its arguments.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { io as connect } from 'socket.io-client';
import { encodeEvent, sendEncoded, type OutboxSocket } from '../../server/transport/outbox';

interface SocketIOServer {
  of(name: string): { on(event: 'connection', listener: (socket: ServerSocket) => void): void };
  close(): void;
}
interface ServerSocket extends OutboxSocket {
  client: OutboxSocket['client'] & { encoder: { encode(packet: unknown): unknown } };
}
type SocketIOModule = { Server: new (http: ReturnType<typeof createServer>) => SocketIOServer };

const here = createRequire(import.meta.url);
/** socket.io as boardgame.io's server loads it (boardgame.io/server → koa-socket-2 → socket.io). */
const framework = createRequire(createRequire(here.resolve('boardgame.io/server')).resolve('koa-socket-2'));
/** The version of the socket.io a require function loads (its main file is dist/index.js). */
const versionOf = (load: NodeRequire): string =>
  (
    JSON.parse(readFileSync(join(dirname(load.resolve('socket.io')), '..', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
const versions: [string, SocketIOModule][] = [
  [`boardgame.io's (${versionOf(framework)})`, framework('socket.io')],
  [`the project's (${versionOf(here)})`, here('socket.io')],
];

it('boardgame.io still runs socket.io 3, whose client has no writeToEngine', () => {
  expect(versionOf(framework)).toMatch(/^3\./);
});

describe.each(versions)('socket.io %s', (_name, socketIO) => {
  it('writes the encoded text without the socket encoding it again', async () => {
    const http = createServer();
    const server = new socketIO.Server(http);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const args = ['m1', { G: { board: [1, 2, 3], note: 'é/,"' } }, [{ op: 'add', path: '/a', value: null }]];
    let encodes = 0;
    server.of('/game').on('connection', (socket) => {
      const encode = socket.client.encoder.encode.bind(socket.client.encoder);
      socket.client.encoder.encode = (packet: unknown) => (encodes++, encode(packet));
      const sent = sendEncoded(socket, 1e6, 'patch', args, (namespace) => encodeEvent(namespace, 'patch', args));
      expect(sent).toBe(true);
    });
    const client = connect(`http://127.0.0.1:${(http.address() as AddressInfo).port}/game`, {
      transports: ['websocket'],
    });
    try {
      const received = await new Promise<unknown[]>((resolve) => client.on('patch', (...got) => resolve(got)));
      expect(received).toEqual(args);
      expect(encodes).toBe(0);
    } finally {
      client.close();
      server.close();
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    }
  });
});
