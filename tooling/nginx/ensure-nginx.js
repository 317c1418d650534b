#!/usr/bin/env node
// `trini-nginx`: run before the browser tests (the e2e package's `test`), whose `lb` project puts
// nginx in front of two storefront servers. Finds nginx (see ensureNginx in find-nginx.js:
// NGINX_PATH, PATH, /usr/sbin/nginx…; as root on Debian/Ubuntu it installs the distribution's
// nginx) and prints one line saying which; with none, one line saying what to install, and exit
// code 1, before any test runs.
import { ensureNginx, systemHost } from './find-nginx.js';

const WHERE = {
  NGINX_PATH: 'NGINX_PATH',
  PATH: 'found on PATH',
  'usual place': 'found at its usual place',
  installed: 'just installed',
};

try {
  const { path, source } = ensureNginx(systemHost());
  console.log(
    `nginx for the load-balancer tests: ${path} (${WHERE[source]}; set NGINX_PATH to use another)`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
