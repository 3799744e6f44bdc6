// Every button wears the site's styles (client/styles.css): none is drawn as the browser's plain button, on
// the home page, the lobbies, the hotseat setups and boards (Machiavelli's privacy screen between two
// people included), the guided games' start, the account page signed out and signed in, and the
// leaderboards; the destructive *Delete my account* is styled as such. On the same pages no checkbox or
// radio button touches its words. The replay's transport is checked in e2e/replay.spec.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  boxesTouchingWords,
  defaultStyledButtons,
  launchBrowser,
  openPage,
  PHONE,
  saveConsoleOnFailure,
  snap,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/**
 * Opens `path` on a desktop and a phone, brings it to the state `ready` waits for and lists plain buttons and
 * boxes that touch their words.
 */
async function plainButtons(path: string, ready: (page: Page) => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  for (const device of [{ viewport: { width: 1366, height: 800 } }, PHONE]) {
    const context = await browser.newContext({ locale: 'en-GB', ...device });
    const recorded = await openPage(context, `${inject('baseUrl')}${path}`);
    saveConsoleOnFailure(`buttons${path.replaceAll('/', '-')}`, [recorded]);
    await ready(recorded.page);
    found.push(...(await defaultStyledButtons(recorded.page)).map((button) => `${path}: ${button}`));
    found.push(...(await boxesTouchingWords(recorded.page)).map((box) => `${path}: box ${box}`));
    await context.close();
  }
  return found;
}

describe('no button in the browser’s plain style', () => {
  it('home, lobbies, hotseat setups and leaderboards', async () => {
    const found = await plainButtons('/', (page) => page.locator('.home-game').first().waitFor());
    for (const game of ['citadels', 'carcassonne']) {
      found.push(
        ...(await plainButtons(`/lobby/${game}`, (page) => page.locator('select[name="numPlayers"]').waitFor())),
      );
      found.push(
        ...(await plainButtons(`/hotseat/${game}`, (page) => page.getByRole('button', { name: 'Start' }).waitFor())),
      );
      found.push(...(await plainButtons(`/leaderboard/${game}`, (page) => page.locator('.leaderboard h1').waitFor())));
    }
    expect(found).toEqual([]);
  });

  it('the guided games’ start and their boards', async () => {
    const found: string[] = [];
    for (const game of ['citadels', 'carcassonne']) {
      found.push(
        ...(await plainButtons(`/guided/${game}`, (page) =>
          page.getByRole('button', { name: 'Start the guided game' }).waitFor(),
        )),
      );
      found.push(
        ...(await plainButtons(`/guided/${game}`, async (page) => {
          await page.getByRole('button', { name: 'Start the guided game' }).click();
          await page.locator('.guided-coach[data-step] .guided-text:not(:empty)').waitFor();
        })),
      );
    }
    expect(found).toEqual([]);
  });

  it('the hotseat boards, with Machiavelli’s privacy screen between two people', async () => {
    const found = await plainButtons('/hotseat/citadels', async (page) => {
      await page.locator('select[name="seat-1"]').selectOption('human');
      await page.getByRole('button', { name: 'Start' }).click();
      await page.locator('.hotseat-seat:not([hidden])').getByRole('dialog').waitFor();
    });
    found.push(
      ...(await plainButtons('/hotseat/carcassonne', async (page) => {
        await page.getByRole('button', { name: 'Start' }).click();
        await page.locator('.carc-spot').first().waitFor();
      })),
    );
    expect(found).toEqual([]);
  });

  it('the account page, signed out and signed in, with Delete my account destructive', async () => {
    const found = await plainButtons('/account', (page) => page.locator('.account-form').first().waitFor());
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 800 } });
    const recorded = await openPage(context, `${inject('baseUrl')}/account`);
    saveConsoleOnFailure('buttons-account-signed-in', [recorded]);
    const { page } = recorded;
    const form = page.getByRole('form', { name: 'Create an account', exact: true });
    const name = `Bea${randomUUID().slice(0, 6)}`;
    await form.getByLabel('Display name').fill(name);
    await form.getByLabel('Password').fill('correct horse battery');
    await form.getByRole('button').click();
    await page.getByText(`Signed in as ${name}`).waitFor();
    await page.getByRole('button', { name: 'Sign out everywhere else' }).waitFor();
    found.push(...(await defaultStyledButtons(page)).map((button) => `/account signed in: ${button}`));
    found.push(...(await boxesTouchingWords(page)).map((box) => `/account signed in: box ${box}`));
    // The check sees a box that touches its words: one drawn with no margin, put on the page for a moment.
    await page.evaluate(() =>
      document
        .querySelector('main')!
        .insertAdjacentHTML('beforeend', '<label id="probe"><input type="checkbox" style="margin: 0">Probe</label>'),
    );
    expect(await boxesTouchingWords(page)).toEqual([expect.stringMatching(/^Probe \([0-3]\.\d px\)$/)]);
    await page.evaluate(() => document.getElementById('probe')!.remove());
    await page.goto(`${inject('baseUrl')}/tournament`);
    await page.getByRole('heading', { name: 'Create a tournament' }).waitFor();
    found.push(...(await boxesTouchingWords(page)).map((box) => `/tournament signed in: box ${box}`));
    await page.goto(`${inject('baseUrl')}/account`);
    const remove = page.getByRole('button', { name: 'Delete my account' });
    expect(await remove.getAttribute('class')).toBe('danger');
    expect(await remove.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(160, 28, 28)');
    await snap(page, 'account-signed-in');
    await context.close();
    expect(found).toEqual([]);
  });
});
