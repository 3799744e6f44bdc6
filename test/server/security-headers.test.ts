// Every kind of HTTP answer carries the security headers (server/guards/security-headers.ts): the client's
// files, the SPA fallback, the lobby API and its errors, /health, the account and push APIs, CORS
// preflights, the guards' refusals (origin 403, read budget 429), an error Koa answers itself (a path
// that cannot be decoded) and socket.io's own answers (a polling handshake, a refused one); HSTS only when
// the request came over https through a trusted proxy.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Game } from 'boardgame.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carcassonneGame } from '../../games/carcassonne/game';
import { contentSecurityPolicy, HSTS } from '../../server/guards/security-headers';
import { startTestServer, type TestServer } from './helpers';

const game = carcassonneGame as Game;
const clientDir = mkdtempSync(join(tmpdir(), 'headers-client-'));
let server: TestServer;
let proxied: TestServer;
let limited: TestServer;

beforeAll(async () => {
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'index.js'), 'console.log(1)');
  server = await startTestServer([game], { clientDir });
  proxied = await startTestServer([game], { clientDir, trustProxy: true });
  limited = await startTestServer([game], { clientDir, limits: { readsPerMinute: 1 } });
});
afterAll(async () => {
  await Promise.all([server?.stop(), proxied?.stop(), limited?.stop()]);
  rmSync(clientDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
}

function answer(base: string, method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(base + path, { method, agent: false, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

function expectSecurityHeaders(a: Answer, host: string) {
  expect(a.headers['content-security-policy']).toBe(contentSecurityPolicy(host));
  expect(a.headers['x-content-type-options']).toBe('nosniff');
  expect(a.headers['x-frame-options']).toBe('DENY');
  expect(a.headers['referrer-policy']).toBe('same-origin');
}

describe('security headers', () => {
  it('are on every kind of answer: files, the SPA fallback, API answers and errors, refusals, health', async () => {
    const host = new URL(server.url).host;
    const json = { 'content-type': 'application/json' };
    const cases: [string, string, number, Record<string, string>?, string?][] = [
      ['GET', '/', 200],
      ['GET', '/assets/index.js', 200],
      ['GET', '/hotseat/carcassonne', 200],
      ['GET', '/assets/missing.js', 200],
      ['GET', '/health', 200],
      ['GET', '/games', 200],
      ['GET', '/games/carcassonne', 200],
      ['GET', '/games/carcassonne/nosuchmatch', 404],
      ['GET', '/games/nosuchgame', 404],
      ['POST', '/games/carcassonne/create', 400, json, '{"numPlayers":"many"}'],
      ['POST', '/games/carcassonne/create', 403, { ...json, origin: 'https://evil.example' }, '{"numPlayers":2}'],
      ['OPTIONS', '/games/carcassonne/create', 204, { origin: server.url, 'access-control-request-method': 'POST' }],
      ['GET', '/push/key', 200],
      ['POST', '/account/sign-in', 400, json, '{}'],
      ['GET', '/%E0%A4%A', 400],
      ['GET', '/socket.io/?EIO=4&transport=polling', 200],
      ['GET', '/socket.io/?EIO=4&transport=polling', 403, { origin: 'https://evil.example' }],
    ];
    for (const [method, path, status, headers, body] of cases) {
      const a = await answer(server.url, method, path, headers, body);
      expect({ method, path, status: a.status }).toEqual({ method, path, status });
      expectSecurityHeaders(a, host);
      expect(a.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('are on the read budget’s 429', async () => {
    await answer(limited.url, 'GET', '/health');
    const refused = await answer(limited.url, 'GET', '/health');
    expect(refused.status).toBe(429);
    expectSecurityHeaders(refused, new URL(limited.url).host);
  });

  it('allow inline styles only for the developer switch ?debug, never inline scripts', async () => {
    const host = new URL(server.url).host;
    const policy = (await answer(server.url, 'GET', '/hotseat/citadels?debug')).headers['content-security-policy'];
    expect(policy).toBe(contentSecurityPolicy(host, true));
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("script-src 'self';");
    expect(contentSecurityPolicy(host)).toContain("style-src 'self';");
    expect(contentSecurityPolicy(host)).toContain(`connect-src 'self' ws://${host} wss://${host}`);
    // A Host header that is no host name writes nothing into the policy.
    expect(contentSecurityPolicy('evil.example; script-src *')).toContain("connect-src 'self';");
  });

  it('add HSTS when a trusted proxy says the request came over https, not otherwise', async () => {
    const overHttps = await answer(proxied.url, 'GET', '/', { 'x-forwarded-proto': 'https' });
    expect(overHttps.headers['strict-transport-security']).toBe(HSTS);
    expectSecurityHeaders(overHttps, new URL(proxied.url).host);
    expect((await answer(proxied.url, 'GET', '/')).headers['strict-transport-security']).toBeUndefined();
    // An untrusted peer saying https is not believed.
    const forged = await answer(server.url, 'GET', '/health', { 'x-forwarded-proto': 'https' });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});
