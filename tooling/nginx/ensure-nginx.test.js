import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('ensure-nginx.js', import.meta.url));

/** Runs `trini-nginx` with NGINX_PATH set; answers its exit code and output. */
function run(nginxPath) {
  const result = spawnSync(process.execPath, [cli], {
    env: { ...process.env, NGINX_PATH: nginxPath },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

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
