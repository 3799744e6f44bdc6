/**
 * At most `socketsPerClient` game sockets open at once per client address, over every game's namespace of
 * this process (docs/security.md#connections). The client's address comes from the socket's handshake
 * through the proxy trust (client-address.ts), so behind a balancer each browser counts for itself. A socket
 * past the cap is refused with a `connect_error` whose message says why, and its connection is closed when
 * it carries no other socket. New connections (socket.io handshakes, WebSocket or polling) are also rate
 * limited per client (`limitConnects`): a refused handshake is answered 403 with the reason. The server's
 * own bots (sending the process's random key in the `x-server-bot` header) are not counted: they all
 * connect from loopback and are capped by the bot limits.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { requestClientKey, type ProxyTrust } from './client-address';
import type { Buckets } from './rate-limit';

/** The header by which the server's own bot sockets show the process's key. */
export const INTERNAL_HEADER = 'x-server-bot';

type AllowRequest = (
  req: IncomingMessage,
  callback: (error: string | null | undefined, success: boolean) => void,
) => void;

export interface HandshakeSocket {
  handshake: { address: string; headers: Record<string, string | string[] | undefined> };
  once(event: 'disconnect', listener: () => void): unknown;
  client?: { sockets?: Map<string, unknown>; conn?: { close(): void } };
}

const sameKey = (shown: unknown, key: string) =>
  typeof shown === 'string' && shown.length === key.length && timingSafeEqual(Buffer.from(shown), Buffer.from(key));

const isInternalRequest = (headers: Record<string, string | string[] | undefined>, key: string | undefined) =>
  key !== undefined && sameKey(headers[INTERNAL_HEADER], key);

/**
 * Wraps socket.io's `allowRequest` (the origin check) with a per-client budget of new connections: past it,
 * the handshake is refused (403) with the reason.
 */
export function limitConnects(
  allow: AllowRequest,
  connects: Buckets,
  trust: ProxyTrust,
  internalKey?: string,
): AllowRequest {
  return (req, callback) =>
    allow(req, (error, success) => {
      if (!success || isInternalRequest(req.headers, internalKey)) return callback(error, success);
      void Promise.resolve(connects.take(requestClientKey(req.socket.remoteAddress, req.headers, trust))).then(
        (wait) =>
          callback(wait > 0 ? `too many new connections from your address; try again in ${wait} s` : null, wait === 0),
        () => callback(null, true),
      );
    });
}

export class SocketCap {
  private readonly open = new Map<string, number>();

  constructor(
    private readonly limit: number,
    private readonly trust: ProxyTrust,
    private readonly internalKey?: string,
  ) {}

  /** Whether the socket is one of the server's own bots. */
  isInternal(socket: HandshakeSocket): boolean {
    return isInternalRequest(socket.handshake.headers, this.internalKey);
  }

  /** The client key of a socket (client-address.ts#clientKey). */
  clientOf(socket: HandshakeSocket): string {
    return requestClientKey(socket.handshake.address, socket.handshake.headers, this.trust);
  }

  /** A namespace middleware: counts the socket, or refuses it past the cap. */
  readonly middleware = (socket: HandshakeSocket, next: (error?: Error) => void): void => {
    if (this.isInternal(socket)) return next();
    const key = this.clientOf(socket);
    const count = (this.open.get(key) ?? 0) + 1;
    if (count > this.limit) {
      next(
        new Error(
          `too many game sockets from your address (at most ${this.limit} at once); close some tabs and try again`,
        ),
      );
      setImmediate(() => {
        if ((socket.client?.sockets?.size ?? 0) === 0) socket.client?.conn?.close();
      });
      return;
    }
    this.open.set(key, count);
    socket.once('disconnect', () => {
      const left = (this.open.get(key) ?? 1) - 1;
      if (left > 0) this.open.set(key, left);
      else this.open.delete(key);
    });
    next();
  };
}
