import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const launcher = fileURLToPath(new URL('../../bin/trini-mock.mjs', import.meta.url));

/** A `trini-mock start` process: its address, what it printed so far, and how to stop it. */
export interface MockProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed (stdout and stderr) so far. */
  output: () => string;
  /** SIGTERM, and resolves with its exit code once it has exited (its last spans exported). */
  stop: () => Promise<number | null>;
}

/**
 * Starts the built mock API as `trini-mock start` does (bin/trini-mock.mjs: its tracing first) on
 * free ports (the API's and the metrics'), with request logs, `env` over this process's
 * environment; resolves once it listens.
 */
export async function startMockProcess(env: Record<string, string> = {}): Promise<MockProcess> {
  const child = spawn(
    process.execPath,
    [launcher, 'start', '--host', '127.0.0.1', '--port', '0', '--metrics-port', '0'],
    { env: { ...process.env, LOG_REQUESTS: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (?:at|on) (http:\/\/[\d.]+:\d+)/i.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`trini-mock exited (${code}): ${output}`)));
  });
  return {
    child,
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return child.exitCode;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code] = (await exited) as [number | null];
      return code;
    },
  };
}

/** The JSON lines of a process's output (pino's), the other lines left out. */
export function jsonLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
