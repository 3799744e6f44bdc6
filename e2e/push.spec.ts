// Turn notifications and the update prompt in Chromium against the production build. A push delivered to
// the service worker (DevTools' ServiceWorker.deliverPushMessage, with the payload the server makes:
// server/push/push-sender.ts) shows a notification with its title and body, in English and in Dutch, and
// the match's page to open. A new version of the service worker (a server of the spec's own, on a copy of
// the build whose worker script then changes) waits, and the page says "A new version of the site is
// ready" without reloading the game under way; *Reload now* then switches to it.
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import type { Server } from 'boardgame.io';
import { noticePayload } from '../server/push/push-sender';
import { spawnServer, type SpawnedServer } from '../test/support/spawn-server';
import { launchBrowser, openPage, saveConsoleOnFailure } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const metadata = {
  players: { 0: { id: 0, name: 'Ann' }, 1: { id: 1, name: 'Bob' }, 2: { id: 2 } },
} as never as Server.MatchData;

/** The page's service worker registration id, as DevTools names it. */
async function registrationID(cdp: CDPSession, base: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === `${base}/` && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

const shown = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as unknown,
    })),
  );

/**
 * Delivers a push to the worker until the notification of `tag` is shown (up to 30 s), and answers it.
 * DevTools' deliverPushMessage can be lost while Chromium is starting the idle worker (seen once in
 * CI), where a push service would deliver again; a notification replaces the one with its tag,
 * so delivering twice shows one.
 */
async function deliverUntilShown(
  cdp: CDPSession,
  page: Page,
  base: string,
  registration: string,
  data: object,
  tag: string,
) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: base,
      registrationId: registration,
      data: JSON.stringify(data),
    });
    const waitUntil = Math.min(deadline, Date.now() + 5_000);
    while (Date.now() < waitUntil) {
      const found = (await shown(page)).find((n) => n.tag === tag);
      if (found) return found;
      await page.waitForTimeout(200);
    }
    if (Date.now() >= deadline) return undefined;
  }
}

async function readyContext(base: string): Promise<{ context: BrowserContext; page: Page; base: string }> {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1200, height: 900 } });
  await context.grantPermissions(['notifications'], { origin: base });
  const recorded = await openPage(context, `${base}/`);
  saveConsoleOnFailure('push', [recorded]);
  await recorded.page.evaluate(async () => void (await navigator.serviceWorker.ready));
  return { context, page: recorded.page, base };
}

describe('turn notifications and new versions in the browser', () => {
  it('shows a pushed turn as a notification in the subscriber’s language, naming the match to open', async () => {
    const { context, page, base } = await readyContext(inject('baseUrl'));
    const cdp = await context.newCDPSession(page);
    const registration = await registrationID(cdp, base);
    for (const [language, matchID] of [
      ['en', 'pushen1'],
      ['nl', 'pushnl1'],
    ] as const) {
      const device = { endpoint: 'https://push.example/x', keys: { p256dh: '', auth: '' }, language };
      const payload = noticePayload('turn', device, 'carcassonne', matchID, metadata, '2');
      expect(await deliverUntilShown(cdp, page, base, registration, payload, `match:${matchID}`)).toEqual({
        title: language === 'en' ? 'Your turn' : 'Je bent aan de beurt',
        body:
          language === 'en'
            ? 'Your turn in Carcassonne with Ann and Bob'
            : 'Je bent aan de beurt in Carcassonne met Ann en Bob',
        tag: `match:${matchID}`,
        data: { url: `/match/carcassonne/${matchID}` },
      });
    }
    // A payload that names no page of this site is not shown.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: base,
      registrationId: registration,
      data: JSON.stringify({ title: 'Elsewhere', body: '', url: '//evil.example/', tag: 'evil' }),
    });
    // A later, valid push is shown: by then the one before it was handled (each push is one event, in order).
    const last = noticePayload(
      'reminder',
      { endpoint: '', keys: { p256dh: '', auth: '' }, language: 'en' },
      'citadels',
      'later1',
      metadata,
      '2',
    );
    expect(await deliverUntilShown(cdp, page, base, registration, last, 'match:later1')).toBeDefined();
    expect((await shown(page)).map((n) => n.tag)).not.toContain('evil');
    await context.close();
  }, 120_000);

  it('announces a new version without reloading a game under way, and switches on Reload now', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'e2e-update-client-'));
    const dataDir = mkdtempSync(join(tmpdir(), 'e2e-update-data-'));
    cpSync(inject('clientDir'), clientDir, { recursive: true });
    let server: SpawnedServer | undefined;
    try {
      server = await spawnServer({ CLIENT_DIR: clientDir, DATA_DIR: dataDir, DATABASE_URL: '' });
      await updateWhilePlaying(server.url, clientDir);
    } finally {
      await server?.stop();
      rmSync(clientDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

async function updateWhilePlaying(url: string, clientDir: string) {
  const { context, page, base } = await readyContext(url);
  // A hotseat game between two people has started; the page's own state marks that it is not reloaded.
  await page.goto(`${base}/hotseat/carcassonne`);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.locator('.carc [data-tile]').first().waitFor();
  await page.evaluate(() => void ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  // The next version of the site: its service worker script differs, and the browser installs it beside the running one.
  appendFileSync(join(clientDir, 'service-worker.js'), '\n// the next version\n');
  await page.evaluate(async () => void (await (await navigator.serviceWorker.ready).update()));
  await page.getByText('A new version of the site is ready.').waitFor({ timeout: 60_000 });
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  const waiting = await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
  expect(waiting).toBe(true);
  // Reload now: the waiting worker takes over and the page reloads, the game resumes from its save.
  await page.getByRole('button', { name: 'Reload now' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded ?? false), {
      timeout: 60_000,
    })
    .toBe(false);
  await page.locator('.carc [data-tile]').first().waitFor();
  await expect
    .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)), {
      timeout: 30_000,
    })
    .toBe(false);
  await context.close();
}
