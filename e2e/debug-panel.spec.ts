// boardgame.io's debug panel: players never get it (hotseat and online); behind `?debug` it shows only
// the seat at the screen, not while the privacy screen is up, and it leaves the language switch uncovered.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, saveConsoleOnFailure } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Starts a 3-player Machiavelli hotseat game with two human seats and a random bot. */
async function startTwoHumans(page: Page): Promise<void> {
  await page.locator('select[name="players"]').selectOption('3');
  await page.locator('select[name="seat-1"]').selectOption('human');
  await page.locator('select[name="seat-2"]').selectOption('random');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.locator('.hotseat-seat:not([hidden])').getByRole('dialog').waitFor();
}

/** Whether the centre of the language menu is hit by the menu itself (nothing covers it). */
async function languageSwitchUncovered(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.language-switch')].every((button) => {
      const box = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    }),
  );
}

describe('debug panel', () => {
  it('is not there for players, in hotseat (even after a move and the "." key) or online', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 1000 } });
    const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/citadels`);
    saveConsoleOnFailure('debug-panel-players', [recorded]);
    const { page } = recorded;
    await startTwoHumans(page);
    await page
      .locator('.hotseat-seat:not([hidden])')
      .getByRole('button', { name: /show my board/ })
      .click();
    await page.locator('.hotseat-seat:not([hidden]) .cit-choose .cit-card-actions button').first().click();
    await page.keyboard.press('.');
    await page.waitForTimeout(500);
    expect(await page.locator('.debug-panel, .debug-host').count()).toBe(0);

    const created = await page.evaluate(async () => {
      const response = await fetch('/games/carcassonne/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ numPlayers: 2, setupData: {}, unlisted: true }),
      });
      return (await response.json()) as { matchID: string };
    });
    await page.goto(`${inject('baseUrl')}/match/carcassonne/${created.matchID}`);
    await page.locator('.match-board').waitFor();
    await page.waitForTimeout(500);
    expect(await page.locator('.debug-panel, .debug-host').count()).toBe(0);
    await context.close();
  }, 60_000);

  it('with ?debug shows only the seat at the screen, never while the privacy screen is up', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 1000 } });
    const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/citadels?debug`);
    saveConsoleOnFailure('debug-panel-switch', [recorded]);
    const { page } = recorded;
    await startTwoHumans(page);
    // The privacy screen is up: no panel, so it cannot show the seat behind the screen.
    await page.waitForTimeout(500);
    expect(await page.locator('.debug-host').count()).toBe(0);

    const shown = page.locator('.hotseat-seat:not([hidden])');
    const seat = (await shown.getAttribute('data-seat')) ?? '';
    await shown.getByRole('button', { name: /show my board/ }).click();
    const panel = page.locator('.debug-host .debug-panel');
    await panel.waitFor();
    expect(await page.locator('.debug-host').getAttribute('data-debug-seat')).toBe(seat);
    expect(await languageSwitchUncovered(page)).toBe(true);

    // The panel's player switcher cannot move it (or the board) to another seat.
    const other = seat === '0' ? '1' : '0';
    const players = panel.locator('.player-box .player');
    expect((await players.nth(Number(seat)).textContent())?.trim()).toBe(seat);
    expect(await players.nth(Number(seat)).getAttribute('class')).toMatch(/\bactive\b/);
    await players.nth(Number(other)).click();
    await page.waitForTimeout(300);
    expect(await page.locator('.debug-host').getAttribute('data-debug-seat')).toBe(seat);
    expect(await page.locator('.hotseat-seat:not([hidden])').getAttribute('data-seat')).toBe(seat);
    expect((await panel.locator('.player-box .player.active').textContent())?.trim()).toBe(seat);

    // After this seat drafts, the next human's privacy screen comes up and the panel goes away with it.
    await shown.locator('.cit-choose .cit-card-actions button').first().click();
    await page
      .locator('.hotseat-seat:not([hidden])')
      .getByRole('dialog', { name: `Pass the device to Player ${Number(other) + 1}` })
      .waitFor({ timeout: 20_000 });
    expect(await page.locator('.debug-host').count()).toBe(0);
    await context.close();
  }, 60_000);

  it("online with ?debug shows this browser's seat only", async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 1000 } });
    const recorded = await openPage(context, `${inject('baseUrl')}/lobby/carcassonne`);
    saveConsoleOnFailure('debug-panel-online', [recorded]);
    const { page } = recorded;
    await page.locator('input[name="playerName"]').fill('Ann');
    await page.getByRole('button', { name: 'Create and join' }).click();
    await page.waitForURL(/\/match\//);
    await page.locator('.match-panel').getByText('(you)').waitFor();
    expect(await page.locator('.debug-host').count()).toBe(0);
    await page.goto(`${page.url()}?debug`);
    await page.locator('.debug-host .debug-panel').waitFor();
    expect(await page.locator('.debug-host').getAttribute('data-debug-seat')).toBe('0');
    expect((await page.locator('.debug-panel .player-box .player.active').textContent())?.trim()).toBe('0');
    expect(await languageSwitchUncovered(page)).toBe(true);
    await context.close();
  }, 60_000);
});
