/**
 * Sending to one socket without letting a client that does not read make the server buffer without limit.
 * socket.io queues packets in engine.io's write buffer while the transport is busy, and the WebSocket keeps
 * what the kernel would not take; past `limit` bytes in both, the socket is disconnected instead.
 */
interface EngineConnection {
  writeBuffer?: { data?: unknown }[];
  transport?: { socket?: { bufferedAmount?: number } };
}

export interface OutboxSocket {
  id: string;
  conn: unknown;
  connected: boolean;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(close?: boolean): unknown;
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

/** Emits unless the socket's backlog is past `limit`; then it disconnects the socket and returns false. */
export function emitBounded(socket: OutboxSocket, limit: number, event: string, args: unknown[]): boolean {
  if (!socket.connected) return false;
  if (backlogBytes(socket) > limit) {
    console.warn(`[server] socket ${socket.id} does not read (backlog over ${limit} bytes): disconnected`);
    socket.disconnect(true);
    return false;
  }
  socket.emit(event, ...args);
  return true;
}
