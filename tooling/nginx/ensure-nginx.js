#!/usr/bin/env node
// `trini-nginx`: run before the browser tests (the e2e package's `test`), whose `lb` project puts
// nginx in front of two storefront servers. Finds nginx (see ensureNginx in find-nginx.js:
// NGINX_PATH, PATH, /usr/sbin/nginx…; as root on Debian/Ubuntu it installs the distribution's
// nginx) and prints one line saying which; with none, one line saying what to install, and exit
// code 1, before any test runs.
import { runEnsureCommand } from '@trini/find-tool';
import { ensureNginx, systemHost } from './find-nginx.js';

runEnsureCommand(() => ensureNginx(systemHost()), {
  title: 'nginx for the load-balancer tests',
  envVar: 'NGINX_PATH',
});
