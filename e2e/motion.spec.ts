// Motion in a real browser (client/shared/motion.tsx, issue 56): at one screen against a random bot, the
// bot's tile is seen in motion (its animation seeked part-way moves it, at the end it rests on its square)
// while the player's next choice is already open; a scoring's "+N" floats up over what scored as its
// meeples fly home; with the system's reduced motion, or the Motion switch off, nothing animates. At a
// Machiavelli table against random bots, the deal, the characters set aside, the bots' picks, cards and
// coins are seen flying (never in the way of a tap), and not at all under reduced motion.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, openPage, saveConsoleOnFailure } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Starts a hotseat Carcassonne game against a random bot and plays the human's first turn; returns the page once the bot's tile is on the board. */
async function afterTheBotsTile(name: string, options: BrowserContextOptions, before?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 800 }, ...options });
  const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/carcassonne`);
  saveConsoleOnFailure(name, [recorded]);
  const { page } = recorded;
  await page.locator('select[name="seat-1"]').selectOption('random');
  await page.getByRole('button', { name: 'Start' }).click();
  await before?.(page);
  const board = page.locator('.hotseat-seat:not([hidden]) .carc');
  await board.locator('xpath=self::*[@data-turn="0"][@data-step="place"]').waitFor();
  await board.locator('.carc-spot').first().dispatchEvent('click');
  await board.getByRole('button', { name: 'End turn' }).click();
  await board.locator('[data-arriving]').waitFor({ state: 'attached' });
  return { context, page, board };
}

/** The arriving tile's animation name, and its transform at 100 ms and at its end (seeked, so load cannot race it). */
const arrival = (page: Page) =>
  page.locator('[data-arriving]').evaluate((el) => {
    const name = getComputedStyle(el).animationName;
    const [animation] = el.getAnimations();
    if (!animation) return { name, early: 'none', end: 'none' };
    animation.pause();
    animation.currentTime = 100;
    const early = getComputedStyle(el).transform;
    animation.currentTime = 650;
    const end = getComputedStyle(el).transform;
    animation.finish();
    return { name, early, end };
  });

interface SeenLabel {
  text: string | null;
  name: string;
  early: string;
  late: string;
  /** Inside an aria-hidden group: the log announces the score. */
  hidden: boolean;
  at: number;
  /** Shown with the game's end: the final scoring, which sends no figure home. */
  final: boolean;
  /** Scored by several players: white, it only rises. */
  shared: boolean;
  /** The distance to its target (the scorer's points) at its start and near its end. */
  flight?: { start: number; end: number };
}
interface SeenFigure {
  name: string;
  visible: boolean;
  at: number;
  /** The distance to its owner's supply at its start and near its end. */
  flight?: { start: number; end: number };
}
interface Seen {
  labels: SeenLabel[];
  figures: SeenFigure[];
}

/**
 * Plays the human's turns (a tile on the first square offered, no meeple) against the random bot until a
 * scoring during play shows its "+N"; returns it as first seen (its text, animation name and its transform
 * seeked to 100 ms and 1 s) and the figures flying home with it (a page-side observer catches each the
 * moment it is added, so their short life cannot race). A random game may end before any feature with a
 * figure on it is completed: its only "+N" are then the final scoring's, which sends no figure home, and
 * this returns null.
 */
async function firstScoring(page: Page, board: ReturnType<Page['locator']>) {
  await page.evaluate(() => {
    const seen: Seen = { labels: [], figures: [] };
    (window as unknown as { seen: Seen }).seen = seen;
    const added = (records: MutationRecord[], selector: string) =>
      records
        .flatMap((r) => [...r.addedNodes])
        .flatMap((node) =>
          node instanceof Element
            ? [...(node.matches(selector) ? [node] : []), ...node.querySelectorAll(selector)]
            : [],
        );
    /** How far the flight's centre is from its target's at the start and at `endMs` into its animation. */
    const flight = (el: Element, endMs: number) => {
      const target = el
        .closest('.carc')
        ?.querySelector(
          `.carc-players li[data-seat="${el.getAttribute('data-fly-seat')}"] .carc-${el.getAttribute('data-fly-to')}`,
        );
      const [animation] = el.getAnimations();
      if (!target || !animation) return undefined;
      const distance = () => {
        const [a, b] = [el.getBoundingClientRect(), target.getBoundingClientRect()];
        return Math.hypot(a.x + a.width / 2 - b.x - b.width / 2, a.y + a.height / 2 - b.y - b.height / 2);
      };
      const wasAt = animation.currentTime;
      animation.pause();
      animation.currentTime = 0;
      const start = distance();
      animation.currentTime = endMs;
      const end = distance();
      // A just-started animation has no time yet (null), which cannot be set back: it starts from 0 then.
      animation.currentTime = wasAt ?? 0;
      animation.play();
      return { start, end };
    };
    new MutationObserver((records) => {
      const at = performance.now();
      for (const figure of added(records, '.carc-leave')) {
        const style = getComputedStyle(figure);
        seen.figures.push({
          name: style.animationName,
          visible: style.visibility === 'visible',
          at,
          flight: flight(figure, 950),
        });
      }
      for (const el of added(records, '.carc-popup')) {
        const name = getComputedStyle(el).animationName;
        const hidden = el.closest('[aria-hidden="true"]') !== null;
        const final = el.closest('.carc')?.getAttribute('data-step') === 'over';
        const shared = !el.hasAttribute('data-fly-seat');
        const [animation] = el.getAnimations();
        if (!animation) {
          seen.labels.push({ text: el.textContent, name, early: 'none', late: 'none', hidden, at, final, shared });
          continue;
        }
        animation.pause();
        animation.currentTime = 100;
        const early = getComputedStyle(el).transform;
        animation.currentTime = 1000;
        const late = getComputedStyle(el).transform;
        animation.play();
        seen.labels.push({
          text: el.textContent,
          name,
          early,
          late,
          hidden,
          at,
          final,
          shared,
          flight: flight(el, 1750),
        });
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  const seen = () => page.evaluate(() => (window as unknown as { seen: Seen }).seen);
  const over = board.locator('xpath=self::*[@data-step="over"]');
  for (let turn = 0; turn < 40 && (await seen()).labels.length === 0; turn++) {
    await board.locator('xpath=self::*[@data-turn="0"][@data-step="place"]').or(over).waitFor();
    if (await over.count()) break;
    const tiles = await board.locator('[data-tile]').count();
    await board.locator('.carc-spot').first().dispatchEvent('click');
    await board.getByRole('button', { name: 'End turn' }).click();
    // The human's tile and the bot's are on the board (or the game is over).
    await board
      .locator(`[data-tile] >> nth=${tiles + 1}`)
      .or(over)
      .waitFor({ state: 'attached' });
  }
  await page.waitForTimeout(500);
  const { labels, figures } = await seen();
  const label = labels.find((l) => !l.final);
  if (!label) {
    if (await over.count()) return null;
    throw new Error('no scoring in 40 turns');
  }
  // The figures of this scoring leave with its label (a later scoring is a turn, seconds, away).
  return { label, figures: figures.filter((f) => Math.abs(f.at - label.at) < 1500) };
}

/**
 * The first scoring during play of a game against the random bot (as `firstScoring`), in a new game each
 * time one ends without such a scoring (at most three games); its context is left open for the caller.
 */
async function scoringInPlay(name: string, before?: (page: Page) => Promise<void>) {
  for (let game = 1; game <= 3; game++) {
    const { context, page, board } = await afterTheBotsTile(`${name}-${game}`, {}, before);
    const scoring = await firstScoring(page, board);
    if (scoring) return { context, ...scoring };
    await context.close();
  }
  throw new Error('three games ended without a scoring during play');
}

describe('motion', () => {
  it('shows the bot’s tile sliding onto its square while the player can already choose', async () => {
    const { context, page, board } = await afterTheBotsTile('motion-on', {});
    const { name, early, end } = await arrival(page);
    expect(name).toBe('carc-arrive');
    // Part-way it is moved and turned; at the end it rests on its square (no transform, or the identity).
    expect(early).toMatch(/^matrix\(/);
    expect(early).not.toBe('matrix(1, 0, 0, 1, 0, 0)');
    expect(['none', 'matrix(1, 0, 0, 1, 0, 0)']).toContain(end);
    // The animation never blocks input: the player's next square can be chosen as the tile arrives.
    await board.locator('xpath=self::*[@data-turn="0"][@data-step="place"]').waitFor();
    await board.locator('.carc-spot').first().click({ force: true });
    await board.locator('[data-ghost]').waitFor();
    await context.close();
  });

  it('floats a scoring’s points up as its meeples fly home, and keeps all still with the Motion switch off', async () => {
    const { context, label, figures } = await scoringInPlay('motion-score');
    expect(label.text).toMatch(/^\+[1-9]\d*$/);
    expect(label).toMatchObject({ name: 'carc-float', hidden: true });
    expect(label.early).toMatch(/^matrix\(/);
    expect(label.late).not.toBe(label.early);
    // A scoring of one player's flies to their points beside the map (the desktop's side panel).
    if (!label.shared) expect(label.flight!.end).toBeLessThan(label.flight!.start / 3);
    // A scoring during play returns the meeples on what scored: they fly home to their owner's supply.
    expect(figures.length).toBeGreaterThan(0);
    expect(figures.every((f) => f.name === 'carc-leave' && f.visible)).toBe(true);
    for (const f of figures) expect(f.flight!.end).toBeLessThan(f.flight!.start / 3);
    await context.close();

    const still = await scoringInPlay('motion-score-off', async (page) => {
      await page.getByRole('checkbox', { name: 'Motion' }).uncheck();
    });
    expect(still.label.text).toMatch(/^\+[1-9]\d*$/);
    expect(still.label).toMatchObject({ name: 'none', early: 'none', late: 'none', hidden: true });
    expect(still.figures.length).toBeGreaterThan(0);
    expect(still.figures.every((f) => !f.visible)).toBe(true);
    await still.context.close();
  }, 400_000);

  it('animates nothing under the system’s reduced motion', async () => {
    const { context, page } = await afterTheBotsTile('motion-reduced', { reducedMotion: 'reduce' });
    expect(await arrival(page)).toEqual({ name: 'none', early: 'none', end: 'none' });
    await context.close();
  });

  it('animates nothing with the Motion switch off, and remembers it', async () => {
    const { context, page } = await afterTheBotsTile('motion-off', {}, async (page) => {
      await page.getByRole('checkbox', { name: 'Motion' }).uncheck();
    });
    expect(await arrival(page)).toEqual({ name: 'none', early: 'none', end: 'none' });
    await page.reload();
    // The mark is set by the board's module, which loads after the page: wait for the board's switch.
    const motion = page.getByRole('checkbox', { name: 'Motion' });
    await motion.waitFor();
    expect(await motion.isChecked()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.dataset.motion)).toBe('off');
    await context.close();
  });
});

interface SeenFlight {
  what: string;
  to: string;
  /** A card's face, up or down (none for a coin or the crown). */
  face: string | undefined;
  name: string;
  early: string;
  late: string;
  drawn: boolean;
  taps: string;
}

/**
 * Plays a 4-player Machiavelli hotseat game against three random bots (any character, the first card
 * kept, gold taken, the turn ended) until what flew, from the deal on, is `enough` (by default: anything);
 * returns the flights as a page-side observer saw them the moment they were added.
 */
async function firstFlights(
  name: string,
  options: BrowserContextOptions,
  enough: (flights: SeenFlight[]) => boolean = (flights) => flights.length > 0,
): Promise<SeenFlight[]> {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 800 }, ...options });
  const recorded = await openPage(context, `${inject('baseUrl')}/hotseat/citadels`);
  saveConsoleOnFailure(name, [recorded]);
  const { page } = recorded;
  await page.locator('select[name="players"]').selectOption('4');
  for (const seat of [1, 2, 3]) await page.locator(`select[name="seat-${seat}"]`).selectOption('random');
  // Watching from before the start: the deal flies as the board is first shown.
  await page.evaluate(() => {
    const seen: SeenFlight[] = [];
    (window as unknown as { flights: SeenFlight[] }).flights = seen;
    new MutationObserver((records) => {
      for (const node of records.flatMap((r) => [...r.addedNodes])) {
        if (!(node instanceof HTMLElement) || !node.matches('.cit-flight')) continue;
        const style = getComputedStyle(node);
        const [animation] = node.getAnimations();
        const taps = getComputedStyle(node.closest('.cit-flights')!).pointerEvents;
        const drawn = node.getClientRects().length > 0;
        const { what, to } = node.dataset as { what: string; to: string };
        const face = node.querySelector<HTMLElement>('[data-face]')?.dataset.face;
        if (!animation) {
          seen.push({ what, to, face, name: style.animationName, early: 'none', late: 'none', drawn, taps });
          continue;
        }
        // Seeked past its delay (one flight after another), so load cannot race it.
        const delay = Number(animation.effect?.getTiming().delay ?? 0);
        animation.pause();
        animation.currentTime = delay + 200;
        const early = getComputedStyle(node).transform;
        animation.currentTime = delay + 800;
        const late = getComputedStyle(node).transform;
        animation.play();
        seen.push({ what, to, face, name: style.animationName, early, late, drawn, taps });
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Start' }).click();
  const board = page.locator('.hotseat-seat:not([hidden]) .cit-board');
  const seen = () => page.evaluate(() => (window as unknown as { flights: SeenFlight[] }).flights);
  const first = async (selector: string) => {
    const button = board.locator(selector).first();
    if ((await button.count()) === 0) return false;
    await button.click({ timeout: 1000 }).catch(() => undefined);
    return true;
  };
  for (let i = 0; i < 400 && !enough(await seen()); i++) {
    // The player's own clicks never wait for a flight to land.
    const steps = [
      '.cit-choose .cit-card-actions button',
      '[data-action="keepCard"] .cit-card-actions button',
      'button[data-action="takeGold"]',
      'button[data-action="endTurn"]',
      'button.cit-confirm:not([disabled])',
      '.cit-prompts button:not(.cit-info)',
    ];
    let clicked = false;
    for (const selector of steps) if (!clicked) clicked = await first(selector);
    if (!clicked) await page.waitForTimeout(50);
  }
  const flights = await seen();
  await context.close();
  return flights;
}

describe('motion at the Machiavelli table', () => {
  it('flies the bots’ coins and cards across the table without taking taps', async () => {
    const flights = await firstFlights('motion-citadels', {});
    expect(flights.length).toBeGreaterThan(0);
    for (const flight of flights) {
      expect(flight).toMatchObject({ name: 'cit-fly', drawn: true, taps: 'none' });
      expect(['coin', 'card', 'character', 'crown']).toContain(flight.what);
      // Part-way it is on its way; at its end it rests where it went.
      expect(flight.early).toMatch(/^matrix\(/);
      expect(flight.early).not.toBe(flight.late);
      expect(['none', 'matrix(1, 0, 0, 1, 0, 0)']).toContain(flight.late);
    }
  });

  it('deals the cards and coins, sets the characters aside and flies a bot’s pick face down to its seat', async () => {
    const botPicked = (flights: SeenFlight[]) =>
      flights.some((f) => f.what === 'character' && f.to.startsWith('seat-') && f.to !== 'seat-0');
    const flights = await firstFlights('motion-citadels-draft', {}, botPicked);
    for (const flight of flights) expect(flight).toMatchObject({ name: 'cit-fly', drawn: true, taps: 'none' });
    // The deal: four cards face down to each of the four hands, two coins to each purse.
    for (const seat of [0, 1, 2, 3]) {
      expect(flights.filter((f) => f.what === 'card' && f.to === `hand-${seat}` && f.face === 'down')).toHaveLength(4);
      expect(flights.filter((f) => f.what === 'coin' && f.to === `purse-${seat}`).length).toBeGreaterThanOrEqual(2);
    }
    // 4 players, 8 characters: two set aside face up, one face down.
    expect(flights.filter((f) => f.to === 'draft-up').map((f) => f.face)).toEqual(['up', 'up']);
    expect(flights.filter((f) => f.what === 'character' && f.to === 'draft-down').map((f) => f.face)).toEqual(['down']);
    // A bot's pick flies face down; part-way it is on its way, at its end it rests on the seat.
    const pick = flights.find((f) => f.what === 'character' && f.to.startsWith('seat-') && f.to !== 'seat-0')!;
    expect(pick.face).toBe('down');
    expect(pick.early).toMatch(/^matrix\(/);
    expect(['none', 'matrix(1, 0, 0, 1, 0, 0)']).toContain(pick.late);
  });

  it('flies nothing under the system’s reduced motion, the deal and the draft included', async () => {
    const botPicked = (flights: SeenFlight[]) =>
      flights.some((f) => f.what === 'character' && f.to.startsWith('seat-'));
    const flights = await firstFlights('motion-citadels-reduced', { reducedMotion: 'reduce' }, botPicked);
    expect(flights.filter((f) => f.what === 'card').length).toBeGreaterThan(0);
    expect(botPicked(flights)).toBe(true);
    expect(flights.every((f) => !f.drawn)).toBe(true);
  });
});
