/**
 * `pnpm dev:time`: how long `pnpm dev` takes to serve its first page. Starts `pnpm dev` in its own
 * process group on two free ports (PORT and MOCK_PORT when set, else ports the system picks),
 * polls the mock API's /health and the storefront's / until each answers 200, prints the seconds
 * each took, then stops it (stopDev) and exits 0; 1 when the page did
 * not answer within 300 s or `pnpm dev` stopped first (its output is printed then).
 * `--cold` times a checkout's first `pnpm dev`: it removes Vite's dependency cache
 * (apps/storefront/node_modules/.vite) first and runs tsx without its compile cache
 * (TSX_DISABLE_CACHE=1, passed through turbo with `--env-mode=loose`; the cache itself, shared
 * with every other checkout on the machine, is left alone).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, isPortFree } from '@trini/server-kit/ports';
import { ROOT, waitUntilAnswers } from './stack.ts';

/** How long the first page has to answer. */
const PAGE_TIMEOUT_MS = 300_000;

/**
 * The processes descending from `pid` (Linux: read from /proc; empty elsewhere). turbo runs each
 * task in a process group of its own, so signalling `pnpm dev`'s group does not reach them.
 */
function descendantsOf(pid: number): number[] {
  let parents: Map<number, number[]>;
  try {
    parents = new Map();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        // pid (comm) state ppid ...: the command name may hold spaces, so read after its ')'.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
      } catch {
        // the process ended while it was read
      }
    }
  } catch {
    return [];
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0)
    for (const child of parents.get(queue.shift() ?? 0) ?? []) {
      found.push(child);
      queue.push(child);
    }
  return found;
}

/** Sends `signal` to `pid`, ignoring a process that is gone already. */
function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // gone already
  }
}

/**
 * Stops `pnpm dev` and everything it started: SIGTERM to its process group (turbo passes it on to
 * the servers, which close), then, after 15 s or once `pnpm` has exited and the ports are free,
 * SIGKILL to whatever of it is left.
 */
async function stopDev(child: ChildProcess, ports: number[]): Promise<void> {
  if (!child.pid) return;
  const tree = descendantsOf(child.pid);
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    signal(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 15_000))]);
  }
  const end = Date.now() + 15_000;
  for (const port of ports)
    while (!(await isPortFree('127.0.0.1', port)) && Date.now() < end)
      await new Promise((done) => setTimeout(done, 250));
  signal(-child.pid, 'SIGKILL');
  for (const pid of tree) signal(pid, 'SIGKILL');
}

async function main(): Promise<number> {
  const cold = process.argv.includes('--cold');
  if (cold)
    rmSync(join(ROOT, 'apps/storefront/node_modules/.vite'), { recursive: true, force: true });
  const webPort = process.env.PORT || String(await freePort());
  const mockPort = process.env.MOCK_PORT || String(await freePort());
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: webPort, MOCK_PORT: mockPort };
  // Metrics on free ports unless set: another copy may hold the default ones.
  env.METRICS_PORT ??= '0';
  env.TURBO_TELEMETRY_DISABLED = '1';
  delete env.API_ORIGIN;
  delete env.STOREFRONT_URL;
  if (cold) env.TSX_DISABLE_CACHE = '1';

  const started = Date.now();
  const dev = spawn('pnpm', ['run', 'dev', ...(cold ? ['--env-mode=loose'] : [])], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that stopping it reaches turbo and both servers.
    detached: true,
  });
  let log = '';
  dev.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  dev.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = () => (dev.exitCode === null && dev.signalCode === null ? undefined : 'exited');
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

  const ports = [Number(webPort), Number(mockPort)];
  const stop = () => void stopDev(dev, ports).then(() => process.exit(1));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const mock = waitUntilAnswers(`http://127.0.0.1:${mockPort}/health`, PAGE_TIMEOUT_MS, exited)
      .then(() => console.log(`mock API /health answered after ${seconds()} s`))
      .catch(() => undefined);
    await waitUntilAnswers(`http://127.0.0.1:${webPort}/`, PAGE_TIMEOUT_MS, exited);
    const page = seconds();
    await mock;
    console.log(`pnpm dev served its first page (/) after ${page} s`);
    return 0;
  } catch (error) {
    console.error(log);
    console.error(
      `pnpm dev did not serve a page: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  } finally {
    await stopDev(dev, ports);
  }
}

process.exitCode = await main();
