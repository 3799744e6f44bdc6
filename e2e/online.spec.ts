// Online play in a real browser against the real server: players in separate browser contexts create and
// join matches through the lobby, play, reconnect after a reload, and a spectator watches without secrets.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PHONE, playCarcassonneTurn, snap, tilesOn, Visitors, type RecordedPage } from './browser';

const visitors = new Visitors();
beforeAll(() => visitors.launch());
afterAll(() => visitors.close());
const visit = (url: string, name: string, pages: RecordedPage[], device?: object) =>
  visitors.visit(url, name, pages, device);

/** The controls under `scope` smaller than 44×44 CSS pixels (a finger's tap target), as "label w×h". */
function smallTapTargets(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const controls = [
      ...document.querySelectorAll(`${selector} :is(button, select, input:not([type='checkbox']), a.button)`),
    ];
    return controls
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.height < 44 || box.width < 44))
      .map(
        ({ element, box }) =>
          `${element.textContent?.trim() || element.getAttribute('name') || element.tagName} ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
  }, scope);
}

/** Creates a match from the lobby page; returns the match URL the creator lands on. */
async function createMatch(page: Page, players: number, others: string[]): Promise<string> {
  await page.locator('select[name="numPlayers"]').selectOption(String(players));
  await page.locator('input[name="playerName"]').fill('Ann');
  for (const [i, kind] of others.entries()) await page.locator(`select[name="seat-${i + 1}"]`).selectOption(kind);
  await page.getByRole('button', { name: 'Create and join' }).click();
  await page.waitForURL(/\/match\//);
  return page.url();
}

async function joinSeat(page: Page, name: string, seat: number): Promise<void> {
  await page.locator('input[name="playerName"]').fill(name);
  await page.getByRole('button', { name: `Take seat ${seat}` }).click();
  await page.locator('.match-panel').getByText('(you)').waitFor();
}

const pointsOf = (board: Locator) => board.locator('.carc-players .carc-points').allTextContents();

describe('Carcassonne online', () => {
  it('two players play turns, see the same board, reconnect after a reload, and a spectator watches', async () => {
    const pages: RecordedPage[] = [];
    const ann = await visit(`${inject('baseUrl')}/lobby/carcassonne`, 'carcassonne-online', pages);
    const url = await createMatch(ann, 2, ['human']);
    // Seat 2 is open: Ann's page says so, with the link to send.
    const waiting = ann.locator('.match-waiting');
    await waiting.getByText('Waiting for players: 1 seat is still open.', { exact: false }).waitFor();
    expect(await waiting.locator('input').inputValue()).toBe(url);
    const bob = await visit(url, 'carcassonne-online', pages);
    // The invitation says which game, who sits where and the options.
    const invite = bob.locator('.match-invite');
    await invite.getByRole('heading', { name: 'You are invited to a game of Carcassonne' }).waitFor();
    expect(await invite.locator('.match-invite-seats li').allTextContents()).toEqual(['Seat 1: Ann', 'Seat 2: open']);
    expect(await invite.locator('.match-invite-options').textContent()).toContain('with farmers');
    await joinSeat(bob, 'Bob', 2);
    await waiting.waitFor({ state: 'detached' });
    // Chat before the reload below: the history comes back with the page.
    await ann.locator('input[name="chat"]').fill('good luck, Bob');
    await ann.getByRole('button', { name: 'Send' }).click();
    await bob.locator('.table-chat-messages').getByText('good luck, Bob').waitFor();
    const annBoard = ann.locator('.match-board .carc');
    const bobBoard = bob.locator('.match-board .carc');

    await playCarcassonneTurn(annBoard, 0);
    await playCarcassonneTurn(bobBoard, 1);
    await expect.poll(() => tilesOn(annBoard)).toBe(3);
    expect(await tilesOn(bobBoard)).toBe(3);
    expect(await pointsOf(annBoard)).toEqual(await pointsOf(bobBoard));
    await snap(ann, 'carcassonne-online');

    await ann.reload();
    await ann.locator('.match-panel').getByText('Ann (you)').waitFor();
    await ann.locator('.table-chat-messages').getByText('good luck, Bob').waitFor();
    await expect.poll(() => tilesOn(annBoard)).toBe(3);
    await playCarcassonneTurn(annBoard, 0);
    await expect.poll(() => tilesOn(bobBoard)).toBe(4);

    const spectator = await visit(url, 'carcassonne-online', pages);
    await spectator.getByText('You are watching this match.').waitFor();
    // A spectator who arrives late reads the chat so far, once.
    await spectator.locator('.table-chat-messages').getByText('good luck, Bob').waitFor();
    expect(await spectator.locator('.table-chat-messages li').allTextContents()).toEqual(['Ann: good luck, Bob']);
    const watched = spectator.locator('.match-board .carc');
    await expect.poll(() => tilesOn(watched)).toBe(4);
    expect(await spectator.locator('.match-panel .table-seats li').allTextContents()).toEqual([
      expect.stringContaining('Ann'),
      expect.stringContaining('Bob'),
    ]);
    await snap(spectator, 'carcassonne-spectator');
    for (const page of pages) expect(page.consoleLines.filter((l) => l.startsWith('[pageerror]'))).toEqual([]);
  }, 240_000);
});

describe('the online match page on a phone', () => {
  it('shows the board first under a short header, with controls of at least 44 px', async () => {
    const pages: RecordedPage[] = [];
    const ann = await visit(`${inject('baseUrl')}/lobby/carcassonne`, 'online-phone', pages, PHONE);
    expect(await smallTapTargets(ann, '.lobby')).toEqual([]);
    await createMatch(ann, 2, ['easy']);
    const board = ann.locator('.match-board .carc');
    await board.waitFor();
    const header = await ann.locator('.app-header').boundingBox();
    const top = await ann.locator('.match-board').boundingBox();
    const panel = await ann.locator('.match-panel').boundingBox();
    expect(header!.height).toBeLessThanOrEqual(60);
    expect(top!.y).toBeLessThan(160);
    expect(panel!.y).toBeGreaterThan(top!.y);
    expect(await smallTapTargets(ann, '.match-panel')).toEqual([]);
    await snap(ann, 'online-phone');
  });
});

/** Takes a character if this page may pick now; returns the character id taken. */
async function pickCharacter(board: Locator): Promise<string | null> {
  const card = board.locator('.cit-choose [data-character]:has(.cit-card-actions button)').first();
  if ((await card.count()) === 0) return null;
  const id = await card.getAttribute('data-character');
  await card.locator('.cit-card-actions button').first().click();
  return id;
}

/**
 * Characters this page shows other seats holding that are not revealed yet: any during the draft, and
 * during calling those of ranks not called so far. Read in one go from the DOM, so it is consistent.
 */
function unrevealedShown(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const board = document.querySelector('.match-board .cit-board');
    if (!board) return [];
    const phase = board.getAttribute('data-phase');
    const track = [...board.querySelectorAll('.cit-track li')];
    const called = track.filter((li) => li.classList.contains('cit-done')).length;
    const indexOf = (name: string) =>
      track.findIndex((li) => li.querySelector('[data-character]')?.textContent?.includes(name));
    const shown: string[] = [];
    for (const player of board.querySelectorAll('.cit-player:not(.cit-me)')) {
      for (const held of player.querySelectorAll('.cit-held')) {
        const name = held.textContent ?? '';
        if (phase === 'selection' || (phase === 'calling' && indexOf(name) > called)) shown.push(name);
      }
    }
    return shown;
  });
}

/** One click of a simple calling-turn strategy: keep a card, build, gather, or end the turn. */
async function callingStep(board: Locator): Promise<void> {
  for (const selector of [
    '[data-action="keepCard"] .cit-card-actions button',
    'button[data-action="takeGold"]',
    'button[data-action="collectIncome"]',
    'button[data-action="endTurn"]',
  ]) {
    const button = board.locator(selector);
    if ((await button.count()) > 0) {
      await button
        .first()
        .click({ timeout: 1000 })
        .catch(() => undefined);
      return;
    }
  }
}

describe('Machiavelli online', () => {
  it('two players and two bots draft in secret and play turns; a spectator sees no hand or hidden character', async () => {
    const pages: RecordedPage[] = [];
    const ann = await visit(`${inject('baseUrl')}/lobby/citadels`, 'citadels-online', pages);
    const url = await createMatch(ann, 4, ['human', 'easy', 'easy']);
    const bob = await visit(url, 'citadels-online', pages);
    await joinSeat(bob, 'Bob', 2);
    const spectator = await visit(url, 'citadels-online', pages);
    await spectator.getByText('You are watching this match.').waitFor();
    const boards = { ann: ann.locator('.match-board .cit-board'), bob: bob.locator('.match-board .cit-board') };
    const watched = spectator.locator('.match-board .cit-board');

    const picks: Record<string, string | null> = { ann: null, bob: null };
    const deadline = Date.now() + 120_000;
    while (!picks.ann || !picks.bob) {
      expect(Date.now()).toBeLessThan(deadline);
      for (const who of ['ann', 'bob'] as const) picks[who] ??= await pickCharacter(boards[who]);
      await ann.waitForTimeout(100);
    }
    await snap(bob, 'citadels-online-selection');
    expect(picks.ann).not.toBe(picks.bob);
    expect(await boards.bob.locator('.cit-player[data-seat="1"] .cit-held').allTextContents()).toHaveLength(1);
    const noSecretsShown = async () => {
      for (const page of [ann, bob, spectator]) expect(await unrevealedShown(page)).toEqual([]);
      expect(await watched.locator('.cit-hand [data-card]').count()).toBe(0);
    };
    await noSecretsShown();

    await expect.poll(() => boards.ann.getAttribute('data-phase'), { timeout: 60_000 }).toBe('calling');
    let clicks = 0;
    while (
      (await boards.ann.getAttribute('data-phase')) !== 'selection' &&
      !(await ann.locator('.cit-final').count())
    ) {
      expect(Date.now()).toBeLessThan(deadline + 120_000);
      await callingStep(boards.ann);
      await callingStep(boards.bob);
      await noSecretsShown();
      clicks++;
      await ann.waitForTimeout(100);
    }
    expect(clicks).toBeGreaterThan(0);
    await snap(spectator, 'citadels-spectator');
    for (const page of pages) expect(page.consoleLines.filter((l) => l.startsWith('[pageerror]'))).toEqual([]);
  }, 360_000);
});
