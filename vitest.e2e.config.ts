// Browser specs: Playwright driving Debian's Chromium against a real server started once for the run.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Two spec files at a time: a spec mostly waits (bots move 100 ms apart, pages answer), and the machine
    // was 56% idle running one; the browser specs took 666 s this way against 887 s one at a time.
    fileParallelism: true,
    maxWorkers: 2,
    // A browser on a loaded machine may take seconds to show what a spec waits for: expect.poll waits as
    // long as a locator does (its default, one second, made specs flaky under load).
    expect: { poll: { timeout: 30_000 } },
  },
});
