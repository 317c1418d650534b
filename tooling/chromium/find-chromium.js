import { execFileSync } from 'node:child_process';
import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';

/** Browser commands looked up on PATH, in order. */
export const PATH_COMMANDS = Object.freeze([
  'chromium',
  'chromium-browser',
  'google-chrome',
  'google-chrome-stable',
  'chrome',
]);

/** Where system browsers usually live when they are not on PATH, in order. */
export const USUAL_PLACES = Object.freeze([
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
]);

/** The distribution package installed as root on Debian or Ubuntu when no browser is found. */
export const DEBIAN_PACKAGE = 'chromium';

/** Where Debian's `chromium` package puts the browser. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The one line shown when no browser is found and none can be installed. */
export const NOT_FOUND_MESSAGE =
  'No Chromium or Chrome found for the browser tests: install one (Debian/Ubuntu: `sudo apt-get install chromium`; ' +
  'elsewhere: `pnpm --filter @trini/e2e exec playwright install chromium`) or set CHROMIUM_PATH to its executable.';

/**
 * What the browser discovery may look at and do, injectable for tests (`systemHost()` is the
 * real machine).
 * @typedef {object} BrowserHost
 * @property {Record<string, string | undefined>} env The environment (CHROMIUM_PATH, PATH).
 * @property {(path: string) => boolean} isExecutable True for an existing executable file.
 * @property {() => string | undefined} playwrightChromium Where Playwright's own Chromium is
 *   installed (`playwright install chromium`), or undefined when playwright-core is absent.
 * @property {() => boolean} isRoot True when running as root (uid 0).
 * @property {() => string} osRelease The text of /etc/os-release ('' when there is none).
 * @property {(command: string, env: Record<string, string | undefined>) => number} run Runs a
 *   shell command, its output shown, and answers its exit code.
 * @property {(line: string) => void} say Shows one line to the person running the tests.
 */

/**
 * A found browser: its executable and where it was found.
 * @typedef {object} FoundBrowser
 * @property {string} path
 * @property {'CHROMIUM_PATH' | 'playwright' | 'PATH' | 'usual place' | 'installed'} source
 */

/**
 * Finds a Chromium or Chrome without installing anything, in this order: CHROMIUM_PATH (which
 * must then be an executable: a wrong setting is an error, not skipped); Playwright's own
 * Chromium where it is installed; `chromium`, `chromium-browser`, `google-chrome`… on PATH; the
 * usual places (USUAL_PLACES). Answers undefined when there is none.
 * @param {BrowserHost} host
 * @returns {FoundBrowser | undefined}
 */
export function findChromium(host) {
  const configured = host.env.CHROMIUM_PATH;
  if (configured) {
    if (host.isExecutable(configured)) return { path: configured, source: 'CHROMIUM_PATH' };
    throw new Error(
      `CHROMIUM_PATH is ${configured}, which is not an executable file: point it at a Chromium or Chrome, or unset it.`,
    );
  }
  const playwright = host.playwrightChromium();
  if (playwright && host.isExecutable(playwright))
    return { path: playwright, source: 'playwright' };
  const dirs = (host.env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const command of PATH_COMMANDS)
    for (const dir of dirs) {
      const path = join(dir, command);
      if (host.isExecutable(path)) return { path, source: 'PATH' };
    }
  for (const path of USUAL_PLACES)
    if (host.isExecutable(path)) return { path, source: 'usual place' };
  return undefined;
}

/** True when /etc/os-release names Debian or Ubuntu (or a distribution like them). */
export function isDebianLike(osRelease) {
  return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(osRelease);
}

/**
 * `findChromium`, and when it finds nothing: as root on Debian or Ubuntu, installs the
 * distribution's `chromium` package (`apt-get update && apt-get install -y chromium`), saying so
 * in one line; otherwise throws an Error whose message is the one line that says what to install
 * (NOT_FOUND_MESSAGE). Also throws for a CHROMIUM_PATH that is not an executable.
 * @param {BrowserHost} host
 * @returns {FoundBrowser}
 */
export function ensureChromium(host) {
  const found = findChromium(host);
  if (found) return found;
  if (!host.isRoot() || !isDebianLike(host.osRelease())) throw new Error(NOT_FOUND_MESSAGE);
  host.say(
    `No Chromium or Chrome found: installing the distribution's ${DEBIAN_PACKAGE} package for the browser tests (apt-get install -y ${DEBIAN_PACKAGE}, about 20 s).`,
  );
  const code = host.run(
    `apt-get update -qq && apt-get install -y -qq --no-install-recommends ${DEBIAN_PACKAGE} >/dev/null`,
    { ...host.env, DEBIAN_FRONTEND: 'noninteractive' },
  );
  if (code !== 0 || !host.isExecutable(DEBIAN_CHROMIUM))
    throw new Error(
      `Installing ${DEBIAN_PACKAGE} failed (apt-get exit ${code}): install a Chromium or Chrome yourself or set CHROMIUM_PATH.`,
    );
  return { path: DEBIAN_CHROMIUM, source: 'installed' };
}

/** True for an existing file this process may execute. */
function isExecutable(path) {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Where playwright-core expects its own Chromium (PLAYWRIGHT_BROWSERS_PATH honoured). */
function playwrightChromium() {
  try {
    const require = createRequire(import.meta.url);
    /** @type {{ chromium: { executablePath(): string } }} */
    const playwright = require('playwright-core');
    return playwright.chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** The machine this process runs on, as a BrowserHost. */
export function systemHost() {
  return {
    env: process.env,
    isExecutable,
    playwrightChromium,
    isRoot: () => process.getuid?.() === 0,
    osRelease: () => {
      try {
        return readFileSync('/etc/os-release', 'utf8');
      } catch {
        return '';
      }
    },
    run: (command, env) => {
      try {
        execFileSync('sh', ['-c', command], { env, stdio: ['ignore', 'inherit', 'inherit'] });
        return 0;
      } catch (error) {
        return typeof error?.status === 'number' ? error.status : 1;
      }
    },
    say: (line) => console.log(line),
  };
}
