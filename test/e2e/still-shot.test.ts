// @vitest-environment jsdom
// The specs' screenshots are taken still (e2e/still-shot.ts, issue 56): for the shot the page is marked as
// with the Motion switch off and Playwright finishes what animations remain; after it the mark is as before.
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { stillScreenshot } from '../../e2e/still-shot';

/** A page whose `evaluate` runs in this document and whose `screenshot` notes the mark and its options. */
function fakePage() {
  const shots: { motion: string | undefined; options: unknown }[] = [];
  const page = {
    evaluate: async (fn: (arg: unknown) => unknown, arg?: unknown) => fn(arg),
    screenshot: async (options: unknown) => {
      shots.push({ motion: document.documentElement.dataset.motion, options });
      return Buffer.from('png');
    },
  };
  return { page: page as unknown as Page, shots };
}

afterEach(() => {
  delete document.documentElement.dataset.motion;
});

describe('a still screenshot', () => {
  it('is taken with motion off and animations finished, and leaves motion on as it was', async () => {
    document.documentElement.dataset.motion = 'on';
    const { page, shots } = fakePage();
    expect((await stillScreenshot(page, { fullPage: true })).toString()).toBe('png');
    expect(shots).toEqual([{ motion: 'off', options: { fullPage: true, animations: 'disabled' } }]);
    expect(document.documentElement.dataset.motion).toBe('on');
  });

  it('leaves a page that had no mark without one, and one with motion off still off', async () => {
    const { page, shots } = fakePage();
    await stillScreenshot(page, { fullPage: false });
    expect(shots[0]!.motion).toBe('off');
    expect(document.documentElement.dataset.motion).toBeUndefined();
    document.documentElement.dataset.motion = 'off';
    await stillScreenshot(page, { fullPage: false });
    expect(document.documentElement.dataset.motion).toBe('off');
  });
});
