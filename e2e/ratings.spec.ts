// A short rated match in real browsers (docs/ratings.md): Ann and Bob create accounts; Ann creates a rated
// three-seat Machiavelli table in the lobby (the third seat a random bot) and sees that leavers rank last;
// Bob finds it in the lobby's list marked Rated with Ann's rating beside her name, and takes his seat in his
// own browser; the two seats play to the end over raw sockets (random legal moves from their own views), the
// bot plays its own; Ann's end screen shows every seat's rating change, the leaderboard lists both players
// with their new ratings, and Ann's profile shows hers with its chart.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Game, State } from 'boardgame.io';
import type { Browser } from 'playwright-core';
import { citadelsCore, citadelsGame, type CitadelsState } from '../games/citadels';
import { createRng } from '../games/shared/rng';
import { readLadder, seedFrom } from '../server/ratings/bot-identities';
import { displayRating } from '../server/ratings/rating-scale';
import { api, SeatClient } from '../test/server/helpers';
import { launchBrowser, openPage, saveConsoleOnFailure, snap, type RecordedPage } from './browser';
import { unpooled } from './api';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const PASSWORD = 'correct horse battery';

/** Plays seats 0 and 1 with random legal moves until the game is over (the bot plays seat 2). */
async function playToTheEnd(base: string, matchID: string, credentials: string[]): Promise<void> {
  const game = citadelsGame as Game;
  const seats = credentials.map((c, seat) => new SeatClient(base, game, matchID, String(seat), c));
  const rng = createRng('ratings-e2e');
  try {
    for (const seat of seats) await seat.sync();
    for (;;) {
      const state = seats[0]!.state as State<CitadelsState>;
      if (state.ctx.gameover !== undefined) return;
      // Every seat sees this state before the one to move is chosen (a seat's update may lag another's).
      for (const seat of seats) await seat.reach(state._stateID, 60_000);
      const active = citadelsCore.activeSeats(state.G)[0];
      const mover = seats.find((s) => Number(s.playerID) === active);
      const view = mover?.state as State<CitadelsState> | undefined;
      if (mover && view && view._stateID === state._stateID) {
        const actions = citadelsCore.legalActions(view.G, active!);
        const action = actions[Math.floor(rng.next() * actions.length)]!;
        mover.move(action.type, [action]);
      }
      // The bot's seat answers on the server, which a loaded machine may slow well past the 5 s default.
      for (const seat of seats) await seat.reach(state._stateID + 1, 60_000);
    }
  } finally {
    for (const seat of seats) seat.close();
  }
}

describe('a rated match', () => {
  it('shows the new ratings on the end screen, the leaderboard and the profile', async () => {
    const base = inject('baseUrl');
    const pages: RecordedPage[] = [];
    saveConsoleOnFailure('ratings', pages);
    const annContext = await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 950 } });
    const bobContext = await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 950 } });
    const [ann, bob] = [`Ann${randomUUID().slice(0, 6)}`, `Bob${randomUUID().slice(0, 6)}`];
    const ids: string[] = [];
    for (const [context, name] of [
      [annContext, ann],
      [bobContext, bob],
    ] as const) {
      const signUp = await unpooled(context.request).post(`${base}/account/sign-up`, {
        data: { name, password: PASSWORD },
      });
      expect(signUp.status()).toBe(201);
      ids.push(((await signUp.json()) as { account: { id: string } }).account.id);
    }

    const annPage = await openPage(annContext, `${base}/lobby/citadels`);
    pages.push(annPage);
    const lobby = annPage.page;
    // The new-match form (the lobby's *Play now* panel above it has its own player count and name).
    const form = lobby.locator('.lobby-create');
    await form.locator('select[name="numPlayers"]').selectOption('3');
    // Signed in, the name field is the account's, and cannot be changed (docs/security.md).
    await expect.poll(() => form.getByLabel('Your name').inputValue()).toBe(ann);
    await form.getByLabel('Seat 3').selectOption('random');
    await form.getByLabel(/Rated table/).check();
    await form.getByLabel('Show in the public list').check();
    await form.getByRole('button', { name: 'Create and join' }).click();
    await lobby.waitForURL(/\/match\/citadels\//);
    await lobby.getByText(/This table is rated\. A player who leaves or times out/).waitFor();
    const matchID = lobby.url().split('/').pop()!;

    // The lobby's list marks the match Rated, with Ann's rating beside her name, as at the table.
    const bobLobby = await openPage(bobContext, `${base}/lobby/citadels`);
    pages.push(bobLobby);
    const listed = bobLobby.page.locator(`.lobby-matches li[data-match="${matchID}"]`);
    await listed.locator('.rated-badge').waitFor();
    await expect
      .poll(() => listed.locator('.lobby-names').textContent())
      .toMatch(new RegExp(`^${ann} \\(rating 1,000, provisional\\), —, `));
    await bobLobby.page.close();

    const bobPage = await openPage(bobContext, `${base}/match/citadels/${matchID}`);
    pages.push(bobPage);
    await bobPage.page.getByText(/This table is rated/).waitFor();
    await expect.poll(() => bobPage.page.getByLabel('Your name').inputValue()).toBe(bob);
    await bobPage.page.getByRole('button', { name: 'Take seat 2' }).click();
    await bobPage.page.getByText(/This table is rated/).waitFor({ state: 'detached' });

    const held = async (page: typeof lobby) =>
      (
        JSON.parse((await page.evaluate((key) => localStorage.getItem(key), `seat:citadels:${matchID}`)) ?? '{}') as {
          credentials: string;
        }
      ).credentials;
    const credentials = [await held(lobby), await held(bobPage.page)];
    expect(credentials.every(Boolean)).toBe(true);
    await playToTheEnd(base, matchID, credentials);

    const changes = lobby.getByRole('region', { name: 'Rating changes' });
    await changes.waitFor();
    // Ratings are written as the language writes numbers (1,000 in English).
    await changes.getByText(new RegExp(`${ann}: 1,000 → [\\d,]+`)).waitFor();
    await changes.getByText(new RegExp(`${bob}: 1,000 → [\\d,]+`)).waitFor();
    // The random bot starts where the committed bot ladder puts Machiavelli's random level, else at its default.
    const randomStart = displayRating(seedFrom(readLadder())('bot:random', 'citadels')).toLocaleString('en-GB');
    await changes.getByText(new RegExp(`Random bot: ${randomStart} → [\\d,]+`)).waitFor();
    const answer = await api(base, `/ratings/citadels/matches/${matchID}`);
    const after = new Map(
      (answer.body.seats as { who: { name?: string }; after: number }[]).map((s) => [
        s.who.name,
        new Intl.NumberFormat('en-GB').format(s.after),
      ]),
    );
    await snap(lobby, 'ratings-end-screen');

    await lobby.goto(`${base}/leaderboard/citadels`);
    await lobby.getByRole('heading', { name: 'Machiavelli: leaderboard' }).waitFor();
    await lobby.getByLabel('Minimum games').selectOption('1');
    const board = lobby.getByRole('table');
    await board.getByRole('row', { name: new RegExp(`${ann} ${after.get(ann)}`) }).waitFor();
    await board.getByRole('row', { name: new RegExp(`${bob} ${after.get(bob)}`) }).waitFor();
    await lobby.getByText(/Your rating: [\d,]+ after 1 rated game/).waitFor();
    await lobby.getByRole('img', { name: 'Your rating after each rated game' }).waitFor();
    await snap(lobby, 'ratings-leaderboard');

    // Bob opens Ann's profile: her rating with its chart.
    await bobPage.page.goto(`${base}/profile/${ids[0]}`);
    await bobPage.page.getByRole('heading', { name: 'Ratings per game' }).waitFor();
    await bobPage.page.getByText(`Machiavelli: ${after.get(ann)} after 1 rated game (provisional)`).waitFor();
    await bobPage.page.getByRole('img', { name: 'Machiavelli: rating after each rated game' }).waitFor();
    await annContext.close();
    await bobContext.close();
  });
});
