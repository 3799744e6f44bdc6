// Carcassonne at one screen in a real browser: you against a random bot, every tile and meeple placed
// through the board (click a highlighted square, sometimes rotate with R, sometimes a meeple, End turn)
// until the bag is empty, once in each language (the browser's language picks it); screenshots of the
// gallery, a mid-game board and the final scoring.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { carcassonneTurnEnds, launchBrowser, openPage, saveConsoleOnFailure, snap, tilesOn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Clicks one of the locators, preferring those inside the board viewport (the rest are off screen). */
async function clickOneOf(page: Page, items: Locator, pick: number): Promise<void> {
  const viewport = await page.locator('.hotseat-seat:not([hidden]) .carc-viewport').boundingBox();
  const count = await items.count();
  const visible: number[] = [];
  for (let i = 0; i < count; i++) {
    const box = await items.nth(i).boundingBox();
    if (
      box &&
      viewport &&
      box.x >= viewport.x &&
      box.y >= viewport.y &&
      box.x + box.width <= viewport.x + viewport.width - 40 &&
      box.y + box.height <= viewport.y + viewport.height
    )
      visible.push(i);
  }
  if (visible.length > 0) await items.nth(visible[pick % visible.length]!).click();
  else await items.nth(pick % count).dispatchEvent('click');
}

/** Waits until it is the human's move (or the game is over); returns the step. */
async function myStep(board: Locator): Promise<string> {
  for (;;) {
    const [step, turn] = [await board.getAttribute('data-step'), await board.getAttribute('data-turn')];
    if (step === 'over') return step;
    if (turn === '0' && step === 'place' && (await board.locator('.carc-spot').count()) > 0) return step;
    await board.page().waitForTimeout(30);
  }
}

/** The words the whole game presses and reads, per language (the browser's locale picks the language). */
const WORDS = {
  en: { locale: 'en-GB', start: 'Start', fitMap: 'Fit map', endTurn: 'End turn', over: /Game over/ },
  de: { locale: 'de-DE', start: 'Los geht’s', fitMap: 'Ganze Karte zeigen', endTurn: 'Zug beenden', over: /Spielende/ },
  fr: {
    locale: 'fr-FR',
    start: 'Commencer',
    fitMap: 'Voir toute la carte',
    endTurn: 'Finir le tour',
    over: /Fin de la partie/,
  },
} as const;

describe('Carcassonne hotseat', () => {
  it('shows every tile kind in the gallery: the 24 base types, the garden copies, the river, Inns & Cathedrals and Traders & Builders', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 1000 } });
    const recorded = await openPage(context, `${inject('baseUrl')}/gallery/carcassonne`);
    saveConsoleOnFailure('carcassonne-gallery', [recorded]);
    await recorded.page.getByText('Carcassonne: the tiles').waitFor();
    expect(await recorded.page.locator('.carc-gallery-item').count()).toBe(24 + 8 + 12 + 17 + 24);
    await snap(recorded.page, 'carcassonne-gallery');
    await context.close();
  });

  it('chooses a square by a tap, pans and pinch-zooms by touch', async () => {
    const context = await browser.newContext({
      locale: 'en-GB',
      viewport: { width: 1000, height: 800 },
      hasTouch: true,
    });
    const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/carcassonne`);
    saveConsoleOnFailure('carcassonne-touch', [recorded]);
    const { page } = recorded;
    await page.getByRole('button', { name: 'Start' }).click();
    const viewport = page.locator('.hotseat-seat:not([hidden]) .carc-viewport');
    await viewport.waitFor();
    const box = (await viewport.boundingBox())!;
    const scale = async () => Number(await viewport.locator('svg[data-scale]').getAttribute('data-scale'));
    const view = () => viewport.locator('svg[data-scale] > g').getAttribute('transform');
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: number[][]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x: x!, y: y!, id })) });
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    const square = page.locator('.hotseat-seat:not([hidden]) .carc-spot').first();
    const at = (await square.boundingBox())!;
    await page.touchscreen.tap(at.x + at.width / 2, at.y + at.height / 2);
    await page.locator('.hotseat-seat:not([hidden]) [data-ghost]').waitFor();
    // The tap may zoom in on the tile (a close-up, up to the largest zoom): wait until the zoom stops changing
    // (the same over two frames), then pinch inwards, which no zoom limit near a close-up can cut short.
    await page.waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const read = () =>
            document
              .querySelector('.hotseat-seat:not([hidden]) .carc-viewport svg[data-scale]')
              ?.getAttribute('data-scale');
          const first = read();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(first === read())));
        }),
    );
    const before = await scale();
    await touch('touchStart', [
      [cx - 60, cy],
      [cx + 60, cy],
    ]);
    // Bring the fingers from 120 to 80 px apart: the zoom divided by 1.5.
    for (let i = 1; i <= 4; i++)
      await touch('touchMove', [
        [cx - 60 + 5 * i, cy],
        [cx + 60 - 5 * i, cy],
      ]);
    await touch('touchEnd', []);
    expect(await scale()).toBeCloseTo(before / 1.5, 1);
    const pinched = await view();
    await touch('touchStart', [[cx, cy]]);
    for (let i = 1; i <= 8; i++) await touch('touchMove', [[cx + 10 * i, cy + 6 * i]]);
    await touch('touchEnd', []);
    expect(await view()).not.toBe(pinched);
    await context.close();
  });

  it.each(['en', 'de', 'fr'] as const)(
    'plays a whole game against a random bot through the board (%s)',
    async (language) => {
      const words = WORDS[language];
      const shot = (name: string) => snap(page, language === 'en' ? name : `${name}-${language}`);
      const context = await browser.newContext({ locale: words.locale, viewport: { width: 1400, height: 950 } });
      const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/carcassonne`);
      saveConsoleOnFailure(`carcassonne-hotseat-${language}`, [recorded]);
      const { page } = recorded;
      await page.locator('select[name="seat-1"]').selectOption('random');
      await page.getByRole('button', { name: words.start }).click();
      const board = page.locator('.hotseat-seat:not([hidden]) .carc');
      await board.waitFor();

      const viewport = board.locator('.carc-viewport');
      const view = () => viewport.locator('svg[data-scale] > g').getAttribute('transform');
      const box = (await viewport.boundingBox())!;
      const before = await view();
      await page.mouse.move(box.x + 100, box.y + 100);
      await page.mouse.wheel(0, -400);
      await expect.poll(view).not.toBe(before);
      const zoomed = await view();
      await page.mouse.down();
      await page.mouse.move(box.x + 180, box.y + 160, { steps: 5 });
      await page.mouse.up();
      expect(await view()).not.toBe(zoomed);
      await page.mouse.wheel(0, 400);
      await board.getByRole('button', { name: words.fitMap }).click();

      let turns = 0;
      let meeples = 0;
      for (;;) {
        const step = await myStep(board);
        if (step === 'over') break;
        turns++;
        const tilesBefore = await tilesOn(board);
        await clickOneOf(page, board.locator('.carc-spot'), turns * 7);
        if (turns % 3 === 0) await board.locator('.carc-viewport').press('r');
        const spots = board.locator('.carc-meeple-spot');
        const count = await spots.count();
        if (count > 0 && turns % 2 === 1) {
          await spots.nth(turns % count).hover();
          if (turns === 11) await shot('carcassonne-midgame');
          await clickOneOf(page, spots, turns);
          meeples++;
        }
        expect(await board.locator('.carc-meeple-spot[aria-pressed="true"]').count()).toBe(
          count > 0 && turns % 2 === 1 ? 1 : 0,
        );
        await board.getByRole('button', { name: words.endTurn }).click();
        await carcassonneTurnEnds(board, 0, tilesBefore);
      }

      expect(turns).toBeGreaterThanOrEqual(30);
      expect(meeples).toBeGreaterThan(0);
      await board.locator('.carc-final').waitFor();
      expect(await board.locator('.carc-final tbody tr').count()).toBe(2);
      for (const seat of [0, 1]) {
        const total = await board.locator(`.carc-final tr[data-seat="${seat}"] [data-col="total"]`).textContent();
        expect(await board.locator(`.carc-players li[data-seat="${seat}"] .carc-points`).textContent()).toBe(total);
      }
      await expect.poll(() => board.getByRole('status').textContent()).toMatch(words.over);
      await shot('carcassonne-final');
      expect(
        recorded.consoleLines.filter((line) => line.startsWith('[error]') || line.startsWith('[pageerror]')),
      ).toEqual([]);
      await context.close();
    },
    600_000,
  );
});
