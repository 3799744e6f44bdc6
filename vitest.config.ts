// Unit, harness and integration tests. Browser specs live in e2e/ and run with `npm run test:e2e`.
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The game harnesses (test/<game>/harness-*.test.ts: whole games through boardgame.io's Master, one to
 * three minutes a file) start first. Without a timing cache (a fresh clone, as on CI) vitest starts the
 * largest files first, and these files are a few lines each: they ran last and left one worker running
 * alone for the last minutes of the run.
 */
class HarnessesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const harness = (file: TestSpecification) => /\/harness-[^/]*\.test\.ts$/.test(file.moduleId);
    return [...sorted.filter(harness), ...sorted.filter((file) => !harness(file))];
  }
}

export default defineConfig({
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    // The cluster test starts PostgreSQL, Redis, HAProxy and three servers: `npm run test:cluster`.
    exclude: ['test/cluster/**', '**/node_modules/**'],
    globals: true,
    // Each game's words come with the client's list of games, as on the site; async UI waits (async-ui.ts).
    setupFiles: ['test/support/game-words.ts', 'test/support/async-ui.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Every core (vitest's default leaves one idle: one worker on a 2-core machine). Many suites wait on
    // sockets, timers and the database, so two workers on two cores took `vitest run` from 454 to 312 s.
    maxWorkers: '100%',
    sequence: { sequencer: HarnessesFirst },
  },
});
