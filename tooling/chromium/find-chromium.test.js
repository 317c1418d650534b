import { describe, expect, it } from 'vitest';
import { fakeToolHost } from '@trini/find-tool/fake-host';
import {
  DEBIAN_CHROMIUM,
  DEBIAN_HEADLESS_SHELL,
  NOT_FOUND_MESSAGE,
  ensureChromium,
  ensureHeadlessShell,
  findChromium,
  findHeadlessShell,
} from './find-chromium.js';

const PLAYWRIGHT = '/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

/**
 * A fake machine whose apt-get run installs Debian's chromium, with Playwright's Chromium at
 * `playwright` (see fakeToolHost).
 */
const fakeHost = ({ playwright = PLAYWRIGHT, ...options } = {}) =>
  fakeToolHost({
    ...options,
    installs: DEBIAN_CHROMIUM,
    extra: { playwrightChromium: () => playwright },
  });

describe('findChromium: the order in which a browser is looked for', () => {
  it('takes CHROMIUM_PATH first, even with Playwright and system browsers present', () => {
    const host = fakeHost({
      env: { CHROMIUM_PATH: '/opt/chrome/chrome', PATH: '/usr/bin' },
      files: ['/opt/chrome/chrome', PLAYWRIGHT, '/usr/bin/chromium'],
    });
    expect(findChromium(host)).toEqual({ path: '/opt/chrome/chrome', source: 'CHROMIUM_PATH' });
  });

  it('refuses a CHROMIUM_PATH that is not an executable, in one line naming it', () => {
    const host = fakeHost({
      env: { CHROMIUM_PATH: '/nowhere/chrome', PATH: '/usr/bin' },
      files: ['/usr/bin/chromium'],
    });
    expect(() => findChromium(host)).toThrow(/^CHROMIUM_PATH is \/nowhere\/chrome, which is not/);
    expect(() => findChromium(host)).not.toThrow(/\n/);
  });

  it("takes Playwright's own Chromium next, before a system browser", () => {
    const host = fakeHost({ files: [PLAYWRIGHT, '/usr/bin/chromium'] });
    expect(findChromium(host)).toEqual({ path: PLAYWRIGHT, source: 'playwright' });
  });

  it("skips Playwright's Chromium when it is not installed (or playwright-core is absent)", () => {
    expect(findChromium(fakeHost({ files: ['/usr/bin/chromium'] }))?.source).toBe('PATH');
    const noPlaywright = fakeHost({ playwright: undefined, files: ['/usr/bin/chromium'] });
    expect(findChromium(noPlaywright)).toEqual({ path: '/usr/bin/chromium', source: 'PATH' });
  });

  it('then a browser command on PATH: chromium before chromium-browser before google-chrome, PATH order within one', () => {
    const host = fakeHost({
      env: { PATH: '/home/dev/bin:/usr/bin' },
      files: ['/usr/bin/google-chrome', '/usr/bin/chromium-browser', '/usr/bin/chromium'],
    });
    expect(findChromium(host)).toEqual({ path: '/usr/bin/chromium', source: 'PATH' });
    const two = fakeHost({
      env: { PATH: '/home/dev/bin:/usr/bin' },
      files: ['/usr/bin/chromium', '/home/dev/bin/chromium'],
    });
    expect(findChromium(two)?.path).toBe('/home/dev/bin/chromium');
    const chrome = fakeHost({ env: { PATH: '/usr/bin' }, files: ['/usr/bin/google-chrome'] });
    expect(findChromium(chrome)?.path).toBe('/usr/bin/google-chrome');
  });

  it('then the usual places off PATH (a Mac, a snap, /opt/google)', () => {
    const mac = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(findChromium(fakeHost({ env: { PATH: '/usr/bin' }, files: [mac] }))).toEqual({
      path: mac,
      source: 'usual place',
    });
    const noPath = fakeHost({ env: {}, files: ['/usr/bin/chromium'] });
    expect(findChromium(noPath)).toEqual({ path: '/usr/bin/chromium', source: 'usual place' });
  });

  it('answers undefined when there is no browser at all', () => {
    expect(findChromium(fakeHost())).toBeUndefined();
  });
});

describe('ensureChromium: with no browser', () => {
  it("as root on Debian, installs the distribution's chromium with apt-get, saying so in one line", () => {
    const host = fakeHost({ root: true });
    expect(ensureChromium(host)).toEqual({ path: DEBIAN_CHROMIUM, source: 'installed' });
    expect(host.said).toHaveLength(1);
    expect(host.said[0]).toMatch(/installing .*chromium/);
    expect(host.said[0]).not.toMatch(/\n/);
    expect(host.runs).toEqual([
      {
        command: expect.stringMatching(/^apt-get update .*&& apt-get install -y .*\bchromium\b/),
        frontend: 'noninteractive',
      },
    ]);
  });

  it('not as root: installs nothing and stops with the one line saying what to install', () => {
    const host = fakeHost({ root: false });
    expect(() => ensureChromium(host)).toThrow(NOT_FOUND_MESSAGE);
    expect(NOT_FOUND_MESSAGE).not.toMatch(/\n/);
    expect(NOT_FOUND_MESSAGE).toMatch(/apt-get install chromium/);
    expect(NOT_FOUND_MESSAGE).toMatch(/CHROMIUM_PATH/);
    expect(host.runs).toEqual([]);
  });
});

describe("the journeys' headless shell", () => {
  const shellHost = (/** @type {Parameters<typeof fakeToolHost>[0]} */ options = {}) =>
    fakeToolHost({ ...options, installs: DEBIAN_HEADLESS_SHELL });

  it('takes CHROMIUM_HEADLESS_SHELL_PATH first, then chromium-headless-shell on PATH', () => {
    const set = shellHost({
      env: { CHROMIUM_HEADLESS_SHELL_PATH: '/opt/shell/headless_shell', PATH: '/usr/bin' },
      files: ['/opt/shell/headless_shell', DEBIAN_HEADLESS_SHELL],
    });
    expect(findHeadlessShell(set)?.path).toBe('/opt/shell/headless_shell');
    const onPath = shellHost({ env: { PATH: '/usr/bin' }, files: [DEBIAN_HEADLESS_SHELL] });
    expect(findHeadlessShell(onPath)).toEqual({ path: DEBIAN_HEADLESS_SHELL, source: 'PATH' });
    expect(findHeadlessShell(shellHost({ files: ['/usr/bin/chromium'] }))).toBeUndefined();
  });

  it("as root on Debian, installs the distribution's chromium-headless-shell", () => {
    const host = shellHost({ root: true });
    expect(ensureHeadlessShell(host)).toEqual({ path: DEBIAN_HEADLESS_SHELL, source: 'installed' });
    expect(host.runs[0]?.command).toMatch(/apt-get install -y .*chromium-headless-shell/);
  });

  it('where none can be installed, says so in one line and answers undefined (the full browser is used)', () => {
    const host = shellHost({ root: false });
    expect(ensureHeadlessShell(host)).toBeUndefined();
    expect(host.said).toHaveLength(1);
    expect(host.said[0]).toMatch(/journeys use the full browser/);
    expect(host.runs).toEqual([]);
  });

  it('a CHROMIUM_HEADLESS_SHELL_PATH that is no executable is an error, not the full browser', () => {
    const host = shellHost({ env: { CHROMIUM_HEADLESS_SHELL_PATH: '/nowhere/shell' }, root: true });
    expect(() => ensureHeadlessShell(host)).toThrow(
      /CHROMIUM_HEADLESS_SHELL_PATH is \/nowhere\/shell/,
    );
  });
});
