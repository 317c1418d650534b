#!/usr/bin/env node
// `trini-chromium`: run before the browser tests (`pnpm test`, the e2e package's `test`) and the
// bench. Finds the browser they will use (see ensureChromium in find-chromium.js: CHROMIUM_PATH,
// Playwright's own Chromium, a system Chromium or Chrome; as root on Debian/Ubuntu it installs
// the distribution's chromium) and prints one line saying which; with none, one line saying what
// to install, and exit code 1, before any test runs. Then the same for Chromium's headless shell,
// which the e2e journeys run in (`chromium-headless-shell`), except that without one they use
// the browser and the run goes on.
import { runEnsureCommand } from '@trini/find-tool';
import { ensureChromium, ensureHeadlessShell, systemHost } from './find-chromium.js';

const host = systemHost();
/** @typedef {import('./find-chromium.js').FoundBrowser} FoundBrowser */
/** The browser of the first line (set there: without one, that line exits). */
let browser = /** @type {FoundBrowser | undefined} */ (undefined);
runEnsureCommand(() => (browser = ensureChromium(host)), {
  title: 'Browser for the tests',
  envVar: 'CHROMIUM_PATH',
  sources: { playwright: "Playwright's own Chromium" },
});

// The e2e journeys' browser: Chromium's headless shell where there is one or it can be
// installed; without one, the line ensureHeadlessShell says, and the browser above.
runEnsureCommand(() => ensureHeadlessShell(host) ?? /** @type {FoundBrowser} */ (browser), {
  title: 'Browser for the journeys',
  envVar: 'CHROMIUM_HEADLESS_SHELL_PATH',
  sources: { playwright: "Playwright's own Chromium" },
});
