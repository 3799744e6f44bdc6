// Carcassonne with both big expansions (Inns & Cathedrals and Traders & Builders) at one screen in a real
// browser, from a scripted position: the game is started through the setup form (both options ticked, a
// random bot in seat 2), then its stored match (boardgame.io's Local storage) is given a position built by
// the rules core before anyone moved (the same options, a bag of eleven tiles) and the page is reloaded. Seat
// 0 already has a thief on the road through the start tile and a farmer south of it; the bot draws only
// cloisters, which never fit a road's end, so every turn below goes as written:
// - Desktop: the inn tile on the road's end with the large meeple in its north field; a straight road on the
//   road's end with the builder; another one with the pig in the south field, which earns a double turn ("This
//   tile extends your builder's road", then "Your builder earned you a second tile"); the second tile
//   anywhere; the bot's last cloister ends the game. The turn log names each figure and the second tile, the
//   player list shows the goods tokens, and the final table's totals are the players' scores.
// - Phone (390×844, touch): the same turns, each figure's button and End turn reached by scrolling, each tap
//   target at least 44 px tall.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { tileId } from '../games/carcassonne/data/tiles';
import type { TileKind } from '../games/carcassonne/data/tile-sets';
import { carcassonneCore as core } from '../games/carcassonne/rules/core';
import { setupWithBag } from '../games/carcassonne/rules/setup';
import type { CarcassonneAction, CarcassonneState } from '../games/carcassonne/rules/state';
import { createRng } from '../games/shared/rng';
import { PHONE, launchBrowser, openPage, saveConsoleOnFailure, snap } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const OPTIONS = { farmers: true, innsCathedrals: true, tradersBuilders: true } as const;

/**
 * The scripted position: D at (0, 0); seat 0's thief on U east of it and its farmer south of the road on U
 * west of it, seat 1's cloisters south of them; seat 0 to place IC15 (a straight road with an inn).
 */
function scriptedPosition(): CarcassonneState {
  const draws: TileKind[] = ['U', 'B', 'U', 'B', 'IC15', 'B', 'U', 'B', 'U', 'TB15', 'B'];
  const copies: Record<string, number> = {};
  const ids = draws.map((kind) => tileId(kind, (copies[kind] = (copies[kind] ?? -1) + 1)));
  const state = setupWithBag(2, OPTIONS, ids.reverse());
  const rng = createRng('scripted');
  const act = (action: CarcassonneAction) => {
    const refused = core.refusal(state, state.turn, action);
    if (refused !== undefined) throw new Error(`${JSON.stringify(action)}: ${refused}`);
    core.apply(state, state.turn, action, rng);
  };
  act({ type: 'placeTile', x: 1, y: 0, rotation: 0 });
  act({ type: 'placeMeeple', location: 'E' }); // seat 0's thief on the road
  act({ type: 'placeTile', x: 0, y: 1, rotation: 0 });
  act({ type: 'skipMeeple' });
  act({ type: 'placeTile', x: -1, y: 0, rotation: 0 });
  act({ type: 'placeMeeple', location: 'SSE' }); // seat 0's farmer south of the road
  act({ type: 'placeTile', x: 1, y: 1, rotation: 0 });
  act({ type: 'skipMeeple' });
  return state;
}

/** Starts a hotseat game with both expansions and a random bot, then gives its stored match the scripted position. */
async function startScripted(page: Page): Promise<Locator> {
  await page.locator('select[name="seat-1"]').selectOption('random');
  await page.getByRole('checkbox', { name: /^Inns & Cathedrals/ }).check();
  await page.getByRole('checkbox', { name: /^Traders & Builders/ }).check();
  await page.getByRole('button', { name: 'Start' }).click();
  const board = page.locator('.hotseat-seat:not([hidden]) .carc');
  await board.locator('.carc-spot').first().waitFor();
  await page.evaluate((G) => {
    const { matchID, options } = JSON.parse(localStorage.getItem('hotseat:carcassonne')!) as {
      matchID: string;
      options: unknown;
    };
    if (JSON.stringify(options) !== JSON.stringify(G.options)) throw new Error(`options ${JSON.stringify(options)}`);
    for (const part of ['state', 'initial']) {
      const key = `bgio-${matchID}_${part}`;
      const entries = JSON.parse(localStorage.getItem(key)!) as [string, { G: unknown; _stateID: number }][];
      if (entries[0]![1]._stateID !== 0) throw new Error('a move was made before the position was set');
      entries[0]![1].G = G;
      localStorage.setItem(key, JSON.stringify(entries));
    }
  }, scriptedPosition());
  await page.reload();
  await board.locator('.carc-spot[data-key="2,0"]').waitFor();
  return board;
}

/** Waits until it is seat 0's place step with squares to choose (or the game is over); returns the step. */
async function myTile(board: Locator): Promise<string> {
  await board.page().waitForFunction(() => {
    const el = document.querySelector('.hotseat-seat:not([hidden]) .carc');
    if (el?.getAttribute('data-step') === 'over') return true;
    return el?.getAttribute('data-turn') === '0' && el.querySelector('.carc-spot') !== null;
  });
  return (await board.getAttribute('data-step')) ?? '';
}

/** Chooses the square at the road's end (a square of the road's row; the cloisters never take one). */
async function roadEnd(board: Locator): Promise<void> {
  const spots = await board.locator('.carc-spot').evaluateAll((els) => els.map((el) => el.getAttribute('data-key')));
  const end = spots.find((key) => key?.endsWith(',0'));
  expect(end).toBeDefined();
  await board.locator(`.carc-spot[data-key="${end}"]`).dispatchEvent('click');
}

/** Presses a control as a phone user would (scrolled to, at least 44 px tall, inside the screen), or clicks it. */
async function press(control: Locator, phone: boolean): Promise<void> {
  if (!phone) return control.click();
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  await control.tap();
}

const turnText = (board: Locator, text: string) =>
  board.locator('.carc-turn-log li[data-seat="0"] .carc-turn-text', { hasText: text });

/** Plays the scripted turns through the board to the end of the game. */
async function playScripted(page: Page, board: Locator, phone: boolean): Promise<void> {
  const endTurn = board.getByRole('button', { name: 'End turn' });
  const figure = async (name: RegExp) => {
    const button = board.getByRole('button', { name }).first();
    await press(button, phone);
    expect(await button.getAttribute('aria-pressed')).toBe('true');
  };
  // 1. The inn tile on the road's end, the large meeple in its north field.
  await myTile(board);
  await roadEnd(board);
  await figure(/^Large meeple: Field/);
  await press(endTurn, phone);
  await turnText(board, 'the large meeple as a farmer').waitFor();
  // 2. A straight road on the road's end, the builder on it.
  await myTile(board);
  await roadEnd(board);
  await figure(/^Builder: Road/);
  await press(endTurn, phone);
  await turnText(board, 'the builder by the road').waitFor();
  // 3. Another one: it extends the builder's road, so it earns a second tile; the pig in the south field.
  await myTile(board);
  await roadEnd(board);
  expect(await board.locator('.carc-hint.carc-second-tile').textContent()).toBe(
    'This tile extends your builder’s road or city: when you end this turn, you draw a second tile.',
  );
  await figure(/^Pig: Field/);
  await press(endTurn, phone);
  await board.locator('xpath=self::*[@data-double-turn="second" and @data-step="place"]').waitFor();
  expect(await board.locator('.carc-status .carc-second-tile').textContent()).toBe(
    'Your builder earned you a second tile: place it',
  );
  await turnText(board, 'the pig in the field').waitFor();
  if (!phone) await snap(page, 'carcassonne-traders-builders');
  // 4. The second tile, anywhere, no figure; then the bot's last cloister ends the game.
  await myTile(board);
  await board.locator('.carc-spot').first().dispatchEvent('click');
  await press(endTurn, phone);
  await turnText(board, '(a second tile, earned by the builder)').waitFor();
  expect(await myTile(board)).toBe('over');
}

describe('Carcassonne with Inns & Cathedrals and Traders & Builders', () => {
  it('plays a scripted game to the end: the large meeple, a builder that earns a double turn, the pig', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 950 } });
    const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/carcassonne`);
    saveConsoleOnFailure('carcassonne-traders-builders', [recorded]);
    const { page } = recorded;
    const board = await startScripted(page);
    const goods = board.locator('.carc-players li[data-seat="0"] .carc-goods-token');
    expect(await goods.evaluateAll((els) => els.map((el) => el.getAttribute('data-good')))).toEqual([
      'wine',
      'grain',
      'cloth',
    ]);
    await playScripted(page, board, false);
    for (const figure of ['large', 'builder', 'pig']) {
      expect(
        await board.locator(`.carc-meeple[data-figure="${figure}"][data-seat="0"]:not(.carc-meeple-icon *)`).count(),
        figure,
      ).toBeGreaterThan(0);
    }
    await board.locator('.carc-final').waitFor();
    for (const seat of [0, 1]) {
      const total = await board.locator(`.carc-final tr[data-seat="${seat}"] [data-col="total"]`).textContent();
      expect(await board.locator(`.carc-players li[data-seat="${seat}"] .carc-points`).textContent()).toBe(total);
    }
    expect(
      recorded.consoleLines.filter((line) => line.startsWith('[error]') || line.startsWith('[pageerror]')),
    ).toEqual([]);
    await context.close();
  }, 120_000);

  it('on a phone, reaches every figure’s button and End turn by scrolling, with full-size tap targets', async () => {
    const context = await browser.newContext({ locale: 'en-GB', ...PHONE });
    const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/carcassonne`);
    saveConsoleOnFailure('carcassonne-traders-builders-phone', [recorded]);
    const { page } = recorded;
    const board = await startScripted(page);
    await playScripted(page, board, true);
    await snap(page, 'carcassonne-traders-builders-phone', { fullPage: false });
    await context.close();
  }, 120_000);
});
