/**
 * A CPU profile of a hotseat board's load under a 4× CPU slowdown (as Lighthouse's mobile profile), on the
 * same mid-game boards as bench/lighthouse.ts (bench/hotseat-mid-game.ts): `GAME=carcassonne` or `GAME=citadels`. It
 * writes the page's main-thread profile to `PROFILE` (a `.cpuprofile` that Chrome's DevTools opens) and
 * prints the long tasks the page saw and its element count. Serves `CLIENT_DIR` (a build made with
 * `npx vite build --configLoader runner --minify false --outDir dir` names the functions).
 * Figures: docs/performance.md#lighthouse-renders. Not part of npm test.
 */
import { writeFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { setUpHotseatMidGame } from './hotseat-mid-game';
import { startProductionServer } from './production-server';

const GAME = process.env.GAME ?? 'carcassonne';
const PROFILE = process.env.PROFILE ?? 'hotseat.cpuprofile';
if (GAME !== 'carcassonne' && GAME !== 'citadels') throw new Error(`GAME: carcassonne or citadels, not ${GAME}`);

const server = await startProductionServer('hotseat-profile');
const url = server.url;
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  // Lighthouse's phone: 412 × 823 CSS pixels.
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  await setUpHotseatMidGame(page, url, GAME);
  await page.evaluateOnNewDocument(() => {
    const tasks: number[][] = [];
    (window as unknown as { longTasks: number[][] }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${url}/hotseat/${GAME}`);
  await new Promise((resolve) => setTimeout(resolve, 6000));
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: unknown };
  writeFileSync(PROFILE, JSON.stringify(profile));
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[][] }).longTasks);
  const elements = await page.evaluate(() => document.querySelectorAll('*').length);
  console.log(`profile written to ${PROFILE}; ${elements} elements`);
  console.log(`long tasks (start, duration in ms, 4× slowed): ${longTasks.map(([s, d]) => `${s}+${d}`).join(', ')}`);
} finally {
  await browser.close();
  await server.stop();
}
