// A four-player Swiss of three rounds in real browsers (docs/tournaments.md): four accounts register for a
// two-player Carcassonne Swiss that Ann creates; Ann and Bob do it on the tournament's page (Register, then
// Check in) and open each of their tables from the page's *Go to your table*; Cy and Di register and check
// in through the routes. The server starts the tournament by itself, opens each round's tables with the
// players seated, and pairs the next round when the last table ends. Every seat's moves are played by a
// script over raw sockets (legal moves from its own view, with the credentials the account's seat route
// gives), so three rounds of whole games end in minutes. At the end both pages show the tournament finished
// with its final standings: each player three games, six points given out in all, in the server's order.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Game, State } from 'boardgame.io';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { carcassonneCore, type CarcassonneState } from '../games/carcassonne';
import { carcassonneGame } from '../games/carcassonne/game';
import { createRng } from '../games/shared/rng';
import { SeatClient } from '../test/server/helpers';
import { launchBrowser, openPage, saveConsoleOnFailure, type RecordedPage } from './browser';
import { unpooled, type Unpooled } from './api';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const PASSWORD = 'correct horse battery';
const ROUNDS = 3;

interface Player {
  name: string;
  id: string;
  context: BrowserContext;
  calls: Unpooled;
}

interface Detail {
  tournament: { state: string; round: number };
  rounds: { round: number; tables: { matchID: string | null; seats: { player: string }[]; finished: boolean }[] }[];
  standings: { player: string; name: string; score: number; games: number }[];
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** Plays one table's two seats with random legal moves, each from its own view, until the game is over. */
async function playTable(base: string, matchID: string, credentials: string[], seed: string): Promise<void> {
  const seats = credentials.map((c, seat) => new SeatClient(base, carcassonneGame as Game, matchID, String(seat), c));
  const rng = createRng(seed);
  try {
    for (const seat of seats) await seat.sync();
    for (;;) {
      const state = seats[0]!.state as State<CarcassonneState>;
      if (state.ctx.gameover !== undefined) return;
      for (const seat of seats) await seat.reach(state._stateID, 60_000);
      const active = carcassonneCore.activeSeats(state.G)[0]!;
      const mover = seats[active]!;
      const view = mover.state as State<CarcassonneState>;
      const actions = carcassonneCore.legalActions(view.G, active);
      const action = actions[Math.floor(rng.next() * actions.length)]!;
      mover.move(action.type, [action]);
      for (const seat of seats) await seat.reach(state._stateID + 1, 60_000);
    }
  } finally {
    for (const seat of seats) seat.close();
  }
}

/** Polls the tournament until `ready` holds of it (the server's loop ticks every two seconds). */
async function waitFor(base: string, calls: Unpooled, id: string, ready: (d: Detail) => boolean) {
  const deadline = Date.now() + 240_000;
  for (;;) {
    const detail = await json<Detail>(await calls.get(`${base}/tournaments/${id}`));
    if (ready(detail)) return detail;
    if (Date.now() > deadline) throw new Error(`tournament ${id} never got there: ${JSON.stringify(detail)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

describe('a tournament', () => {
  it('runs a four-player Swiss of three rounds from registration to the final standings', async () => {
    const base = inject('baseUrl');
    const tag = randomUUID().slice(0, 5);
    const players: Player[] = [];
    for (const name of ['Ann', 'Bob', 'Cy', 'Di']) {
      const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
      const account = `${name}${tag}`;
      const signUp = await unpooled(context.request).post(`${base}/account/sign-up`, {
        data: { name: account, password: PASSWORD },
      });
      const { account: made } = await json<{ account: { id: string } }>(signUp);
      players.push({ name: account, id: made.id, context, calls: unpooled(context.request) });
    }
    const [ann, bob, cy, di] = players as [Player, Player, Player, Player];

    // Ann creates it through the route (the form itself is checked in test/client/tournaments.test.tsx): the
    // start a minute ahead, the least the server allows, with the check-in open from now.
    const created = await json<{ id: string }>(
      await ann.calls.post(`${base}/tournaments`, {
        data: {
          name: `Swiss ${tag}`,
          game: 'carcassonne',
          tableSize: 2,
          format: 'swiss',
          rounds: ROUNDS,
          rated: false,
          clock: 'sudden-15',
          startsAt: Date.now() + 61_000,
          checkInMinutes: 1,
          cap: 8,
          byInvitation: false,
        },
      }),
    );
    const id = created.id;

    const pages: RecordedPage[] = [];
    saveConsoleOnFailure('tournament', pages);
    const humans: [Player, Page][] = [];
    for (const human of [ann, bob]) {
      const recorded = await openPage(human.context, `${base}/tournament/${id}`);
      pages.push(recorded);
      const { page } = recorded;
      await page.getByRole('heading', { name: `Swiss ${tag}` }).waitFor();
      await page.getByRole('button', { name: 'Register' }).click();
      await page.getByRole('button', { name: 'Check in' }).click();
      await page.getByText('You are checked in: your first table opens at the start.').waitFor();
      humans.push([human, page]);
    }
    for (const script of [cy, di]) {
      await json(await script.calls.post(`${base}/tournaments/${id}/register`, { data: {} }));
      await json(await script.calls.post(`${base}/tournaments/${id}/check-in`, { data: {} }));
    }
    const [annPage] = humans.map(([, page]) => page) as [Page, Page];
    await annPage.getByRole('region', { name: 'Players (4/8)' }).waitFor();

    const byId = new Map(players.map((player) => [player.id, player]));
    for (let round = 1; round <= ROUNDS; round++) {
      const detail = await waitFor(base, ann.calls, id, (d) => {
        const tables = d.rounds.find((r) => r.round === round)?.tables ?? [];
        return tables.length === 2 && tables.every((table) => table.matchID !== null);
      });
      const tables = detail.rounds.find((r) => r.round === round)!.tables;
      // Every active player sits at exactly one table of the round.
      expect(tables.flatMap((table) => table.seats.map((seat) => seat.player)).sort()).toEqual(
        players.map((player) => player.id).sort(),
      );
      // The two people open their tables from the page, as a player would.
      for (const [human, page] of humans) {
        const table = tables.find((t) => t.seats.some((seat) => seat.player === human.id))!;
        const go = page.getByRole('link', { name: 'Go to your table' });
        await expect
          .poll(() => go.getAttribute('href'), { timeout: 30_000 })
          .toBe(`/match/carcassonne/${table.matchID}`);
        await go.click();
        await page.waitForURL(`${base}/match/carcassonne/${table.matchID}`);
        await page.locator('.carc').first().waitFor();
        await page.goto(`${base}/tournament/${id}`);
      }
      await Promise.all(
        tables.map(async (table, at) => {
          const credentials: string[] = [];
          for (const seat of table.seats) {
            const answer = await json<{ seat: { playerID: string; credentials: string } }>(
              await byId.get(seat.player)!.calls.post(`${base}/account/seat`, { data: { matchID: table.matchID } }),
            );
            expect(answer.seat.playerID).toBe(String(credentials.length));
            credentials.push(answer.seat.credentials);
          }
          await playTable(base, table.matchID!, credentials, `tournament-${tag}-${round}-${at}`);
        }),
      );
    }

    const final = await waitFor(base, ann.calls, id, (d) => d.tournament.state === 'finished');
    expect(final.rounds.map((r) => r.round)).toEqual([1, 2, 3]);
    expect(final.standings.map((s) => s.games)).toEqual([3, 3, 3, 3]);
    // A game gives out one point (1 to the winner, ½ each on a draw): two tables a round, three rounds.
    expect(final.standings.reduce((sum, s) => sum + s.score, 0)).toBe(6);
    for (const [, page] of humans) {
      await page.reload();
      await page.getByText('finished', { exact: true }).waitFor();
      const rows = page.getByRole('table').getByRole('row');
      await expect.poll(() => rows.count()).toBe(5);
      const names = await page.getByRole('table').locator('tbody th').allTextContents();
      expect(names).toEqual(final.standings.map((s) => s.name));
      for (const round of [1, 2, 3]) await page.getByRole('heading', { name: `Round ${round}` }).waitFor();
      expect(await page.getByRole('link', { name: 'Replay' }).count()).toBe(6);
    }
    for (const player of players) await player.context.close();
    // Six whole games over sockets, three rounds one after another: 107 s in a CI run on a loaded machine,
    // over the default 120 s once under heavier load.
  }, 300_000);
});
