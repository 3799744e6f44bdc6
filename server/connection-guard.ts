/**
 * Connection limits on the HTTP server (docs/security.md#connections): at most `connectionsPerClient` TCP
 * connections open at once from one peer address (trusted proxies excepted: they carry many clients, and
 * the game sockets are also counted per client behind them, transport/socket-cap.ts). A connection past the
 * cap is answered `429 Too Many Requests` with a message and closed before Node parses anything. Slow
 * clients (slowloris) are cut off by Node's timeouts: the headers of a request must arrive within 10 s, the
 * whole request within 30 s, and an idle keep-alive connection is closed after 5 s.
 */
import type { Server as HttpServer } from 'node:http';
import type { Socket } from 'node:net';
import { clientKey, isTrustedPeer, normalizeAddress, type ProxyTrust } from './client-address';
import type { Limits } from './limits';

export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

const refusal = (limit: number) => {
  const body = `too many connections from your address (at most ${limit} at once); close some and try again\n`;
  return `HTTP/1.1 429 Too Many Requests\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nRetry-After: 5\r\nConnection: close\r\n\r\n${body}`;
};

export function guardConnections(http: HttpServer, limits: Limits, trust: ProxyTrust): void {
  http.headersTimeout = HEADERS_TIMEOUT_MS;
  http.requestTimeout = REQUEST_TIMEOUT_MS;
  http.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  const open = new Map<string, number>();
  const listeners = http.listeners('connection') as ((socket: Socket) => void)[];
  http.removeAllListeners('connection');
  http.on('connection', (socket: Socket) => {
    const peer = socket.remoteAddress;
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
