// Carcassonne on a 1366×768 desktop screen (issue 54): the whole map, its zoom buttons and *Fit map* included,
// is on the screen without scrolling, and it stays put between the human's turn (with the Hint row) and the
// bot's (whose Hint row is kept, empty): the map's box is the same on both turns.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, saveConsoleOnFailure, snap, tilesOn } from './browser';

const SCREEN = { width: 1366, height: 768 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('Carcassonne on a desktop screen', () => {
  it('fits the map on a 1366×768 screen and keeps it in place across a human and a bot turn', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: SCREEN });
    const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/carcassonne`);
    saveConsoleOnFailure('desktop-board', [recorded]);
    const { page } = recorded;
    await page.locator('select[name="seat-1"]').selectOption('random');
    await page.getByRole('button', { name: 'Start' }).click();
    const board = page.locator('.hotseat-seat:not([hidden]) .carc');
    await board.locator('.carc-spot').first().waitFor();
    const map = board.locator('.carc-viewport');

    // The human's turn: the Hint button shows above the board.
    await page.getByRole('button', { name: 'Hint' }).waitFor();
    const onHumanTurn = (await map.boundingBox())!;
    expect(onHumanTurn.y + onHumanTurn.height).toBeLessThanOrEqual(SCREEN.height);
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight > innerHeight && window.scrollY),
    ).toBeFalsy();
    for (const name of ['Zoom in', 'Zoom out', 'Fit map']) {
      const button = (await board.getByRole('button', { name }).boundingBox())!;
      expect(button.y + button.height, name).toBeLessThanOrEqual(SCREEN.height);
    }
    await snap(page, 'desktop-board-human-turn', { fullPage: false });

    // The bot's turn: the map has not moved (the tile is placed but the bot has not played yet).
    const before = await tilesOn(board);
    await board.locator('.carc-spot').first().dispatchEvent('click');
    await board.getByRole('button', { name: 'End turn' }).click();
    await board.locator('xpath=self::*[@data-turn="1"]').waitFor();
    const onBotTurn = (await map.boundingBox())!;
    expect(await page.getByRole('button', { name: 'Hint' }).count()).toBe(0);
    expect(onBotTurn).toEqual(onHumanTurn);

    // And back on the human's turn, after the bot played.
    await board.locator('xpath=self::*[@data-turn="0"][@data-step="place"]').waitFor();
    expect(await tilesOn(board)).toBeGreaterThanOrEqual(before + 2);
    expect((await map.boundingBox())!).toEqual(onHumanTurn);
    await context.close();
  });
});
