import { spawnSync } from 'node:child_process';

/** /etc/os-release of Debian 12. */
export const DEBIAN_OS_RELEASE = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n';

/**
 * A fake machine for the discovery's tests (a ToolHost): `files` are the executables that exist;
 * the apt-get run exits `installExit` and, when that is 0, adds `installs` (the package's
 * executable). Records what was run (`runs`: the command and its DEBIAN_FRONTEND) and said
 * (`said`). `extra` adds fields (Playwright's Chromium for @trini/chromium).
 * @param {object} [options]
 * @param {Record<string, string | undefined>} [options.env]
 * @param {string[]} [options.files]
 * @param {boolean} [options.root]
 * @param {string} [options.osRelease]
 * @param {number} [options.installExit]
 * @param {string} [options.installs]
 * @param {object} [options.extra]
 */
export function fakeToolHost({
  env = { PATH: '/usr/local/bin:/usr/bin:/bin' },
  files = [],
  root = false,
  osRelease = DEBIAN_OS_RELEASE,
  installExit = 0,
  installs = '',
  extra = {},
} = {}) {
  const executables = new Set(files);
  /** @type {{ command: string, frontend: string | undefined }[]} */
  const runs = [];
  /** @type {string[]} */
  const said = [];
  return {
    ...extra,
    runs,
    said,
    env,
    isExecutable: (/** @type {string} */ path) => executables.has(path),
    isRoot: () => root,
    osRelease: () => osRelease,
    run: (
      /** @type {string} */ command,
      /** @type {Record<string, string | undefined>} */ runEnv,
    ) => {
      runs.push({ command, frontend: runEnv.DEBIAN_FRONTEND });
      if (installExit === 0) executables.add(installs);
      return installExit;
    },
    say: (/** @type {string} */ line) => said.push(line),
  };
}

/**
 * Runs the command file `cli` (a `trini-*` command) with Node and `env` over this process's
 * environment; answers its exit code and output.
 * @param {string} cli
 * @param {Record<string, string>} env
 */
export function runCommand(cli, env) {
  const result = spawnSync(process.execPath, [cli], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}
