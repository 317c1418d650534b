import { findNginx, systemHost } from './find-nginx.js';

export { prefixConfig, startNginx } from './run-nginx.js';

/**
 * The nginx the load-balancer tests run (findNginx: NGINX_PATH, `nginx` on PATH, /usr/sbin/nginx
 * and the other usual places), looked up when called. Throws the one line saying what to install
 * when there is none: `trini-nginx` (ensure-nginx.js) runs before the tests and installs it as
 * root on Debian/Ubuntu, so this only fails when that step was skipped.
 * @returns {string}
 */
export function nginxPath() {
  const found = findNginx(systemHost());
  if (!found) throw new Error('No nginx found: run `trini-nginx` (it says what to install).');
  return found.path;
}
