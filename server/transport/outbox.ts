/**
 * Sending to one socket without letting a client that does not read make the server buffer without limit.
 * socket.io queues packets in engine.io's write buffer while the transport is busy, and the WebSocket keeps
 * what the kernel would not take; past `limit` bytes in both, the socket is disconnected instead.
 * A broadcast encodes each packet once (`encodeEvent`) and writes that text to every socket with the same view
 * (`sendEncoded`), as socket.io's own broadcasts do: no JSON and no binary scan per socket
 * (docs/performance.md#move-cost). It writes through the client's `_packet` with `preEncoded`, the one entry
 * both socket.io 3 (which boardgame.io's koa-socket-2 runs) and socket.io 4 take an encoded packet through.
 */
interface EngineConnection {
  readyState?: string;
  writeBuffer?: { data?: unknown }[];
  transport?: { socket?: { bufferedAmount?: number } };
}

export interface OutboxSocket {
  id: string;
  conn: unknown;
  connected: boolean;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(close?: boolean): unknown;
  /** socket.io's namespace and client, through which an encoded packet is written as it is. */
  nsp?: { name: string };
  client?: { _packet?(packets: string[], opts: { preEncoded: true; compress: boolean }): void };
}

/** The text socket.io-parser makes of an EVENT packet without binary (type 2, the namespace, the JSON array). */
export function encodeEvent(namespace: string, event: string, args: unknown[]): string {
  return `2${namespace === '/' ? '' : `${namespace},`}${JSON.stringify([event, ...args])}`;
}

/** Bytes waiting to be written to this socket's client. */
export function backlogBytes(socket: OutboxSocket): number {
  const conn = socket.conn as EngineConnection;
  let bytes = conn.transport?.socket?.bufferedAmount ?? 0;
  for (const packet of conn.writeBuffer ?? []) {
    const data = packet.data;
    bytes += typeof data === 'string' ? data.length : data instanceof Uint8Array ? data.byteLength : 16;
  }
  return bytes;
}

/** Whether the socket may be sent to: connected, and its backlog within `limit` (else it is disconnected). */
function writable(socket: OutboxSocket, limit: number): boolean {
  if (!socket.connected) return false;
  if (backlogBytes(socket) > limit) {
    console.warn(`[server] socket ${socket.id} does not read (backlog over ${limit} bytes): disconnected`);
    socket.disconnect(true);
    return false;
  }
  return true;
}

/** Emits unless the socket's backlog is past `limit`; then it disconnects the socket and returns false. */
export function emitBounded(socket: OutboxSocket, limit: number, event: string, args: unknown[]): boolean {
  if (!writable(socket, limit)) return false;
  socket.emit(event, ...args);
  return true;
}

/**
 * As `emitBounded`, writing `encoded(namespace)` (encodeEvent's text, shared by the sockets of one view) to the
 * engine as it is; a socket without socket.io's client (a test double) gets `emit` instead.
 */
export function sendEncoded(
  socket: OutboxSocket,
  limit: number,
  event: string,
  args: unknown[],
  encoded: (namespace: string) => string,
): boolean {
  if (!writable(socket, limit)) return false;
  const write = socket.client?._packet;
  if (!write || !socket.nsp) {
    socket.emit(event, ...args);
    return true;
  }
  if ((socket.conn as EngineConnection).readyState === 'open')
    write.call(socket.client, [encoded(socket.nsp.name)], { preEncoded: true, compress: false });
  return true;
}
