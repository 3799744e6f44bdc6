// Unit, harness and integration tests. Browser specs live in e2e/ and run with `npm run test:e2e`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    // The cluster test starts PostgreSQL, Redis, HAProxy and three servers: `npm run test:cluster`.
    exclude: ['test/cluster/**', '**/node_modules/**'],
    globals: true,
    // Each game's words come with the client's list of games, as on the site.
    setupFiles: ['test/support/game-words.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
