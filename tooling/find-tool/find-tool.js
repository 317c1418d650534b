import { execFileSync } from 'node:child_process';
import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * A program the tests need and how to find or install it (see @trini/chromium and @trini/nginx).
 * @typedef {object} ToolSpec
 * @property {string} envVar The setting that names its executable (`CHROMIUM_PATH`).
 * @property {string} what What it is, in a sentence (`a Chromium or Chrome`, `nginx`).
 * @property {string} label What was not found, in one line's start (`Chromium or Chrome`).
 * @property {string} purpose What needs it (`the browser tests`).
 * @property {readonly string[]} commands Command names looked up on PATH, in order.
 * @property {readonly string[]} usualPlaces Where it lives when not on PATH, in order.
 * @property {(host: ToolHost) => string | undefined} [bundled] A copy to prefer after the
 *   setting (Playwright's own Chromium), or undefined; found with source `bundledSource`.
 * @property {string} [bundledSource] The source named for `bundled` (`playwright`).
 * @property {string} debianPackage The distribution package installed as root on Debian/Ubuntu.
 * @property {string} debianPath Where that package puts the executable.
 * @property {number} installSeconds About how long installing it takes (said before).
 * @property {string} notFoundMessage The one line shown when none is found or can be installed.
 */

/**
 * What the discovery may look at and do, injectable for tests (`systemHost()` is the real
 * machine).
 * @typedef {object} ToolHost
 * @property {Record<string, string | undefined>} env The environment (the setting, PATH).
 * @property {(path: string) => boolean} isExecutable True for an existing executable file.
 * @property {() => boolean} isRoot True when running as root (uid 0).
 * @property {() => string} osRelease The text of /etc/os-release ('' when there is none).
 * @property {(command: string, env: Record<string, string | undefined>) => number} run Runs a
 *   shell command, its output shown, and answers its exit code.
 * @property {(line: string) => void} say Shows one line to the person running the tests.
 */

/**
 * A found program: its executable and where it was found (the setting's name, the bundled
 * source, `PATH`, `usual place` or `installed`).
 * @typedef {object} FoundTool
 * @property {string} path
 * @property {string} source
 */

/**
 * Finds `spec`'s program without installing anything, in this order: its setting (which must then
 * be an executable: a wrong setting is an error, not skipped); the bundled copy, if the spec has
 * one; each of its commands in each PATH folder; its usual places. Undefined when there is none.
 * @param {ToolSpec} spec
 * @param {ToolHost} host
 * @returns {FoundTool | undefined}
 */
export function findTool(spec, host) {
  const configured = host.env[spec.envVar];
  if (configured) {
    if (host.isExecutable(configured)) return { path: configured, source: spec.envVar };
    throw new Error(
      `${spec.envVar} is ${configured}, which is not an executable file: point it at ${spec.what}, or unset it.`,
    );
  }
  const bundled = spec.bundled?.(host);
  if (bundled && host.isExecutable(bundled))
    return { path: bundled, source: spec.bundledSource ?? 'bundled' };
  const dirs = (host.env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const command of spec.commands)
    for (const dir of dirs) {
      const path = join(dir, command);
      if (host.isExecutable(path)) return { path, source: 'PATH' };
    }
  for (const path of spec.usualPlaces)
    if (host.isExecutable(path)) return { path, source: 'usual place' };
  return undefined;
}

/** True when /etc/os-release names Debian or Ubuntu (or a distribution like them). */
export function isDebianLike(osRelease) {
  return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(osRelease);
}

/**
 * `findTool`, and when it finds nothing: as root on Debian or Ubuntu, installs the distribution's
 * package (`apt-get update && apt-get install -y <package>`), saying so in one line first;
 * otherwise throws an Error whose message is the spec's one line saying what to install. Also
 * throws for a setting that is not an executable, and when the install fails.
 * @param {ToolSpec} spec
 * @param {ToolHost} host
 * @returns {FoundTool}
 */
export function ensureTool(spec, host) {
  const found = findTool(spec, host);
  if (found) return found;
  if (!host.isRoot() || !isDebianLike(host.osRelease())) throw new Error(spec.notFoundMessage);
  const pkg = spec.debianPackage;
  host.say(
    `No ${spec.label} found: installing the distribution's ${pkg} package for ${spec.purpose} (apt-get install -y ${pkg}, about ${spec.installSeconds} s).`,
  );
  const code = host.run(
    `apt-get update -qq && apt-get install -y -qq --no-install-recommends ${pkg} >/dev/null`,
    { ...host.env, DEBIAN_FRONTEND: 'noninteractive' },
  );
  if (code !== 0 || !host.isExecutable(spec.debianPath))
    throw new Error(
      `Installing ${pkg} failed (apt-get exit ${code}): install ${spec.what} yourself or set ${spec.envVar}.`,
    );
  return { path: spec.debianPath, source: 'installed' };
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

/**
 * The machine this process runs on, as a ToolHost.
 * @returns {ToolHost}
 */
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

/** How each source of a FoundTool is said in a command's line. */
const SAID = {
  PATH: 'found on PATH',
  'usual place': 'found at its usual place',
  installed: 'just installed',
};

/**
 * The body of a `trini-*` command run before the tests (`trini-chromium`, `trini-nginx`):
 * `ensure()` (the tool's ensureTool), then one line naming what it found, `{title}: {path}
 * ({where}; set {envVar} to use another)`, where the setting's own name and the bundled source
 * are said as `sources` says (default: as they are); or, when it throws, its one-line message on
 * stderr and exit code 1, no stack trace, before any test runs.
 * @param {() => FoundTool} ensure
 * @param {{ title: string, envVar: string, sources?: Record<string, string> }} say
 */
export function runEnsureCommand(ensure, { title, envVar, sources = {} }) {
  try {
    const { path, source } = ensure();
    const where = sources[source] ?? SAID[source] ?? source;
    console.log(`${title}: ${path} (${where}; set ${envVar} to use another)`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
