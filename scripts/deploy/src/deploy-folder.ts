import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { ROOT } from './paths.ts';

/** How a process ended: its exit code, or the signal that ended it. */
export interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Resolves once `child` has exited (at once when it already has). */
function ended(child: ChildProcess): Promise<Ended> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
}

/**
 * Runs a Dockerfile's `pnpm … deploy --prod <out>` command (its words) from the repository root
 * with `outDir` in place of its output folder. Resolves once pnpm has written the folder; rejects
 * with pnpm's output when it fails.
 */
export async function deployInto(deploy: string[], outDir: string): Promise<void> {
  const [pnpm = 'pnpm', ...args] = deploy.slice(0, -1);
  const child = spawn(pnpm, [...args, outDir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const { code, signal } = await ended(child);
  if (code !== 0) throw new Error(`${deploy.join(' ')} failed (${signal ?? code}):\n${output}`);
}

/**
 * The environment of a server started like its image: PATH, then the image's ENV, then
 * `overrides`. Nothing else from this process (no NODE_PATH, which would let the server find
 * packages its folder lacks, and no NODE_ENV=test from the test runner).
 */
export function imageEnvironment(
  imageEnv: Record<string, string>,
  overrides: Record<string, string>,
): Record<string, string> {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', ...imageEnv, ...overrides };
}

/** A server process started from a deployed folder. */
export interface StartedServer {
  /** The address it says it listens on (`http://127.0.0.1:40123`). */
  url: string;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** Sends SIGTERM and resolves with how it ended. */
  stop: () => Promise<Ended>;
}

/**
 * Starts `command` (an image's CMD; `node` is this Node) in `cwd` with exactly `env`, and resolves
 * once it prints `listening on <url>`. Rejects with its output when it exits first or
 * `timeoutMs` passes (then it is killed).
 */
export function startServer(
  command: string[],
  cwd: string,
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<StartedServer> {
  const [program = 'node', ...args] = command;
  const child = spawn(program === 'node' ? process.execPath : program, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = async (): Promise<Ended> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return ended(child);
  };
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${command.join(' ')} ${why}:\n${output}`));
    };
    const timer = setTimeout(
      () => fail(`did not say where it listens within ${timeoutMs} ms`),
      timeoutMs,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/[^\s)]+)/.exec(output)?.[1];
      if (!url) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve({ url, output: () => output, stop });
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      fail(`exited (${signal ?? code}) before it listened`);
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', onExit);
  });
}

/**
 * Runs `command` (`node -e …`, a health check) with `env` and resolves with its exit code; it is
 * killed after `timeoutMs`.
 */
export async function runCheck(
  command: string[],
  env: Record<string, string>,
  timeoutMs = 10_000,
): Promise<number | null> {
  const [program = 'node', ...args] = command;
  const child = spawn(program === 'node' ? process.execPath : program, args, {
    env,
    stdio: 'ignore',
    timeout: timeoutMs,
  });
  return (await ended(child)).code;
}
