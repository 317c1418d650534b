/**
 * `pnpm start` (the root script runs this file with Node 24): checks that both ports are free,
 * builds the storefront and what it needs (turbo, cached), starts the mock API (the built
 * `trini-mock start`) and the storefront's production server (server/main.ts) rendering from it,
 * and once both answer `/health` prints where to look: the two URLs, the demo login and the
 * coupon (startBanner). Before the banner it prints one line per step: the build's output shows
 * only when the build fails, and the servers' start-up lines (where they listen, which the banner
 * says) only when one fails to start; their errors and warnings show at once, and what they print
 * once running (LOG_REQUESTS=1's lines) after the banner. SIGINT or SIGTERM stops both servers gracefully, then this exits 0; a
 * server that stops by itself stops the other, and this exits 1.
 * Settings: HOST (both servers, default 127.0.0.1), PORT (the storefront, default 4173),
 * MOCK_PORT (the mock API, default 3001), LOG_REQUESTS=1 (log every request; off by default here),
 * MOCK_CONTROLS (the mock API's test controls on its own port, on by default here; the
 * storefront, a production server, never passes them on).
 * `--no-build` skips the build (the tests use it on a built checkout).
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import {
  ROOT,
  stackSettings,
  startBanner,
  takenPortMessage,
  urlOf,
  waitUntilAnswers,
} from './stack.ts';
import type { StackSettings } from './stack.ts';

/** How long both servers have to answer after they are started. */
const READY_TIMEOUT_MS = 120_000;

/** Stops with one line on stderr (no stack trace) and the exit code. */
function stop(line: string, code = 1): never {
  console.error(line);
  process.exit(code);
}

function readSettings(): StackSettings {
  try {
    return stackSettings(process.env);
  } catch (error) {
    return stop(error instanceof Error ? error.message : String(error));
  }
}

/**
 * `text` without its colour escapes when `stream` is not a terminal (a log file, CI): the build's
 * tools colour their output even when it is captured.
 */
function plain(text: string, stream: NodeJS.WriteStream): string {
  return stream.isTTY ? text : stripVTControlCharacters(text);
}

/**
 * A started server: its process (its own process group), why it stopped once it has, and its
 * standard output held back until the banner (`held`; undefined once let through).
 */
interface Running {
  name: string;
  child: ChildProcess;
  exited?: string;
  held?: string[];
}

/** Starts `node <script> <args>` (this Node) from the repository root with `env` added. */
function startServer(
  name: string,
  [script, ...args]: [string, ...string[]],
  env: Record<string, string>,
): Running {
  const child = spawn(process.execPath, [join(ROOT, script), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    // Standard output through this process: held until the banner (see letThrough), so that the
    // servers' "listening on" lines, which the banner says again, do not come before it. Errors
    // and warnings (standard error) always show at once.
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group, so that stopping it reaches whatever it starts.
    detached: true,
  });
  const running: Running = { name, child, held: [] };
  child.stdout?.on('data', (chunk: Buffer) => {
    if (running.held) running.held.push(chunk.toString());
    else process.stdout.write(chunk);
  });
  child.once('exit', (code, signal) => {
    running.exited = `The ${name} stopped (${signal ?? `exit ${code}`}).`;
  });
  return running;
}

/**
 * Lets each server's standard output through from now on. What it held back is written first when
 * `showHeld` (a server failed to start: its output may say why), else dropped: it is the servers'
 * "listening on" lines, which the banner says again.
 */
function letThrough(servers: Running[], showHeld: boolean): void {
  for (const server of servers) {
    if (showHeld) for (const chunk of server.held ?? []) process.stdout.write(chunk);
    server.held = undefined;
  }
}

/** Sends SIGTERM to each running server's process group and resolves once all have exited. */
async function stopAll(servers: Running[]): Promise<void> {
  await Promise.all(
    servers.map(
      ({ child }) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null || !child.pid) return done();
          child.once('exit', () => done());
          try {
            process.kill(-child.pid, 'SIGTERM');
          } catch {
            done();
          }
        }),
    ),
  );
}

async function main(): Promise<void> {
  const settings = readSettings();
  const taken = await takenPortMessage(settings);
  if (taken) stop(taken);

  if (!process.argv.includes('--no-build')) {
    // One line per step: the build's own output is shown only when it fails.
    console.log('Building the shop and the mock API (turbo, cached)…');
    const started = Date.now();
    const build = spawnSync(
      'turbo',
      ['run', 'build', '--filter=@trini/storefront...', '--output-logs=errors-only'],
      { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
    );
    if (build.status !== 0) {
      process.stdout.write(plain(build.stdout ?? '', process.stdout));
      process.stderr.write(plain(build.stderr ?? '', process.stderr));
      if (build.error) console.error(`turbo: ${build.error.message}`);
      stop('The build failed (see above): pnpm start did not start the servers.');
    }
    console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s; starting the servers…`);
  }

  const mockUrl = urlOf(settings, settings.mockPort);
  const webUrl = urlOf(settings, settings.webPort);
  const running = [
    startServer('mock API', ['apps/mock-api/bin/trini-mock.mjs', 'start'], {
      HOST: settings.host,
      PORT: String(settings.mockPort),
      STOREFRONT_URL: webUrl,
      LOG_REQUESTS: process.env.LOG_REQUESTS ?? '0',
      // The test controls the banner points to (/__mock/ of the mock's own port, never the shop's).
      MOCK_CONTROLS: process.env.MOCK_CONTROLS ?? '1',
    }),
    startServer('storefront', ['apps/storefront/server/main.ts'], {
      HOST: settings.host,
      PORT: String(settings.webPort),
      API_ORIGIN: mockUrl,
    }),
  ];

  let stopping = false;
  const shutDown = (code: number) => {
    if (stopping) return;
    stopping = true;
    void stopAll(running).then(() => process.exit(code));
  };
  process.on('SIGINT', () => shutDown(0));
  process.on('SIGTERM', () => shutDown(0));
  process.on('SIGHUP', () => shutDown(0));
  const firstExit = () => running.find((s) => s.exited)?.exited;

  try {
    await waitUntilAnswers(`${mockUrl}/health`, READY_TIMEOUT_MS, firstExit);
    await waitUntilAnswers(`${webUrl}/health`, READY_TIMEOUT_MS, firstExit);
  } catch (error) {
    if (stopping) return;
    letThrough(running, true);
    console.error(error instanceof Error ? error.message : String(error));
    shutDown(1);
    return;
  }
  if (stopping) return;
  console.log(startBanner(settings));
  letThrough(running, false);

  // A server that stops by itself stops the other one too.
  for (const { child } of running)
    child.once('exit', () => {
      if (stopping) return;
      console.error(firstExit() ?? 'A server stopped.');
      shutDown(1);
    });
}

await main();
