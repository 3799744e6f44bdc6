// Both games on a 390 × 844 phone: every control of the current step sits inside the screen without
// scrolling (in the sticky action bar; the board takes the rest) and is a tap target of at least 44 × 44 px,
// Carcassonne's squares and meeple spots on the board too; no keyboard hint is shown on the touch screen.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage, saveConsoleOnFailure, snap } from './browser';

const PHONE = { width: 390, height: 844 };
const MIN_TAP = 44;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Each control: inside the screen at the current scroll (none), and at least 44 px each way. */
async function expectReachable(page: Page, controls: Locator, least = 1): Promise<void> {
  const count = await controls.count();
  expect(count).toBeGreaterThanOrEqual(least);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    const box = (await control.boundingBox())!;
    const label = `${(await control.textContent())?.trim()} at ${JSON.stringify(box)}`;
    expect(box, label).not.toBeNull();
    expect(box.x, label).toBeGreaterThanOrEqual(0);
    expect(box.y, label).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, label).toBeLessThanOrEqual(PHONE.width);
    expect(box.y + box.height, label).toBeLessThanOrEqual(PHONE.height);
    expect(box.width, label).toBeGreaterThanOrEqual(MIN_TAP);
    expect(box.height, label).toBeGreaterThanOrEqual(MIN_TAP);
    // Not covered by anything else (the sticky bar over the board, say): a tap at its centre reaches it.
    const onTop = await control.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    expect(onTop, `${label} is covered`).toBe(true);
  }
}

/**
 * Controls in the content: each, scrolled into view, is a finger wide and not covered by the action bar
 * stuck at the bottom of the screen (`bar`).
 */
async function expectTappable(page: Page, controls: Locator, bar: Locator, least = 1): Promise<void> {
  const count = await controls.count();
  expect(count).toBeGreaterThanOrEqual(least);
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    await control.scrollIntoViewIfNeeded();
    const box = (await control.boundingBox())!;
    const label = `${(await control.textContent())?.trim()} at ${JSON.stringify(box)}`;
    expect(box.width, label).toBeGreaterThanOrEqual(MIN_TAP);
    expect(box.height, label).toBeGreaterThanOrEqual(MIN_TAP);
    const covered = await control.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return !el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    if (covered) {
      // Behind the bar: scrolling lifts it above the bar's top edge.
      const top = (await bar.boundingBox())!.y;
      await page.evaluate((by) => window.scrollBy(0, by), box.y + box.height - top + 8);
      const again = await control.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      });
      expect(again, `${label} stays under the bar`).toBe(true);
    }
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Scrolls a control of the content to the top of the screen, clear of the bar at the bottom, and taps it. */
async function tapInView(page: Page, target: Locator): Promise<void> {
  await target.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await tap(page, target);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * The square chosen for the tile (its ghost) lies inside the map's viewport, clear of the zoom buttons: the
 * camera moves it there (client/carcassonne/view-clear.ts).
 */
async function expectClearOfButtons(board: Locator): Promise<void> {
  const clear = () =>
    board.evaluate((root) => {
      const ghost = root.querySelector('.carc-ghost[data-ghost]')!.getBoundingClientRect();
      const view = root.querySelector('.carc-viewport')!.getBoundingClientRect();
      const inside =
        ghost.left >= view.left && ghost.top >= view.top && ghost.right <= view.right && ghost.bottom <= view.bottom;
      const covered = [...root.querySelectorAll('.carc-zoom button')].some((button) => {
        const b = button.getBoundingClientRect();
        return ghost.left < b.right && b.left < ghost.right && ghost.top < b.bottom && b.top < ghost.bottom;
      });
      return inside && !covered ? 'clear' : JSON.stringify({ ghost, view });
    });
  await expect.poll(clear).toBe('clear');
}

/** Taps an element by its centre (no scrolling into view); the centre must be on screen. */
async function tap(page: Page, target: Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  expect(x > 0 && x < PHONE.width && y > 0 && y < PHONE.height, `tap at ${x}, ${y}`).toBe(true);
  await page.touchscreen.tap(x, y);
}

describe('on a phone', () => {
  it('Carcassonne: the board and every control of the turn fit the screen, tap targets at least 44 px', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: PHONE, hasTouch: true, isMobile: true });
    const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/carcassonne`);
    saveConsoleOnFailure('phone-carcassonne', [recorded]);
    const { page } = recorded;
    await page.getByRole('button', { name: 'Start' }).click();
    const board = page.locator('.hotseat-seat:not([hidden]) .carc');
    await board.locator('.carc-spot').first().waitFor();
    const bar = board.locator('.carc-turn-panel');

    await expectReachable(page, board.locator('.carc-zoom button'), 3);
    await expectReachable(page, bar.getByRole('button'), 3);
    // The board comes first: its status line and the board itself are above everything else of the page.
    expect((await board.locator('.carc-status').boundingBox())!.y).toBeLessThan(220);
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    expect(await bar.getByRole('button', { name: /Rotate/ }).innerText()).toBe('⟳ Rotate');
    // At least one square: a first tile that is all city or all field (the cloister) fits only one side of the start.
    await expectReachable(page, board.locator('.carc-spot'), 1);
    const viewport = (await board.locator('.carc-viewport').boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(viewport.y + viewport.height).toBeLessThanOrEqual(barBox.y + 1);
    expect(viewport.height).toBeGreaterThan(PHONE.height * 0.4);

    // The legal squares are on the board (the camera fits the map); tap one and the meeple choices appear.
    let withSpots = false;
    const squares = board.locator('.carc-spot');
    for (let i = 0; i < (await squares.count()) && !withSpots; i++) {
      await tap(page, squares.nth(i));
      withSpots = (await bar.locator('.carc-meeple-choices button[data-location]').count()) > 0;
    }
    expect(withSpots).toBe(true);
    await expectClearOfButtons(board);
    await expectReachable(page, bar.getByRole('button'), 5);
    await expectReachable(page, board.locator('.carc-zoom button'), 3);
    await expectReachable(page, bar.getByRole('button', { name: 'No meeple' }));
    await expectReachable(page, bar.getByRole('button', { name: 'End turn' }));
    // The board zoomed in on the tile: each meeple spot on it is a finger wide and nothing covers it (a tap
    // at the centre of its tap area reaches the spot).
    const spots = board.locator('.carc-meeple-spot');
    expect(await spots.count()).toBeGreaterThan(0);
    for (let i = 0; i < (await spots.count()); i++) {
      const area = (await spots.nth(i).locator('.carc-tap-area').boundingBox())!;
      expect(Math.min(area.width, area.height)).toBeGreaterThanOrEqual(MIN_TAP - 0.5);
      expect(
        area.x >= 0 && area.y >= 0 && area.x + area.width <= PHONE.width && area.y + area.height <= PHONE.height,
        JSON.stringify(area),
      ).toBe(true);
      const reached = await spots
        .nth(i)
        .evaluate(
          (el, [x, y]) => el.contains(document.elementFromPoint(x!, y!)),
          [area.x + area.width / 2, area.y + area.height / 2],
        );
      expect(reached, `meeple spot ${i} at ${JSON.stringify(area)} is covered`).toBe(true);
    }
    expect(await page.locator('.hotseat-seat:not([hidden]) .carc-status').innerText()).toBe(
      'Your turn: choose a meeple or none',
    );
    await snap(page, 'phone-carcassonne');
    // Below the board, the other controls are a finger tall too: the tiles-left toggle and the gallery link.
    for (const control of [
      board.locator('.carc-panel > summary'),
      board.getByRole('link', { name: /All the tiles/ }),
    ]) {
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(MIN_TAP);
    }
    await tap(page, bar.getByRole('button', { name: 'End turn' }));
    await page.waitForFunction(
      () => document.querySelector('.hotseat-seat:not([hidden]) [data-tile]:nth-of-type(2)') !== null,
    );

    // Zoomed in on the next turn, the squares out of view are pointed at from the edges; a tap on a marker
    // brings its nearest square into view, and a square chosen there stands clear of the zoom buttons.
    await board.locator('xpath=self::*[@data-turn="0"][@data-step="place"]').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    for (let i = 0; i < 3; i++) await tap(page, board.getByRole('button', { name: 'Zoom in' }));
    const markers = board.locator('.carc-edge-marker');
    // Should every legal square still be in view (a random deal), the view moves until one is not.
    await board.locator('.carc-viewport').focus();
    for (let i = 0; i < 12 && (await markers.count()) === 0; i++) await page.keyboard.press('ArrowRight');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => markers.count()).toBeGreaterThan(0);
    await expectReachable(page, markers);
    expect(await markers.first().getAttribute('aria-label')).toMatch(
      /^Show \d+ squares? where the tile fits, (above|to the right|below|to the left)$/,
    );
    await snap(page, 'phone-carcassonne-edge-markers', { fullPage: false });
    // The zoom buttons' column is as tall as its buttons (zoom in and out, fit, coordinates), not the map's
    // height (it took the taps).
    const zoomButtons = await board.locator('.carc-zoom button').count();
    expect((await board.locator('.carc-zoom').boundingBox())!.height).toBeLessThan(zoomButtons * (MIN_TAP + 12));
    // The marker's nearest square comes into the map's view.
    const nearest = (await markers.first().getAttribute('data-nearest'))!;
    await tap(page, markers.first());
    const inView = () =>
      board.evaluate((root, key) => {
        const square = root.querySelector(`.carc-spot[data-key="${key}"]`)!.getBoundingClientRect();
        const view = root.querySelector('.carc-viewport')!.getBoundingClientRect();
        return (
          square.left >= view.left &&
          square.right <= view.right &&
          square.top >= view.top &&
          square.bottom <= view.bottom
        );
      }, nearest);
    await expect.poll(inView).toBe(true);
    // The square in view nearest the top right corner (under the zoom buttons if any is): choose it.
    const corner = await board.locator('.carc-spot').evaluateAll((all) => {
      const view = document.querySelector('.hotseat-seat:not([hidden]) .carc-viewport')!.getBoundingClientRect();
      const inView = all
        .map((spot, i) => ({ i, r: spot.getBoundingClientRect() }))
        .filter(
          ({ r }) => r.left >= view.left && r.right <= view.right && r.top >= view.top && r.bottom <= view.bottom,
        );
      inView.sort(
        (a, b) => a.r.top - view.top + (view.right - a.r.right) - (b.r.top - view.top + (view.right - b.r.right)),
      );
      return inView[0]?.i ?? 0;
    });
    await board.locator('.carc-spot').nth(corner).dispatchEvent('click');
    await expectClearOfButtons(board);
    await snap(page, 'phone-carcassonne-chosen-clear', { fullPage: false });
    await context.close();
  });

  it('Machiavelli: choosing, gathering, building and the ability fit the screen, tap targets at least 44 px', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: PHONE, hasTouch: true, isMobile: true });
    const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/citadels`);
    saveConsoleOnFailure('phone-citadels', [recorded]);
    const { page } = recorded;
    await page.locator('select[name="players"]').selectOption('4');
    for (const seat of [1, 2, 3]) await page.locator(`select[name="seat-${seat}"]`).selectOption('random');
    await page.getByRole('button', { name: 'Start' }).click();
    const bar = page.locator('.hotseat-seat:not([hidden]) .cit-actionbar');
    const seat = page.locator('.hotseat-seat:not([hidden])');
    /** The bar never covers more than 40% of the screen, and the round header is one line. */
    const expectCompact = async () => {
      expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(PHONE.height * 0.4);
      const line = (await seat.locator('.cit-header').boundingBox())!.height;
      expect(line).toBeLessThanOrEqual(50);
    };

    // Choose: every character offered, on its card in the content (the cards are the control).
    const choose = seat.locator('.cit-choose .cit-card-actions button');
    await choose.first().waitFor();
    await expectTappable(page, choose, bar, 2);
    await expectCompact();
    await snap(page, 'phone-citadels-choose');
    // The Magician, when offered, has the most controls: players to swap with and cards to discard.
    const magician = choose.filter({ hasText: 'Magician' });
    await tapInView(page, (await magician.count()) > 0 ? magician : choose.first());

    // Gather, then the ability and building, as the turn offers them. The bots may kill or rob the character
    // chosen, so the round can pass without this seat's turn: then it chooses again, until its turn comes.
    const gather = bar.locator('button[data-action="takeGold"], button[data-action="drawCards"]');
    for (const deadline = Date.now() + 60_000; !(await gather.first().isVisible()); await page.waitForTimeout(200)) {
      if (Date.now() > deadline) throw new Error('this seat never got a turn to gather');
      if (await choose.first().isVisible()) await tapInView(page, choose.first());
    }
    await expectReachable(page, gather, 2);
    await expectReachable(page, bar.getByRole('button'), 2);
    await snap(page, 'phone-citadels-gather');
    await tap(page, bar.locator('button[data-action="takeGold"]'));
    await bar.locator('button[data-action="endTurn"]').waitFor();
    await expectReachable(page, bar.getByRole('button'), 1);
    await expectReachable(page, bar.locator('button[data-action="endTurn"]'));
    await expectCompact();
    // The hand's builds and discards are on its cards, in view above the bar when scrolled to.
    const handButtons = seat.locator('.cit-hand .cit-card-actions button:not([disabled])');
    if ((await handButtons.count()) > 0) await expectTappable(page, handButtons, bar, 1);
    expect(await bar.locator('.cit-card-actions, .cit-district').count()).toBe(0);
    await snap(page, 'phone-citadels-turn');
    const discards = seat.locator('.cit-hand .cit-card-actions button[aria-pressed]');
    if ((await discards.count()) > 0) {
      await tapInView(page, discards.first());
      await expectReachable(page, bar.locator('button.cit-confirm'));
      await expectCompact();
    }
    await context.close();
  }, 120_000);
});

describe('the phone header at 320 px', () => {
  it.each(['en-GB', 'nl-NL', 'de-DE', 'fr-FR'])(
    'fits its line without horizontal overflow, the language menu inside the screen (%s)',
    async (locale) => {
      const width = 320;
      const context = await browser.newContext({
        locale,
        viewport: { width, height: 640 },
        hasTouch: true,
        isMobile: true,
      });
      const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/carcassonne`);
      saveConsoleOnFailure(`phone-header-${locale}`, [recorded]);
      const { page } = recorded;
      const menu = page.locator('header select.language-switch');
      await menu.waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale.slice(0, 2));
      for (const path of ['/hotseat/carcassonne', '/', '/lobby/citadels']) {
        if (path !== '/hotseat/carcassonne') await page.goto(`${inject('baseUrl')}${path}`);
        await menu.waitFor();
        const header = await page.locator('header.app-header').evaluate((element) => ({
          scroll: element.scrollWidth,
          client: element.clientWidth,
          right: element.getBoundingClientRect().right,
          children: [...element.children].map((child) => child.getBoundingClientRect().right),
        }));
        expect(header.scroll, `${locale} ${path}`).toBeLessThanOrEqual(header.client);
        expect(header.right, `${locale} ${path}`).toBeLessThanOrEqual(width);
        for (const right of header.children) expect(right, `${locale} ${path}`).toBeLessThanOrEqual(width);
        const box = (await menu.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(MIN_TAP);
      }
      await context.close();
    },
  );
});
