/**
 * Runs the server from the environment (the README's "Running your own server", docs/security.md#limits): PORT, HOST,
 * CLIENT_DIR, DATA_DIR, DATABASE_URL, ORIGINS, NODE_ENV. server.ts calls it with the registry's games; the
 * durability test calls it with a fixture game, so both go through exactly this code.
 */
import { join } from 'node:path';
import type { Game } from 'boardgame.io';
import { startServer, type RunningServer } from './app';
import { parseOrigins } from './origins';
import { storageFromEnv } from './storage';

export async function main(games: Game[], root: string, env: NodeJS.ProcessEnv = process.env): Promise<RunningServer> {
  process.on('unhandledRejection', (reason) => console.error('[server] unhandled rejection (kept running):', reason));
  process.on('uncaughtException', (error) => console.error('[server] uncaught exception (kept running):', error));
  const db = storageFromEnv(env);
  const running = await startServer({
    games,
    port: Number(env.PORT ?? 8000),
    host: env.HOST || undefined,
    clientDir: env.CLIENT_DIR ?? join(root, 'dist'),
    db,
    origins: parseOrigins(env.ORIGINS),
  });
  console.log(`[server] storage: ${db.description}`);
  console.log(`[server] listening on ${running.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void running.stop().then(() => process.exit(0)));
  }
  return running;
}
