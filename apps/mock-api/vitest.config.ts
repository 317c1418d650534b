import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One temporary folder per run, removed when it ends (tooling/vitest/temp-root.js).
    globalSetup: ['../../tooling/vitest/temp-root.js'],
    // A worker per core: Vitest's default is one fewer, a single worker on a 2-core machine,
    // which leaves half of it idle (docs/decisions/test-workers.md).
    maxWorkers: availableParallelism(),
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
