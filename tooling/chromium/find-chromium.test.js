import { describe, expect, it } from 'vitest';
import {
  DEBIAN_CHROMIUM,
  NOT_FOUND_MESSAGE,
  ensureChromium,
  findChromium,
  isDebianLike,
} from './find-chromium.js';

const DEBIAN = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n';
const UBUNTU = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n';
const FEDORA = 'NAME="Fedora Linux"\nID=fedora\n';
const PLAYWRIGHT = '/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

/**
 * A fake machine: `files` are the executables that exist; `install` (the apt-get run) adds
 * Debian's chromium when it succeeds. Records what was run and said.
 */
function fakeHost({
  env = { PATH: '/usr/local/bin:/usr/bin:/bin' },
  files = [],
  playwright = PLAYWRIGHT,
  root = false,
  osRelease = DEBIAN,
  installExit = 0,
} = {}) {
  const executables = new Set(files);
  const runs = [];
  const said = [];
  return {
    runs,
    said,
    env,
    isExecutable: (path) => executables.has(path),
    playwrightChromium: () => playwright,
    isRoot: () => root,
    osRelease: () => osRelease,
    run: (command, runEnv) => {
      runs.push({ command, frontend: runEnv.DEBIAN_FRONTEND });
      if (installExit === 0) executables.add(DEBIAN_CHROMIUM);
      return installExit;
    },
    say: (line) => said.push(line),
  };
}

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
    const host = fakeHost({ root: true, osRelease: DEBIAN });
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

  it('as root on Ubuntu (ID_LIKE=debian) too', () => {
    const host = fakeHost({ root: true, osRelease: UBUNTU });
    expect(ensureChromium(host).source).toBe('installed');
    expect(host.runs).toHaveLength(1);
  });

  it('installs nothing when a browser is found', () => {
    const host = fakeHost({ root: true, files: ['/usr/bin/chromium'] });
    expect(ensureChromium(host)).toEqual({ path: '/usr/bin/chromium', source: 'PATH' });
    expect(host.runs).toEqual([]);
    expect(host.said).toEqual([]);
  });

  it('not as root: installs nothing and stops with the one line saying what to install', () => {
    const host = fakeHost({ root: false, osRelease: DEBIAN });
    expect(() => ensureChromium(host)).toThrow(NOT_FOUND_MESSAGE);
    expect(NOT_FOUND_MESSAGE).not.toMatch(/\n/);
    expect(NOT_FOUND_MESSAGE).toMatch(/apt-get install chromium/);
    expect(NOT_FOUND_MESSAGE).toMatch(/CHROMIUM_PATH/);
    expect(host.runs).toEqual([]);
  });

  it('as root on another distribution: installs nothing and stops with that line', () => {
    const host = fakeHost({ root: true, osRelease: FEDORA });
    expect(() => ensureChromium(host)).toThrow(NOT_FOUND_MESSAGE);
    expect(host.runs).toEqual([]);
  });

  it('a failed apt-get stops with one line giving its exit code', () => {
    const host = fakeHost({ root: true, installExit: 100 });
    expect(() => ensureChromium(host)).toThrow(/^Installing chromium failed \(apt-get exit 100\)/);
  });
});

describe('isDebianLike', () => {
  it('reads ID and ID_LIKE of /etc/os-release', () => {
    expect(isDebianLike(DEBIAN)).toBe(true);
    expect(isDebianLike(UBUNTU)).toBe(true);
    expect(isDebianLike('ID=linuxmint\nID_LIKE="ubuntu debian"\n')).toBe(true);
    expect(isDebianLike(FEDORA)).toBe(false);
    expect(isDebianLike('')).toBe(false);
  });
});
