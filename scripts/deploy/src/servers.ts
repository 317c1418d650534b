import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEPLOY_DIR, ROOT } from './paths.ts';

/** What the deployment files must agree with about one server. */
export interface ServerSpec {
  /** Short name, as in deploy/<name>.Dockerfile and the compose service (`mock-api`). */
  name: 'storefront' | 'mock-api';
  /** Its workspace package. */
  packageName: string;
  /** The package's folder (absolute). */
  packageDir: string;
  /** Its Dockerfile (absolute). */
  dockerfile: string;
  /** Its Kubernetes objects' name (`trini-storefront`). */
  k8sName: string;
  /** Its settings module (absolute) and the function there that reads an environment. */
  settings: { module: string; load: string };
  /** The file that starts it and stops it gracefully (close-with-grace), from the package. */
  mainFile: string;
}

/** The storefront server and the mock API. */
export const SERVERS: readonly ServerSpec[] = [
  {
    name: 'storefront',
    packageName: '@trini/storefront',
    packageDir: join(ROOT, 'apps/storefront'),
    dockerfile: join(DEPLOY_DIR, 'storefront.Dockerfile'),
    k8sName: 'trini-storefront',
    settings: {
      module: join(ROOT, 'apps/storefront/server/settings.ts'),
      load: 'loadServerSettings',
    },
    mainFile: 'server/main.ts',
  },
  {
    name: 'mock-api',
    packageName: '@trini/mock-api',
    packageDir: join(ROOT, 'apps/mock-api'),
    dockerfile: join(DEPLOY_DIR, 'mock-api.Dockerfile'),
    k8sName: 'trini-mock-api',
    settings: { module: join(ROOT, 'apps/mock-api/src/settings.ts'), load: 'loadSettings' },
    mainFile: 'src/cli.ts',
  },
];

/** The server spec of `name`; throws for another name. */
export function serverNamed(name: ServerSpec['name']): ServerSpec {
  const server = SERVERS.find((s) => s.name === name);
  if (!server) throw new Error(`no server ${name}`);
  return server;
}

/**
 * The settings both servers share: where they listen, where their metrics answer, whether the
 * mock API's test controls (`/__mock`, `x-mock-session`; MOCK_CONTROLS) are on, and the proxies
 * whose X-Forwarded-For they believe (TRUST_PROXY).
 */
export interface ListenSettings {
  host: string;
  port: number;
  metricsHost: string;
  metricsPort: number;
  mockControls: boolean;
  /** The proxies whose X-Forwarded-For names the client (TRUST_PROXY's entries). */
  trustProxy: string[];
  /** The mock API's state file (STATE_FILE); the storefront has none. */
  stateFile?: string | undefined;
}

/** The setting that turns the mock API's test controls on, in either server: never in deploy/. */
export const MOCK_CONTROLS_SETTING = 'MOCK_CONTROLS';

/**
 * Reads `env` with the server's own settings module (its real defaults and checks), as the server
 * does when it starts. Throws the server's own error for settings it refuses.
 */
export async function serverSettings(
  server: ServerSpec,
  env: Record<string, string | undefined>,
): Promise<ListenSettings> {
  const module = (await import(pathToFileURL(server.settings.module).href)) as Record<
    string,
    (env: Record<string, string | undefined>) => ListenSettings
  >;
  const load = module[server.settings.load];
  if (!load) throw new Error(`${server.settings.module} exports no ${server.settings.load}`);
  return load(env);
}

/** The parts of a package.json the checks read. */
export interface PackageJson {
  name: string;
  scripts?: Record<string, string>;
  bin?: string | Record<string, string>;
}

/** The server's package.json. */
export function readPackageJson(server: ServerSpec): PackageJson {
  return JSON.parse(readFileSync(join(server.packageDir, 'package.json'), 'utf8')) as PackageJson;
}

/**
 * The command an image must run to start the server, as words: the package's `start` script
 * when it runs under `node`; when it runs the sources under tsx (a development dependency, absent
 * from a production folder), the package's command (its one `bin`, which runs the build of that
 * entry) with the same arguments. Throws when neither applies.
 */
export function expectedStartCommand(pkg: PackageJson): string[] {
  const start = pkg.scripts?.start?.split(/\s+/) ?? [];
  const [runner, , ...args] = start;
  if (runner === 'node') return start;
  const bins = typeof pkg.bin === 'string' ? [pkg.bin] : Object.values(pkg.bin ?? {});
  const [bin] = bins;
  if (runner === 'tsx' && bins.length === 1 && bin)
    return ['node', bin.replace(/^\.\//, ''), ...args];
  throw new Error(`${pkg.name}: no start command an image can run (start: ${pkg.scripts?.start})`);
}

/**
 * How long the server lets requests in flight finish after SIGTERM, in seconds: the `delay` of
 * its close-with-grace call (`closeWithGrace({ delay: 10_000 }, …)`). Throws when none is found.
 */
export function drainSeconds(server: ServerSpec): number {
  const main = readFileSync(join(server.packageDir, server.mainFile), 'utf8');
  const delay = /closeWithGrace\(\s*\{\s*delay:\s*([\d_]+)\s*\}/.exec(main)?.[1];
  if (!delay) throw new Error(`${server.mainFile}: no closeWithGrace({ delay }) found`);
  return Number(delay.replace(/_/g, '')) / 1000;
}
