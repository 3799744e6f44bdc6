/**
 * Runs the server from the environment (the README's "Running your own server" lists it): PORT, HOST,
 * CLIENT_DIR, DATA_DIR, DATABASE_URL, REDIS_URL, ORIGINS, PASSKEY_RP_ID, SMTP_URL, MAIL_FROM, SITE_URL, MAIL_TURN_DELAY_SECONDS, TRUST_PROXY, RESET_PRESENCE_ON_START, CLOCK_HEARTBEAT_MS, NODE_ENV, the limits of guards/limits.ts and the account limits of accounts/account-limits.ts (docs/security.md#limits). server.ts
 * calls it with the registry's games; the durability test calls it with a fixture game, so both go through
 * exactly this code.
 *
 * A start that fails (bad DATA_DIR, corrupt database, PostgreSQL down, port taken, a bad PORT or limit) prints
 * one line naming the cause and the fix (guards/start-failure.ts) and exits with status 1. Only a server that started keeps running through an unexpected error in a
 * handler; SIGINT and SIGTERM stop it gracefully.
 */
import { join } from 'node:path';
import { mailConfigFromEnv } from './mail';
import type { Game } from 'boardgame.io';
import { startServer, type RunningServer } from './app';
import { limitsFromEnv } from './guards/limits';
import { accountLimitsFromEnv } from './accounts/account-limits';
import { parseTrustProxy } from './guards/client-address';
import { parseOrigins } from './guards/origins';
import { storageFromEnv } from './storage';
import { startFailureLine } from './guards/start-failure';

/** CLOCK_HEARTBEAT_MS (table/clock-heartbeat.ts): a whole number of ms from 500 to 60,000. */
function heartbeatFromEnv(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 500 || ms > 60_000)
    throw new Error(`CLOCK_HEARTBEAT_MS must be a whole number of ms from 500 to 60000, not ${JSON.stringify(value)}`);
  return ms;
}

/** PORT: a whole number from 0 (any free port) to 65535; 8000 when unset. */
function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return 8000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a whole number from 0 to 65535, not ${JSON.stringify(value)}`);
  return port;
}

/** How long a graceful stop may take before the process exits anyway. */
const STOP_DEADLINE_MS = 5_000;

export async function main(games: Game[], root: string, env: NodeJS.ProcessEnv = process.env): Promise<RunningServer> {
  let running: RunningServer;
  let description: string;
  try {
    const db = storageFromEnv(env);
    description = db.description;
    running = await startServer({
      games,
      port: portFromEnv(env.PORT),
      host: env.HOST || undefined,
      clientDir: env.CLIENT_DIR ?? join(root, 'dist'),
      db,
      origins: parseOrigins(env.ORIGINS),
      limits: limitsFromEnv(env),
      accountLimits: accountLimitsFromEnv(env),
      trustProxy: parseTrustProxy(env.TRUST_PROXY),
      resetPresence: env.RESET_PRESENCE_ON_START !== '0',
      redisUrl: env.REDIS_URL || undefined,
      passkeyRpID: env.PASSKEY_RP_ID || undefined,
      heartbeatMs: heartbeatFromEnv(env.CLOCK_HEARTBEAT_MS),
      mail: mailConfigFromEnv(env),
    });
  } catch (error) {
    console.error(`[server] cannot start: ${startFailureLine(error, env)}`);
    process.exit(1);
  }
  process.on('unhandledRejection', (reason) => console.error('[server] unhandled rejection (kept running):', reason));
  process.on('uncaughtException', (error) => console.error('[server] uncaught exception (kept running):', error));
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(`[server] ${signal}: stopping`);
      setTimeout(() => process.exit(0), STOP_DEADLINE_MS).unref();
      void running.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('[server] stop failed:', (error as Error).message);
          process.exit(1);
        },
      );
    });
  }
  console.log(`[server] storage: ${description}`);
  console.log(`[server] listening on ${running.url}`);
  return running;
}
