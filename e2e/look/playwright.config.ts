import { defineConfig } from '@playwright/test';
import type { MockWorkerOptions } from '@trini/mock-api/playwright';
import { chromiumFlags, chromiumPath } from '@trini/chromium';

/**
 * The fault pictures (faults.spec.ts) against a shop already running: LOOK_WEB_URL (the
 * storefront) over LOOK_MOCK_URL (its mock API). Started by look/before-after.sh.
 */
export default defineConfig<MockWorkerOptions>({
  testDir: '.',
  testMatch: /faults\.spec\.ts$/,
  outputDir: '../test-results/look-run',
  workers: 1,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: 'line',
  use: {
    baseURL: process.env.LOOK_WEB_URL,
    mockApiURL: process.env.LOOK_MOCK_URL,
    launchOptions: { executablePath: chromiumPath, args: [...chromiumFlags] },
  },
});
