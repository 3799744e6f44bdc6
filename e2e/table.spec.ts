// The online table in a real browser against the real server: in a 2-player Carcassonne match player 2 leaves
// (after confirming), a bot takes over and the game finishes; a per-move clock runs out and a bot makes that
// move; a rematch against a bot keeps the bot and gets played. Ann's own seat is driven over a raw socket with
// her credentials (the first legal move each turn) where the spec needs a whole game, so that it runs in seconds.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Game, State } from 'boardgame.io';
import type { Page } from 'playwright-core';
import { carcassonneGame } from '../games/carcassonne/game';
import { api, SeatClient, until } from '../test/server/helpers';
import { playCarcassonneTurn, snap, tilesOn, Visitors, type RecordedPage } from './browser';

const game = carcassonneGame as Game;
const visitors = new Visitors();
beforeAll(() => visitors.launch());
afterAll(() => visitors.close());
const visit = (url: string, name: string, pages: RecordedPage[]) => visitors.visit(url, name, pages);

/** Creates a 2-player Carcassonne match from the lobby with the given seat 2 and table options. */
async function createMatch(page: Page, other: string, clock: string, takeoverLevel: string): Promise<string> {
  await page.locator('input[name="playerName"]').fill('Ann');
  await page.locator('select[name="seat-1"]').selectOption(other);
  await page.locator('select[name="clock"]').selectOption(clock);
  await page.locator('select[name="takeoverLevel"]').selectOption(takeoverLevel);
  await page.getByRole('button', { name: 'Create and join' }).click();
  await page.waitForURL(/\/match\//);
  return page.url();
}

const matchIDOf = (url: string) => url.split('/').pop() as string;

async function credentialsOf(page: Page, matchID: string): Promise<string> {
  const seat = await page.evaluate((key) => localStorage.getItem(key), `seat:carcassonne:${matchID}`);
  return (JSON.parse(seat ?? '{}') as { credentials: string }).credentials;
}

/** Plays `seat` over a raw socket (the first legal move each turn) until the game ends. */
async function playToTheEnd(base: string, matchID: string, seat: string, credentials: string): Promise<State> {
  const client = new SeatClient(base, game, matchID, seat, credentials);
  try {
    await client.sync();
    for (;;) {
      const state = client.state as State;
      if (state.ctx.gameover) return state;
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

describe('the online table', () => {
  it('player 2 leaves, a bot takes over and the game finishes', async () => {
    const base = inject('baseUrl');
    const pages: RecordedPage[] = [];
    const ann = await visit(`${base}/lobby/carcassonne`, 'table-takeover', pages);
    const url = await createMatch(ann, 'human', 'off', 'random');
    const panel = ann.locator('.match-panel');
    await panel.getByText('open: waiting for a player').waitFor();
    const bob = await visit(url, 'table-takeover', pages);
    await bob.locator('input[name="playerName"]').fill('Bob');
    await bob.getByRole('button', { name: 'Take seat 2' }).click();
    await bob.locator('.match-panel').getByText('(you)').waitFor();
    await playCarcassonneTurn(ann.locator('.match-board .carc'), 0);

    await bob.getByRole('button', { name: 'Leave match' }).click();
    await bob.getByText('A bot will take over your seat').waitFor();
    await bob.locator('.table-leave-confirm').getByRole('button', { name: 'Leave match' }).click();
    await bob.waitForURL(/\/lobby\/carcassonne/);
    await panel.locator('[data-seat="1"][data-stand-in="yes"]').getByText('(bot)').waitFor();
    await panel.getByText('A bot plays for Bob, who left the match.').waitFor();

    const matchID = matchIDOf(url);
    const final = await playToTheEnd(base, matchID, '0', await credentialsOf(ann, matchID));
    expect(final.ctx.gameover).toBeTruthy();
    await ann.locator('.carc[data-step="over"]').waitFor({ timeout: 30_000 });
    await snap(ann, 'table-takeover-final');
  });

  it('a per-move clock runs out and a bot makes the move', async () => {
    const base = inject('baseUrl');
    const pages: RecordedPage[] = [];
    const ann = await visit(`${base}/lobby/carcassonne`, 'table-clock', pages);
    const url = await createMatch(ann, 'human', 'move1', 'random');
    const matchID = matchIDOf(url);
    const { table } = (await api(base, `/games/carcassonne/${matchID}`)).body as { table: Record<string, unknown> };
    expect(table).toMatchObject({ clock: { mode: 'move', moveSeconds: 60 }, takeoverLevel: 'random', creator: '0' });
    // The lobby offers minutes; the spec shortens the clock to 3 s through the same route.
    const credentials = await credentialsOf(ann, matchID);
    const shortened = await api(base, `/games/carcassonne/${matchID}/table`, {
      playerID: '0',
      credentials,
      clock: { mode: 'move', moveSeconds: 3 },
      takeoverLevel: 'random',
    });
    expect(shortened.status).toBe(200);

    const bob = await visit(url, 'table-clock', pages);
    await bob.locator('input[name="playerName"]').fill('Bob');
    await bob.getByRole('button', { name: 'Take seat 2' }).click();
    const annBoard = ann.locator('.match-board .carc');
    await ann.locator('.match-panel [data-seat="0"] [role="timer"]').waitFor();
    // Beside "Your turn": the clock, and with 3 s the warning that little time is left.
    const status = ann.locator('.table-turn');
    await status.getByText('Your turn').waitFor();
    await status.locator('[role="timer"]').waitFor();
    await status.getByText('Little time left!').waitFor();
    await snap(ann, 'table-clock-running');
    expect(await tilesOn(annBoard)).toBe(1);
    // Ann does nothing: after 3 s a bot places her tile and the turn passes to Bob.
    await annBoard.locator('xpath=self::*[@data-turn="1"]').waitFor({ timeout: 15_000 });
    expect(await tilesOn(annBoard)).toBe(2);
    // The bot stood in for that move only: Ann's seat is hers again.
    await expect.poll(() => ann.locator('.match-panel [data-seat="0"]').getAttribute('data-stand-in')).toBe(null);
    // Afterwards Ann is told what happened.
    await ann.getByText('Time ran out: a bot played your move.').waitFor();
  });

  it('a rematch against a bot keeps the bot and gets played', async () => {
    const base = inject('baseUrl');
    const pages: RecordedPage[] = [];
    const ann = await visit(`${base}/lobby/carcassonne`, 'table-rematch', pages);
    const url = await createMatch(ann, 'random', 'off', 'medium');
    const matchID = matchIDOf(url);
    await playToTheEnd(base, matchID, '0', await credentialsOf(ann, matchID));
    await ann.locator('.carc[data-step="over"]').waitFor({ timeout: 30_000 });
    await ann.getByRole('button', { name: 'Rematch' }).click();
    await ann.waitForURL((next) => next.pathname.startsWith('/match/') && !next.pathname.endsWith(matchID));
    await ann.locator('.match-panel [data-seat="1"][data-bot="random"]').getByText('Bot 2 (random)').waitFor();
    const board = ann.locator('.match-board .carc');
    // Ann's turn through the board; the bot answers so fast that the spec waits for its tile, not its turn.
    await board.locator('xpath=self::*[@data-turn="0"][@data-step="place"]').waitFor();
    await board.locator('.carc-spot').first().dispatchEvent('click');
    const spots = board.locator('.carc-meeple-spot');
    if ((await spots.count()) > 0) await spots.first().dispatchEvent('click');
    await board.getByRole('button', { name: 'End turn' }).click();
    await expect.poll(() => tilesOn(board), { timeout: 30_000 }).toBe(3);
    await board.locator('xpath=self::*[@data-turn="0"]').waitFor();
    await snap(ann, 'table-rematch');
  });
});
