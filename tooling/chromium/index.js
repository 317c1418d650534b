/**
 * Debian's Chromium binary: CHROMIUM_PATH, or /usr/bin/chromium (`apt-get install chromium`).
 * Playwright's own browser download does not work on this machine (see ../shared/TOOLCHAIN.md).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
