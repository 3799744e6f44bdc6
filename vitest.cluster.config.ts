// The cluster test (`npm run test:cluster`): a real cluster on loopback (docs/deploy.md#cluster).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/cluster/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    globals: true,
  },
});
