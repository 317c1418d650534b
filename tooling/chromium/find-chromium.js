import { createRequire } from 'node:module';
import { ensureTool, findTool, systemHost as toolHost } from '@trini/find-tool';

export { isDebianLike } from '@trini/find-tool';

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
 * What the browser discovery may look at and do (@trini/find-tool's ToolHost), plus where
 * Playwright's own Chromium is installed (`playwright install chromium`), or undefined when
 * playwright-core is absent. `systemHost()` is the real machine.
 * @typedef {import('@trini/find-tool').ToolHost & { playwrightChromium: () => string | undefined }} BrowserHost
 */

/**
 * A found browser: its executable and where it was found.
 * @typedef {object} FoundBrowser
 * @property {string} path
 * @property {'CHROMIUM_PATH' | 'playwright' | 'PATH' | 'usual place' | 'installed'} source
 */

/** @type {import('@trini/find-tool').ToolSpec} */
const CHROMIUM = {
  envVar: 'CHROMIUM_PATH',
  what: 'a Chromium or Chrome',
  label: 'Chromium or Chrome',
  purpose: 'the browser tests',
  commands: PATH_COMMANDS,
  usualPlaces: USUAL_PLACES,
  bundled: (host) => /** @type {BrowserHost} */ (host).playwrightChromium(),
  bundledSource: 'playwright',
  debianPackage: DEBIAN_PACKAGE,
  debianPath: DEBIAN_CHROMIUM,
  installSeconds: 20,
  notFoundMessage: NOT_FOUND_MESSAGE,
};

/**
 * Finds a Chromium or Chrome without installing anything, in this order: CHROMIUM_PATH (which
 * must then be an executable: a wrong setting is an error, not skipped); Playwright's own
 * Chromium where it is installed; `chromium`, `chromium-browser`, `google-chrome`… on PATH; the
 * usual places (USUAL_PLACES). Answers undefined when there is none.
 * @param {BrowserHost} host
 * @returns {FoundBrowser | undefined}
 */
export function findChromium(host) {
  return /** @type {FoundBrowser | undefined} */ (findTool(CHROMIUM, host));
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
  return /** @type {FoundBrowser} */ (ensureTool(CHROMIUM, host));
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

/** Where Debian's `chromium-headless-shell` package puts the headless shell. */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** @type {import('@trini/find-tool').ToolSpec} */
const HEADLESS_SHELL = {
  envVar: 'CHROMIUM_HEADLESS_SHELL_PATH',
  what: "Chromium's headless shell",
  label: "Chromium's headless shell",
  purpose: 'the journeys',
  commands: ['chromium-headless-shell'],
  usualPlaces: [DEBIAN_HEADLESS_SHELL, '/usr/lib/chromium/chromium-headless-shell'],
  debianPackage: 'chromium-headless-shell',
  debianPath: DEBIAN_HEADLESS_SHELL,
  installSeconds: 15,
  notFoundMessage:
    'No Chromium headless shell found: the journeys use the full browser (Debian/Ubuntu: `sudo apt-get install chromium-headless-shell`, or set CHROMIUM_HEADLESS_SHELL_PATH).',
};

/**
 * Finds Chromium's headless shell (the old headless mode as its own program) without installing
 * anything: CHROMIUM_HEADLESS_SHELL_PATH (an executable, or an error), `chromium-headless-shell`
 * on PATH, then Debian's places. Answers undefined when there is none. The e2e journeys run in
 * it: a page load costs it about a third of the full browser's CPU on a 2-core machine
 * (docs/decisions/journeys-headless-shell.md), and with the CPU throttled on a busy machine the
 * full browser's new headless mode now and then stops making frames for a page
 * (requestAnimationFrame never runs), while the shell draws every frame itself
 * (docs/decisions/phone-journeys-headless-shell.md).
 * @param {import('@trini/find-tool').ToolHost} host
 * @returns {FoundBrowser | undefined}
 */
export function findHeadlessShell(host) {
  return /** @type {FoundBrowser | undefined} */ (findTool(HEADLESS_SHELL, host));
}

/**
 * `findHeadlessShell`, and when it finds nothing: as root on Debian or Ubuntu, installs the
 * distribution's `chromium-headless-shell` package, saying so in one line. Answers undefined,
 * after one line saying what to install, where there is none and none can be installed: the
 * journeys then run in the full browser. Throws for a CHROMIUM_HEADLESS_SHELL_PATH that is
 * not an executable.
 * @param {import('@trini/find-tool').ToolHost} host
 * @returns {FoundBrowser | undefined}
 */
export function ensureHeadlessShell(host) {
  try {
    return /** @type {FoundBrowser} */ (ensureTool(HEADLESS_SHELL, host));
  } catch (error) {
    if (host.env.CHROMIUM_HEADLESS_SHELL_PATH) throw error;
    host.say(error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

/**
 * The machine this process runs on, as a BrowserHost.
 * @returns {BrowserHost}
 */
export function systemHost() {
  return { ...toolHost(), playwrightChromium };
}
