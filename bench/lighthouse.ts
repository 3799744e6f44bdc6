/**
 * `npm run lighthouse`: Lighthouse 12 (mobile profile, its simulated throttling) on Debian's Chromium
 * against the production build served by server.ts on a fresh database: the home page, a hotseat
 * Carcassonne board mid-game (two bots played 20 tiles, then both seats are made people's, so the board
 * waits for a move; the state lives in the browser's storage, which the runs keep), a hotseat Machiavelli
 * board mid-game (four bots built 6 districts, then the seat to act is made a person's, so the board waits
 * for its move and the other bots for it) and an online match seated against a bot. Prints performance, accessibility and best
 * practices per page, and whether Chrome finds the app installable (its installability errors, which
 * Lighthouse 12 no longer audits). `LIGHTHOUSE_PAGES=hotseat,hotseat-citadels` (or `home,online`) audits only those pages.
 * `LIGHTHOUSE_JSON=dir` keeps each page's full report there. Figures: docs/performance.md#lighthouse. Not part of npm test.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { setUpHotseatMidGame } from './hotseat-mid-game';
import { startProductionServer } from './production-server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? 'home,hotseat,hotseat-citadels,online')
  .split(',')
  .map((name) => name.trim());
const KNOWN_PAGES = ['home', 'hotseat', 'hotseat-citadels', 'online'];
const unknown = PAGES.filter((name) => !KNOWN_PAGES.includes(name));
if (unknown.length > 0)
  throw new Error(`LIGHTHOUSE_PAGES: unknown page ${unknown.join(', ')} (known: ${KNOWN_PAGES.join(', ')})`);

async function post(url: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Lighthouse on the page's current URL, keeping its storage (the hotseat game, the held seat). */
async function audit(page: Page, url: string) {
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    },
    undefined,
    page,
  );
  if (process.env.LIGHTHOUSE_JSON && result)
    writeFileSync(
      join(process.env.LIGHTHOUSE_JSON, `${new URL(url).pathname.replace(/\W+/g, '_')}.json`),
      result.report as string,
    );
  const categories = result?.lhr.categories ?? {};
  const audits = result?.lhr.audits ?? {};
  const metric = (id: string) => audits[id]?.displayValue ?? '';
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const cdp = await page.createCDPSession();
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    FCP: metric('first-contentful-paint'),
    LCP: metric('largest-contentful-paint'),
    TBT: metric('total-blocking-time'),
    CLS: metric('cumulative-layout-shift'),
    installable: installabilityErrors.length === 0 ? 'yes' : installabilityErrors.map((e) => e.errorId).join(', '),
  };
}

const server = await startProductionServer('lighthouse');
const browser = await puppeteer.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  const rows: Record<string, unknown>[] = [];

  // The home page, after a first visit (the service worker installed: a returning player's load).
  await page.goto(`${server.url}/`);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  if (PAGES.includes('home')) rows.push({ page: 'home', ...(await audit(page, `${server.url}/`)) });

  // A hotseat Carcassonne board mid-game: two random bots place tiles, then the page is audited.
  if (PAGES.includes('hotseat')) await auditHotseat(page, rows);
  if (PAGES.includes('hotseat-citadels')) await auditCitadelsHotseat(page, rows);
  if (PAGES.includes('online')) await auditOnline(page, rows);

  console.log(`Lighthouse 12.2.3, mobile profile (simulated throttling), ${CHROMIUM}`);
  console.log(
    `load average (1, 5, 15 min): ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );
  console.table(rows);
} finally {
  await browser.close();
  await server.stop();
}

/** A hotseat board mid-game of each game (bench/hotseat-mid-game.ts), reopened for the audit. */
async function auditHotseat(page: Page, rows: Record<string, unknown>[]) {
  await setUpHotseatMidGame(page, server.url, 'carcassonne');
  rows.push({ page: 'hotseat board mid-game', ...(await audit(page, `${server.url}/hotseat/carcassonne`)) });
}

async function auditCitadelsHotseat(page: Page, rows: Record<string, unknown>[]) {
  await setUpHotseatMidGame(page, server.url, 'citadels');
  rows.push({ page: 'Machiavelli hotseat board mid-game', ...(await audit(page, `${server.url}/hotseat/citadels`)) });
}

/** An online match, seated (Ann) against a bot. */
async function auditOnline(page: Page, rows: Record<string, unknown>[]) {
  const { matchID } = (await post(`${server.url}/games/carcassonne/create`, { numPlayers: 2 })) as { matchID: string };
  const api = `${server.url}/games/carcassonne/${matchID}`;
  const joined = (await post(`${api}/join`, { playerID: '0', playerName: 'Ann' })) as { playerCredentials: string };
  await post(`${api}/bots`, { playerID: '0', credentials: joined.playerCredentials, seat: '1', level: 'easy' });
  const seat = { playerID: '0', credentials: joined.playerCredentials, playerName: 'Ann' };
  await page.evaluate(
    (key, value) => localStorage.setItem(key, value),
    `seat:carcassonne:${matchID}`,
    JSON.stringify(seat),
  );
  rows.push({ page: 'online match', ...(await audit(page, `${server.url}/match/carcassonne/${matchID}`)) });
}
