// The Machiavelli card gallery (/gallery/citadels) in a real browser, on a desktop and on a phone: every
// character and every district with its own drawing (client/citadels/art/, docs/design/card-art.md), each
// drawing drawn (not an empty box), the page as wide as the screen, no type name broken inside a word in
// any language; screenshots of both.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, PHONE, saveConsoleOnFailure, snap } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const DEVICES = [
  { name: 'desktop', device: { viewport: { width: 1400, height: 1000 } } },
  { name: 'phone', device: PHONE },
] as const;

describe('Machiavelli card gallery', () => {
  it.each(DEVICES)(
    'shows the 27 characters and the 47 districts, each with its own drawing ($name)',
    async ({ name, device }) => {
      const context = await browser.newContext({ locale: 'en-GB', ...device });
      const recorded = await openPage(context, `${inject('baseUrl')}/gallery/citadels`);
      saveConsoleOnFailure(`citadels-gallery-${name}`, [recorded]);
      const { page } = recorded;
      await page.getByRole('heading', { name: 'Machiavelli: the cards' }).waitFor();
      expect(await page.locator('.cit-character svg.cit-portrait').count()).toBe(27);
      expect(await page.locator('.cit-district svg.cit-art').count()).toBe(17 + 30);
      // Every drawing has a size on the card and is distinct from every other.
      const drawings = await page.locator('svg.cit-portrait, svg.cit-art').evaluateAll((svgs) =>
        svgs.map((svg) => {
          const box = svg.getBoundingClientRect();
          return { drawn: box.width > 20 && box.height > 20, markup: svg.innerHTML };
        }),
      );
      expect(drawings.filter((d) => !d.drawn)).toEqual([]);
      expect(new Set(drawings.map((d) => d.markup)).size).toBe(27 + 47);
      // No card pushes the page wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // No type name on a card is broken inside a word ("Religiou / s"), in any language.
      for (const language of ['en', 'nl', 'de', 'fr']) {
        await page.locator('select.language-switch').selectOption(language);
        await page.waitForFunction((code) => document.documentElement.lang === code, language);
        const broken = await page.locator('.cit-band .cit-type').evaluateAll((types) =>
          types.flatMap((type) => {
            const range = document.createRange();
            range.selectNodeContents(type);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
            return lines > (type.textContent ?? '').split(' ').length ? [type.textContent] : [];
          }),
        );
        expect(broken, language).toEqual([]);
      }
      await snap(page, `citadels-gallery-${name}`);
      await context.close();
    },
  );
});
