/**
 * Chromium for the specs: Debian's build driven by playwright-core (browser downloads fail here).
 * `openPage` records the console; `snap` saves a still screenshot under test-results/e2e/ (and a README
 * screenshot under docs/screenshots/ only for `npm run screenshots`, e2e/screenshots.ts), and a failing
 * spec's console log is saved beside it by `saveConsoleOnFailure`. `Visitors` opens each visitor's page in a
 * browser context of its own (separate storage, as separate people) for specs with several players.
 * `playCarcassonneTurn`, `carcassonneTurnEnds` and `tilesOn` drive and read a Carcassonne board.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { ARTIFACTS, screenshotPaths } from './screenshots';
import { stillScreenshot } from './still-shot';

export { ARTIFACTS };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface RecordedPage {
  page: Page;
  consoleLines: string[];
}

export async function openPage(context: BrowserContext, url: string): Promise<RecordedPage> {
  const page = await context.newPage();
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(`[${message.type()}] ${message.text()}`));
  page.on('pageerror', (error) => consoleLines.push(`[pageerror] ${error.message}`));
  await page.goto(url);
  return { page, consoleLines };
}

/**
 * Saves a screenshot of the page (the whole page, or with `fullPage: false` the viewport), taken with motion
 * off so no card or coin is caught in flight (e2e/still-shot.ts); returns its test-results path.
 */
export async function snap(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  const image = await stillScreenshot(page, { fullPage });
  const paths = screenshotPaths(name);
  for (const path of paths) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, image);
  }
  return paths[0]!;
}

/** Call inside a test: on failure, writes every recorded console line to test-results/e2e/<name>.console.log. */
export function saveConsoleOnFailure(name: string, pages: RecordedPage[]): void {
  onTestFailed(() => {
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(join(ARTIFACTS, `${name}.console.log`), pages.flatMap((p) => p.consoleLines).join('\n'));
  });
}

/** A touch phone of 390×844 CSS pixels. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** One browser per spec file, and a fresh desktop English context per visitor, all closed by `close`. */
export class Visitors {
  private browser?: Browser;
  private readonly contexts: BrowserContext[] = [];

  async launch(): Promise<void> {
    this.browser = await launchBrowser();
  }

  /**
   * Opens `url` for a new visitor; `pages` collects it for `saveConsoleOnFailure(name, pages)`. `device`
   * replaces the desktop viewport (PHONE: a touch phone).
   */
  async visit(
    url: string,
    name: string,
    pages: RecordedPage[],
    device: object = { viewport: { width: 1400, height: 950 } },
  ): Promise<Page> {
    if (!this.browser) throw new Error('call launch() first');
    const context = await this.browser.newContext({ locale: 'en-GB', ...device });
    this.contexts.push(context);
    const recorded = await openPage(context, url);
    pages.push(recorded);
    saveConsoleOnFailure(name, pages);
    return recorded.page;
  }

  async close(): Promise<void> {
    for (const context of this.contexts.splice(0)) await context.close();
    await this.browser?.close();
  }
}

/** One Carcassonne turn through the board: a highlighted square, a meeple if any (else none), End turn. */
export async function playCarcassonneTurn(board: Locator, seat: number): Promise<void> {
  await board.locator(`xpath=self::*[@data-turn="${seat}"][@data-step="place"]`).waitFor();
  const before = await tilesOn(board);
  await board.locator('.carc-spot').first().dispatchEvent('click');
  const spots = board.locator('.carc-meeple-spot');
  if ((await spots.count()) > 0) await spots.first().dispatchEvent('click');
  await board.getByRole('button', { name: 'End turn' }).click();
  await carcassonneTurnEnds(board, seat, before);
}

/**
 * Waits until `seat`'s turn on a Carcassonne board is over: another seat's turn, the game's end, or two
 * tiles more than `tilesBefore` (counted before the seat placed its tile), for when a bot played next. A
 * bot's turn is two moves 100 ms apart, which a busy browser may never draw, so the other seat's turn
 * alone is not waited for.
 */
export async function carcassonneTurnEnds(board: Locator, seat: number, tilesBefore: number): Promise<void> {
  await board
    .locator(
      `xpath=self::*[@data-turn!="${seat}" or @data-step="over" or count(.//*[@data-tile]) >= ${tilesBefore + 2}]`,
    )
    .waitFor();
}

/** How many tiles a Carcassonne board shows. */
export const tilesOn = (board: Locator) => board.locator('[data-tile]').count();

/**
 * The visible buttons on the page that look as the browser draws a button with no style of the site's
 * (the background and border of a button in an empty shadow root, where no page style reaches), each as
 * "its words (its parent's class)": every button should wear the site's styles (client/styles.css).
 */
export function defaultStyledButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const host = document.createElement('div');
    document.body.append(host);
    const reference = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('button'));
    const look = (style: CSSStyleDeclaration) =>
      [style.backgroundColor, style.borderTopStyle, style.borderTopColor, style.borderTopWidth].join(' ');
    const plain = look(getComputedStyle(reference));
    host.remove();
    return [...document.querySelectorAll('button')]
      .filter((button) => button.getClientRects().length > 0 && look(getComputedStyle(button)) === plain)
      .map((button) => `${button.textContent?.trim()} (${button.parentElement?.className ?? ''})`);
  });
}

/**
 * The visible checkboxes and radio buttons drawn against their own words: less than 4 px between the box and
 * the nearest letter of its label on the box's line, each as "its words (the gap)". The browser's own margin
 * leaves 3 px, which reads as one smudge on a phone ("checkboxes running into labels", issue 54).
 */
export function boxesTouchingWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const charBox = (node: Text, at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect();
    };
    for (const input of document.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')) {
      const box = input.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(input).visibility === 'hidden' || getComputedStyle(input).opacity === '0')
        continue;
      let gap = Infinity;
      for (const label of input.labels ?? []) {
        const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          const text = node.data;
          const first = text.search(/\S/);
          if (first < 0) continue;
          const last = text.trimEnd().length - 1;
          for (const at of [first, last]) {
            const letter = charBox(node, at);
            if (letter.width === 0 || letter.bottom <= box.top || letter.top >= box.bottom) continue;
            if (letter.left >= box.right - 1) gap = Math.min(gap, letter.left - box.right);
            else if (letter.right <= box.left + 1) gap = Math.min(gap, box.left - letter.right);
          }
        }
      }
      if (gap < 4) found.push(`${input.labels?.[0]?.textContent?.trim().slice(0, 40)} (${gap.toFixed(1)} px)`);
    }
    return found;
  });
}

/**
 * Sentences that run together on the page: two texts of different elements, the first ending without a
 * sentence's punctuation and the next starting with a capital ("2 of 4 rotations fit here Choose a circle"),
 * where a reader meets them as one: on the same line, or in a live region (a status, an alert), which a
 * screen reader reads as one text. Buttons, fields and drawings are controls and pictures, not sentences.
 */
export function runTogetherSentences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const live = '[role="status"], [role="alert"], [aria-live]';
    const regions = document.querySelectorAll(`${live}, p, h1, h2, h3, h4, figcaption, summary, dd, td`);
    const charBox = (node: Text, at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect();
    };
    for (const region of regions) {
      const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
      const texts: (Text | null)[] = [];
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (!node.textContent?.trim()) continue;
        const control = node.parentElement?.closest('button, select, input, label, svg, [aria-hidden="true"]');
        texts.push(control ? null : node);
      }
      for (let i = 0; i + 1 < texts.length; i++) {
        const [a, b] = [texts[i], texts[i + 1]];
        if (!a || !b || a.parentElement === b.parentElement) continue;
        const [first, next] = [a.textContent!.trimEnd(), b.textContent!.trimStart()];
        if (!/[\p{Ll}\d)%]$/u.test(first) || !/^\p{Lu}/u.test(next)) continue;
        const end = charBox(a, first.length - 1);
        const start = charBox(b, b.textContent!.length - next.length);
        const sameLine = Math.abs(end.top - start.top) < 4 && start.left >= end.left;
        if (sameLine || region.matches(live)) found.add(`${first.slice(-40)} | ${next.slice(0, 40)}`);
      }
    }
    return [...found];
  });
}
