import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One temporary folder per run, removed when it ends (tooling/vitest/temp-root.js).
    globalSetup: ['../../tooling/vitest/temp-root.js'],
    // A worker per core: Vitest's default is one fewer, a single worker on a 2-core machine,
    // which leaves half of it idle (docs/decisions/test-workers.md).
    maxWorkers: availableParallelism(),
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The packed-library tests run Node on the built files: on a busy 2-core machine a start can
    // take well over Vitest's default 5 s.
    testTimeout: 60_000,
    coverage: {
      provider: 'v8',
      include: ['src/cart/**/*.ts', 'src/validation/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts', '**/test-products.ts'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
      reporter: ['text-summary', 'text'],
    },
  },
});
