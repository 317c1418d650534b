/**
 * deploy/compose.yaml run by an engine: `podman-compose` (Debian's 1.0.3) brings up nginx, the two
 * storefront copies and the mock API from the built images, on compose's own networks. The file
 * stays the truth: composePlayFile reads it and changes only what this machine or a test needs,
 * each change said where it is made (docs/decisions/compose-play.md). Used by the e2e
 * `lb-compose` project (the `lb` journeys through it) and by `pnpm --filter @trini/deploy
 * compose-play`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureTool, systemHost } from '@trini/find-tool';
import type { FoundTool, ToolHost, ToolSpec } from '@trini/find-tool';
import { stringify } from 'yaml';
import { alive, pollHealthcheck } from './containers.ts';
import { IMAGE_TAG } from './image-build.ts';
import { DEPLOY_DIR } from './paths.ts';
import { podmanArgs, runCommand, runPodman, runPodmanNow, tail } from './podman.ts';
import type { Podman } from './podman.ts';
import { parseYamlFile } from './yaml-files.ts';

/** podman-compose, found or installed as the other tools are (@trini/find-tool). */
export const PODMAN_COMPOSE: ToolSpec = {
  envVar: 'PODMAN_COMPOSE_PATH',
  what: 'podman-compose',
  label: 'podman-compose',
  purpose: 'running deploy/compose.yaml',
  commands: ['podman-compose'],
  usualPlaces: ['/usr/bin/podman-compose', '/usr/local/bin/podman-compose'],
  debianPackage: 'podman-compose',
  debianPath: '/usr/bin/podman-compose',
  installSeconds: 30,
  notFoundMessage:
    'No podman-compose found for running deploy/compose.yaml: install it (Debian/Ubuntu: `sudo apt-get install podman-compose`) or set PODMAN_COMPOSE_PATH to its executable.',
};

/** Finds podman-compose, installing Debian's package as root on Debian or Ubuntu when missing. */
export function ensurePodmanCompose(host: ToolHost = systemHost()): FoundTool {
  return ensureTool(PODMAN_COMPOSE, host);
}

/** The label podman-compose puts on every container, network and volume of a project. */
const PROJECT_LABEL = 'io.podman.compose.project';

/** A compose service as the play reads and writes it. */
interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string | number | boolean | null>;
  ports?: string[];
  volumes?: string[];
  profiles?: string[];
  [key: string]: unknown;
}

/** The storefront copies compose.yaml runs, in order. */
export const COPIES = ['storefront-1', 'storefront-2'] as const;

/** The ports inside the containers (the images' PORT and METRICS_PORT, nginx's `listen`). */
const INSIDE = { nginx: 80, storefront: 4173, storefrontMetrics: 9464, mock: 3001 } as const;

/** A test's additions: the test controls on, and the servers' own ports on 127.0.0.1. */
export interface ComposeTestPorts {
  /** The mock API's port (its /__mock controls and sessions). */
  mock: number;
  /** Each copy's own port, as COPIES orders them (its /health, without nginx). */
  copies: readonly [number, number];
  /** Each copy's metrics port (its renders, read from /metrics). */
  metrics: readonly [number, number];
}

/** What composePlayFile makes. */
export interface ComposePlayOptions {
  /** The project's name: every container (`<project>_<service>_1`), network and volume starts with it. */
  project: string;
  /** nginx's port on 127.0.0.1: the shop's address. */
  port: number;
  /** The image nginx runs (nginx-image.ts: compose's own, or the local stand-in). */
  nginxImage: string;
  /** For a test: the mock's controls and each server's own port (see ComposeTestPorts). */
  test?: ComposeTestPorts;
  /** Settings compose.yaml reads from its environment (HTML_MAX_AGE_S…), besides the play's own. */
  env?: Record<string, string>;
  /**
   * For a test: more settings of both storefront copies, over compose.yaml's and the test's own
   * (e.g. API_PROXY_TIMEOUT_MS, which compose.yaml leaves at its default).
   */
  copyEnv?: Record<string, string>;
}

/** A compose file to run with podman-compose, and why each left-out service is left out. */
export interface ComposePlayFile {
  /** The YAML podman-compose runs. */
  yaml: string;
  /** nginx's config as mounted (deploy/nginx/default.conf, with the test's additions if any). */
  nginxConfig: string;
  /** Services not run, each with why. */
  leftOut: { service: string; why: string }[];
}

/** Replaces `from` in `text` by `to`; throws when `from` is not there (the file changed). */
function replaceOnce(text: string, from: string, to: string, what: string): string {
  if (!text.includes(from)) throw new Error(`deploy/nginx/default.conf has no ${what}: ${from}`);
  return text.replace(from, to);
}

/** The access log's format in a test, as e2e/nginx/lb-test.conf's: which copy answered, and when. */
const TEST_LOG_FORMAT = `log_format lb '$msec $status "$request" upstream=$upstream_addr upstream_status=$upstream_status '
              'time=$request_time conn=$upstream_connect_time hdr=$upstream_header_time';`;

/**
 * deploy/nginx/default.conf with a test's additions: a test's mock session (`x-mock-session`,
 * its own copy of the shop's data) is one shopper's own, as a cookie is (never cached); every
 * answer says which copy made it (`X-Served-By`); and the access log says which copy answered
 * and how long it took, as e2e/nginx/lb-test.conf's do. Throws when a line it extends is gone.
 */
export function testNginxConfig(config: string): string {
  const withSession = replaceOnce(
    config,
    'map "$shopper_cookie$http_authorization" $own_answer',
    'map "$shopper_cookie$http_authorization$http_x_mock_session" $own_answer',
    "map of a shopper's own answers",
  );
  const withHeader = replaceOnce(
    withSession,
    'add_header X-Cache-Status $upstream_cache_status always;',
    'add_header X-Cache-Status $upstream_cache_status always;\n        add_header X-Served-By $upstream_addr always;',
    'X-Cache-Status header',
  );
  const withLog = replaceOnce(
    withHeader,
    '    listen 80;\n',
    '    listen 80;\n    access_log /var/log/nginx/access.log lb;\n',
    'listen 80',
  );
  return `${TEST_LOG_FORMAT}\n${withLog}`;
}

/**
 * deploy/compose.yaml as podman-compose runs it here. Changed, each for a reason:
 * - no `build:` (the images are built first, `pnpm images`, with the registry settings as build
 *   secrets and the local base, which podman-compose's build cannot pass), and the images'
 *   `${TAG}` is IMAGE_TAG;
 * - nginx's port on 127.0.0.1 only, its files' paths absolute (its config a copy with the
 *   test's additions for a test);
 * - services of a profile left out (podman-compose 1.0.3 has no profiles: it would start them all),
 *   and the networks only they join (it refuses a network no service joins);
 * - for a test, the mock's controls (MOCK_CONTROLS=1, which the servers refuse with
 *   NODE_ENV=production, so NODE_ENV=test) and no per-address limit (every journey comes from
 *   this machine), a page's API calls waiting 30 s (API_TIMEOUT_MS: a busy machine's mock),
 *   each server's own port published on 127.0.0.1, and the copies' settings of `copyEnv`.
 * The environment compose.yaml reads (PUBLIC_ORIGIN, the secrets) is composePlayEnv's.
 */
export function composePlayFile(
  options: ComposePlayOptions,
  nginxConfigPath: string,
): ComposePlayFile {
  const [source] = parseYamlFile(join(DEPLOY_DIR, 'compose.yaml')) as [
    { services: Record<string, Service>; [key: string]: unknown },
  ];
  // Aliases (`*storefront`) are resolved to one shared object: each service gets its own copy.
  const compose = structuredClone(source);
  const leftOut: { service: string; why: string }[] = [];
  const services: Record<string, Service> = {};
  for (const [name, original] of Object.entries(compose.services)) {
    const service = structuredClone(original);
    if (service.profiles) {
      leftOut.push({
        service: name,
        why: `only with --profile ${service.profiles.join(', ')} (podman-compose 1.0.3 would start it always)`,
      });
      continue;
    }
    delete service.build;
    services[name] = service;
  }
  const nginx = services.nginx;
  if (!nginx) throw new Error('deploy/compose.yaml has no nginx service');
  nginx.ports = [`127.0.0.1:${options.port}:${INSIDE.nginx}`];
  // Paths relative to deploy/ made absolute (the file is run from another folder); nginx's
  // config is the one given.
  nginx.volumes = (nginx.volumes ?? []).map((volume) =>
    volume.startsWith('./nginx/default.conf:')
      ? `${nginxConfigPath}:${volume.slice('./nginx/default.conf:'.length)}`
      : volume.startsWith('./')
        ? join(DEPLOY_DIR, volume)
        : volume,
  );
  const sourceConfig = readFileSync(join(DEPLOY_DIR, 'nginx/default.conf'), 'utf8');
  const nginxConfig = options.test ? testNginxConfig(sourceConfig) : sourceConfig;
  if (options.test) {
    const test = options.test;
    const mock = services['mock-api'];
    if (!mock) throw new Error('deploy/compose.yaml has no mock-api service');
    mock.environment = {
      ...mock.environment,
      NODE_ENV: 'test',
      MOCK_CONTROLS: '1',
      RATE_LIMITS: '0',
    };
    mock.ports = [`127.0.0.1:${test.mock}:${INSIDE.mock}`];
    COPIES.forEach((name, i) => {
      const copy = services[name];
      if (!copy) throw new Error(`deploy/compose.yaml has no ${name} service`);
      // A page's API calls may wait 30 s, not 5: on a busy machine the mock's container can take
      // longer, and a page would answer 503 in a test that is not about a slow API.
      copy.environment = {
        ...copy.environment,
        NODE_ENV: 'test',
        MOCK_CONTROLS: '1',
        API_TIMEOUT_MS: '30000',
        ...options.copyEnv,
      };
      copy.ports = [
        `127.0.0.1:${test.copies[i]}:${INSIDE.storefront}`,
        `127.0.0.1:${test.metrics[i]}:${INSIDE.storefrontMetrics}`,
      ];
    });
  }
  // A network only a left-out service joins goes too: podman-compose 1.0.3 refuses one no
  // service joins.
  const joined = new Set(Object.values(services).flatMap((s) => (s.networks as string[]) ?? []));
  const networks = Object.fromEntries(
    Object.entries((compose.networks as Record<string, unknown>) ?? {}).filter(([name]) =>
      joined.has(name),
    ),
  );
  return { yaml: stringify({ ...compose, services, networks }), nginxConfig, leftOut };
}

/**
 * The environment podman-compose runs with, for compose.yaml's `${…}`: the images' tag and
 * nginx's, the shop's public address (nginx on 127.0.0.1), fresh random secrets (never written
 * to a file) and `options.env`.
 */
export function composePlayEnv(options: ComposePlayOptions): Record<string, string> {
  return {
    TAG: IMAGE_TAG,
    NGINX_IMAGE: options.nginxImage,
    PUBLIC_ORIGIN: `http://127.0.0.1:${options.port}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    WIPAY_SECRET: randomBytes(32).toString('hex'),
    ...options.env,
  };
}

/** A project brought up by composeUp. */
export interface ComposePlay {
  project: string;
  /** nginx's origin: `http://127.0.0.1:<port>`. */
  origin: string;
  /** Each service's container name (`<project>_<service>_1`). */
  containers: Record<string, string>;
  /** The networks and volumes podman-compose makes for it (`<project>_<name>`). */
  networks: string[];
  volumes: string[];
  /** Services not run, each with why. */
  leftOut: { service: string; why: string }[];
  /** The folder holding the compose file and nginx's config (removed by composeDown). */
  dir: string;
}

/** podman-compose's arguments for this machine: this podman, runc and the project's file. */
function composeArgs(podman: Podman, project: string, file: string, args: string[]): string[] {
  const global = podmanArgs(podman, []).join(' ');
  return [
    '--podman-path',
    podman.path,
    `--podman-args=${global}`,
    '-p',
    project,
    '-f',
    file,
    ...args,
  ];
}

/**
 * Brings the project up (`podman-compose up -d`) and waits until every container with a
 * HEALTHCHECK is healthy (podman-compose 1.0.3 starts nginx without waiting for the copies'
 * `service_healthy`) and nginx answers /health, `timeoutMs` at most. Throws with the
 * containers' last lines when one stops or the time passes; the project is then removed.
 */
export async function composeUp(
  podman: Podman,
  options: ComposePlayOptions,
  timeoutMs = 3 * 60_000,
): Promise<ComposePlay> {
  const podmanCompose = ensurePodmanCompose();
  const dir = mkdtempSync(join(tmpdir(), `trini-compose-${options.project}-`));
  const nginxConfigPath = join(dir, 'nginx.conf');
  const file = join(dir, 'compose.yaml');
  const played = composePlayFile(options, nginxConfigPath);
  writeFileSync(nginxConfigPath, played.nginxConfig);
  writeFileSync(file, played.yaml);
  const [written] = parseYamlFile(file) as [
    { services: object; networks?: object; volumes?: object },
  ];
  const named = (of: object | undefined) =>
    Object.keys(of ?? {}).map((name) => `${options.project}_${name}`);
  const services = Object.keys(written.services);
  const play: ComposePlay = {
    project: options.project,
    origin: `http://127.0.0.1:${options.port}`,
    containers: Object.fromEntries(services.map((s) => [s, `${options.project}_${s}_1`])),
    networks: named(written.networks),
    volumes: named(written.volumes),
    leftOut: played.leftOut,
    dir,
  };
  try {
    const up = await runCommand(
      podmanCompose.path,
      composeArgs(podman, options.project, file, ['up', '-d']),
      { env: { ...podman.env, ...composePlayEnv(options) }, cwd: dir, timeoutMs },
    );
    if (up.code !== 0)
      throw new Error(
        `podman-compose up failed (exit ${up.code}):\n${tail(`${up.stdout}\n${up.stderr}`)}`,
      );
    await waitComposeReady(podman, play, timeoutMs);
    return play;
  } catch (error) {
    await composeDown(podman, options.project, dir);
    throw error;
  }
}

/** The fields `podman inspect --format <format>` gives for a container, split on spaces. */
async function inspectContainer(podman: Podman, name: string, format: string): Promise<string[]> {
  return (await runPodman(podman, ['inspect', '--format', format, name])).stdout.trim().split(' ');
}

/** A container's state (`running`, `exited`…; `missing` when gone) and exit code. */
export async function containerState(
  podman: Podman,
  name: string,
): Promise<{ status: string; exitCode: number }> {
  const [status = 'missing', code = '-1'] = await inspectContainer(
    podman,
    name,
    '{{.State.Status}} {{.State.ExitCode}}',
  );
  return { status: status || 'missing', exitCode: Number(code) };
}

/**
 * A running container's process id on this machine and its address on `network` (a compose
 * network's full name, `<project>_edge`). Throws when it has none there.
 */
export async function containerAddress(
  podman: Podman,
  name: string,
  network: string,
): Promise<{ pid: number; ip: string }> {
  const [pid = '0', ip = ''] = await inspectContainer(
    podman,
    name,
    `{{.State.Pid}} {{(index .NetworkSettings.Networks "${network}").IPAddress}}`,
  );
  if (!ip) throw new Error(`${name} has no address on ${network}`);
  return { pid: Number(pid), ip };
}

/** A container's output so far (`podman logs`), each stream apart, read at once. */
export function containerOutput(podman: Podman, name: string): { stdout: string; stderr: string } {
  const { stdout, stderr } = runPodmanNow(podman, ['logs', name]);
  return { stdout, stderr };
}

/** A container's output so far, both streams (`podman logs`), read at once. */
export function containerLogs(podman: Podman, name: string): string {
  const { stdout, stderr } = containerOutput(podman, name);
  return `${stdout}${stderr}`;
}

/**
 * Waits until a container of the play is healthy (pollHealthcheck: its HEALTHCHECK run every
 * second); throws with its last lines when it stopped or `timeoutMs` passed. An image without a
 * HEALTHCHECK passes once it runs.
 */
export async function waitContainerHealthy(
  podman: Podman,
  name: string,
  timeoutMs: number,
): Promise<void> {
  const output = () => tail(containerLogs(podman, name));
  await pollHealthcheck(podman, name, timeoutMs, {
    stopped: async () => {
      const state = await containerState(podman, name);
      return state.status === 'running' || state.status === 'created'
        ? undefined
        : `${name} is ${state.status} (exit ${state.exitCode}):\n${output()}`;
    },
    output,
    noneIsHealthy: true,
  });
}

/** Waits for every container to be healthy, then for nginx to answer /health (composeUp). */
async function waitComposeReady(
  podman: Podman,
  play: ComposePlay,
  timeoutMs: number,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  await Promise.all(
    Object.values(play.containers).map((name) => waitContainerHealthy(podman, name, timeoutMs)),
  );
  let last = '';
  while (performance.now() < deadline) {
    try {
      const response = await fetch(`${play.origin}/health`, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return;
      last = `${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const nginx = play.containers.nginx ?? '';
  throw new Error(
    `nginx did not answer ${play.origin}/health (last: ${last}):\n${tail(containerLogs(podman, nginx))}`,
  );
}

/** The containers, networks and volumes of projects matching `which`, by kind. */
async function projectObjects(
  podman: Podman,
  which: (project: string) => boolean,
): Promise<{ containers: string[]; networks: string[]; volumes: string[] }> {
  // A container names its project in its label; podman-compose names a network or volume
  // `<project>_<name>` (its label is not one `ls --format` can index).
  const list = async (args: string[], format: string, projectOf: (line: string[]) => string) =>
    (
      await runPodman(podman, [...args, '--filter', `label=${PROJECT_LABEL}`, '--format', format])
    ).stdout
      .split('\n')
      .map((line) => line.trim().split(' '))
      .filter((line) => line[0] && which(projectOf(line)))
      .map(([object]) => object!);
  const byName = ([name = '']: string[]) => name.slice(0, Math.max(0, name.lastIndexOf('_')));
  return {
    containers: await list(
      ['ps', '--all'],
      `{{.Names}} {{index .Labels "${PROJECT_LABEL}"}}`,
      ([, project = '']) => project,
    ),
    networks: await list(['network', 'ls'], '{{.Name}}', byName),
    volumes: await list(['volume', 'ls'], '{{.Name}}', byName),
  };
}

/** Removes containers (stopped within 2 s), then networks and volumes. Never throws. */
async function removeObjects(
  podman: Podman,
  objects: { containers: string[]; networks: string[]; volumes: string[] },
): Promise<void> {
  if (objects.containers.length > 0)
    await runPodman(podman, ['rm', '--force', '--time', '2', ...objects.containers], {
      timeoutMs: 120_000,
    });
  if (objects.networks.length > 0)
    await runPodman(podman, ['network', 'rm', '--force', ...objects.networks]);
  if (objects.volumes.length > 0)
    await runPodman(podman, ['volume', 'rm', '--force', ...objects.volumes]);
}

/**
 * Removes a project: its containers, networks and volumes (found by podman-compose's project
 * label) and the play's folder. Never throws.
 */
export async function composeDown(podman: Podman, project: string, dir?: string): Promise<void> {
  await removeObjects(podman, await projectObjects(podman, (p) => p === project));
  if (dir) rmSync(dir, { recursive: true, force: true });
}

/** composeDown at once, for a signal handler (synchronous: the process is about to end). */
export function composeDownNow(podman: Podman, play: ComposePlay): void {
  runPodmanNow(podman, ['rm', '--force', '--time', '2', ...Object.values(play.containers)]);
  if (play.networks.length > 0)
    runPodmanNow(podman, ['network', 'rm', '--force', ...play.networks]);
  if (play.volumes.length > 0) runPodmanNow(podman, ['volume', 'rm', '--force', ...play.volumes]);
  rmSync(play.dir, { recursive: true, force: true });
}

/** The project name a test run uses: it carries the run's process id. */
export function composeTestProject(pid = process.pid): string {
  return `trini-compose-test-${pid}`;
}

/** Removes the projects of earlier test runs whose process is gone. Answers their names. */
export async function removeComposeLeftovers(podman: Podman): Promise<string[]> {
  const dead = (project: string) => {
    const pid = /^trini-compose-test-(\d+)$/.exec(project)?.[1];
    return pid !== undefined && !alive(Number(pid));
  };
  const objects = await projectObjects(podman, dead);
  await removeObjects(podman, objects);
  return [...objects.containers, ...objects.networks, ...objects.volumes];
}
