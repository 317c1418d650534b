import { existsSync } from 'node:fs';
import { freePort } from '@trini/server-kit/ports';
import { describe, expect, it } from 'vitest';
import { findNginx, systemHost } from './find-nginx.js';
import { prefixConfig, startNginx } from './run-nginx.js';

const found = findNginx(systemHost());

/** A whole config answering 200 'hello' on `port`, every path under the prefix folder. */
const helloConfig = (port) =>
  prefixConfig(`
  server {
    listen 127.0.0.1:${port};
    location / { return 200 'hello'; }
  }`);

// The package's test script runs `trini-nginx` first (ensure-nginx.js: nginx found, or installed
// as root on Debian, or one line saying what to install and exit 1), so nginx is here.
if (!found)
  throw new Error("No nginx: run this package's tests with `pnpm test` (trini-nginx first)");
describe('startNginx: nginx as a child process with a config of its own', () => {
  it('answers on its port, writes only inside its own folder, and stop() ends it and removes that folder', async () => {
    const port = await freePort();
    const nginx = await startNginx({ nginxPath: found.path, config: helloConfig(port), port });
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      expect(await res.text()).toBe('hello');
      expect(existsSync(`${nginx.prefix}/nginx.pid`)).toBe(true);
      expect(existsSync(`${nginx.prefix}/access.log`)).toBe(true);
    } finally {
      await nginx.stop();
    }
    expect(existsSync(nginx.prefix)).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it('a config nginx refuses rejects with what nginx said', async () => {
    const port = await freePort();
    const bad = helloConfig(port).replace('worker_processes 1;', 'worker_processes one two;');
    await expect(startNginx({ nginxPath: found.path, config: bad, port })).rejects.toThrow(
      /^nginx exited:\n.*invalid number of arguments in "worker_processes"/,
    );
  });
});
