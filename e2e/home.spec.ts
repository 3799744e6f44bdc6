// The home page in a real browser, in English and in Dutch, with the language remembered on reload;
// and how much JavaScript it loads (gzip): at most 120 kB, since every other page and game loads on demand.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { GAMES } from '../games/index';
import { launchBrowser, openPage, saveConsoleOnFailure, snap } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('home page', () => {
  it('shows every game in English and switches to Dutch with the language menu', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const recorded = await openPage(context, inject('baseUrl'));
    saveConsoleOnFailure('home', [recorded]);
    const { page } = recorded;
    await page.getByText('Play with friends online').waitFor();
    expect(await page.locator('.home-game').count()).toBe(GAMES.length);
    await snap(page, 'home-en');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('nl');
    await page.getByText('Speel online met vrienden').waitFor();
    await snap(page, 'home-nl');
    await page.reload();
    await page.getByText('Speel online met vrienden').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('nl');
    await context.close();
  });

  it.each([
    [
      'nl-NL',
      'Speel online met vrienden',
      'Bordspellen',
      'Speel Machiavelli en Carcassonne online, aan één scherm of tegen bots.',
    ],
    [
      'de-CH',
      'Spiele online mit Freunden',
      'Brettspiele',
      'Spiele Machiavelli und Carcassonne online, an einem Bildschirm oder gegen Bots.',
    ],
    [
      'fr-BE',
      'Jouez en ligne avec vos amis',
      'Jeux de société',
      'Jouez à Machiavelli et Carcassonne en ligne, sur un seul écran ou contre des bots.',
    ],
  ])(
    'starts in the browser’s language (%s), its install manifest linked',
    async (locale, tagline, shortName, description) => {
      const context = await browser.newContext({ locale });
      const recorded = await openPage(context, inject('baseUrl'));
      saveConsoleOnFailure(`home-browser-${locale}`, [recorded]);
      await recorded.page.getByText(tagline).waitFor();
      const manifest = await recorded.page.evaluate(async () => {
        const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href');
        return href ? ((await (await fetch(href)).json()) as { short_name: string; description: string }) : undefined;
      });
      expect([manifest?.short_name, manifest?.description]).toEqual([shortName, description]);
      await context.close();
    },
  );

  it("says 'your turn' for a match where it is this browser's turn before anyone moved", async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const recorded = await openPage(context, `${inject('baseUrl')}/lobby/carcassonne`);
    saveConsoleOnFailure('home-my-matches', [recorded]);
    const { page } = recorded;
    await page.locator('input[name="playerName"]').fill('Ann');
    await page.locator('select[name="seat-1"]').selectOption('easy');
    await page.getByRole('button', { name: 'Create and join' }).click();
    await page.waitForURL(/\/match\//);
    const matchID = page.url().split('/').pop() as string;
    await page.locator('.match-panel').getByText('(you)').waitFor();
    await page.goto(inject('baseUrl'));
    const row = page.locator(`.table-my-matches li[data-match="${matchID}"]`);
    await row.getByText('your turn').waitFor();
    expect(await row.getAttribute('data-my-turn')).toBe('yes');
    await context.close();
  });

  it('loads at most 120 kB of JavaScript (gzip), and no game code nor a game’s words beyond its description', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    const scripts: { url: string; gzip: number; text: string }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body();
      scripts.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length, text: body.toString() });
    });
    await page.goto(inject('baseUrl'));
    await page.getByText('Play with friends online').waitFor();
    await page.waitForLoadState('networkidle');
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    console.log(`home page JavaScript: ${scripts.length} files, ${(total / 1000).toFixed(1)} kB gzip`);
    expect(total).toBeLessThanOrEqual(120_000);
    expect(
      scripts.map((script) => script.url).filter((url) => /citadels|carcassonne|Hotseat|Match|Lobby|debug/.test(url)),
    ).toEqual([]);
    // The games' words come with their chunks (client/<game>/words.ts): a key of each board is nowhere here.
    expect(scripts.filter((script) => /citadels\.privacy\.pass|carcassonne\.rotateKey/.test(script.text))).toEqual([]);
    await context.close();
  });
});
