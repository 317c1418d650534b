import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One temporary folder per run, removed when it ends (tooling/vitest/temp-root.js): the copies of the
    // checkout that `pnpm dev` is tried on go with it.
    globalSetup: ['../../tooling/vitest/temp-root.js'],
  },
});
