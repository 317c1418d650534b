import { defineConfig, devices } from '@playwright/test';
import type { MockWorkerOptions } from '@trini/mock-api/playwright';
import { chromiumFlags, journeyBrowserPath, phoneProfile } from '@trini/chromium';

/**
 * End-to-end journeys in Debian's Chromium over the whole stack: the mock API (port 3001) and the
 * storefront's production server (port 4173: server rendering from the mock, the built files,
 * /api and /media proxied to the mock).
 * Every test gets its own isolated mock session (the mock's Playwright fixture, extended in
 * fixtures/test.ts), so tests start from the seed. The `lb` project runs its journeys through
 * nginx in front of two storefront servers it starts itself, with a mock API of its own
 * (fixtures/lb-stack.ts; `trini-nginx` finds or installs nginx first).
 */
const MOCK_PORT = Number(process.env.MOCK_PORT ?? 3001);
const WEB_PORT = Number(process.env.WEB_PORT ?? 4173);
/** The no-JavaScript journeys: run by the `no-js` project only. */
const NO_JS_SPEC = /no-js\.spec\.ts$/;

/** The journeys that run on the phone profile only (the `phone` project). */
const PHONE_ONLY = /phone-first-taps\.spec\.ts$/;

/**
 * The journeys that run at the desktop width only: the record-and-replay one starts its own
 * backend, recording proxy and storefront, and once is enough.
 */
const DESKTOP_ONLY = /(record-replay|web-vitals)\.spec\.ts$/;

/**
 * Each behaviour journey runs once, at the width where its behaviour shows; how every route looks
 * at 320-1440 px is the `screens` project's subject. Two tags on a test (or a
 * describe) say where it runs:
 * - `@narrow`: behaviour that exists on a phone's 375 px screen only (the slide menu's links, lines
 *   as cards, the focused field scrolled into view, a tap on a card): run by the `mobile` project
 *   only.
 * - `@both-widths`: a journey with one branch per width (the banner shown at 1280 px and hidden
 *   at 375 px, the filter panel, the category bar or the menu): run by `desktop` and `mobile`.
 * Every other journey does the same at any width and runs once, at 1280 px (`desktop`).
 */
const NARROW_ONLY = /@narrow\b/;
const BOTH_WIDTHS = /@both-widths\b/;

/**
 * Every screen looked at (screens.spec.ts: the layout audit at 320-1440 px, axe and the visual
 * pictures at 375 and 1280 px, compared with the committed ones in e2e/screenshots/): run by the
 * `screens` project only, which sets each width itself.
 */
const SCREENS_SPEC = /screens\.spec\.ts$/;

/**
 * The load-balancer journeys, the drain and the shared cache: run by the `lb` project only,
 * against two storefront servers behind nginx that the project starts itself
 * (fixtures/lb-stack.ts).
 */
const LB_SPECS = /load-balancer(-drain|-cache)?\.spec\.ts$/;

export default defineConfig<
  MockWorkerOptions & { phone: boolean; lbEngine: 'processes' | 'compose' }
>({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: true,
  // No retries outside CI: a journey that fails once is a failure to look at. In CI one retry
  // tells a flaky journey from a broken one in the report, and a journey that passed only on its
  // retry still fails the run: the flake budget is zero, so a flaky journey gets fixed, not hidden.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  // Two workers for the journeys that keep the CPU busy (a page load and hydration each: desktop,
  // mobile, phone, no-js, two at most each), and a third one beside them for those that mostly
  // wait (the screens' quiet networks and twin pictures, the load balancer's drain and stale
  // pages), which left a core idle when they ran two at a time (docs/decisions/test-workers.md).
  workers: 3,
  // A journey walks several server-rendered pages; with Debian's Chromium 156 these machines take
  // about twice as long per page as before (Lighthouse shows ~650 ms of unattributed main-thread
  // work on every load), and 30 s cut off journeys that then passed alone.
  timeout: 60_000,
  expect: {
    timeout: 15_000,
    // A picture may differ from its baseline by anti-aliasing only: a colour difference under
    // 0.2 (Playwright's scale) is the same pixel; more than 0.5 % of pixels is a change.
    toHaveScreenshot: { threshold: 0.2, maxDiffPixelRatio: 0.005 },
  },
  // The screens' pictures, committed: one per screen and width (screens.spec.ts). The README
  // shows some of them.
  snapshotPathTemplate: '{testDir}/../screenshots/{arg}{ext}',
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    // Where the mock's Playwright fixture (@trini/mock-api/playwright) sends its session helpers.
    mockApiURL: `http://127.0.0.1:${MOCK_PORT}`,
    // A trace of the retry only (CI's), as Playwright recommends: recording one for every
    // journey, kept on failure, cost about a fifth of the stage's time
    // (docs/decisions/journeys-once.md). Outside CI a failure keeps its screenshot and error
    // context; `--trace on` records a trace of a journey run again.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Chromium's headless shell (the full browser where there is none), for every project and
    // the screens' pictures: on a 2-core machine a page load costs it about a third of the full
    // browser's CPU, and the journeys are CPU-bound (docs/decisions/journeys-headless-shell.md).
    // The pictures were taken in the shell: the full browser anti-aliases text differently.
    launchOptions: {
      executablePath: journeyBrowserPath,
      args: [...chromiumFlags],
    },
  },
  projects: [
    {
      name: 'desktop',
      workers: 2,
      testIgnore: [NO_JS_SPEC, PHONE_ONLY, LB_SPECS, SCREENS_SPEC],
      grepInvert: NARROW_ONLY,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      workers: 2,
      grep: [NARROW_ONLY, BOTH_WIDTHS],
      testIgnore: [NO_JS_SPEC, PHONE_ONLY, DESKTOP_ONLY, LB_SPECS, SCREENS_SPEC],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: false,
        hasTouch: true,
      },
    },
    {
      // The core journeys on Lighthouse's mobile profile (the `phone` fixture option
      // throttles CPU and network), acting the moment each control shows. Slower pages: a longer
      // test and expect time.
      name: 'phone',
      workers: 2,
      testMatch: PHONE_ONLY,
      timeout: 90_000,
      expect: { timeout: 20_000 },
      use: {
        ...devices['Desktop Chrome'],
        // The headless shell, as every journey: in the full browser, a throttled page on a busy
        // machine now and then gets no more frames, and a click waits for a stable element until
        // the test's time runs out (docs/decisions/phone-journeys-headless-shell.md).
        viewport: { ...phoneProfile.viewport },
        isMobile: true,
        hasTouch: true,
        phone: true,
      },
    },
    {
      // The core journeys through nginx in front of two storefront copies, one copy drained in
      // the middle of a load run, and nginx's shared cache. One worker: the copies and nginx are
      // started once for it, on fixed ports (LB_PORT, default 4480; LB_COPY_PORTS, default
      // 4481,4482).
      name: 'lb',
      testMatch: LB_SPECS,
      workers: 1,
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // The same journeys through deploy/compose.yaml's containers, run by podman-compose from
      // the built images (fixtures/lb-compose-stack.ts; ports from LB_COMPOSE_PORT, default
      // 4490-4495). Skipped, saying why in one line, where podman cannot run. After every other
      // project, alone: the host's network changes as podman makes and removes its networks and
      // restarts a container, and Chromium then drops the requests it has in flight
      // (ERR_NETWORK_CHANGED), a page's scripts among them: the journeys' browser log showed it
      // when it ran beside them (docs/decisions/compose-play.md). `--no-deps` runs it by itself.
      name: 'lb-compose',
      dependencies: ['desktop', 'mobile', 'phone', 'lb', 'screens', 'no-js'],
      testMatch: LB_SPECS,
      workers: 1,
      fullyParallel: false,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        lbEngine: 'compose',
      },
    },
    {
      // Every screen at 320, 375, 768, 1280 and 1440 px, pictured at 375 and 1280 px (the spec
      // sets each width). One test opens its screen three times and resizes it twice, and reads
      // every text and control each time: a long category page takes ~40 s on a busy 2-core
      // machine; the ceiling is for a busier one.
      name: 'screens',
      testMatch: SCREENS_SPEC,
      timeout: 240_000,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    // What works without JavaScript: its own spec, in a browser that runs no script.
    {
      name: 'no-js',
      workers: 2,
      testMatch: NO_JS_SPEC,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        javaScriptEnabled: false,
      },
    },
  ],
  webServer: [
    {
      command: 'pnpm --filter @trini/mock-api start',
      url: `http://127.0.0.1:${MOCK_PORT}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: {
        PORT: String(MOCK_PORT),
        HOST: '127.0.0.1',
        METRICS_PORT: '0',
        STOREFRONT_URL: `http://127.0.0.1:${WEB_PORT}`,
        // Every journey's call comes from 127.0.0.1: the per-address limits would count them all
        // as one shopper (they are tested in the mock's own suite).
        RATE_LIMITS: '0',
        // The session per test and the `mock` helpers (scenarios, journal, fixtures).
        MOCK_CONTROLS: '1',
      },
    },
    {
      command: 'pnpm --filter @trini/storefront start',
      url: `http://127.0.0.1:${WEB_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      // Metrics on a free port (METRICS_PORT=0): `pnpm test` runs other servers at the same time.
      env: {
        PORT: String(WEB_PORT),
        API_ORIGIN: `http://127.0.0.1:${MOCK_PORT}`,
        METRICS_PORT: '0',
        // Every journey's browser reports its web vitals from 127.0.0.1: one address for all.
        VITALS_PER_MINUTE: '100000',
        // A page's API calls may wait 30 s, not 5: on a busy 2-core machine the mock can take
        // longer than 5 s to answer, and the page would answer 503 ("API cannot be reached") in a
        // journey that is not about a slow API (the unit tests check the limit itself).
        API_TIMEOUT_MS: '30000',
        // Each test's x-mock-session passed on to the mock (its render and its API proxy) and
        // /__mock proxied: a test setting, which the server refuses with NODE_ENV=production (the
        // server bundle is a production build whatever NODE_ENV says).
        NODE_ENV: 'test',
        MOCK_CONTROLS: '1',
      },
    },
  ],
});
