import { ensureTool, findTool } from '@trini/find-tool';

export { isDebianLike, systemHost } from '@trini/find-tool';

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
 * What the nginx discovery may look at and do: @trini/find-tool's ToolHost (its `systemHost()`
 * is the real machine).
 * @typedef {import('@trini/find-tool').ToolHost} NginxHost
 */

/**
 * A found nginx: its executable and where it was found.
 * @typedef {object} FoundNginx
 * @property {string} path
 * @property {'NGINX_PATH' | 'PATH' | 'usual place' | 'installed'} source
 */

/** @type {import('@trini/find-tool').ToolSpec} */
const NGINX = {
  envVar: 'NGINX_PATH',
  what: 'nginx',
  label: 'nginx',
  purpose: 'the load-balancer tests',
  commands: ['nginx'],
  usualPlaces: USUAL_PLACES,
  debianPackage: DEBIAN_PACKAGE,
  debianPath: DEBIAN_NGINX,
  installSeconds: 10,
  notFoundMessage: NOT_FOUND_MESSAGE,
};

/**
 * Finds nginx without installing anything, in this order: NGINX_PATH (which must then be an
 * executable: a wrong setting is an error, not skipped); `nginx` on PATH; the usual places
 * (USUAL_PLACES, Debian's /usr/sbin/nginx first). Answers undefined when there is none.
 * @param {NginxHost} host
 * @returns {FoundNginx | undefined}
 */
export function findNginx(host) {
  return /** @type {FoundNginx | undefined} */ (findTool(NGINX, host));
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
  return /** @type {FoundNginx} */ (ensureTool(NGINX, host));
}
