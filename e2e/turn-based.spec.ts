// A turn-based match in the browser moves on after its deadline: Ann plays Carcassonne at a 24-hour table
// against a bot, on a server this spec starts itself over a SQLite file. Her clock shows the hours left;
// she closes the page, the server stops and starts again on the same file a day later (its Date moved on,
// fake time with real timers; its heartbeat says it was up all day, since a real outage would extend her
// deadline: docs/security.md#downtime): the table's bot makes her move, the bot seat plays, and when she
// comes back it is her turn again with a new day on her clock (docs/turn-based.md#tables).
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { GAMES } from '../games';
import { startServer, type RunningServer } from '../server/app';
import { randomDecision } from '../server/bots/bot-decide';
import { SqliteStorage } from '../server/storage';
import { launchBrowser, openPage, saveConsoleOnFailure } from './browser';

let browser: Browser;
let server: RunningServer | undefined;
const dir = mkdtempSync(join(tmpdir(), 'e2e-turn-based-'));
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(() => vi.useRealTimers());
afterAll(async () => {
  await server?.stop();
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

const start = (port: number) =>
  startServer({
    games: GAMES,
    port,
    host: '127.0.0.1',
    clientDir: inject('clientDir'),
    db: new SqliteStorage(join(dir, 'matches.sqlite')),
    decideBot: randomDecision,
  });

async function post(url: string, body: object) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

describe('a turn-based table', () => {
  it('moves on after the deadline: a bot plays the move and the player plays on', async () => {
    server = await start(0);
    const { port } = server;
    const base = `http://127.0.0.1:${port}`;
    const { matchID } = (await post(`${base}/games/carcassonne/create`, { numPlayers: 2 })) as { matchID: string };
    const api = `${base}/games/carcassonne/${matchID}`;
    const { playerCredentials } = (await post(`${api}/join`, { playerID: '0', playerName: 'Ann' })) as {
      playerCredentials: string;
    };
    const ann = { playerID: '0', credentials: playerCredentials };
    await post(`${api}/table`, { ...ann, clock: { mode: 'move', moveSeconds: 86400 }, takeoverLevel: 'random' });
    await post(`${api}/bots`, { ...ann, seat: '1', level: 'random' });

    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1200, height: 900 } });
    await context.addInitScript(([key, seat]) => localStorage.setItem(key, seat), [
      `seat:carcassonne:${matchID}`,
      JSON.stringify({ ...ann, playerName: 'Ann' }),
    ] as const);
    const recorded = await openPage(context, `${base}/match/carcassonne/${matchID}`);
    saveConsoleOnFailure('turn-based', [recorded]);
    const { page } = recorded;
    const clock = page.locator('.table-turn-clock').first();
    await expect.poll(() => clock.textContent(), { timeout: 30_000 }).toMatch(/^ (23h 59m|24h 00m) left$/);
    const tiles = await page.locator('.carc [data-tile]').count();

    // Ann closes the page. A day and a minute later, the server starts again on the same file and port.
    await page.close();
    await server.stop();
    server = undefined;
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + 86400_000 + 60_000);
    // The server was up all day (a process beat just now), so the start counts no outage.
    const file = new Database(join(dir, 'matches.sqlite'));
    file.prepare('UPDATE clock_heartbeat SET beat_at = ?').run(Date.now());
    file.close();
    server = await start(port);
    // The table's bot makes Ann's move, the bot seat plays, and it is Ann's turn again, her seat her own.
    await expect
      .poll(
        async () => {
          const match = (await (await fetch(api)).json()) as {
            players: { data?: unknown }[];
            table?: { toPlay?: string[] };
          };
          return match.table?.toPlay?.join() === '0' && match.players[0]?.data === undefined;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    const back = (await openPage(context, `${base}/match/carcassonne/${matchID}`)).page;
    await back.getByText('Your turn', { exact: true }).first().waitFor();
    await expect.poll(() => back.locator('.carc [data-tile]').count()).toBeGreaterThanOrEqual(tiles + 2);
    // A new day on her clock (the server's time is a day ahead of the browser's: two days show).
    await expect
      .poll(() => back.locator('.table-turn-clock').first().textContent())
      .toMatch(/^ [12]d [0-9]+h [0-9]{2}m left$/);
    await context.close();
  }, 180_000);
});
