import { execFileSync } from 'node:child_process';
import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Where nginx usually lives when it is not on PATH (Debian's /usr/sbin is not on a user's PATH), in order. */
export const USUAL_PLACES = Object.freeze([
  '/usr/sbin/nginx',
  '/usr/local/sbin/nginx',
  '/usr/local/nginx/sbin/nginx',
  '/usr/local/bin/nginx',
  '/opt/homebrew/bin/nginx',
]);

/** The distribution package installed as root on Debian or Ubuntu when no nginx is found. */
export const DEBIAN_PACKAGE = 'nginx';

/** Where Debian's `nginx` package puts the server. */
export const DEBIAN_NGINX = '/usr/sbin/nginx';

/** The one line shown when no nginx is found and none can be installed. */
export const NOT_FOUND_MESSAGE =
  'No nginx found for the load-balancer tests (the e2e `lb` project): install it (Debian/Ubuntu: `sudo apt-get install nginx`; macOS: `brew install nginx`) or set NGINX_PATH to its executable.';

/**
 * What the nginx discovery may look at and do, injectable for tests (`systemHost()` is the real
 * machine).
 * @typedef {object} NginxHost
 * @property {Record<string, string | undefined>} env The environment (NGINX_PATH, PATH).
 * @property {(path: string) => boolean} isExecutable True for an existing executable file.
 * @property {() => boolean} isRoot True when running as root (uid 0).
 * @property {() => string} osRelease The text of /etc/os-release ('' when there is none).
 * @property {(command: string, env: Record<string, string | undefined>) => number} run Runs a
 *   shell command, its output shown, and answers its exit code.
 * @property {(line: string) => void} say Shows one line to the person running the tests.
 */

/**
 * A found nginx: its executable and where it was found.
 * @typedef {object} FoundNginx
 * @property {string} path
 * @property {'NGINX_PATH' | 'PATH' | 'usual place' | 'installed'} source
 */

/**
 * Finds nginx without installing anything, in this order: NGINX_PATH (which must then be an
 * executable: a wrong setting is an error, not skipped); `nginx` on PATH; the usual places
 * (USUAL_PLACES, Debian's /usr/sbin/nginx first). Answers undefined when there is none.
 * @param {NginxHost} host
 * @returns {FoundNginx | undefined}
 */
export function findNginx(host) {
  const configured = host.env.NGINX_PATH;
  if (configured) {
    if (host.isExecutable(configured)) return { path: configured, source: 'NGINX_PATH' };
    throw new Error(
      `NGINX_PATH is ${configured}, which is not an executable file: point it at nginx, or unset it.`,
    );
  }
  for (const dir of (host.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const path = join(dir, 'nginx');
    if (host.isExecutable(path)) return { path, source: 'PATH' };
  }
  for (const path of USUAL_PLACES)
    if (host.isExecutable(path)) return { path, source: 'usual place' };
  return undefined;
}

/** True when /etc/os-release names Debian or Ubuntu (or a distribution like them). */
export function isDebianLike(osRelease) {
  return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(osRelease);
}

/**
 * `findNginx`, and when it finds nothing: as root on Debian or Ubuntu, installs the
 * distribution's `nginx` package (`apt-get update && apt-get install -y nginx`), saying so in one
 * line; otherwise throws an Error whose message is the one line that says what to install
 * (NOT_FOUND_MESSAGE). Also throws for an NGINX_PATH that is not an executable.
 * @param {NginxHost} host
 * @returns {FoundNginx}
 */
export function ensureNginx(host) {
  const found = findNginx(host);
  if (found) return found;
  if (!host.isRoot() || !isDebianLike(host.osRelease())) throw new Error(NOT_FOUND_MESSAGE);
  host.say(
    `No nginx found: installing the distribution's ${DEBIAN_PACKAGE} package for the load-balancer tests (apt-get install -y ${DEBIAN_PACKAGE}, about 10 s).`,
  );
  const code = host.run(
    `apt-get update -qq && apt-get install -y -qq --no-install-recommends ${DEBIAN_PACKAGE} >/dev/null`,
    { ...host.env, DEBIAN_FRONTEND: 'noninteractive' },
  );
  if (code !== 0 || !host.isExecutable(DEBIAN_NGINX))
    throw new Error(
      `Installing ${DEBIAN_PACKAGE} failed (apt-get exit ${code}): install nginx yourself or set NGINX_PATH.`,
    );
  return { path: DEBIAN_NGINX, source: 'installed' };
}

/** True for an existing file this process may execute. */
function isExecutable(path) {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The machine this process runs on, as an NginxHost. */
export function systemHost() {
  return {
    env: process.env,
    isExecutable,
    isRoot: () => process.getuid?.() === 0,
    osRelease: () => {
      try {
        return readFileSync('/etc/os-release', 'utf8');
      } catch {
        return '';
      }
    },
    run: (command, env) => {
      try {
        execFileSync('sh', ['-c', command], { env, stdio: ['ignore', 'inherit', 'inherit'] });
        return 0;
      } catch (error) {
        return typeof error?.status === 'number' ? error.status : 1;
      }
    },
    say: (line) => console.log(line),
  };
}
