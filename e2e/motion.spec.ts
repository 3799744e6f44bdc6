// Motion in a real browser (client/shared/motion.tsx, issue 56): at one screen against a random bot, the
// bot's tile is seen in motion (its animation seeked part-way moves it, at the end it rests on its square)
// while the player's next choice is already open; with the system's reduced motion, or the Motion switch
// off, nothing animates.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, openPage, saveConsoleOnFailure } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Starts a hotseat Carcassonne game against a random bot and plays the human's first turn; returns the page once the bot's tile is on the board. */
async function afterTheBotsTile(name: string, options: BrowserContextOptions, before?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 800 }, ...options });
  const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/carcassonne`);
  saveConsoleOnFailure(name, [recorded]);
  const { page } = recorded;
  await page.locator('select[name="seat-1"]').selectOption('random');
  await page.getByRole('button', { name: 'Start' }).click();
  await before?.(page);
  const board = page.locator('.hotseat-seat:not([hidden]) .carc');
  await board.locator('xpath=self::*[@data-turn="0"][@data-step="place"]').waitFor();
  await board.locator('.carc-spot').first().dispatchEvent('click');
  await board.getByRole('button', { name: 'End turn' }).click();
  await board.locator('[data-arriving]').waitFor({ state: 'attached' });
  return { context, page, board };
}

/** The arriving tile's animation name, and its transform at 100 ms and at its end (seeked, so load cannot race it). */
const arrival = (page: Page) =>
  page.locator('[data-arriving]').evaluate((el) => {
    const name = getComputedStyle(el).animationName;
    const [animation] = el.getAnimations();
    if (!animation) return { name, early: 'none', end: 'none' };
    animation.pause();
    animation.currentTime = 100;
    const early = getComputedStyle(el).transform;
    animation.currentTime = 650;
    const end = getComputedStyle(el).transform;
    animation.finish();
    return { name, early, end };
  });

describe('motion', () => {
  it('shows the bot’s tile sliding onto its square while the player can already choose', async () => {
    const { context, page, board } = await afterTheBotsTile('motion-on', {});
    const { name, early, end } = await arrival(page);
    expect(name).toBe('carc-arrive');
    // Part-way it is moved and turned; at the end it rests on its square (no transform, or the identity).
    expect(early).toMatch(/^matrix\(/);
    expect(early).not.toBe('matrix(1, 0, 0, 1, 0, 0)');
    expect(['none', 'matrix(1, 0, 0, 1, 0, 0)']).toContain(end);
    // The animation never blocks input: the player's next square can be chosen as the tile arrives.
    await board.locator('xpath=self::*[@data-turn="0"][@data-step="place"]').waitFor();
    await board.locator('.carc-spot').first().click({ force: true });
    await board.locator('[data-ghost]').waitFor();
    await context.close();
  });

  it('animates nothing under the system’s reduced motion', async () => {
    const { context, page } = await afterTheBotsTile('motion-reduced', { reducedMotion: 'reduce' });
    expect(await arrival(page)).toEqual({ name: 'none', early: 'none', end: 'none' });
    await context.close();
  });

  it('animates nothing with the Motion switch off, and remembers it', async () => {
    const { context, page } = await afterTheBotsTile('motion-off', {}, async (page) => {
      await page.getByRole('checkbox', { name: 'Motion' }).uncheck();
    });
    expect(await arrival(page)).toEqual({ name: 'none', early: 'none', end: 'none' });
    await page.reload();
    // The mark is set by the board's module, which loads after the page: wait for the board's switch.
    const motion = page.getByRole('checkbox', { name: 'Motion' });
    await motion.waitFor();
    expect(await motion.isChecked()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.dataset.motion)).toBe('off');
    await context.close();
  });
});
