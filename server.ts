/**
 * The production entry point: `npm start` builds the client and runs this with tsx.
 * Configuration comes from the environment (see the README): PORT (default 8000), CLIENT_DIR.
 */
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { GAMES } from './games/index';
import { startServer } from './server/app';

process.on('unhandledRejection', (reason) => console.error('[server] unhandled rejection (kept running):', reason));
process.on('uncaughtException', (error) => console.error('[server] uncaught exception (kept running):', error));

const root = dirname(fileURLToPath(import.meta.url));
const running = await startServer({
  games: GAMES,
  port: Number(process.env.PORT ?? 8000),
  clientDir: process.env.CLIENT_DIR ?? join(root, 'dist'),
});
console.log(`[server] listening on ${running.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void running.stop().then(() => process.exit(0)));
}
