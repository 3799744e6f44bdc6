// The Content-Security-Policy (server/guards/security-headers.ts) against the production build in Chromium:
// every page the app has, of both games, loads and plays with no CSP violation: the home page, a hotseat
// game of each with a bot (the bots' workers), an online match through the lobby (the game socket), how to
// play (Markdown as HTML), the account page, and the developer switch ?debug (boardgame.io's debug panel).
// A violation shows as a `securitypolicyviolation` event (recorded from before the page's own scripts) or
// as a console error from Chromium ("Refused to …", "Content Security Policy").
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  launchBrowser,
  openPage,
  playCarcassonneTurn,
  saveConsoleOnFailure,
  tilesOn,
  type RecordedPage,
} from './browser';
import { unpooled } from './api';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A context whose pages record every CSP violation in `window.cspViolations`. */
async function watchedContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 1000 } });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  return context;
}

/** The violations a page recorded, and the console lines that report one. */
async function violations(recorded: RecordedPage): Promise<string[]> {
  const events = await recorded.page.evaluate(
    () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? ['the recorder is missing'],
  );
  const lines = recorded.consoleLines.filter((line) => /Content Security Policy|Refused to/i.test(line));
  return [...events, ...lines];
}

async function expectPolicy(page: Page, url: string) {
  const response = await unpooled(page.request).get(url);
  expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
}

describe('Content-Security-Policy in the browser', () => {
  it('blocks nothing on the home page, the lobby, how to play and the account page', async () => {
    const context = await watchedContext();
    const base = inject('baseUrl');
    const recorded = await openPage(context, `${base}/`);
    saveConsoleOnFailure('csp-pages', [recorded]);
    const { page } = recorded;
    await expectPolicy(page, `${base}/`);
    await page.getByText('Play with friends online').waitFor();
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.getByRole('link', { name: 'How to play Machiavelli' }).click();
    await page.getByRole('heading', { level: 1, name: 'How to play Machiavelli' }).waitFor();
    await page.goto(`${base}/lobby/citadels`);
    await page.locator('input[name="playerName"]').waitFor();
    await page.goto(`${base}/account`);
    await page.locator('main').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await violations(recorded)).toEqual([]);
    await context.close();
  }, 90_000);

  it('blocks nothing in a hotseat game of each game against bots', async () => {
    const context = await watchedContext();
    const base = inject('baseUrl');
    const recorded = await openPage(context, `${base}/hotseat/carcassonne`);
    saveConsoleOnFailure('csp-hotseat', [recorded]);
    const { page } = recorded;
    await page.locator('select[name="seat-1"]').selectOption('easy');
    await page.getByRole('button', { name: 'Start' }).click();
    const board = page.locator('.hotseat-seat:not([hidden]) .carc');
    await playCarcassonneTurn(board, 0);
    // The easy bot searches in a worker: its tile comes.
    await expect.poll(() => tilesOn(board)).toBeGreaterThanOrEqual(3);
    expect(await violations(recorded)).toEqual([]);

    await page.goto(`${base}/hotseat/citadels`);
    await page.locator('select[name="players"]').selectOption('4');
    for (const seat of [1, 2, 3]) await page.locator(`select[name="seat-${seat}"]`).selectOption('easy');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.cit-board').first().waitFor();
    await page.waitForTimeout(1_000);
    expect(await violations(recorded)).toEqual([]);
    await context.close();
  }, 120_000);

  it('blocks nothing in an online match (the game socket) nor with the debug panel of ?debug', async () => {
    const context = await watchedContext();
    const base = inject('baseUrl');
    const recorded = await openPage(context, `${base}/lobby/carcassonne`);
    saveConsoleOnFailure('csp-online', [recorded]);
    const { page } = recorded;
    await page.locator('input[name="playerName"]').fill('Ann');
    await page.locator('select[name="seat-1"]').selectOption('easy');
    await page.getByRole('button', { name: 'Create and join' }).click();
    await page.waitForURL(/\/match\//);
    await page.locator('.match-panel').getByText('Ann (you)').waitFor();
    const board = page.locator('.match-board .carc');
    await playCarcassonneTurn(board, 0);
    expect(await violations(recorded)).toEqual([]);

    await page.goto(`${base}/hotseat/citadels?debug`);
    await page.locator('select[name="players"]').selectOption('4');
    for (const seat of [1, 2, 3]) await page.locator(`select[name="seat-${seat}"]`).selectOption('random');
    await page.getByRole('button', { name: 'Start' }).click();
    const panel = page.locator('.debug-host .debug-panel');
    const screen = page.getByRole('button', { name: /show my board/ });
    await panel.or(screen).first().waitFor();
    if (await screen.isVisible()) await screen.click();
    await panel.waitFor();
    await page.waitForTimeout(1_000);
    expect(await violations(recorded)).toEqual([]);
    await context.close();
  }, 120_000);
});
