import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One temporary folder per run, removed when it ends (tooling/vitest/temp-root.js).
    globalSetup: ['../../tooling/vitest/temp-root.js'],
    // A worker per core: Vitest's default is one fewer, a single worker on a 2-core machine,
    // which leaves half of it idle (docs/decisions/test-workers.md).
    maxWorkers: availableParallelism(),
    // Some checks start the built servers to read their settings: on a busy 2-core machine (turbo
    // runs every package's suite at once) a start can take well over Vitest's default 5 s.
    testTimeout: 60_000,
  },
});
