import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

/** The repository root (scripts/bench/src → ../../..). */
export const ROOT = resolve(import.meta.dirname, '../../..');

/** A started server and how to stop it. */
export interface Server {
  url: string;
  stop: () => Promise<void>;
}

/** Polls `url` until it answers 2xx/3xx or `timeoutMs` passes (then throws). */
export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.status < 400) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

/**
 * Starts `cmd args` in `cwd` (default the repository root) as the leader of its own process group,
 * with `env` over this process's environment, its stderr passed through.
 */
export function start(
  cmd: string,
  args: string[],
  env: Record<string, string>,
  cwd = ROOT,
): ChildProcess {
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return child;
}

/** Stops a child `start` made, its whole process group, and resolves once it has exited. */
export function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((done) => {
      if (child.exitCode !== null || !child.pid) return done();
      child.once('exit', () => done());
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        done();
      }
    });
}

/**
 * Starts the mock API on `apiPort` and the storefront's production server (server rendering,
 * the built files) on `webPort`, rendering from and proxying to it, and waits until both answer. Ports default to ones the e2e tests don't use.
 * The storefront's page cache is off unless `webEnv` says otherwise (`PAGE_CACHE: '1'`), so the
 * rendering figures measure rendering; both servers' metrics go to free ports (never colliding
 * with another copy on the machine), `webEnv` over that.
 */
export async function startStack(
  apiPort = 3201,
  webPort = 4373,
  webEnv: Record<string, string> = {},
): Promise<{ api: Server; web: Server }> {
  const webUrl = `http://127.0.0.1:${webPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const api = start('pnpm', ['--filter', '@trini/mock-api', 'start'], {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    STOREFRONT_URL: webUrl,
    LOG_LEVEL: 'warn',
    METRICS_PORT: '0',
    // The page cache bench counts the API calls in the mock's journal (GET /__mock/requests/count).
    MOCK_CONTROLS: '1',
  });
  const web = start('pnpm', ['--filter', '@trini/storefront', 'start'], {
    PORT: String(webPort),
    API_ORIGIN: apiUrl,
    PAGE_CACHE: '0',
    METRICS_PORT: '0',
    ...webEnv,
  });
  const servers = {
    api: { url: apiUrl, stop: stopper(api) },
    web: { url: webUrl, stop: stopper(web) },
  };
  try {
    await waitFor(`${apiUrl}/health`);
    await waitFor(webUrl);
  } catch (error) {
    await Promise.all([servers.api.stop(), servers.web.stop()]);
    throw error;
  }
  return servers;
}
