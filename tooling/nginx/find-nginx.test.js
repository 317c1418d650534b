import { describe, expect, it } from 'vitest';
import { fakeToolHost } from '@trini/find-tool/fake-host';
import { DEBIAN_NGINX, NOT_FOUND_MESSAGE, ensureNginx, findNginx } from './find-nginx.js';

/** A fake machine whose apt-get run installs Debian's nginx (see fakeToolHost). */
const fakeHost = (options = {}) => fakeToolHost({ ...options, installs: DEBIAN_NGINX });

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
    const host = fakeHost({ root: true });
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

  it('not as root: installs nothing and stops with the one line saying what to install', () => {
    const host = fakeHost({ root: false });
    expect(() => ensureNginx(host)).toThrow(NOT_FOUND_MESSAGE);
    expect(NOT_FOUND_MESSAGE).not.toMatch(/\n/);
    expect(NOT_FOUND_MESSAGE).toMatch(/apt-get install nginx/);
    expect(NOT_FOUND_MESSAGE).toMatch(/NGINX_PATH/);
    expect(host.runs).toEqual([]);
  });
});
