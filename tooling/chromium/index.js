import { DEBIAN_CHROMIUM, findChromium, findHeadlessShell, systemHost } from './find-chromium.js';

/**
 * The browser the e2e tests and the bench drive, found when this module loads (findChromium):
 * CHROMIUM_PATH; Playwright's own Chromium where it is installed; a system Chromium or Chrome on
 * PATH or at its usual place. `trini-chromium` (ensure-chromium.js) runs before them and installs
 * one as root on Debian/Ubuntu, or stops with one line saying what to install; so the fallback
 * here (Debian's /usr/bin/chromium, or CHROMIUM_PATH as given) is only reached when that step
 * was skipped.
 */
export const chromiumPath = (() => {
  try {
    return findChromium(systemHost())?.path ?? DEBIAN_CHROMIUM;
  } catch {
    return process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM;
  }
})();

/**
 * The journeys' browser: Chromium's headless shell (CHROMIUM_HEADLESS_SHELL_PATH,
 * `chromium-headless-shell` on PATH or Debian's place; see findHeadlessShell), else
 * `chromiumPath`. Found when this module loads; `trini-chromium` installs the shell as root on
 * Debian. The e2e journeys and the screens' pictures are taken in it (a page load costs it about
 * a third of the full browser's CPU on a 2-core machine, docs/decisions/journeys-headless-shell.md);
 * the bench stays on `chromiumPath`, where its budgets were set.
 */
export const journeyBrowserPath = (() => {
  try {
    return findHeadlessShell(systemHost())?.path ?? chromiumPath;
  } catch {
    return chromiumPath;
  }
})();

/**
 * Flags for headless Chromium as root on a closed network: no sandbox, no GPU, no /dev/shm, and
 * none of Chromium's background connections (refused here, many at a time, which slows pages).
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * The phones the figures are for, as host benchmark indexes (Lighthouse's `computeBenchmarkIndex`,
 * unitless) that Chrome DevTools' CPU calibration targets (`CalibrationController` in
 * chrome-devtools-frontend): a mid-tier phone like a Pixel 5 scores 1,000, a low-tier one like a
 * Moto G Power 2022 264. The budgets are for the mid-tier phone.
 */
export const phoneTiers = Object.freeze({ mid: 1000, low: 264 });

/**
 * The CPU slowdown that makes a host whose benchmark index is `hostIndex` behave as the phone of
 * index `targetIndex` (DevTools' calibration): host ÷ target, at least 1 (a host slower than the
 * phone cannot be sped up; its figures are then pessimistic), rounded to two decimals. A fixed
 * slowdown instead (e.g. 4, Lighthouse's default, to compare with figures taken before
 * calibration): PHONE_CPU_SLOWDOWN. Throws when PHONE_CPU_SLOWDOWN is not a number ≥ 1.
 * @param {number} hostIndex
 * @param {number} [targetIndex]
 * @param {string | undefined} [fixed]
 * @returns {number}
 */
export function cpuSlowdownFor(
  hostIndex,
  targetIndex = phoneTiers.mid,
  fixed = process.env.PHONE_CPU_SLOWDOWN,
) {
  if (fixed !== undefined && fixed !== '') {
    const value = Number(fixed);
    if (!Number.isFinite(value) || value < 1)
      throw new Error(`PHONE_CPU_SLOWDOWN must be a number ≥ 1, not ${JSON.stringify(fixed)}`);
    return value;
  }
  if (!Number.isFinite(hostIndex) || hostIndex <= targetIndex) return 1;
  return Math.round((hostIndex / targetIndex) * 100) / 100;
}

/**
 * The host's Lighthouse benchmark index now (~1 s of CPU), measured in `page` as Lighthouse does
 * at the start of each run: give a page that has not navigated yet, or a blank tab.
 * @param {{ evaluate(fn: () => number): Promise<number> }} page
 * @returns {Promise<number>}
 */
export function measureBenchmarkIndex(page) {
  return page.evaluate(pageFunctions.computeBenchmarkIndex);
}

/**
 * Lighthouse's mobile profile, for tests and measurements that act as a shopper on a phone:
 * 150 ms round trip, 1.6 Mbps down (200,000 bytes/s) and 750 kbps up (93,750 bytes/s), a
 * 375 × 812 px touch screen; the CPU is calibrated to the host in each use (`throttleLikeAPhone`).
 */
export const phoneProfile = Object.freeze({
  latencyMs: 150,
  downloadBytesPerSecond: 200_000,
  uploadBytesPerSecond: 93_750,
  viewport: Object.freeze({ width: 375, height: 812 }),
});

/**
 * Applies the phone's CPU and network throttling to one Playwright page through a CDP session
 * (Chromium only): first measures the host's benchmark index in the page (call it before the
 * page navigates), then slows the CPU to the phone of `targetIndex` (`cpuSlowdownFor`). Given
 * `hostIndex`, an index just measured for another page of the same comparison, it applies that
 * one instead of measuring again (~1 s of CPU), so that both pages run under one slowdown. The
 * viewport, `isMobile` and `hasTouch` belong to the browser context: give them when it is made
 * (`phoneProfile.viewport`). Resolves, once both are in force, to the index and the slowdown.
 * @param {{ evaluate(fn: () => number): Promise<number>, context(): { newCDPSession(page: unknown): Promise<{ send(method: string, params?: object): Promise<unknown> }> } }} page
 * @param {number} [targetIndex]
 * @param {number} [hostIndex]
 * @returns {Promise<{ benchmarkIndex: number, cpuSlowdown: number }>}
 */
export async function throttleLikeAPhone(page, targetIndex = phoneTiers.mid, hostIndex) {
  const benchmarkIndex = hostIndex ?? (await measureBenchmarkIndex(page));
  const cpuSlowdown = cpuSlowdownFor(benchmarkIndex, targetIndex);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phoneProfile.latencyMs,
    downloadThroughput: phoneProfile.downloadBytesPerSecond,
    uploadThroughput: phoneProfile.uploadBytesPerSecond,
  });
  return { benchmarkIndex, cpuSlowdown };
}
