// Phone screenshots for the README (390x844, a phone's viewport): a Carcassonne game some turns in and
// a Machiavelli turn, each at one screen against random bots; written to test-results/e2e/ (and to
// docs/screenshots/ by `npm run screenshots`, e2e/screenshots.ts).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { carcassonneTurnEnds, launchBrowser, openPage, saveConsoleOnFailure, snap, tilesOn } from './browser';

const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'en-GB',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name, { fullPage: false });
}

/** Clicks the first enabled button with one of these names, if there is one. */
async function clickButton(board: Locator, names: RegExp): Promise<boolean> {
  const button = board.getByRole('button', { name: names }).and(board.locator(':not([disabled])'));
  if ((await button.count()) === 0) return false;
  await button
    .first()
    .click({ timeout: 2000 })
    .catch(() => undefined);
  return true;
}

async function phone(path: string, name: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(PHONE);
  const recorded = await openPage(context, `${inject('baseUrl')}${path}`);
  saveConsoleOnFailure(name, [recorded]);
  return { context, page: recorded.page };
}

describe('phone screenshots', () => {
  it('Carcassonne, some turns in', async () => {
    const { context, page } = await phone('/hotseat/carcassonne', 'phone-carcassonne');
    await page.locator('select[name="seat-1"]').selectOption('random');
    await page.getByRole('button', { name: 'Start' }).click();
    const board = page.locator('.hotseat-seat:not([hidden]) .carc');
    const myTurn = 'xpath=self::*[@data-turn="0"][@data-step="place"][not(@data-pending)]';
    for (let turn = 0; turn < 6; turn++) {
      await board.locator(myTurn).waitFor({ timeout: 20_000 });
      const tilesBefore = await tilesOn(board);
      await board.locator('.carc-spot').first().dispatchEvent('click');
      await clickButton(board, /^End turn$/);
      // The bot's turn is two moves 100 ms apart and can pass unseen: wait for its tile too.
      await carcassonneTurnEnds(board, 0, tilesBefore);
    }
    await board.locator(myTurn).waitFor({ timeout: 20_000 });
    expect(await board.locator('[data-tile]').count()).toBeGreaterThan(10);
    await shoot(page, 'carcassonne-phone');
    await context.close();
  }, 120_000);

  it('Machiavelli, your turn in the calling phase', async () => {
    const { context, page } = await phone('/hotseat/citadels', 'phone-citadels');
    await page.locator('select[name="players"]').selectOption('4');
    for (const seat of [1, 2, 3]) await page.locator(`select[name="seat-${seat}"]`).selectOption('random');
    await page.getByRole('button', { name: 'Start' }).click();
    const board = page.locator('.hotseat-seat:not([hidden]) .cit-board');
    const deadline = Date.now() + 60_000;
    // Choose characters until it is this seat's turn with gathering to do.
    while ((await board.locator('button[data-action="takeGold"]').count()) === 0) {
      expect(Date.now()).toBeLessThan(deadline);
      const choose = board.locator('.cit-choose .cit-card-actions button');
      if ((await choose.count()) > 0)
        await choose
          .first()
          .click({ timeout: 2000 })
          .catch(() => undefined);
      else if (!(await clickButton(board, /^End turn$/))) await page.waitForTimeout(100);
    }
    await shoot(page, 'citadels-phone');
    await context.close();
  }, 120_000);
});
