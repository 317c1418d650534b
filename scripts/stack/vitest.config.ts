import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One temporary folder per run, removed when it ends (tooling/vitest/temp-root.js): the copies of the
    // checkout that `pnpm dev` is tried on go with it.
    globalSetup: ['../../tooling/vitest/temp-root.js'],
    // A worker per core: Vitest's default is one fewer, a single worker on a 2-core machine,
    // which leaves half of it idle (docs/decisions/test-workers.md).
    maxWorkers: availableParallelism(),
  },
});
