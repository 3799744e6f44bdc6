/** Builds the client once and starts server.ts on a free loopback port with a fresh database. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawnServer } from '../test/support/spawn-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The production build the server serves (specs that start a server of their own serve it too). */
    clientDir: string;
  }
}

export default async function setup(project: TestProject) {
  const clientDir = mkdtempSync(join(tmpdir(), 'e2e-client-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  // A production build, as `npm start` makes (vitest's NODE_ENV=test would otherwise make a DEV build).
  execFileSync(
    'npx',
    ['vite', 'build', '--configLoader', 'runner', '--outDir', clientDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  // One test harness opens many matches from one address, and some specs play whole games over raw sockets
  // at machine speed, all from 127.0.0.1: the per-client lobby, read, socket, connection and sign-up limits
  // and the packet budget are raised for it (each stays on, at a height one test run cannot reach).
  const server = await spawnServer({
    CLIENT_DIR: clientDir,
    DATA_DIR: dataDir,
    LIMIT_CREATES_PER_MINUTE: '1000',
    LIMIT_LOBBY_WRITES_PER_MINUTE: '5000',
    LIMIT_SOCKET_PACKETS_PER_SECOND: '1000',
    LIMIT_READS_PER_MINUTE: '100000',
    LIMIT_SOCKETS_PER_CLIENT: '2000',
    LIMIT_SOCKET_CONNECTS_PER_MINUTE: '100000',
    LIMIT_CONNECTIONS_PER_CLIENT: '4000',
    LIMIT_TOURNAMENT_WRITES_PER_MINUTE: '1000',
    // The specs' accounts together (ratings, tournament, accounts, button styles, page width) pass the ten an hour.
    LIMIT_SIGN_UPS_PER_HOUR: '100',
  });
  project.provide('baseUrl', server.url);
  project.provide('clientDir', clientDir);
  return async () => {
    await server.stop();
    rmSync(clientDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
