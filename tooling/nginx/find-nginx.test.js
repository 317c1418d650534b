import { describe, expect, it } from 'vitest';
import {
  DEBIAN_NGINX,
  NOT_FOUND_MESSAGE,
  ensureNginx,
  findNginx,
  isDebianLike,
} from './find-nginx.js';

const DEBIAN = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n';
const UBUNTU = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n';
const FEDORA = 'NAME="Fedora Linux"\nID=fedora\n';

/**
 * A fake machine: `files` are the executables that exist; `install` (the apt-get run) adds
 * Debian's nginx when it succeeds. Records what was run and said.
 */
function fakeHost({
  env = { PATH: '/usr/local/bin:/usr/bin:/bin' },
  files = [],
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
    isRoot: () => root,
    osRelease: () => osRelease,
    run: (command, runEnv) => {
      runs.push({ command, frontend: runEnv.DEBIAN_FRONTEND });
      if (installExit === 0) executables.add(DEBIAN_NGINX);
      return installExit;
    },
    say: (line) => said.push(line),
  };
}

describe('findNginx: the order in which nginx is looked for', () => {
  it('takes NGINX_PATH first, even with nginx on PATH', () => {
    const host = fakeHost({
      env: { NGINX_PATH: '/opt/nginx/sbin/nginx', PATH: '/usr/bin' },
      files: ['/opt/nginx/sbin/nginx', '/usr/bin/nginx', DEBIAN_NGINX],
    });
    expect(findNginx(host)).toEqual({ path: '/opt/nginx/sbin/nginx', source: 'NGINX_PATH' });
  });

  it('refuses an NGINX_PATH that is not an executable, in one line naming it', () => {
    const host = fakeHost({
      env: { NGINX_PATH: '/nowhere/nginx', PATH: '/usr/bin' },
      files: ['/usr/bin/nginx'],
    });
    expect(() => findNginx(host)).toThrow(/^NGINX_PATH is \/nowhere\/nginx, which is not/);
    expect(() => findNginx(host)).not.toThrow(/\n/);
  });

  it('then nginx on PATH, in PATH order', () => {
    const host = fakeHost({
      env: { PATH: '/home/dev/bin:/usr/bin' },
      files: ['/usr/bin/nginx', '/home/dev/bin/nginx', DEBIAN_NGINX],
    });
    expect(findNginx(host)).toEqual({ path: '/home/dev/bin/nginx', source: 'PATH' });
  });

  it("then the usual places off PATH: Debian's /usr/sbin/nginx first, Homebrew's too", () => {
    const debian = fakeHost({ env: { PATH: '/usr/bin:/bin' }, files: [DEBIAN_NGINX] });
    expect(findNginx(debian)).toEqual({ path: '/usr/sbin/nginx', source: 'usual place' });
    const mac = fakeHost({ env: {}, files: ['/opt/homebrew/bin/nginx'] });
    expect(findNginx(mac)).toEqual({ path: '/opt/homebrew/bin/nginx', source: 'usual place' });
  });

  it('answers undefined when there is no nginx at all', () => {
    expect(findNginx(fakeHost())).toBeUndefined();
  });
});

describe('ensureNginx: with no nginx', () => {
  it("as root on Debian, installs the distribution's nginx with apt-get, saying so in one line", () => {
    const host = fakeHost({ root: true, osRelease: DEBIAN });
    expect(ensureNginx(host)).toEqual({ path: DEBIAN_NGINX, source: 'installed' });
    expect(host.said).toHaveLength(1);
    expect(host.said[0]).toMatch(/installing .*nginx .*apt-get install -y nginx/);
    expect(host.said[0]).not.toMatch(/\n/);
    expect(host.runs).toEqual([
      {
        command: expect.stringMatching(/^apt-get update .*&& apt-get install -y .*\bnginx\b/),
        frontend: 'noninteractive',
      },
    ]);
  });

  it('as root on Ubuntu (ID_LIKE=debian) too', () => {
    const host = fakeHost({ root: true, osRelease: UBUNTU });
    expect(ensureNginx(host).source).toBe('installed');
    expect(host.runs).toHaveLength(1);
  });

  it('installs nothing when nginx is found', () => {
    const host = fakeHost({ root: true, files: [DEBIAN_NGINX] });
    expect(ensureNginx(host)).toEqual({ path: DEBIAN_NGINX, source: 'usual place' });
    expect(host.runs).toEqual([]);
    expect(host.said).toEqual([]);
  });

  it('not as root: installs nothing and stops with the one line saying what to install', () => {
    const host = fakeHost({ root: false, osRelease: DEBIAN });
    expect(() => ensureNginx(host)).toThrow(NOT_FOUND_MESSAGE);
    expect(NOT_FOUND_MESSAGE).not.toMatch(/\n/);
    expect(NOT_FOUND_MESSAGE).toMatch(/apt-get install nginx/);
    expect(NOT_FOUND_MESSAGE).toMatch(/NGINX_PATH/);
    expect(host.runs).toEqual([]);
  });

  it('as root on another distribution: installs nothing and stops with that line', () => {
    const host = fakeHost({ root: true, osRelease: FEDORA });
    expect(() => ensureNginx(host)).toThrow(NOT_FOUND_MESSAGE);
    expect(host.runs).toEqual([]);
  });

  it('a failed apt-get stops with one line giving its exit code', () => {
    const host = fakeHost({ root: true, installExit: 100 });
    expect(() => ensureNginx(host)).toThrow(/^Installing nginx failed \(apt-get exit 100\)/);
  });
});

describe('isDebianLike', () => {
  it('reads ID and ID_LIKE of /etc/os-release', () => {
    expect(isDebianLike(DEBIAN)).toBe(true);
    expect(isDebianLike(UBUNTU)).toBe(true);
    expect(isDebianLike(FEDORA)).toBe(false);
    expect(isDebianLike('')).toBe(false);
  });
});
