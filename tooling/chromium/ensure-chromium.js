#!/usr/bin/env node
// `trini-chromium`: run before the browser tests (`pnpm test`, the e2e package's `test`) and the
// bench. Finds the browser they will use (see ensureChromium in find-chromium.js: CHROMIUM_PATH,
// Playwright's own Chromium, a system Chromium or Chrome; as root on Debian/Ubuntu it installs
// the distribution's chromium) and prints one line saying which; with none, one line saying what
// to install, and exit code 1, before any test runs.
import { ensureChromium, systemHost } from './find-chromium.js';

const WHERE = {
  CHROMIUM_PATH: 'CHROMIUM_PATH',
  playwright: "Playwright's own Chromium",
  PATH: 'found on PATH',
  'usual place': 'found at its usual place',
  installed: 'just installed',
};

try {
  const { path, source } = ensureChromium(systemHost());
  console.log(
    `Browser for the tests: ${path} (${WHERE[source]}; set CHROMIUM_PATH to use another)`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
