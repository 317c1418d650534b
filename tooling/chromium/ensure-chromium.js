#!/usr/bin/env node
// `trini-chromium`: run before the browser tests (`pnpm test`, the e2e package's `test`) and the
// bench. Finds the browser they will use (see ensureChromium in find-chromium.js: CHROMIUM_PATH,
// Playwright's own Chromium, a system Chromium or Chrome; as root on Debian/Ubuntu it installs
// the distribution's chromium) and prints one line saying which; with none, one line saying what
// to install, and exit code 1, before any test runs.
import { runEnsureCommand } from '@trini/find-tool';
import { ensureChromium, systemHost } from './find-chromium.js';

runEnsureCommand(() => ensureChromium(systemHost()), {
  title: 'Browser for the tests',
  envVar: 'CHROMIUM_PATH',
  sources: { playwright: "Playwright's own Chromium" },
});
