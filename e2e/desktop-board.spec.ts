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
    await page.locator('select[name="seat-1"]').selectOption('medium');
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

    // Every frame from here records where the map is and whose turn the board shows, through the bot's
    // turn and back to the human's.
    await page.evaluate(() => {
      const frames: string[] = [];
      (window as unknown as { mapFrames: string[] }).mapFrames = frames;
      const record = () => {
        const board = document.querySelector('.hotseat-seat:not([hidden]) .carc');
        const box = board?.querySelector('.carc-viewport')?.getBoundingClientRect();
        if (box) frames.push(`${board!.getAttribute('data-turn')} ${box.x},${box.y} ${box.width}x${box.height}`);
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    const before = await tilesOn(board);
    await board.locator('.carc-spot').first().dispatchEvent('click');
    await board.getByRole('button', { name: 'End turn' }).click();
    // The medium bot thinks for a while: its turn is on the screen long enough to be seen.
    await board.locator('xpath=self::*[@data-turn="1"]').waitFor();
    expect(await page.getByRole('button', { name: 'Hint' }).count()).toBe(0);
    await board.locator('xpath=self::*[@data-turn="0"][@data-step="place"]').waitFor({ timeout: 60_000 });
    expect(await tilesOn(board)).toBeGreaterThanOrEqual(before + 2);
    await page.getByRole('button', { name: 'Hint' }).waitFor();
    const frames = await page.evaluate(() => (window as unknown as { mapFrames: string[] }).mapFrames);
    expect(frames.some((frame) => frame.startsWith('1 '))).toBe(true);
    // One box in every frame, on both turns: the map never moved nor changed size.
    expect(new Set(frames.map((frame) => frame.slice(2))).size, frames.join('\n')).toBe(1);
    const after = (await map.boundingBox())!;
    expect(after.y).toBeCloseTo(onHumanTurn.y, 0);
    expect(after.height).toBeCloseTo(onHumanTurn.height, 0);
    await context.close();
  }, 120_000);
});
