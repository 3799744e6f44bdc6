/**
 * A screenshot of a still page (issue 56): for the moment of the shot the page's root is marked as with the
 * Motion switch off (`data-motion="off"`, docs/design/motion.md#off), under which nothing animates and the
 * cards and coins in flight are not drawn, and Playwright finishes what animations remain; then the mark is
 * put back as it was, so the spec goes on with the motion it had. A shot never catches a coin mid-flight.
 */
import type { Page } from 'playwright-core';

export async function stillScreenshot(page: Page, { fullPage }: { fullPage: boolean }): Promise<Buffer> {
  const was = await page.evaluate(() => {
    const root = document.documentElement;
    const motion = root.dataset.motion ?? null;
    root.dataset.motion = 'off';
    return motion;
  });
  try {
    return await page.screenshot({ fullPage, animations: 'disabled' });
  } finally {
    await page.evaluate((motion) => {
      const root = document.documentElement;
      if (motion === null) delete root.dataset.motion;
      else root.dataset.motion = motion;
    }, was);
  }
}
