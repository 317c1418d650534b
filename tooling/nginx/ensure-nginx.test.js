import { fileURLToPath } from 'node:url';
import { runCommand } from '@trini/find-tool/fake-host';
import { describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('ensure-nginx.js', import.meta.url));

/** Runs `trini-nginx` with NGINX_PATH set; answers its exit code and output. */
const run = (path) => runCommand(cli, { NGINX_PATH: path });

describe('trini-nginx, the step before the browser tests', () => {
  it('prints the one line naming the nginx it found, and exits 0', () => {
    const { code, stdout, stderr } = run(process.execPath);
    expect(code).toBe(0);
    expect(stdout).toBe(
      `nginx for the load-balancer tests: ${process.execPath} (NGINX_PATH; set NGINX_PATH to use another)\n`,
    );
    expect(stderr).toBe('');
  });

  it('stops with exit 1 and one line, no stack trace, when the nginx it is given does not exist', () => {
    const { code, stdout, stderr } = run('/nowhere/nginx');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toEqual([
      'NGINX_PATH is /nowhere/nginx, which is not an executable file: point it at nginx, or unset it.',
    ]);
  });
});
