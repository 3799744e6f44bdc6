// The installable app against the production build: the service worker registers and precaches the app
// shell and both games, the manifest names the icons; with the network off (context.setOffline) the home
// page says so, and a hotseat Carcassonne game of bots starts, survives a reload and plays to the end, and
// so does a Machiavelli game of bots; with the network back the offline line goes by itself.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, saveConsoleOnFailure } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('the installable app, offline', () => {
  it('installs its cache, then plays hotseat games with bots with the network off', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1200, height: 900 } });
    const base = inject('baseUrl');
    const recorded = await openPage(context, `${base}/`);
    saveConsoleOnFailure('offline', [recorded]);
    const { page } = recorded;
    // The worker is active once its install (the whole precache) is done.
    const cached = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const names = await caches.keys();
      const precache = await caches.open(names.find((name) => name.includes('precache')) ?? 'none');
      return {
        active: registration.active?.scriptURL,
        urls: (await precache.keys()).map((request) => new URL(request.url).pathname),
      };
    });
    expect(cached.active).toBe(`${base}/service-worker.js`);
    expect(cached.urls).toContain('/index.html');
    expect(cached.urls.filter((url) => /\/assets\/HotseatPage-.*\.js$/.test(url))).toHaveLength(1);
    // Both games' client modules (their own chunks) are in: every module chunk of the build.
    expect(cached.urls.filter((url) => /\/assets\/module-.*\.js$/.test(url)).length).toBeGreaterThanOrEqual(2);
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href');
      return href ? ((await (await fetch(href)).json()) as { display: string; icons: { sizes: string }[] }) : undefined;
    });
    expect(manifest?.display).toBe('standalone');
    expect(manifest?.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);

    await context.setOffline(true);
    await page.reload();
    await page.getByText('You are offline.', { exact: false }).waitFor();

    await page.goto(`${base}/hotseat/carcassonne`);
    for (const seat of [0, 1]) await page.locator(`select[name="seat-${seat}"]`).selectOption('random');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.carc [data-tile]').length >= 5);
    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll('.carc [data-tile]').length >= 5);
    await page.locator('.carc[data-step="over"], .carc [data-step="over"]').first().waitFor({ timeout: 100_000 });

    await page.goto(`${base}/hotseat/citadels`);
    for (const seat of [0, 1]) await page.locator(`select[name="seat-${seat}"]`).selectOption('random');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.cit-board').first().waitFor();
    await page.locator('.cit-board[data-phase="over"]').first().waitFor({ timeout: 100_000 });

    await context.setOffline(false);
    await page.getByText('You are offline.', { exact: false }).waitFor({ state: 'detached' });
    await context.close();
  }, 240_000);
});
