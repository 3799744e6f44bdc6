/**
 * Connection limits on the HTTP server (docs/security.md#connections): at most `connectionsPerClient` TCP
 * connections open at once from one peer address (trusted proxies excepted: they carry many clients, and
 * the game sockets are also counted per client behind them, transport/socket-cap.ts). A connection past the
 * cap is answered `429 Too Many Requests` with a message and closed before Node parses anything. Slow
 * clients (slowloris) are cut off: a connection must have sent a whole request head within 10 s of opening
 * (Node's own `headersTimeout` does not cover a connection that sends nothing at all), the headers of any
 * request must arrive within 10 s and the whole request within 30 s, and an idle keep-alive connection is
 * closed after 5 s.
 */
import type { Server as HttpServer } from 'node:http';
import type { Socket } from 'node:net';
import { clientKey, isTrustedPeer, normalizeAddress, type ProxyTrust } from './client-address';
import type { Limits } from './limits';

export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** How long a new connection may take to send its first request head. */
export const FIRST_REQUEST_TIMEOUT_MS = 10_000;

const refusal = (limit: number) => {
  const body = `too many connections from your address (at most ${limit} at once); close some and try again\n`;
  return `HTTP/1.1 429 Too Many Requests\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nRetry-After: 5\r\nConnection: close\r\n\r\n${body}`;
};

export function guardConnections(
  http: HttpServer,
  limits: Limits,
  trust: ProxyTrust,
  firstRequestMs = FIRST_REQUEST_TIMEOUT_MS,
): void {
  http.headersTimeout = HEADERS_TIMEOUT_MS;
  http.requestTimeout = REQUEST_TIMEOUT_MS;
  http.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  const open = new Map<string, number>();
  // A connection that has not sent a request head in time is closed (cleared by its first request or upgrade).
  const waiting = new WeakMap<Socket, NodeJS.Timeout>();
  const arrived = (socket: Socket) => {
    clearTimeout(waiting.get(socket));
    waiting.delete(socket);
  };
  http.on('request', (request: { socket: Socket }) => arrived(request.socket));
  http.on('upgrade', (_request: unknown, socket: Socket) => arrived(socket));
  const expectRequest = (socket: Socket) => {
    const timer = setTimeout(() => socket.destroy(), firstRequestMs);
    timer.unref();
    waiting.set(socket, timer);
    socket.once('close', () => arrived(socket));
  };
  const listeners = http.listeners('connection') as ((socket: Socket) => void)[];
  http.removeAllListeners('connection');
  http.on('connection', (socket: Socket) => {
    const peer = socket.remoteAddress;
    expectRequest(socket);
    if (isTrustedPeer(peer, trust)) return listeners.forEach((listener) => listener.call(http, socket));
    const key = clientKey(normalizeAddress(peer) || 'unknown');
    const count = (open.get(key) ?? 0) + 1;
    if (count > limits.connectionsPerClient) {
      socket.on('error', () => {});
      socket.end(refusal(limits.connectionsPerClient));
      setTimeout(() => socket.destroy(), 1_000).unref();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
    for (const listener of listeners) listener.call(http, socket);
  });
}
