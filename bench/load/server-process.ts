/**
 * The server under test of `npm run bench:load`, in its own process (forked by bench/load/index.ts). Its
 * first argument picks which server: `ours` (startServer with the SQLite file storage, as `npm start` runs it,
 * with the per-client limits lifted since every bench client shares one address) or `stock` (boardgame.io
 * 0.50.2's own `Server({ games })` with its default in-memory storage and transport, no guards). Both host
 * the same Game objects; `ours:nocache` runs our server without its state cache;
 * the experiments `ours:syncnormal` and `ours:commitcheckpoint` run SQLite with synchronous=NORMAL instead of
 * FULL, and with SQLite's own WAL checkpoints inside commits again (as before storage/checkpointer.ts). The parent sets NODE_ENV. It sends `{ port }` to the parent once listening.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Server } from 'boardgame.io/server';
import { GAMES } from '../../games/index';
import { startServer } from '../../server/app';
import { SqliteStorage } from '../../server/storage';

/** `ours`, `stock`, or either with `:` options: `ours:nocache` turns the state cache off (storage/cache.ts). */
const [kind, ...options] = (process.argv[2] ?? 'ours').split(':');
const LIFTED = { createsPerMinute: 1e9, lobbyWritesPerMinute: 1e9, packetsPerSecond: 1e9, maxOpenMatches: 1e9 };

async function start(): Promise<number> {
  if (kind === 'stock') {
    const server = Server({ games: GAMES });
    const { appServer } = await server.run({ port: 0, callback: () => {} });
    if (!appServer.listening) await new Promise((resolve) => appServer.once('listening', resolve));
    return (appServer.address() as { port: number }).port;
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const db = new SqliteStorage(join(dir, 'matches.sqlite'));
  const stateCacheEntries = options.includes('nocache') ? 0 : undefined;
  const server = await startServer({ games: GAMES, port: 0, host: '127.0.0.1', clientDir: dir, db, limits: LIFTED, stateCacheEntries });
  // Experiments, not settings of the server: what the fsync of every commit and the WAL checkpoints cost.
  const connection = (db as unknown as { db: { pragma(text: string): unknown } }).db;
  if (options.includes('syncnormal')) connection.pragma('synchronous = NORMAL');
  if (options.includes('commitcheckpoint')) connection.pragma('wal_autocheckpoint = 1000');
  return server.port;
}

const port = await start();
process.send?.({ port });
process.on('disconnect', () => process.exit(0));
