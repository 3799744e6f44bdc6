// Every control the Machiavelli board offers is visible, reachable and clickable, for every character at
// desktop and phone sizes. Hotseat Machiavelli with each of the seven official casts and a custom cast of
// the rarest characters, one human seat against random bots, at 1366 × 800 with a mouse or at 390 × 844
// with touch, played through the UI only (clicks and taps on what is on screen, never the moves API)
// until the human seat has played a turn as every character of the cast; its character picks are
// steered toward characters it has not played yet, and a game that ends first is followed by another.
// Each cast is played at one size or both, chosen so that every character is played at both sizes (9
// games instead of 16; the first case checks that cover).
// A step fails the spec when the seat has legal actions (the board's data-legal) but nothing to press, or
// when the control it presses is covered by another element (elementFromPoint at its centre, after
// scrolling it into view), spills out of its group or section, or fails playwright's actionability
// checks (no `force`).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { CHARACTERS, PRESETS, rankOf, type CharacterId, type PresetId } from '../games/citadels/index';
import { launchBrowser, openPage, saveConsoleOnFailure, snap, type RecordedPage } from './browser';

/**
 * The casts: the seven official ones, with their rank 9 character, and a custom one (every character but
 * the first game's is in exactly two official casts). Every other cast plays with the free order option
 * (building before gathering too), which offers more controls at once.
 */
const CUSTOM: CharacterId[] = [
  'magistrate',
  'spy',
  'seer',
  'patrician',
  'cardinal',
  'trader',
  'navigator',
  'diplomat',
  'artist',
];
type Size = 'desktop' | 'phone';
/** The sizes each cast is played at: a smallest set of games that plays every character at both sizes. */
const SIZES: Record<PresetId | 'custom', Size[]> = {
  'first-game': ['desktop'],
  'ambitious-aristocrats': ['phone'],
  'cunning-agents': ['desktop'],
  'illustrious-emissaries': ['phone'],
  'devious-dignitaries': ['desktop', 'phone'],
  'tenacious-delegates': ['desktop'],
  'vicious-nobles': ['phone'],
  custom: ['desktop'],
};
const CASTS: {
  name: string;
  preset: PresetId | 'custom';
  cast: CharacterId[];
  freeOrder: boolean;
  sizes: Size[];
}[] = [
  ...(Object.keys(PRESETS) as PresetId[]).map((id) => ({
    name: id,
    preset: id as PresetId | 'custom',
    cast: [...PRESETS[id].cast, ...(PRESETS[id].rank9 ? [PRESETS[id].rank9] : [])] as CharacterId[],
  })),
  { name: 'custom (rarest characters)', preset: 'custom' as const, cast: CUSTOM },
].map((entry, i) => ({ ...entry, freeOrder: i % 2 === 1, sizes: SIZES[entry.preset] }));

const VIEWPORTS: { size: Size; name: string; viewport: { width: number; height: number }; touch: boolean }[] = [
  { size: 'desktop', name: 'desktop with a mouse', viewport: { width: 1366, height: 800 }, touch: false },
  { size: 'phone', name: 'phone with touch', viewport: { width: 390, height: 844 }, touch: true },
];

it('the casts played cover every character at both sizes, with and without free order', () => {
  for (const { size } of VIEWPORTS) {
    const played = CASTS.filter((entry) => entry.sizes.includes(size));
    const characters = new Set(played.flatMap((entry) => entry.cast));
    expect([...characters].sort(), size).toEqual([...new Set(CASTS.flatMap((entry) => entry.cast))].sort());
    expect(new Set(played.map((entry) => entry.freeOrder)), size).toEqual(new Set([true, false]));
  }
});

/** Time to wait for the bots to bring the turn back to the human seat, or for the board to answer a press. */
const WAIT_MS = 30_000;
/** Presses in one turn after which the spec ends the turn when it may (abilities can be used in a loop). */
const PRESSES_PER_TURN = 30;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The Queen needs 5 players (docs/rules/citadels.md#cast-rules); every other cast is played by 3, rank 9 required. */
const playersFor = (cast: CharacterId[]) => (cast.includes('queen') ? 5 : 3);

/** A seeded choice, so that a failing run can be replayed (seed from E2E_SEED). */
function chooser(seed: number): <T>(list: T[]) => T {
  let x = seed >>> 0 || 1;
  return (list) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return list[x % list.length] as (typeof list)[number];
  };
}

async function startGame(page: Page, entry: (typeof CASTS)[number]): Promise<void> {
  const players = playersFor(entry.cast);
  await page.goto(`${inject('baseUrl')}/hotseat/citadels?new`);
  await page.locator('select[name="players"]').selectOption(String(players));
  for (let seat = 1; seat < players; seat++) await page.locator(`select[name="seat-${seat}"]`).selectOption('random');
  if (entry.preset !== 'custom') await page.locator('select[name="preset"]').selectOption(entry.preset);
  for (const c of entry.cast) {
    const rank = page.locator(`select[name="rank-${rankOf(c)}"]`);
    if ((await rank.inputValue()) !== c) await rank.selectOption(c);
  }
  await page.locator('input[name="freeOrder"]').setChecked(entry.freeOrder);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.locator('.cit-board').waitFor({ timeout: WAIT_MS });
}

/** A control the board offers now, as the spec sees it. */
interface Control {
  id: string;
  text: string;
  kind: 'draft' | 'confirm' | 'step' | 'endTurn' | 'other';
}

/**
 * Waits until the human seat has something to do (or the game is over), then lists the controls it may
 * press, each tagged with `data-e2e` for the locator, and the heading of its turn.
 */
async function controlsNow(
  page: Page,
): Promise<{ over: boolean; legal: number; heading: string; controls: Control[] }> {
  await page.waitForFunction(
    () => {
      const board = document.querySelector<HTMLElement>('.cit-board');
      return document.querySelector('.cit-final') !== null || Number(board?.dataset.legal ?? 0) > 0;
    },
    undefined,
    { timeout: WAIT_MS, polling: 50 },
  );
  return page.evaluate(() => {
    const board = document.querySelector<HTMLElement>('.cit-board')!;
    const over = document.querySelector('.cit-final') !== null;
    const legal = Number(board.dataset.legal ?? 0);
    const heading = board.querySelector('.cit-prompts h3')?.textContent ?? '';
    const controls: Control[] = [];
    for (const old of document.querySelectorAll('[data-e2e]')) old.removeAttribute('data-e2e');
    const counter = window as unknown as { e2eControls?: number };
    for (const button of board.querySelectorAll<HTMLButtonElement>('button')) {
      if (button.disabled || button.classList.contains('cit-info') || button.classList.contains('cit-cancel')) continue;
      if (button.getAttribute('aria-pressed') === 'true' || button.getClientRects().length === 0) continue;
      const text = (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
      const kind: Control['kind'] = button.closest('.cit-choose, .cit-choose-bar')
        ? 'draft'
        : button.classList.contains('cit-confirm')
          ? 'confirm'
          : button.classList.contains('cit-step-choice')
            ? 'step'
            : button.dataset.action === 'endTurn'
              ? 'endTurn'
              : 'other';
      counter.e2eControls = (counter.e2eControls ?? 0) + 1;
      const id = `c${counter.e2eControls}`;
      button.setAttribute('data-e2e', id);
      controls.push({ id, text, kind });
    }
    return { over, legal, heading, controls };
  });
}

/**
 * Null when the control is on screen, inside its group and section, and its centre is the control itself
 * (not covered by another element); else what is wrong.
 */
const coverAt = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    if (r.width < 1 || r.height < 1) return `collapsed to ${r.width} × ${r.height}`;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return `centre ${x}, ${y} is off the screen`;
    // Drawn inside its own group and section, not spilling out of a box that collapsed under it.
    for (
      let box = el.closest('fieldset, section');
      box;
      box = box.parentElement?.closest('fieldset, section') ?? null
    ) {
      const o = box.getBoundingClientRect();
      if (r.left < o.left - 1 || r.top < o.top - 1 || r.right > o.right + 1 || r.bottom > o.bottom + 1) {
        return `outside its <${box.tagName.toLowerCase()} class="${box.getAttribute('class') ?? ''}"> (${Math.round(o.width)} × ${Math.round(o.height)} px)`;
      }
    }
    const hit = document.elementFromPoint(x, y);
    if (hit && el.contains(hit)) return null;
    return `covered at ${Math.round(x)}, ${Math.round(y)} by <${hit?.tagName.toLowerCase()} class="${hit?.getAttribute('class') ?? ''}">${(hit?.textContent ?? '').slice(0, 40)}`;
  });

/**
 * Presses a control as a player would: scrolled into view, on top at its centre, then clicked or tapped.
 * False when the board re-rendered it away meanwhile (the caller looks again).
 */
async function press(page: Page, control: Control, touch: boolean, shot: string): Promise<boolean> {
  const target = page.locator(`[data-e2e="${control.id}"]`);
  if ((await target.count()) === 0) return false;
  try {
    await target.scrollIntoViewIfNeeded({ timeout: WAIT_MS });
  } catch (error) {
    // Re-rendered away between the count and the scroll (a bot's move, say): look again.
    if ((await target.count()) === 0) return false;
    throw error;
  }
  let covered = await coverAt(target);
  // Under a sticky bar, say: a player scrolls it further into view.
  if (covered) {
    await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    covered = await coverAt(target);
  }
  if (covered) await snap(page, shot);
  expect(covered, `"${control.text}" (${control.kind}) ${covered}; screenshot ${shot}.png`).toBeNull();
  const before = await page.evaluate(() => document.querySelector('.cit-board')?.outerHTML ?? '');
  if (touch) await target.tap({ timeout: WAIT_MS });
  else await target.click({ timeout: WAIT_MS });
  // The board answers every press (a move played, a target selected, a step chosen).
  await page.waitForFunction((old) => (document.querySelector('.cit-board')?.outerHTML ?? '') !== old, before, {
    timeout: WAIT_MS,
    polling: 20,
  });
  return true;
}

/** Whether within WAIT_MS the board offers an enabled control, or no longer asks anything of the seat. */
async function somethingToPressSoon(page: Page): Promise<boolean> {
  try {
    await page.waitForFunction(
      () => {
        const board = document.querySelector<HTMLElement>('.cit-board');
        if (!board || Number(board.dataset.legal ?? 0) === 0 || document.querySelector('.cit-final')) return true;
        return [...board.querySelectorAll<HTMLButtonElement>('button')].some(
          (b) =>
            !b.disabled &&
            !b.classList.contains('cit-info') &&
            !b.classList.contains('cit-cancel') &&
            b.getAttribute('aria-pressed') !== 'true' &&
            b.getClientRects().length > 0,
        );
      },
      undefined,
      { timeout: WAIT_MS, polling: 50 },
    );
    return true;
  } catch {
    return false;
  }
}

/** The character a draft button names ("Take Emperor" → emperor). */
function characterIn(text: string): CharacterId | undefined {
  return (Object.keys(CHARACTERS) as CharacterId[]).find((c) => text.endsWith(` ${CHARACTERS[c].name.en}`));
}

/**
 * One press of the human seat: in the draft a character not played yet (discarding one already played);
 * then a Confirm, a step of a choice, any other action at random, and the end of the turn last.
 */
function decide(
  controls: Control[],
  played: Set<CharacterId>,
  pressesThisTurn: number,
  pick: <T>(list: T[]) => T,
): Control | undefined {
  const draft = controls.filter((c) => c.kind === 'draft');
  if (draft.length > 0) {
    const discard = draft[0]!.text.startsWith('Discard');
    const wanted = draft.filter((c) => {
      const character = characterIn(c.text);
      return character !== undefined && played.has(character) === discard;
    });
    return pick(wanted.length > 0 ? wanted : draft);
  }
  const of = (kind: Control['kind']) => controls.filter((c) => c.kind === kind);
  const end = of('endTurn');
  if (pressesThisTurn > PRESSES_PER_TURN && end.length > 0) return end[0];
  for (const kind of ['confirm', 'step', 'other', 'endTurn'] as const) if (of(kind).length > 0) return pick(of(kind));
  return undefined;
}

async function playUntilEveryCharacter(
  recorded: RecordedPage,
  entry: (typeof CASTS)[number],
  touch: boolean,
  label: string,
): Promise<void> {
  const { page } = recorded;
  const pick = chooser(Number(process.env.E2E_SEED ?? 7));
  const names = new Map(entry.cast.map((c) => [CHARACTERS[c].name.en, c]));
  const played = new Set<CharacterId>();
  let games = 1;
  let presses = 0;
  let turn = '';
  await startGame(page, entry);
  while (played.size < entry.cast.length) {
    const now = await controlsNow(page);
    if (now.over) {
      games++;
      expect(games, `${label}: played ${[...played].join(', ')} in ${games - 1} games`).toBeLessThanOrEqual(4);
      await startGame(page, entry);
      continue;
    }
    const playing = /^Your turn as (.+)$/.exec(now.heading)?.[1];
    const character = playing ? names.get(playing) : undefined;
    if (character) played.add(character);
    if (now.heading !== turn) [turn, presses] = [now.heading, 0];
    const control = decide(now.controls, played, presses++, pick);
    const shot = `casts-${label.replace(/\W+/g, '-')}`;
    if (!control) {
      // Controls are disabled while a move is on its way: nothing to press is a failure only if it lasts.
      if (await somethingToPressSoon(page)) continue;
      await snap(page, shot);
    }
    expect(
      control,
      `${label}: ${now.legal} legal actions but nothing to press ("${now.heading}"); screenshot ${shot}.png`,
    ).toBeDefined();
    await press(page, control!, touch, shot);
  }
  expect([...played].sort()).toEqual([...entry.cast].sort());
  const errors = recorded.consoleLines.filter((line) => line.startsWith('[pageerror]'));
  expect(errors).toEqual([]);
}

for (const { size, name, viewport, touch } of VIEWPORTS) {
  describe(`Machiavelli in every cast, ${name}`, () => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await browser.newContext({ locale: 'en-GB', viewport, hasTouch: touch, isMobile: touch });
    });
    afterAll(async () => context?.close());

    for (const entry of CASTS.filter((cast) => cast.sizes.includes(size))) {
      it(`the human seat plays every character of ${entry.name}${entry.freeOrder ? ' (free order)' : ''} through what is on screen`, async () => {
        const recorded = await openPage(context, `${inject('baseUrl')}/`);
        const label = `${touch ? 'phone' : 'desktop'} ${entry.name}`;
        saveConsoleOnFailure(`casts-${label.replace(/\W+/g, '-')}`, [recorded]);
        try {
          await playUntilEveryCharacter(recorded, entry, touch, label);
        } finally {
          await recorded.page.close();
        }
      }, 600_000);
    }
  });
}
