// No two sentences run together ("2 of 4 rotations fit here Choose a circle"): both games at one screen are
// played a few turns, in English, Dutch, German and French, on a desktop and a phone, and after every step
// the page holds no two texts that a reader meets as one without a sentence's end between them
// (e2e/browser.ts runTogetherSentences: on one line, or in one live region).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, PHONE, runTogetherSentences, saveConsoleOnFailure, snap } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const LANGUAGES = [
  { locale: 'en-GB', device: { viewport: { width: 1366, height: 800 } } },
  { locale: 'nl-NL', device: PHONE },
  { locale: 'de-DE', device: { viewport: { width: 1366, height: 800 } } },
  { locale: 'fr-FR', device: PHONE },
];

/** Opens the game at one screen (a person against a random bot) in the language and device given. */
async function start(game: string, locale: string, device: object): Promise<Page> {
  const context = await browser.newContext({ locale, ...device });
  const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/${game}`);
  saveConsoleOnFailure(`sentences-${game}-${locale}`, [recorded]);
  const { page } = recorded;
  await page.locator('select[name="seat-1"]').selectOption('random');
  await page.locator('form button[type="submit"]').click();
  return page;
}

describe('no sentences run together', () => {
  it('on the Carcassonne board: the status, the turn panel and its hint, in four languages', async () => {
    const found: string[] = [];
    for (const { locale, device } of LANGUAGES) {
      const page = await start('carcassonne', locale, device);
      const board = page.locator('.carc');
      for (let turn = 0; turn < 3; turn++) {
        await board.locator('xpath=self::*[@data-turn="0"][@data-step="place"]').waitFor();
        found.push(...(await runTogetherSentences(page)).map((line) => `${locale} place: ${line}`));
        await board.locator('.carc-spot').first().dispatchEvent('click');
        await board.locator('.carc-primary:not([disabled])').waitFor();
        found.push(...(await runTogetherSentences(page)).map((line) => `${locale} chosen: ${line}`));
        if (turn === 0 && locale === 'en-GB') await snap(page, 'sentences-carcassonne-chosen', { fullPage: false });
        await board.locator('.carc-primary').click();
      }
      await page.context().close();
    }
    expect(found).toEqual([]);
  }, 240_000);

  it('on the Machiavelli board: the prompts, the calling track and the log, in four languages', async () => {
    const found: string[] = [];
    for (const { locale, device } of LANGUAGES) {
      const page = await start('citadels', locale, device);
      const shown = page.locator('.cit-board');
      await shown.locator('.cit-choose .cit-card-actions button').first().waitFor();
      for (let step = 0; step < 12; step++) {
        found.push(...(await runTogetherSentences(page)).map((line) => `${locale}: ${line}`));
        const next = shown
          .locator(
            '.cit-choose .cit-card-actions button, .cit-prompts button:not([disabled]), .cit-confirm:not([disabled])',
          )
          .first();
        if ((await next.count()) > 0) await next.click().catch(() => undefined);
        await page.waitForTimeout(400);
      }
      await page.context().close();
    }
    expect(found).toEqual([]);
  }, 240_000);
});
