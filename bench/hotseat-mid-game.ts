/**
 * The mid-game hotseat boards that bench/lighthouse.ts audits and bench/hotseat-profile.ts profiles, set up
 * in the browser's storage: Carcassonne, two random bots lay 20 tiles, then both seats are made people's, so
 * the board waits for a move (bots thinking would time their moves, not the page); Machiavelli, four random
 * bots build 6 districts, then the seat to act is made a person's and the others stay bots, so the board
 * waits for that person's move (one human seat: no privacy screen) and the bots wait for it. Leaves the page
 * on the home page; loading `/hotseat/<game>` next reopens the board.
 */
import type { Page } from 'puppeteer-core';

export type HotseatGame = 'carcassonne' | 'citadels';

export async function setUpHotseatMidGame(page: Page, base: string, game: HotseatGame): Promise<void> {
  await page.goto(`${base}/hotseat/${game}`);
  if (game === 'carcassonne') {
    await page.waitForSelector('select[name="seat-1"]');
    for (const seat of [0, 1]) await page.select(`select[name="seat-${seat}"]`, 'random');
  } else {
    await page.waitForSelector('select[name="players"]');
    await page.select('select[name="players"]', '4');
    for (const seat of [0, 1, 2, 3]) await page.select(`select[name="seat-${seat}"]`, 'random');
  }
  await (await page.waitForSelector('::-p-aria(Start[role="button"])'))?.click();
  if (game === 'carcassonne') {
    await page.waitForFunction(() => document.querySelectorAll('.carc [data-tile]').length >= 20);
  } else {
    await page.waitForFunction(() => document.querySelectorAll('.cit-city .cit-district').length >= 6, {
      timeout: 120_000,
    });
  }
  // Leaving the page stops the bots.
  await page.goto(`${base}/`);
  await page.evaluate((game) => {
    const key = `hotseat:${game}`;
    const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as { matchID: string; seats: string[] };
    if (game === 'carcassonne') {
      localStorage.setItem(key, JSON.stringify({ ...saved, seats: ['human', 'human'] }));
      return;
    }
    const states = new Map(JSON.parse(localStorage.getItem(`bgio-${saved.matchID}_state`) ?? '[]')) as Map<
      string,
      { ctx: { currentPlayer: string; activePlayers: Record<string, string> | null } }
    >;
    const ctx = states.get(saved.matchID)?.ctx;
    const acting = ctx?.activePlayers ? Object.keys(ctx.activePlayers)[0] : ctx?.currentPlayer;
    const seats = saved.seats.map((_, seat) => (String(seat) === acting ? 'human' : 'random'));
    localStorage.setItem(key, JSON.stringify({ ...saved, seats }));
  }, game);
}
