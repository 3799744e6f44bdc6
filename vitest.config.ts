// Unit, harness and integration tests. Browser specs live in e2e/ and run with `npm run test:e2e`.
import { defineConfig } from 'vitest/config';

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
  },
});
