// Learning in the app: How to play opens from the home page, the lobby and beside a board (in English and
// Dutch) with the game's own pictures, and leaves the game in progress as it was; at one screen a purist
// Carcassonne table shows no projected scores and no remaining tiles, an ordinary one shows both; a hint
// says the fair bot's move for the seat, why, and shows it on the board (in both games).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, saveConsoleOnFailure } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('how to play', () => {
  it('Machiavelli, in English: from the home page, the lobby and beside the board, which stays as it was', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 1000 } });
    const recorded = await openPage(context, `${inject('baseUrl')}/`);
    saveConsoleOnFailure('learn-citadels', [recorded]);
    const { page } = recorded;
    await page.getByRole('link', { name: 'How to play Machiavelli' }).click();
    await page.getByRole('heading', { level: 1, name: 'How to play Machiavelli' }).waitFor();
    // The pictures are the board's own cards.
    expect(await page.locator('figure[data-picture="characters"] .cit-character').count()).toBe(8);
    expect(await page.locator('figure[data-picture="uniques"] .cit-district').count()).toBe(14);

    await page.goto(`${inject('baseUrl')}/lobby/citadels`);
    await page.getByRole('link', { name: 'How to play Machiavelli' }).click();
    await page.getByRole('heading', { level: 1, name: 'How to play Machiavelli' }).waitFor();

    await page.goto(`${inject('baseUrl')}/hotseat/citadels`);
    await page.getByRole('button', { name: 'Start' }).click();
    const hand = page.locator('.hotseat-seat:not([hidden]) .cit-hand');
    await hand.waitFor();
    const before = await hand.textContent();
    await page.getByRole('button', { name: 'How to play', exact: true }).click();
    const panel = page.getByRole('region', { name: 'How to play Machiavelli' });
    await panel.getByRole('heading', { name: 'Your turn' }).waitFor();
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await hand.textContent()).toBe(before);
    await context.close();
  }, 90_000);

  it('Carcassonne, in Dutch: beside the board, with its tiles and meeples', async () => {
    const context = await browser.newContext({ locale: 'nl-NL', viewport: { width: 1400, height: 1000 } });
    const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/carcassonne`);
    saveConsoleOnFailure('learn-carcassonne', [recorded]);
    const { page } = recorded;
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.carc').waitFor();
    await page.getByRole('button', { name: 'Zo speel je', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Zo speel je Carcassonne' });
    await panel.getByRole('heading', { name: 'Jouw beurt' }).waitFor();
    expect(await panel.locator('figure[data-picture="tiles"] svg.carc-howto-tile').count()).toBe(8);
    expect(await panel.locator('figure[data-picture="meeples"] svg').count()).toBeGreaterThan(4);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await context.close();
  }, 90_000);
});

describe('a purist table', () => {
  it('Carcassonne at one screen: projections and remaining tiles only at an ordinary table', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 1000 } });
    const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/carcassonne`);
    saveConsoleOnFailure('learn-purist', [recorded]);
    const { page } = recorded;
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.carc-players .carc-projected').first().waitFor();
    expect(await page.locator('.carc-players .carc-projected').count()).toBe(2);
    expect(await page.locator('.carc-remaining').count()).toBe(1);

    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('button', { name: 'Yes, new game' }).click();
    await page.getByRole('checkbox', { name: /^Purist/ }).check();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.carc-players .carc-points').first().waitFor();
    expect(await page.locator('.carc-players .carc-projected').count()).toBe(0);
    expect(await page.locator('.carc-remaining').count()).toBe(0);
    // The choice is kept with the saved game.
    await page.reload();
    await page.locator('.carc-players .carc-points').first().waitFor();
    expect(await page.locator('.carc-players .carc-projected').count()).toBe(0);
    await context.close();
  }, 90_000);
});

describe('hints', () => {
  it.each([
    // The first move is a tile, and no meeple of the seat is on the board yet: it can score nothing now. A
    // tile's name may start with the word tile ("the tile with a city across it").
    ['en-GB', 'Hint', /^Hint: place the (.+ )?tile .+\. Scores nothing now; the best place for this tile\.$/],
    ['nl-NL', 'Tip', /^Tip: leg de (.+)?tegel .+\. Scoort nu niets; de beste plek voor deze tegel\.$/],
  ])(
    'Carcassonne at one screen (%s): Hint says the move the fair bot would make, and why',
    async (locale, button, words) => {
      const context = await browser.newContext({ locale, viewport: { width: 1400, height: 1000 } });
      const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/carcassonne`);
      saveConsoleOnFailure(`learn-hint-${locale}`, [recorded]);
      const { page } = recorded;
      await page.getByRole('button', { name: 'Start' }).click();
      await page.locator('.carc').waitFor();
      await page.getByRole('button', { name: button, exact: true }).click();
      const line = page.locator('.hint-text');
      await line.waitFor();
      expect(await line.textContent()).toMatch(words);
      // The first move is a tile: its square is outlined on the board.
      expect(await page.locator('.carc [data-hinted]').count()).toBe(1);
      await context.close();
    },
    90_000,
  );

  it.each([
    ['en-GB', 'Hint', /^Hint: take the [A-Z][a-z]+\./],
    ['nl-NL', 'Tip', /^Tip: kies de [A-Z][a-z]+\./],
  ])(
    'Machiavelli at one screen (%s): Hint says which character to take and why, and outlines it',
    async (locale, button, words) => {
      const context = await browser.newContext({ locale, viewport: { width: 1400, height: 1000 } });
      const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/citadels`);
      saveConsoleOnFailure(`learn-hint-citadels-${locale}`, [recorded]);
      const { page } = recorded;
      await page.getByRole('button', { name: 'Start' }).click();
      await page.locator('.cit-choose').first().waitFor();
      await page.getByRole('button', { name: button, exact: true }).click();
      const line = page.locator('.hint-text');
      await line.waitFor();
      expect(await line.textContent()).toMatch(words);
      // The hinted character's card and its Take button are outlined, nothing else.
      const marked = page.locator('.cit-choose .cit-hinted');
      await marked.first().waitFor();
      expect(await marked.count()).toBe(2);
      expect(
        await page.locator('.cit-choose .cit-character.cit-hinted .cit-card-actions button.cit-hinted').count(),
      ).toBe(1);
      await context.close();
    },
    90_000,
  );
});
