import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * What startNginx takes.
 * @typedef {object} NginxOptions
 * @property {string} nginxPath The nginx executable (findNginx, or NGINX_PATH).
 * @property {string} config The whole nginx.conf: `daemon off;`, and its pid, error log, access
 *   log and temp paths relative to the prefix folder (nginx's `-p`), so nothing outside it is
 *   written and no privilege is needed.
 * @property {number} port The loopback port the config listens on: nginx has started once it
 *   accepts a connection there.
 * @property {number} [timeoutMs] How long to wait for that (default 10 s).
 */

/**
 * A running nginx.
 * @typedef {object} RunningNginx
 * @property {string} prefix Its own temporary folder: nginx.conf, the pid file, the logs, temp files.
 * @property {number} pid The master process.
 * @property {() => string} output What it printed so far (its error log goes to stderr).
 * @property {() => Promise<void>} stop Stops it (SIGQUIT: requests in flight finish; SIGKILL
 *   after 5 s) and removes the prefix folder.
 */

/**
 * A whole nginx.conf for startNginx that writes nothing outside its prefix folder and needs no
 * privilege (`daemon off;`, one worker, the pid file, logs and temp paths relative to the prefix),
 * around `servers`: the `server { … }` blocks of its `http` context.
 * @param {string} servers
 * @returns {string}
 */
export function prefixConfig(servers) {
  return `
daemon off;
worker_processes 1;
pid nginx.pid;
error_log stderr warn;
events { worker_connections 64; }
http {
  access_log access.log;
  client_body_temp_path client_body_temp;
  proxy_temp_path proxy_temp;
  fastcgi_temp_path fastcgi_temp;
  uwsgi_temp_path uwsgi_temp;
  scgi_temp_path scgi_temp;
${servers}
}
`;
}

/** Resolves true when something accepts a TCP connection on 127.0.0.1:port. */
function accepts(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Runs nginx as a child process with `config` in a temporary prefix folder of its own (`nginx -p
 * <folder> -c <folder>/nginx.conf -e stderr`; the folder is world-readable so that, started as
 * root, its workers, which run as `nobody`, can use the temp folders inside), and resolves once it
 * accepts connections on `port`; rejects with its output when it exits first or does not listen
 * within `timeoutMs` (then it is stopped).
 * @param {NginxOptions} options
 * @returns {Promise<RunningNginx>}
 */
export async function startNginx({ nginxPath, config, port, timeoutMs = 10_000 }) {
  const prefix = mkdtempSync(join(tmpdir(), 'trini-nginx-'));
  chmodSync(prefix, 0o755);
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, config);
  const child = spawn(nginxPath, ['-p', `${prefix}/`, '-c', conf, '-e', 'stderr'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const read = (chunk) => (output += chunk.toString());
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  const stop = async () => {
    if (!gone) {
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await accepts(port))) {
    if (gone || Date.now() > deadline) {
      const why = gone ? 'exited' : `did not listen on port ${port} within ${timeoutMs} ms`;
      await stop();
      throw new Error(`nginx ${why}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { prefix, pid: child.pid ?? 0, output: () => output, stop };
}
