import { resolve } from 'node:path';
// The root scripts run the stack with `--conditions=development`, so this loads from the server
// kit's source: `pnpm dev`, `pnpm start` and `pnpm test` need nothing built before they start.
import { freePortAfter, isPortFree } from '@trini/server-kit/ports';

/** The repository root (scripts/stack/src → ../../..). */
export const ROOT = resolve(import.meta.dirname, '../../..');

/** The seeded demo customer of the mock API (apps/mock-api/src/seed/customers.ts). */
export const DEMO_LOGIN = Object.freeze({ mobile: '7000001', password: 'password1' });

/** A seeded coupon of the mock API, 10 % off (apps/mock-api/src/seed/reference.ts). */
export const DEMO_COUPON = 'SAVE10';

/** Where `pnpm start` serves: the storefront and the mock API, and the settings naming them. */
export interface StackSettings {
  /** Interface both servers listen on: HOST (default 127.0.0.1). */
  host: string;
  /** The storefront server's port: PORT (default 4173). */
  webPort: number;
  /** The mock API's port: MOCK_PORT (default 3001). */
  mockPort: number;
}

/** One server of the stack: what it is called and the setting of its port. */
export interface StackServer {
  name: 'the storefront' | 'the mock API';
  port: number;
  setting: 'PORT' | 'MOCK_PORT';
}

function portOf(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name} must be a port number from 1 to 65535, not '${text}'.`);
  return port;
}

/** The ports `pnpm dev` serves on unless PORT and MOCK_PORT say otherwise. */
export const DEV_PORTS = Object.freeze({ webPort: 5173, mockPort: 3001 });

/**
 * Reads `pnpm start`'s settings from an environment: HOST, PORT (the storefront) and MOCK_PORT
 * (the mock API), each port `defaults`' when unset (`pnpm start`'s unless given; DEV_PORTS for
 * `pnpm dev`). Throws an Error with a one-line message for a port that is not a number from 1 to
 * 65535.
 */
export function stackSettings(
  env: Record<string, string | undefined>,
  defaults: Pick<StackSettings, 'webPort' | 'mockPort'> = { webPort: 4173, mockPort: 3001 },
): StackSettings {
  return {
    host: env.HOST || '127.0.0.1',
    webPort: portOf(env, 'PORT', defaults.webPort),
    mockPort: portOf(env, 'MOCK_PORT', defaults.mockPort),
  };
}

/** The two servers of the stack, the mock API first (the storefront renders from it). */
export function stackServers(settings: StackSettings): [StackServer, StackServer] {
  return [
    { name: 'the mock API', port: settings.mockPort, setting: 'MOCK_PORT' },
    { name: 'the storefront', port: settings.webPort, setting: 'PORT' },
  ];
}

/** The base URL of a port on the stack's host. */
export function urlOf(settings: StackSettings, port: number): string {
  const host = settings.host.includes(':') ? `[${settings.host}]` : settings.host;
  return `http://${host}:${port}`;
}

/**
 * The one line `pnpm start` (or `command`, `pnpm dev`) prints when a server's port is taken: the
 * port, which server wanted it, and the setting that changes it, with `suggested` as the example
 * (a free port that is neither server's: `freePortAfter`).
 */
export function portInUseMessage(
  settings: StackSettings,
  server: StackServer,
  suggested: number,
  command = 'pnpm start',
): string {
  return (
    `Port ${server.port} on ${settings.host} (${server.name}) is already in use: ` +
    `set ${server.setting} to a free port, e.g. ${server.setting}=${suggested} ${command}.`
  );
}

/**
 * The line to print when one of the stack's ports is taken on its host now (the mock API's
 * first), naming a free port that is neither server's; undefined when both are free.
 */
export async function takenPortMessage(
  settings: StackSettings,
  command = 'pnpm start',
): Promise<string | undefined> {
  const servers = stackServers(settings);
  const ports = servers.map((s) => s.port);
  for (const server of servers)
    if (!(await isPortFree(settings.host, server.port)))
      return portInUseMessage(
        settings,
        server,
        await freePortAfter(settings.host, server.port, ports),
        command,
      );
  return undefined;
}

/**
 * The lines `pnpm start` prints once both servers answer: the shop, the mock API's docs and test
 * controls (each link a page that answers 200: the mock has no page at its root), the demo login
 * and the coupon, and how to stop.
 */
export function startBanner(settings: StackSettings): string {
  const shop = urlOf(settings, settings.webPort);
  const api = urlOf(settings, settings.mockPort);
  return [
    '',
    'The Trini storefront is running:',
    `  shop            ${shop}`,
    `  API docs        ${api}/docs`,
    `  test controls   ${api}/__mock/`,
    `  log in          mobile ${DEMO_LOGIN.mobile}, password ${DEMO_LOGIN.password}`,
    `  coupon          ${DEMO_COUPON}`,
    'Ctrl-C stops both.',
    '',
  ].join('\n');
}

/**
 * Resolves once `url` answers with a status below 400, polling every 250 ms; rejects after
 * `timeoutMs`, or as soon as `gaveUp()` answers a reason (a server that exited).
 */
export async function waitUntilAnswers(
  url: string,
  timeoutMs: number,
  gaveUp: () => string | undefined = () => undefined,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const reason = gaveUp();
    if (reason) throw new Error(reason);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await res.body?.cancel();
      if (res.status < 400) return;
    } catch {
      // not answering yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
