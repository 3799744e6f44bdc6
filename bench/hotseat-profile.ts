/**
 * A CPU profile of a hotseat board's load under a 4× CPU slowdown (as Lighthouse's mobile profile), on the
 * same mid-game boards as bench/lighthouse.ts: `GAME=carcassonne` (two bots lay 20 tiles, then both seats
 * are people's) or `GAME=citadels` (four bots build 6 districts, then the seat to act is a person's). It
 * writes the page's main-thread profile to `PROFILE` (a `.cpuprofile` that Chrome's DevTools opens) and
 * prints the long tasks the page saw and its element count. Serves `CLIENT_DIR` (a build made with
 * `npx vite build --configLoader runner --minify false --outDir dir` names the functions).
 * Figures: docs/performance.md#lighthouse-renders. Not part of npm test.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';

const GAME = process.env.GAME ?? 'carcassonne';
const PROFILE = process.env.PROFILE ?? 'hotseat.cpuprofile';
if (GAME !== 'carcassonne' && GAME !== 'citadels') throw new Error(`GAME: carcassonne or citadels, not ${GAME}`);

const dataDir = mkdtempSync(join(tmpdir(), 'hotseat-profile-'));
const server = spawn('node_modules/.bin/tsx', ['server.ts'], {
  env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' },
});
let output = '';
const url = await new Promise<string>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const found = /listening on (http:\/\/\S+)/.exec(output);
    if (found?.[1]) resolve(found[1].replace('localhost', '127.0.0.1'));
  });
  server.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
});
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  // Lighthouse's phone: 412 × 823 CSS pixels.
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  await page.goto(`${url}/hotseat/${GAME}`);
  if (GAME === 'carcassonne') {
    await page.waitForSelector('select[name="seat-1"]');
    for (const seat of [0, 1]) await page.select(`select[name="seat-${seat}"]`, 'random');
    await (await page.waitForSelector('::-p-aria(Start[role="button"])'))?.click();
    await page.waitForFunction(() => document.querySelectorAll('.carc [data-tile]').length >= 20);
    await page.goto(`${url}/`);
    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('hotseat:carcassonne') ?? '{}') as object;
      localStorage.setItem('hotseat:carcassonne', JSON.stringify({ ...saved, seats: ['human', 'human'] }));
    });
  } else {
    await page.waitForSelector('select[name="players"]');
    await page.select('select[name="players"]', '4');
    for (const seat of [0, 1, 2, 3]) await page.select(`select[name="seat-${seat}"]`, 'random');
    await (await page.waitForSelector('::-p-aria(Start[role="button"])'))?.click();
    await page.waitForFunction(() => document.querySelectorAll('.cit-city .cit-district').length >= 6, {
      timeout: 120_000,
    });
    await page.goto(`${url}/`);
    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('hotseat:citadels') ?? '{}') as {
        matchID: string;
        seats: string[];
      };
      const states = new Map(JSON.parse(localStorage.getItem(`bgio-${saved.matchID}_state`) ?? '[]')) as Map<
        string,
        { ctx: { currentPlayer: string; activePlayers: Record<string, string> | null } }
      >;
      const ctx = states.get(saved.matchID)?.ctx;
      const acting = ctx?.activePlayers ? Object.keys(ctx.activePlayers)[0] : ctx?.currentPlayer;
      const seats = saved.seats.map((_, seat) => (String(seat) === acting ? 'human' : 'random'));
      localStorage.setItem('hotseat:citadels', JSON.stringify({ ...saved, seats }));
    });
  }
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
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
