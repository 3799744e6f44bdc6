// axe-core (injected into the page) on the home page, a lobby (and its Play now waiting state), both hotseat
// setups and boards, Machiavelli's card gallery, the guided first games, the account page, a single
// elimination's page with its drawn bracket (bracket-fixture.ts) and an online match (seated, invited, on a
// phone, with a seat offline and a seat held by a bot): no serious or critical violations (contrast included), in English and in Dutch, and
// an h1 on every page; the turn logs and the chat are reached with the keyboard.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage, saveConsoleOnFailure } from './browser';
import { answerBracketTournament, BRACKET_TOURNAMENT } from './bracket-fixture';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** The serious and critical axe violations on the page as it is now, one line per element. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.impact} ${v.id} (${v.help}): ${node.target.join(' ')}`));
}

/** The page's h1 headings (every page has one). */
const headings = (page: Page) => page.locator('h1').allTextContents();

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/**
 * Opens a page, lets `ready` bring it to the state to check, and runs axe in every language (chosen with
 * the header's language menu); a page without an h1 is a violation too.
 */
async function check(
  path: string,
  ready: (page: Page) => Promise<void>,
  device: object = { viewport: { width: 1366, height: 800 } },
  prepare: (context: BrowserContext) => Promise<unknown> = async () => undefined,
): Promise<string[]> {
  // axe is injected as an inline script, which the site's policy refuses (docs/security.md#security-headers;
  // e2e/security-headers.spec.ts checks the policy itself): these contexts bypass it.
  const context = await browser.newContext({ locale: 'en-GB', bypassCSP: true, ...device });
  await prepare(context);
  const recorded = await openPage(context, `${inject('baseUrl')}${path}`);
  saveConsoleOnFailure(`axe${path.replaceAll('/', '-')}`, [recorded]);
  const { page } = recorded;
  await ready(page);
  const found = await seriousViolations(page);
  if ((await headings(page)).length === 0) found.push(`no h1 on ${path}`);
  for (const language of ['nl', 'de', 'fr']) {
    await page.locator('select.language-switch').selectOption(language);
    await page.waitForFunction((code) => document.documentElement.lang === code, language);
    found.push(...(await seriousViolations(page)).map((line) => `${language}: ${line}`));
  }
  await context.close();
  return found;
}

/** Presses Tab until the focus is on an element matching `selector`; false after `max` presses. */
async function reachByTab(page: Page, selector: string, max = 150): Promise<boolean> {
  await page.locator('body').focus();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return true;
  }
  return false;
}

/** Creates a Carcassonne match from the lobby with seat 2 open, seated as Ann. */
async function createOnline(page: Page): Promise<void> {
  await page.locator('input[name="playerName"]').fill('Ann');
  await page.getByRole('button', { name: 'Create and join' }).click();
  await page.waitForURL(/\/match\//);
  await page.locator('.match-panel').getByText('(you)').waitFor();
}

/**
 * Creates a 3-player Carcassonne match from the lobby (seat 2 a bot, seat 3 open) seated as Ann, then seats
 * Bob in seat 3 through the lobby API without ever connecting him: his row shows offline.
 */
async function createWithOfflineAndBot(page: Page): Promise<void> {
  await page.locator('select[name="numPlayers"]').selectOption('3');
  await page.locator('select[name="seat-1"]').selectOption('medium');
  await createOnline(page);
  const [, game, matchID] = /\/match\/([^/]+)\/([^/?#]+)/.exec(page.url()) ?? [];
  const joined = await fetch(`${inject('baseUrl')}/games/${game}/${matchID}/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ playerID: '2', playerName: 'Bob' }),
  });
  expect(joined.status).toBe(200);
  await page.locator('.table-seats li[data-connected="no"]').getByText('Bob').waitFor();
  await page.locator('.table-seats li[data-bot="medium"]').waitFor();
}

describe('accessibility (axe-core)', () => {
  it('home page', async () => {
    expect(await check('/', (page) => page.locator('.home-game').first().waitFor())).toEqual([]);
  });

  it('lobby', async () => {
    expect(await check('/lobby/citadels', (page) => page.locator('select[name="numPlayers"]').waitFor())).toEqual([]);
  });

  it('the Play now waiting state on a phone', async () => {
    const waiting = async (page: Page) => {
      const panel = page.locator('.lobby-quick');
      await panel.getByLabel('Your name').fill('Dora');
      await panel.getByLabel('Players').selectOption('5');
      await panel.getByRole('button', { name: 'Play now' }).click();
      await page.locator('.lobby-quick-waiting').waitFor();
    };
    expect(await check('/lobby/carcassonne', waiting, PHONE)).toEqual([]);
  });

  it('Machiavelli hotseat board', async () => {
    const found = await check('/hotseat/citadels', async (page) => {
      await page.getByRole('button', { name: 'Start' }).click();
      await page.locator('.cit-hand').waitFor();
    });
    expect(found).toEqual([]);
  });

  it('the card gallery, on a desktop and on a phone', async () => {
    for (const device of [undefined, PHONE]) {
      const found = await check(
        '/gallery/citadels',
        (page) => page.locator('.cit-gallery .cit-art').first().waitFor(),
        device,
      );
      expect(found).toEqual([]);
    }
  });

  it('Carcassonne hotseat board', async () => {
    const found = await check('/hotseat/carcassonne', async (page) => {
      await page.getByRole('button', { name: 'Start' }).click();
      await page.locator('.carc-spot').first().waitFor();
    });
    expect(found).toEqual([]);
  });

  it('guided first games, with the coach and its outlined controls', async () => {
    for (const game of ['citadels', 'carcassonne']) {
      const found = await check(`/guided/${game}`, async (page) => {
        await page.getByRole('button', { name: 'Start the guided game' }).click();
        await page.locator('.guided-coach[data-step] .guided-text:not(:empty)').waitFor();
      });
      expect(found, game).toEqual([]);
    }
  });

  it('account page', async () => {
    expect(await check('/account', (page) => page.locator('.account-form').first().waitFor())).toEqual([]);
  });

  it('online match page, seated', async () => {
    expect(await check('/lobby/carcassonne', createOnline)).toEqual([]);
  });

  it('online match page, seated, on a phone', async () => {
    expect(await check('/lobby/carcassonne', createOnline, PHONE)).toEqual([]);
  });

  it('online match page with a seat offline and a seat held by a bot, on a desktop and on a phone', async () => {
    for (const device of [undefined, PHONE]) {
      const found = await check('/lobby/carcassonne', (page) => createWithOfflineAndBot(page), device);
      expect(found).toEqual([]);
    }
  });

  it('online match page, invited (no seat yet)', async () => {
    const response = await fetch(`${inject('baseUrl')}/games/carcassonne/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ numPlayers: 2 }),
    });
    const { matchID } = (await response.json()) as { matchID: string };
    const found = await check(`/match/carcassonne/${matchID}`, (page) =>
      page.getByRole('button', { name: 'Take seat 1' }).waitFor(),
    );
    expect(found).toEqual([]);
  });

  it('hotseat setups', async () => {
    for (const game of ['citadels', 'carcassonne']) {
      expect(await check(`/hotseat/${game}`, (page) => page.getByRole('button', { name: 'Start' }).waitFor())).toEqual(
        [],
      );
    }
  });

  it("a single elimination's page with its drawn bracket, on a desktop and on a phone", async () => {
    for (const device of [undefined, PHONE]) {
      const found = await check(
        `/tournament/${BRACKET_TOURNAMENT}`,
        (page) => page.locator('.tournament-bracket .bracket-match').first().waitFor(),
        device,
        answerBracketTournament,
      );
      expect(found).toEqual([]);
    }
  });

  it('the lobby on a phone', async () => {
    expect(
      await check('/lobby/citadels', (page) => page.locator('select[name="numPlayers"]').waitFor(), PHONE),
    ).toEqual([]);
  });
});

describe('keyboard', () => {
  it('reaches the Carcassonne turn log and the chat of an online match with Tab', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 800 } });
    const recorded = await openPage(context, `${inject('baseUrl')}/lobby/carcassonne`);
    saveConsoleOnFailure('keyboard-online', [recorded]);
    const { page } = recorded;
    await createOnline(page);
    // The board is inert until every seat is taken (docs/security.md#one-seat-one-view): a bot takes seat 2.
    await page.getByRole('button', { name: 'Put a bot here' }).first().click();
    await page.locator('.match-board [inert]').waitFor({ state: 'detached' });
    expect(await reachByTab(page, '.carc-turn-log')).toBe(true);
    expect(await reachByTab(page, '.table-chat-messages')).toBe(true);
    await context.close();
  });

  it('reaches the Machiavelli game log with Tab', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 800 } });
    const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/citadels`);
    saveConsoleOnFailure('keyboard-citadels', [recorded]);
    const { page } = recorded;
    await page.locator('select[name="players"]').selectOption('3');
    for (const seat of [1, 2]) await page.locator(`select[name="seat-${seat}"]`).selectOption('random');
    await page.getByRole('button', { name: 'Start' }).click();
    // The log fills once characters are chosen.
    await page.locator('.cit-choose .cit-card-actions button').first().click();
    await page.locator('.cit-log ol').waitFor({ timeout: 30_000 });
    expect(await reachByTab(page, '.cit-log ol')).toBe(true);
    await context.close();
  });
});

describe('focus after actions', () => {
  /** Where focus is: inside the board shown, and not the page body. */
  const focusInBoard = (page: Page, board: string) =>
    page.evaluate((selector) => {
      const active = document.activeElement;
      return (
        active !== null &&
        active !== document.body &&
        Boolean(document.querySelector(`.hotseat-seat:not([hidden]) ${selector}`)?.contains(active))
      );
    }, board);

  it('stays on the Machiavelli board after choosing a character, and reaches a control on your next step', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/citadels`);
    saveConsoleOnFailure('focus-citadels', [recorded]);
    const { page } = recorded;
    await page.locator('select[name="players"]').selectOption('3');
    for (const seat of [1, 2]) await page.locator(`select[name="seat-${seat}"]`).selectOption('random');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.cit-choose .cit-card-actions button').first().click();
    // The pick is taken once the seat's characters show. With 3 players the bots' picks come 100 ms apart
    // and then this seat picks again: waiting for the choice to go away could miss that short gap.
    await page.locator('.cit-selection > p.cit-mine').waitFor();
    await expect.poll(() => focusInBoard(page, '.cit-board')).toBe(true);
    // Your next step (your turn, or the next draft if you were skipped): focus moves to one of its controls.
    await page.locator('.cit-prompts button, .cit-choose button').first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => document.activeElement?.closest('.cit-prompts, .cit-hand, .cit-choose') !== null);
    await context.close();
  }, 60_000);

  it('stays on the Carcassonne board after placing a tile', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/carcassonne`);
    saveConsoleOnFailure('focus-carcassonne', [recorded]);
    const { page } = recorded;
    await page.locator('select[name="seat-1"]').selectOption('random');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.carc-spot').first().dispatchEvent('click');
    await page.getByRole('button', { name: 'End turn' }).click();
    // The tile and the choice of no meeple go to the server; the random bot plays; it is seat 0's turn again.
    await page.waitForFunction(() => document.querySelectorAll('.carc-turn-log li[data-turn]').length > 0);
    await expect.poll(() => focusInBoard(page, '.carc')).toBe(true);
    await context.close();
  }, 60_000);
});
