// A 4-player Citadels hotseat game in a real browser: one human against three random bots, played
// through the board's buttons to the end, once in each language (the browser's language picks it), with
// screenshots of the draft, a calling turn and the scores.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage, saveConsoleOnFailure, snap } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Clicks the first matching element if there is one; false when there is none (or it went away). */
async function clickFirst(locator: Locator): Promise<boolean> {
  if ((await locator.count()) === 0) return false;
  try {
    if (process.env.E2E_TRACE) console.log(Date.now() % 1e6, await locator.first().textContent());
    await locator.first().click({ timeout: 1000 });
    return true;
  } catch {
    return false;
  }
}

/** The words the game presses and reads, per language. */
const WORDS = {
  en: { locale: 'en-GB', start: 'Start', build: /Build/ },
  de: { locale: 'de-DE', start: 'Los geht’s', build: /Bauen/ },
  fr: { locale: 'fr-FR', start: 'Commencer', build: /Bâtir/ },
} as const;
type Language = keyof typeof WORDS;

/** One step of a simple strategy: pick any character, build whenever possible, else gather, then end. */
async function step(page: Page, shots: Set<string>, language: Language): Promise<void> {
  const snapIn = (name: string) => snap(page, language === 'en' ? name : `${name}-${language}`);
  const board = page.locator('.hotseat-seat:not([hidden]) .cit-board');
  const take = board.locator('.cit-choose .cit-card-actions button');
  if ((await take.count()) > 0) {
    if (!shots.has('selection')) shots.add('selection').add(await snapIn('citadels-selection'));
    await clickFirst(take);
    return;
  }
  const prompts = board.locator('.cit-prompts');
  if ((await prompts.count()) === 0) return page.waitForTimeout(50);
  if (!shots.has('calling')) shots.add('calling').add(await snapIn('citadels-calling'));
  if (await clickFirst(board.locator('[data-action="keepCard"] .cit-card-actions button'))) return;
  // A target or card selected by the fallback below is played by its Confirm button.
  if (await clickFirst(board.locator('button.cit-confirm:not([disabled])'))) return;
  if (
    await clickFirst(
      board.locator('.cit-hand .cit-card-actions button:not([disabled])', { hasText: WORDS[language].build }),
    )
  )
    return;
  if ((await board.locator('button[data-action="takeGold"]').count()) > 0) {
    const hand = await board.locator('.cit-hand .cit-card').count();
    if (
      await clickFirst(board.locator(hand >= 2 ? 'button[data-action="takeGold"]' : 'button[data-action="drawCards"]'))
    )
      return;
    if (await clickFirst(board.locator('button[data-action="takeGold"]'))) return;
  }
  if (await clickFirst(board.locator('button[data-action="collectIncome"]'))) return;
  if (await clickFirst(board.locator('button[data-action="endTurn"]'))) return;
  // Any other step the turn is in (paying for the Thieves' Den, say): the first action offered.
  await clickFirst(
    board.locator('.cit-prompts button:not(.cit-info), .cit-hand .cit-card-actions button:not([disabled])'),
  );
}

describe('Citadels hotseat', () => {
  it.each(['en', 'de', 'fr'] as const)(
    'plays a 4-player game against three random bots to the final scores (%s)',
    async (language) => {
      const words = WORDS[language];
      const context = await browser.newContext({ locale: words.locale, viewport: { width: 1400, height: 1000 } });
      const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/citadels`);
      saveConsoleOnFailure(`citadels-hotseat-${language}`, [recorded]);
      const { page } = recorded;
      await page.locator('select[name="players"]').selectOption('4');
      for (const seat of [1, 2, 3]) await page.locator(`select[name="seat-${seat}"]`).selectOption('random');
      await page.getByRole('button', { name: words.start }).click();
      await page.locator('.cit-board').first().waitFor();
      const shots = new Set<string>();
      const deadline = Date.now() + 240_000;
      while ((await page.locator('.cit-final').count()) === 0) {
        if (Date.now() > deadline) await snap(page, 'citadels-stuck');
        expect(Date.now()).toBeLessThan(deadline);
        await step(page, shots, language);
      }
      await page.locator('.cit-final table').waitFor();
      expect(await page.locator('.cit-final tbody tr').count()).toBe(4);
      expect(await page.locator('.cit-final .cit-winner').count()).toBeGreaterThan(0);
      if (language === 'en') {
        await snap(page, 'citadels-final');
        await page.getByRole('combobox', { name: 'Language' }).selectOption('nl');
        await page.getByRole('heading', { name: 'Eindstand' }).waitFor();
        await snap(page, 'citadels-final-nl');
      } else {
        await page.getByRole('heading', { name: { de: 'Endwertung', fr: 'Scores finaux' }[language] }).waitFor();
        await snap(page, `citadels-final-${language}`);
      }
      expect(shots.has('selection') && shots.has('calling')).toBe(true);
      const errors = recorded.consoleLines.filter((line) => line.startsWith('[pageerror]'));
      expect(errors).toEqual([]);
      await context.close();
    },
    300_000,
  );
});

describe('Citadels hotseat privacy', () => {
  it('covers the board between two human seats until the next player reveals it', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 1000 } });
    const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/citadels`);
    saveConsoleOnFailure('citadels-privacy', [recorded]);
    const { page } = recorded;
    await page.locator('select[name="players"]').selectOption('4');
    await page.locator('select[name="seat-1"]').selectOption('human');
    for (const seat of [2, 3]) await page.locator(`select[name="seat-${seat}"]`).selectOption('random');
    await page.getByRole('button', { name: 'Start' }).click();
    const shown = page.locator('.hotseat-seat:not([hidden])');
    const first = shown.getByRole('dialog');
    await first.waitFor();
    const name = (await first.getAttribute('aria-label')) ?? '';
    expect(name).toMatch(/^Pass the device to Player [12]$/);
    expect(await shown.locator('.cit-hand').count()).toBe(0);
    await snap(page, 'citadels-privacy');
    await shown.getByRole('button', { name: /show my board/ }).click();
    await shown.locator('.cit-choose .cit-card-actions button').first().click();
    const other = name.endsWith('1') ? 'Player 2' : 'Player 1';
    await page
      .locator('.hotseat-seat:not([hidden])')
      .getByRole('dialog', { name: `Pass the device to ${other}` })
      .waitFor({ timeout: 20_000 });
    expect(await page.locator('.hotseat-seat:not([hidden]) .cit-hand').count()).toBe(0);
    await context.close();
  }, 60_000);
});
