// server.ts as users run it: a child process on an ephemeral loopback port, serving the built client,
// the health check and boardgame.io's lobby API from one port. The build holds no source maps, the service
// worker's included, and what it serves carries the security headers (docs/security.md#security-headers).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../games/index';
import { spawnServer, type SpawnedServer } from '../support/spawn-server';

let server: SpawnedServer;
let base: string;
const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
const dataDir = mkdtempSync(join(tmpdir(), 'data-'));

beforeAll(async () => {
  // A production build, as `npm start` makes it.
  execFileSync(
    'npx',
    ['vite', 'build', '--configLoader', 'runner', '--outDir', clientDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  server = await spawnServer({ CLIENT_DIR: clientDir, DATA_DIR: dataDir });
  base = server.url;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(clientDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('server.ts', () => {
  it('serves the built home page', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('falls back to the app for client-side routes', async () => {
    const response = await fetch(`${base}/hotseat/carcassonne`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  it('answers the health check with the hosted games', async () => {
    const response = await fetch(`${base}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', games: GAMES.map((g) => g.name) });
  });

  it('serves the lobby API on the same port', async () => {
    const response = await fetch(`${base}/games`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(GAMES.map((g) => g.name));
  });

  it('builds no source maps, and serves nothing of a map', async () => {
    const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' });
    expect(files).toContain('service-worker.js');
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect((await fetch(`${base}/service-worker.js.map`)).headers.get('content-type')).toContain('text/html');
  });

  it('serves the built files with the security headers', async () => {
    for (const path of ['/', '/service-worker.js', '/manifest.webmanifest', '/hotseat/carcassonne', '/health']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
    }
  });
});
