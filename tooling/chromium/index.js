import { DEBIAN_CHROMIUM, findChromium, systemHost } from './find-chromium.js';

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

/**
 * Lighthouse's mobile profile, for tests and measurements that act as a shopper on a phone
 * (issue 23): the CPU 4× slower, 150 ms round trip, 1.6 Mbps down (200,000 bytes/s) and
 * 750 kbps up (93,750 bytes/s), a 375 × 812 px touch screen.
 */
export const phoneProfile = Object.freeze({
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: 200_000,
  uploadBytesPerSecond: 93_750,
  viewport: Object.freeze({ width: 375, height: 812 }),
});

/**
 * Applies phoneProfile's CPU and network throttling to one Playwright page through a CDP session
 * (Chromium only). The viewport, `isMobile` and `hasTouch` belong to the browser context: give
 * them when it is made (`phoneProfile.viewport`). Resolves once both are in force.
 * @param {{ context(): { newCDPSession(page: unknown): Promise<{ send(method: string, params?: object): Promise<unknown> }> } }} page
 */
export async function throttleLikeAPhone(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phoneProfile.latencyMs,
    downloadThroughput: phoneProfile.downloadBytesPerSecond,
    uploadThroughput: phoneProfile.uploadBytesPerSecond,
  });
}
