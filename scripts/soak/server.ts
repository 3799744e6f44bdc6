/**
 * The server under soak: startServer on loopback (high-card fixture and the real games, SQLite in a temp
 * dir, default limits unless SOAK_LIMITS is JSON, the proxy trust of TRUST_PROXY) in its own process, so its
 * memory is measured alone. It answers the parent's `memory` message with RSS and heap after a full garbage
 * collection (and the open matches and the WAL's size), `fill` by storing listed matches, and `finish` by
 * marking matches over.
 */
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../server/app';
import { parseTrustProxy } from '../../server/guards/client-address';
import { SqliteStorage } from '../../server/storage';
import { GAMES } from '../../games/index';
import { highCardGame } from '../../test/fixtures/high-card-game';

const file = join(mkdtempSync(join(tmpdir(), 'soak-')), 'matches.sqlite');
const db = new SqliteStorage(file);
const limits = JSON.parse(process.env.SOAK_LIMITS ?? '{}') as Record<string, number>;
const trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
const server = await startServer({
  games: [highCardGame(), ...GAMES],
  port: 0,
  host: '127.0.0.1',
  clientDir: '/nonexistent',
  db,
  limits,
  trustProxy,
});
const walBytes = () => {
  try {
    return statSync(`${file}-wal`).size;
  } catch {
    return 0;
  }
};

process.on('message', (message: { type: string; count?: number; gameName?: string }) => {
  if (message.type === 'memory') {
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    void db.countOpen().then((openMatches) =>
      process.send?.({
        type: 'memory',
        rss,
        heapUsed,
        stats: { ...server.stats(), openMatches },
        walBytes: walBytes(),
      }),
    );
  }
  if (message.type === 'finish') {
    // Matches marked over, as their last move would (a flood of rematches needs finished matches fast).
    void (async () => {
      for (const matchID of (message as { matchIDs?: string[] }).matchIDs ?? []) {
        await db.updateMetadata(matchID, (m) => ({ ...m, gameover: { winner: '0' }, updatedAt: Date.now() }));
      }
      process.send?.({ type: 'finished' });
    })();
  }
  if (message.type === 'fill') {
    // Listed matches straight into storage, as if created over days (the lobby would rate-limit one client).
    void (async () => {
      const { createMatch } = await import('boardgame.io/internal');
      const game = GAMES.find((g) => g.name === message.gameName) ?? highCardGame();
      const base = createMatch({ game, numPlayers: 2, setupData: undefined, unlisted: false });
      if ('setupDataError' in base) throw new Error(String(base.setupDataError));
      const writes = [];
      for (let n = 0; n < (message.count ?? 0); n++) {
        const metadata = { ...base.metadata, updatedAt: Date.now() - n * 1000 };
        writes.push(db.createMatch(`fill-${n}`, { initialState: base.initialState, metadata }));
      }
      await Promise.all(writes);
      process.send?.({ type: 'filled' });
    })();
  }
});
process.send?.({ type: 'ready', url: server.url });
