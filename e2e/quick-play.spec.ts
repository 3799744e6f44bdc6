// Quick play in a real browser against the real server (docs/quick-play.md): two guests on the Carcassonne
// lobby each press *Play now*; the first sees the waiting state and the queue, then both land in one match,
// each in a seat of their own, and the game is under way. Leaving the queue is one click.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, Visitors, type RecordedPage } from './browser';

const visitors = new Visitors();
beforeAll(() => visitors.launch());
afterAll(() => visitors.close());

/** Fills the guest's name and presses Play now with the given player count. */
async function playNow(page: Page, name: string, players: string): Promise<void> {
  const panel = page.locator('.lobby-quick');
  await panel.getByLabel('Your name').fill(name);
  await panel.getByLabel('Players').selectOption(players);
  await panel.getByRole('button', { name: 'Play now' }).click();
}

describe('quick play', () => {
  it('seats two players who press Play now in one match', async () => {
    const pages: RecordedPage[] = [];
    const lobby = `${inject('baseUrl')}/lobby/carcassonne`;
    const ann = await visitors.visit(lobby, 'quick-play', pages);
    const bob = await visitors.visit(lobby, 'quick-play', pages, PHONE);
    await playNow(ann, 'Ann', '2');
    await ann.locator('.lobby-quick-waiting').getByText('Looking for players', { exact: false }).waitFor();
    await playNow(bob, 'Bob', '2');
    await ann.waitForURL(/\/match\/carcassonne\//, { timeout: 20_000 });
    await bob.waitForURL(/\/match\/carcassonne\//, { timeout: 20_000 });
    expect(bob.url()).toBe(ann.url());
    await ann.locator('.match-panel').getByText('Ann (you)').waitFor();
    await bob.locator('.match-panel').getByText('Bob (you)').waitFor();
    // Every seat is taken: the game is under way, with nobody waiting for a player.
    expect(await ann.locator('.match-waiting').count()).toBe(0);
  });

  it('leaves the queue in one click', async () => {
    const pages: RecordedPage[] = [];
    const page = await visitors.visit(`${inject('baseUrl')}/lobby/carcassonne`, 'quick-play-leave', pages);
    await playNow(page, 'Cleo', '5');
    const waiting = page.locator('.lobby-quick-waiting');
    await waiting.getByText('1 player waits for this game and clock', { exact: false }).waitFor();
    await waiting.getByRole('button', { name: 'Leave the queue' }).click();
    await page.locator('.lobby-quick').getByRole('button', { name: 'Play now' }).waitFor();
  });
});
