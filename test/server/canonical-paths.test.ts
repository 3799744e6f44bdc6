/**
 * One canonical path per route (issue 50 item 3, issue 55; docs/security.md#canonical-paths): every route
 * the server mounts is walked with other spellings of its path (case, a trailing slash, a doubled slash,
 * percent-encoding). Each is refused (404, or 405 where the spelling is another route's path with another
 * method) before any guard or handler runs, so none makes a match, passes the origin check, the create
 * limit, the open-match cap or a body rule; and every route declares its budget and, for a POST, its Origin
 * check. The routes come from the running server, so a route added later is walked too.
 */
import { request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Game } from 'boardgame.io';
import { highCardGame } from '../fixtures/high-card-game';
import type { Route } from '../../server/http/route';
import { api, createMatch, startTestServer, type TestServer } from './helpers';

const GAME: Game = highCardGame() as Game;
const NAME = String(GAME.name);
const EVIL = { origin: 'https://evil.example' };

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A raw request: the path goes on the wire exactly as written (no URL normalisation). */
function send(url: string, method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = method === 'POST' ? '{}' : undefined;
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        hostname,
        port,
        path,
        method,
        agent: false,
        headers: payload ? { 'content-type': 'application/json', 'content-length': '2', ...headers } : headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: Record<string, unknown>;
          try {
            body = JSON.parse(text) as Record<string, unknown>;
          } catch {
            body = { text };
          }
          resolve({ status: response.statusCode ?? 0, body });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The route's path with its parameters filled in. */
function filled(route: Route, matchID: string): string {
  const values: Record<string, string> = {
    name: NAME,
    game: NAME,
    id: route.path.startsWith('/account/') ? randomUUID() : matchID,
    matchID,
    accountID: randomUUID(),
  };
  return route.path.replace(/:(\w+)/g, (_, param: string) => values[param] ?? 'x');
}

const encodeChar = (char: string) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`;

/** Other spellings of the route's path: each changes a literal part of it, or the slashes. */
function variants(route: Route, path: string): string[] {
  const parts = path.split('/');
  const literals = route.path
    .split('/')
    .map((part, i) => (part !== '' && !part.startsWith(':') ? i : -1))
    .filter((i) => i > 0);
  const last = literals[literals.length - 1] as number;
  const at = (index: number, change: (part: string) => string) =>
    parts.map((part, i) => (i === index ? change(part) : part)).join('/');
  return [
    path.toUpperCase(),
    at(1, (part) => part[0]!.toUpperCase() + part.slice(1)),
    at(last, (part) => part.toUpperCase()),
    `${path}/`,
    `/${path}`,
    parts.slice(0, -1).join('/') + '//' + parts[parts.length - 1],
    at(1, (part) => encodeChar(part[0]!) + part.slice(1)),
    at(last, (part) => part.slice(0, -1) + encodeChar(part[part.length - 1]!)),
  ];
}

const isRouteRefusal = (answer: Answer) =>
  (answer.status === 404 || answer.status === 405) &&
  typeof answer.body.error === 'string' &&
  /^(no such (\w+ )?route|use (GET|POST)( or (GET|POST))* for this (\w+ )?route)$/.test(answer.body.error);

describe('one canonical path per route', () => {
  let server: TestServer;
  afterEach(async () => server?.stop());

  it('declares a budget on every route and an Origin check on every POST', async () => {
    server = await startTestServer([GAME]);
    expect(server.routes.length).toBeGreaterThan(20);
    const missing = server.routes.flatMap((route) => {
      const kinds = route.guards.map((guard) => guard.kind);
      return [
        ...(kinds.includes('budget') ? [] : [`${route.method} ${route.path}: no budget`]),
        ...(route.method === 'POST' && !kinds.includes('origin') ? [`${route.method} ${route.path}: no origin`] : []),
      ];
    });
    expect(missing).toEqual([]);
    const declared = server.routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('refuses every other spelling of every route before any guard, with or without a foreign Origin', async () => {
    server = await startTestServer([GAME]);
    const matchID = await createMatch(server.url, GAME, 2);
    const wrong: string[] = [];
    for (const route of server.routes) {
      const path = filled(route, matchID);
      const canonical = await send(server.url, route.method, path);
      if (isRouteRefusal(canonical)) wrong.push(`${route.method} ${path} is not routed: ${canonical.status}`);
      const open = await server.db.countOpen();
      for (const variant of variants(route, path)) {
        for (const headers of [{}, EVIL]) {
          const answer = await send(server.url, route.method, variant, headers);
          if (!isRouteRefusal(answer))
            wrong.push(`${route.method} ${variant}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 100)}`);
        }
      }
      if ((await server.db.countOpen()) !== open) wrong.push(`a spelling of ${route.method} ${path} made a match`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives no spelling of the creating routes a way past the create limit, the open-match cap or the Origin', async () => {
    server = await startTestServer([GAME], { limits: { maxOpenMatches: 1, createsPerMinute: 3 } });
    expect((await api(server.url, `/games/${NAME}/create`, { numPlayers: 2 })).status).toBe(200);
    const creating = server.routes.filter((r) => r.method === 'POST' && /\/(create|new-table)$/.test(r.path));
    expect(creating.length).toBe(2);
    const body = { numPlayers: 2, unlisted: false, playerName: 'Ann' };
    for (const route of creating) {
      const path = filled(route, 'none');
      for (const variant of variants(route, path)) {
        for (const headers of [{}, EVIL]) {
          const answer = await api(server.url, variant, body, headers);
          expect(answer.status, `${variant} ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(400);
          expect(answer.status, variant).not.toBe(500);
        }
      }
      // The canonical path meets the cap (then the limit) as it should.
      expect((await api(server.url, path, body)).status).toBe(503);
      expect((await api(server.url, path, body, EVIL)).status).toBe(403);
    }
    expect(await server.db.countOpen()).toBe(1);
    const listed = await api(server.url, `/games/${NAME}`);
    expect(listed.body.matches).toEqual([]);
  });

  it('refuses POST /GAMES/<game>/create: no match, nothing listed, no 500 (issue 50 item 3)', async () => {
    server = await startTestServer([GAME]);
    const answer = await api(server.url, `/GAMES/${NAME}/create`, { numPlayers: 2, unlisted: false });
    expect(answer).toMatchObject({ status: 404, body: { error: 'no such lobby route' } });
    const join = await api(server.url, `/games/${NAME}/x/JOIN`, { playerName: 'Ann' });
    expect(join.status).toBe(404);
    expect(await server.db.countOpen()).toBe(0);
    expect((await api(server.url, `/games/${NAME}`)).body.matches).toEqual([]);
  });

  it('names a parameter whose percent-encoding is malformed (400), and serves the client pages as before', async () => {
    server = await startTestServer([GAME]);
    const answer = await api(server.url, `/games/${NAME}/%E0/record`);
    expect(answer).toMatchObject({ status: 400, body: { error: 'the id in the address is not valid' } });
    // `/account` alone is the account page of the client, not an account route.
    expect((await send(server.url, 'GET', '/account')).status).toBe(503);
    expect((await send(server.url, 'GET', '/leaderboard/x')).status).toBe(503);
  });
});
