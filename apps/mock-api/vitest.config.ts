import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One temporary folder per run, removed when it ends (tooling/vitest/temp-root.js).
    globalSetup: ['../../tooling/vitest/temp-root.js'],
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
