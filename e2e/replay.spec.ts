// Replays in a real browser: a Machiavelli match is played to the end on the real server (raw sockets, each
// seat a random legal move from its own view), then its replay page is opened from the server's record URL,
// stepped to the end, and shows the final scores of the match and the charts; the analysis runs in a Web
// Worker with a progress bar and can be cancelled.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Game, State } from 'boardgame.io';
import type { Browser, BrowserContext } from 'playwright-core';
import { citadelsCore, citadelsGame, type CitadelsState } from '../games/citadels';
import { api, createMatch, joinSeats, playRandomly, SeatClient } from '../test/server/helpers';
import {
  defaultStyledButtons,
  launchBrowser,
  openPage,
  saveConsoleOnFailure,
  snap,
  type RecordedPage,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function playToTheEnd(url: string): Promise<{ matchID: string; scores: number[]; credentials: string[] }> {
  const game = citadelsGame as Game;
  const matchID = await createMatch(url, game, 2);
  const credentials = await joinSeats(url, game, matchID, 2);
  const seats = credentials.map((c, seat) => new SeatClient(url, game, matchID, String(seat), c));
  try {
    for (const client of seats) await client.sync();
    await playRandomly(seats, citadelsCore as never, 'replay-e2e');
    const state = seats[0]!.state as State<CitadelsState>;
    return { matchID, credentials, scores: (state.ctx.gameover as { scores: number[] }).scores };
  } finally {
    for (const client of seats) client.close();
  }
}

describe('replay of an online match', () => {
  it('opens from the record URL, steps to the end with the final scores, shows the charts, and analyses in a worker', async () => {
    const base = inject('baseUrl');
    const { matchID, scores, credentials } = await playToTheEnd(base);
    expect((await api(base, `/games/citadels/${matchID}/record`)).status).toBe(200);
    const pages: RecordedPage[] = [];
    saveConsoleOnFailure('replay', pages);
    const contexts: BrowserContext[] = [];
    const visit = async (seat?: { playerID: string; credentials: string }, path = `/replay/citadels/${matchID}`) => {
      const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 950 } });
      contexts.push(context);
      // This browser holds the seat, as after joining it in the lobby (client/api/seats.ts).
      if (seat)
        await context.addInitScript((held) => localStorage.setItem(held.key, JSON.stringify(held.seat)), {
          key: `seat:citadels:${matchID}`,
          seat: { ...seat, playerName: 'P0' },
        });
      const recorded = await openPage(context, `${base}${path}`);
      pages.push(recorded);
      return recorded.page;
    };
    try {
      const page = await visit();
      await page.getByText('Start of the game').waitFor();
      await page.keyboard.press('ArrowRight');
      await page.getByText(/^Last move: P[01]: /).waitFor();
      await page.keyboard.press('End');
      const final = page.locator('.replay-final');
      await final.waitFor();
      expect(await final.getAttribute('data-scores')).toBe(scores.join(','));
      // A chart's lines may be drawn a moment after the final frame shows: wait for them, then count.
      for (const chart of ['score', 'city', 'gold']) {
        const lines = page.locator(`[data-chart="${chart}"] svg path`);
        await lines.nth(1).waitFor();
        expect(await lines.count()).toBe(2);
      }
      await snap(page, 'replay-citadels');
      // The transport (first, back, play, forward, last) and the export wear the site's button styles.
      expect(await defaultStyledButtons(page)).toEqual([]);

      // A public record has no mover's view of a Machiavelli move: the page says so instead of judging.
      await page.getByText(/cannot be judged fairly/).waitFor();

      // The seat's own record: its moves can be judged, in a worker, with a progress bar and a cancel button.
      const player = await visit({ playerID: '0', credentials: credentials[0] as string });
      await player.getByText('Seen by: P0').waitFor();
      await player.getByRole('button', { name: 'Analyse the game' }).click();
      await player.locator('.analysis progress').waitFor();
      await player.locator('[data-chart="win-chance"] svg').waitFor();
      await player.getByRole('button', { name: 'Cancel' }).click();
      await player.getByText(/^Analysis cancelled after \d+ moves\.$/).waitFor();
      expect(await player.locator('.analysis-notes li').count()).toBeGreaterThan(0);
      await snap(player, 'replay-citadels-analysis');
      expect(await defaultStyledButtons(player)).toEqual([]);

      // The final screen of the match offers the charts and the replay.
      const seat = { playerID: '1', credentials: credentials[1] as string };
      const match = await visit(seat, `/match/citadels/${matchID}`);
      // Below the board, at the width of the page (the side panel was too narrow to read them).
      await match.locator('.match-main .live-record [data-chart="score"] svg path').first().waitFor();
      expect(
        (await match.locator('.match-main .live-record [data-chart="score"] svg').boundingBox())!.width,
      ).toBeGreaterThan(300);
      // The result comes first: above the board.
      const result = await match.locator('.match-result').boundingBox();
      expect(result!.y).toBeLessThan((await match.locator('.match-board').boundingBox())!.y);
      expect(await match.getByRole('link', { name: 'Watch the replay' }).getAttribute('href')).toBe(
        `/replay/citadels/${matchID}`,
      );
      await snap(match, 'match-final-charts');
    } finally {
      for (const context of contexts) await context.close();
    }
  });

  it('a hotseat game ends with its charts and a replay link; the replay has its final scores; home lists it', async () => {
    const base = inject('baseUrl');
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1400, height: 950 } });
    try {
      const recorded = await openPage(context, `${base}/hotseat/carcassonne`);
      saveConsoleOnFailure('replay-hotseat', [recorded]);
      const { page } = recorded;
      for (const seat of [0, 1]) await page.locator(`select[name="seat-${seat}"]`).selectOption('random');
      await page.getByRole('button', { name: 'Start' }).click();
      await page.locator('.carc[data-step="over"]').waitFor({ timeout: 90_000 });
      const totals = await page.locator('.carc-final [data-col="total"]').allTextContents();
      await page.locator('.live-record [data-chart="score"] svg path').first().waitFor();
      expect(await page.locator('.live-record [data-chart="categories"] svg rect').count()).toBe(8);
      await snap(page, 'hotseat-final-charts');
      await page.getByRole('link', { name: 'Watch the replay' }).click();
      await page.waitForURL(/\/replay\/local\/hotseat-/);
      await page.getByText('Start of the game').waitFor();
      await page.getByRole('button', { name: /End/ }).click();
      expect(await page.locator('.replay-final').getAttribute('data-scores')).toBe(totals.join(','));
      await snap(page, 'replay-carcassonne');
      await page.locator('a.app-title').click();
      await page.locator('.recent-games li[data-game="carcassonne"]').waitFor();
      expect(await page.locator('.recent-games a', { hasText: 'Replay' }).getAttribute('href')).toMatch(
        /^\/replay\/local\/hotseat-/,
      );
    } finally {
      await context.close();
    }
  });
});
