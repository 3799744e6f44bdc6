// Hotseat games survive a reload: the board comes back as it was (and bots carry on), the home page
// offers "Continue", and "New game" asks before it throws the game away.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, saveConsoleOnFailure } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('hotseat resume', () => {
  it('Machiavelli: a reload keeps your hand, the home page offers Continue, and New game asks first', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 1000 } });
    const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/citadels`);
    saveConsoleOnFailure('hotseat-resume-citadels', [recorded]);
    const { page } = recorded;
    await page.getByRole('button', { name: 'Start' }).click();
    const hand = page.locator('.hotseat-seat:not([hidden]) .cit-hand');
    await hand.waitFor();
    const before = await hand.textContent();

    await page.reload();
    await hand.waitFor();
    expect(await hand.textContent()).toBe(before);

    await page.getByRole('link', { name: 'Machiavelli & Carcassonne' }).click();
    const card = page.locator('.home-game[data-game="citadels"]');
    expect(await card.getByRole('link', { name: 'Play at one screen' }).count()).toBe(0);
    await card.getByRole('link', { name: 'Continue the game at one screen' }).click();
    await hand.waitFor();
    expect(await hand.textContent()).toBe(before);

    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('button', { name: 'Keep playing' }).click();
    expect(await hand.textContent()).toBe(before);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('New game');
    await page.getByRole('button', { name: 'New game' }).click();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Yes, new game');
    await page.getByRole('button', { name: 'Yes, new game' }).click();
    await page.getByRole('button', { name: 'Start' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('players');
    await page.reload();
    await page.getByRole('button', { name: 'Start' }).waitFor();
    await page.getByRole('link', { name: 'Machiavelli & Carcassonne' }).click();
    await page.locator('.home-game[data-game="citadels"]').getByRole('link', { name: 'Play at one screen' }).waitFor();
    await context.close();
  }, 60_000);

  it('Carcassonne with bots only: after a reload the tiles are still there and the bots play on', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 1000 } });
    const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/carcassonne`);
    saveConsoleOnFailure('hotseat-resume-carcassonne', [recorded]);
    const { page } = recorded;
    for (const seat of [0, 1]) await page.locator(`select[name="seat-${seat}"]`).selectOption('random');
    await page.getByRole('button', { name: 'Start' }).click();
    const tiles = page.locator('.carc [data-tile]');
    await page.waitForFunction(() => document.querySelectorAll('.carc [data-tile]').length >= 5);
    await page.reload();
    await tiles.first().waitFor();
    const restored = await tiles.count();
    // Two bots of one level still get names of their own.
    const names = await page.locator('.carc-players').textContent();
    expect(names).toContain('Bot 1 (random)');
    expect(names).toContain('Bot 2 (random)');
    expect(restored).toBeGreaterThanOrEqual(5);
    await page.waitForFunction((n) => document.querySelectorAll('.carc [data-tile]').length > n, restored);
    await context.close();
  }, 60_000);
});
