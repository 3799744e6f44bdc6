// Carcassonne with Inns & Cathedrals at one screen in a real browser.
// - Desktop: you and five random bots (six players need the expansion, so its box is ticked and greyed
//   out by itself), every tile placed through the board until the bag is empty. On your first turn whose
//   tile offers the large meeple you put it there with its "Large meeple: …" button; later turns place no
//   figure, so they stay quick. The large meeple is drawn on the map in your colour, your player row says it
//   is on the board, the sixth seat is pink, and the final table's totals are the players' scores.
// - Phone (390×844, touch): a 2-player game with the option ticked; the large meeple's button and End turn
//   are reached by scrolling, each tap target at least 44 px tall, and the turn is played with it.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { PHONE, carcassonneTurnEnds, launchBrowser, openPage, saveConsoleOnFailure, snap, tilesOn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Waits until it is seat 0's move with squares to choose, or the game is over; returns the step. */
async function myStep(board: Locator): Promise<string> {
  await board.page().waitForFunction(() => {
    const el = document.querySelector('.hotseat-seat:not([hidden]) .carc');
    if (el?.getAttribute('data-step') === 'over') return true;
    return el?.getAttribute('data-turn') === '0' && el.querySelector('.carc-spot') !== null;
  });
  return (await board.getAttribute('data-step')) ?? '';
}

const largeButton = (board: Locator) => board.getByRole('button', { name: /^Large meeple: / }).first();
const onMap = (board: Locator) =>
  board.locator('.carc-meeple[data-figure="large"][data-seat="0"]:not(.carc-meeple-icon *)');

describe('Carcassonne with Inns & Cathedrals', () => {
  it('plays a six-player game to the end, the large meeple placed from its button', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 950 } });
    const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/carcassonne`);
    saveConsoleOnFailure('carcassonne-inns-cathedrals', [recorded]);
    const { page } = recorded;
    await page.locator('select[name="players"]').selectOption('6');
    const option = page.getByRole('checkbox', { name: /^Inns & Cathedrals/ });
    expect([await option.isChecked(), await option.isDisabled()]).toEqual([true, true]);
    for (const seat of [1, 2, 3, 4, 5]) await page.locator(`select[name="seat-${seat}"]`).selectOption('random');
    await page.getByRole('button', { name: 'Start' }).click();
    const board = page.locator('.hotseat-seat:not([hidden]) .carc');
    await board.waitFor();
    expect(
      await board
        .locator('.carc-players li[data-seat="5"] .carc-swatch')
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgb(224, 82, 156)');
    const myLarge = board.locator('.carc-players li[data-seat="0"] [data-figure="large"][data-where]');
    expect(await myLarge.getAttribute('data-where')).toBe('supply');

    let turns = 0;
    let placed = false;
    for (;;) {
      if ((await myStep(board)) === 'over') break;
      turns++;
      const tilesBefore = await tilesOn(board);
      await board.locator('.carc-spot').first().dispatchEvent('click');
      if (!placed && (await myLarge.getAttribute('data-where')) === 'supply') {
        const button = largeButton(board);
        await button.click();
        expect(await button.getAttribute('aria-pressed')).toBe('true');
        placed = true;
      }
      await board.getByRole('button', { name: 'End turn' }).click();
      await carcassonneTurnEnds(board, 0, tilesBefore);
      if (placed && turns === 1) {
        // Placed on the first turn (every tile offers a spot beside the start tile's road or city, so the
        // large meeple is offered at once), it stands on the map unless that tile completed its feature.
        await board
          .locator('.carc-turn-log li[data-seat="0"] .carc-turn-text', { hasText: 'the large meeple as' })
          .waitFor();
        if ((await myLarge.getAttribute('data-where')) === 'board') await onMap(board).first().waitFor();
        await snap(page, 'carcassonne-inns-cathedrals');
      }
    }
    expect(placed).toBe(true);
    expect(turns).toBeGreaterThanOrEqual(13); // 72 + 18 tiles less the start tile, over six players
    await board.locator('.carc-final').waitFor();
    for (const seat of [0, 1, 2, 3, 4, 5]) {
      const total = await board.locator(`.carc-final tr[data-seat="${seat}"] [data-col="total"]`).textContent();
      expect(await board.locator(`.carc-players li[data-seat="${seat}"] .carc-points`).textContent()).toBe(total);
    }
    expect(
      recorded.consoleLines.filter((line) => line.startsWith('[error]') || line.startsWith('[pageerror]')),
    ).toEqual([]);
    await context.close();
  }, 600_000);

  it('on a phone, reaches the large meeple and End turn by scrolling, with full-size tap targets', async () => {
    const context = await browser.newContext({ locale: 'en-GB', ...PHONE });
    const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/carcassonne`);
    saveConsoleOnFailure('carcassonne-inns-cathedrals-phone', [recorded]);
    const { page } = recorded;
    await page.locator('select[name="seat-1"]').selectOption('random');
    await page.getByRole('checkbox', { name: /^Inns & Cathedrals/ }).check();
    await page.getByRole('button', { name: 'Start' }).click();
    const board = page.locator('.hotseat-seat:not([hidden]) .carc');
    await board.waitFor();
    await myStep(board);
    await board.locator('.carc-spot').first().dispatchEvent('click');
    for (const control of [largeButton(board), board.getByRole('button', { name: 'End turn' })]) {
      await control.scrollIntoViewIfNeeded();
      const box = (await control.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      await control.tap();
    }
    // The turn is played with the large meeple (a tile that completed its feature sends it home at once).
    await board
      .locator('.carc-turn-log li[data-seat="0"] .carc-turn-text', { hasText: 'the large meeple as' })
      .waitFor();
    await snap(page, 'carcassonne-inns-cathedrals-phone', { fullPage: false });
    await context.close();
  }, 300_000);
});
