// No page is wider than the phone it is on (issue 54): at 320, 390 and 430 px wide, every page of the site
// (a guest's and a signed-in account's, and a single elimination's drawn bracket: bracket-fixture.ts), every
// end screen of both games (at one screen and online) and the finished match's replay and analysis has
// `scrollWidth <= innerWidth`, and the layout viewport stays the phone's width (a touch phone's browser
// widens it to fit what overflows).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Game, State } from 'boardgame.io';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { carcassonneGame } from '../games/carcassonne/game';
import { citadelsGame } from '../games/citadels/game';
import { SeatClient, until } from '../test/server/helpers';
import { launchBrowser, openPage, saveConsoleOnFailure, snap, type RecordedPage } from './browser';
import { answerBracketTournament, BRACKET_TOURNAMENT } from './bracket-fixture';
import { unpooled } from './api';

const WIDTHS = [320, 390, 430] as const;
const GAMES = { carcassonne: carcassonneGame as Game, citadels: citadelsGame as Game };
type GameName = keyof typeof GAMES;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const phone = (width: number) => ({
  locale: 'en-GB',
  viewport: { width, height: 800 },
  hasTouch: true,
  isMobile: true,
});

/** What sticks out past the right edge: the page's width and the widest elements (for the failure message). */
async function overflow(
  page: Page,
  width: number,
): Promise<{ innerWidth: number; scrollWidth: number; wide: string[] }> {
  return page.evaluate((w) => {
    const wide: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > w + 1) wide.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    }
    return { innerWidth, scrollWidth: document.documentElement.scrollWidth, wide: wide.slice(0, 6) };
  }, width);
}

async function expectFits(page: Page, width: number, what: string): Promise<void> {
  const found = await overflow(page, width);
  const label = `${what} at ${width} px: ${JSON.stringify(found)}`;
  expect(found.innerWidth, label).toBe(width);
  expect(found.scrollWidth, label).toBeLessThanOrEqual(found.innerWidth);
}

/** Opens `path` in a phone context of each width, lets `ready` bring the page to the state to check, checks it. */
async function checkPage(path: string, ready: (page: Page) => Promise<unknown>): Promise<void> {
  for (const width of WIDTHS) {
    const context = await browser.newContext(phone(width));
    const recorded = await openPage(context, `${inject('baseUrl')}${path}`);
    saveConsoleOnFailure(`width${path.replaceAll('/', '-')}-${width}`, [recorded]);
    await ready(recorded.page);
    await expectFits(recorded.page, width, path);
    await context.close();
  }
}

/** The page at each width, on the same page (an end screen reached once): resizing keeps the game. */
async function checkEachWidth(page: Page, what: string): Promise<void> {
  for (const width of [...WIDTHS].reverse()) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expectFits(page, width, what);
  }
}

/** A page is loaded when its content is there and nothing on it is loading (the leaderboard has no heading). */
const loaded = (page: Page) =>
  page.waitForFunction(
    () => document.querySelector('main > :not(.loading)') !== null && !document.querySelector('main .loading'),
  );

const ONE_SCREEN_END = { carcassonne: '.carc-final', citadels: '.cit-final' } as const;

/** Creates a 2-seat online match from the lobby, seat 2 as given (a bot level, or 'human'); returns its URL. */
async function createMatch(page: Page, game: GameName, other: string): Promise<string> {
  await page.goto(`${inject('baseUrl')}/lobby/${game}`);
  await page.locator('input[name="playerName"]').fill('Ann');
  await page.locator('select[name="numPlayers"]').selectOption('2');
  await page.locator('select[name="seat-1"]').selectOption(other);
  await page.getByRole('button', { name: 'Create and join' }).click();
  await page.waitForURL(/\/match\//);
  return page.url();
}

/** Plays `seat` over a raw socket (the first legal move each turn) until the game ends. */
async function playToTheEnd(game: Game, matchID: string, seat: string, credentials: string): Promise<void> {
  const client = new SeatClient(inject('baseUrl'), game, matchID, seat, credentials);
  try {
    await client.sync();
    for (;;) {
      const state = client.state as State;
      if (state.ctx.gameover) return;
      if (state.ctx.currentPlayer === seat) await client.play();
      else
        await until(
          () => (client.state as State)._stateID > state._stateID,
          `a move of the other seat after ${state._stateID}`,
          30_000,
        );
    }
  } finally {
    client.close();
  }
}

describe('no page is wider than a phone', () => {
  it('the home page, the account page, the replay page, the tournaments, a page that does not exist', async () => {
    await checkPage('/', (page) => page.locator('.home-game').first().waitFor());
    await checkPage('/account', loaded);
    await checkPage('/replay', loaded);
    await checkPage('/tournament', loaded);
    await checkPage('/no-such-page', (page) => page.locator('.not-found').waitFor());
  });

  it("a signed-in account's pages: the account page, its profile, the tournaments and a tournament's page", async () => {
    const base = inject('baseUrl');
    const name = `Wide${randomUUID().slice(0, 6)}`;
    const password = 'correct horse battery';
    const maker = await browser.newContext(phone(390));
    const signUp = await unpooled(maker.request).post(`${base}/account/sign-up`, { data: { name, password } });
    expect(signUp.status()).toBe(201);
    const { id } = ((await signUp.json()) as { account: { id: string } }).account;
    const created = await unpooled(maker.request).post(`${base}/tournaments`, {
      data: {
        name: `A long tournament name for a narrow phone ${name}`,
        game: 'carcassonne',
        tableSize: 2,
        format: 'swiss',
        rounds: 3,
        rated: false,
        clock: 'sudden-15',
        startsAt: Date.now() + 3_600_000,
        checkInMinutes: 10,
        cap: 8,
        byInvitation: false,
      },
    });
    expect(created.status()).toBe(201);
    const { id: tournament } = (await created.json()) as { id: string };
    await maker.close();
    const signedIn = (ready: (page: Page) => Promise<unknown>) => async (page: Page) => {
      await ready(page);
      await page.getByRole('link', { name }).first().waitFor();
    };
    for (const width of WIDTHS) {
      const context = await browser.newContext(phone(width));
      const signIn = await unpooled(context.request).post(`${base}/account/sign-in`, { data: { name, password } });
      expect(signIn.status()).toBe(200);
      for (const [path, ready] of [
        ['/account', (page: Page) => page.getByText(`Signed in as ${name}`).waitFor()],
        [`/profile/${id}`, loaded],
        ['/tournament', loaded],
        [`/tournament/${tournament}`, (page: Page) => page.getByRole('button', { name: 'Register' }).waitFor()],
      ] as const) {
        const recorded = await openPage(context, `${base}${path}`);
        saveConsoleOnFailure(`width-signed-in${path.replaceAll('/', '-')}-${width}`, [recorded]);
        await signedIn(ready)(recorded.page);
        await expectFits(recorded.page, width, `${path} signed in`);
        await recorded.page.close();
      }
      await context.close();
    }
  });

  it("a single elimination's page with its drawn bracket (bracket-fixture.ts)", async () => {
    for (const width of WIDTHS) {
      const context = await browser.newContext(phone(width));
      await answerBracketTournament(context);
      const path = `/tournament/${BRACKET_TOURNAMENT}`;
      const recorded = await openPage(context, `${inject('baseUrl')}${path}`);
      saveConsoleOnFailure(`width-bracket-${width}`, [recorded]);
      await recorded.page.locator('.tournament-bracket .bracket-match').first().waitFor();
      expect(await recorded.page.locator('.bracket-round').count()).toBe(3);
      await expectFits(recorded.page, width, path);
      await context.close();
    }
  });

  it.each(['carcassonne', 'citadels'] as const)(
    '%s: the lobby, the setup, the board, How to play, the leaderboards, the guided game and the gallery',
    async (game) => {
      await checkPage(`/lobby/${game}`, (page) => page.getByRole('button', { name: 'Create and join' }).waitFor());
      await checkPage(`/hotseat/${game}`, (page) => page.getByRole('button', { name: 'Start' }).waitFor());
      await checkPage(`/hotseat/${game}`, async (page) => {
        await page.getByRole('button', { name: 'Start' }).click();
        await page.locator('.hotseat-seat:not([hidden]) .carc, .hotseat-seat:not([hidden]) .cit-board').waitFor();
        // The game's options, folded by default, open as wide as the page.
        const options = page.locator('.cit-options summary');
        if ((await options.count()) > 0) await options.first().click();
      });
      await checkPage(`/how-to-play/${game}`, loaded);
      await checkPage(`/leaderboard/${game}`, loaded);
      await checkPage(`/guided/${game}`, loaded);
      await checkPage(`/gallery/${game}`, loaded);
    },
  );

  it.each(['carcassonne', 'citadels'] as const)(
    '%s: the end of a game at one screen',
    async (game) => {
      const context = await browser.newContext(phone(390));
      const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/${game}`);
      saveConsoleOnFailure(`width-hotseat-end-${game}`, [recorded]);
      const { page } = recorded;
      await page.locator('select[name="players"]').selectOption('2');
      for (const seat of [0, 1]) await page.locator(`select[name="seat-${seat}"]`).selectOption('random');
      await page.getByRole('button', { name: 'Start' }).click();
      await page.waitForFunction((selector) => document.querySelector(selector) !== null, ONE_SCREEN_END[game], {
        timeout: 90_000,
      });
      await checkEachWidth(page, `${game} at one screen, over`);
      await snap(page, `width-${game}-hotseat-end-320`);
      await context.close();
    },
    150_000,
  );

  it.each(['carcassonne', 'citadels'] as const)(
    '%s online: waiting for players, invited, watching, and the end',
    async (game) => {
      const contexts: BrowserContext[] = [];
      const pages: RecordedPage[] = [];
      const open = async (width: number, url: string) => {
        const context = await browser.newContext(phone(width));
        contexts.push(context);
        const recorded = await openPage(context, url);
        pages.push(recorded);
        return recorded.page;
      };
      saveConsoleOnFailure(`width-online-${game}`, pages);
      try {
        // Waiting for players (the creator) and invited (a visitor), at each width.
        const ann = await open(390, `${inject('baseUrl')}/lobby/${game}`);
        const waiting = await createMatch(ann, game, 'human');
        await ann.getByRole('button', { name: 'Copy link' }).waitFor();
        await checkEachWidth(ann, `${game} online, waiting for players`);
        for (const width of WIDTHS) {
          const guest = await open(width, waiting);
          await guest.locator('input[name="playerName"]').waitFor();
          await expectFits(guest, width, `${game} online, invited`);
        }

        // Ann against a bot, played to the end over her seat's socket; a spectator watches.
        const url = await createMatch(ann, game, 'random');
        const matchID = url.split('/').pop()!;
        const seat = await ann.evaluate((key) => localStorage.getItem(key), `seat:${game}:${matchID}`);
        const { credentials } = JSON.parse(seat ?? '{}') as { credentials: string };
        const spectator = await open(320, url);
        await spectator.locator('.match-board').waitFor();
        await expectFits(spectator, 320, `${game} online, watching`);
        await playToTheEnd(GAMES[game], matchID, '0', credentials);
        await ann.getByRole('button', { name: 'Rematch' }).waitFor({ timeout: 30_000 });
        await checkEachWidth(ann, `${game} online, over`);
        await snap(ann, `width-${game}-online-end-320`);

        // Its replay at the final frame, and Ann's analysis of her own seat (its chart and notes, their words
        // lined up) once a note is in.
        await ann.goto(`${inject('baseUrl')}/replay/${game}/${matchID}`);
        await ann.getByText('Start of the game').waitFor();
        await ann.keyboard.press('End');
        await ann.locator('.replay-final').waitFor();
        await checkEachWidth(ann, `${game} replay, the end`);
        await ann.getByRole('button', { name: 'Analyse the game' }).click();
        await ann.locator('.analysis-notes li').nth(1).waitFor({ timeout: 60_000 });
        await ann.getByRole('button', { name: 'Cancel' }).click();
        await checkEachWidth(ann, `${game} replay, analysed`);
        // Every note's words start at one edge, beside a picture or its empty column alike.
        const starts = await ann
          .locator('.analysis-notes button.link > span:last-child')
          .evaluateAll((spans) => spans.map((span) => Math.round(span.getBoundingClientRect().left)));
        expect(new Set(starts).size, `the notes' words start at ${starts.join(', ')}`).toBe(1);
        await snap(ann, `width-${game}-analysis-320`);
      } finally {
        for (const context of contexts) await context.close();
      }
    },
    150_000,
  );
});
