/**
 * Running the built images as the container test does: each container in the foreground of a
 * `podman run --rm` child (a signal to it stops and removes the container), labelled with the
 * test process's id so a later run removes what a killed one left.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { isPortFree } from '@trini/server-kit/ports';
import { podmanArgs, runPodman, runPodmanNow } from './podman.ts';
import type { Podman } from './podman.ts';

/** The label every container the test starts has; its value is the starting process's id. */
export const OWNER_LABEL = 'trini.test-owner';

/** A container started by startContainer. */
export interface RunningContainer {
  name: string;
  /** What it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves when its `podman run` ends. */
  exited: Promise<number>;
  child: ChildProcess;
}

/** What startContainer runs. */
export interface ContainerOptions {
  image: string;
  name: string;
  env: Record<string, string>;
}

/**
 * Starts `image` as `podman run --rm --read-only --network=host` in the foreground (the image's
 * own user and command), with `env` and the owner label. Resolves at once; the container may not
 * answer yet (waitHealthy).
 */
export function startContainer(podman: Podman, options: ContainerOptions): RunningContainer {
  const args = podmanArgs(podman, [
    'run',
    '--rm',
    '--read-only',
    '--network=host',
    '--name',
    options.name,
    '--label',
    `${OWNER_LABEL}=${process.pid}`,
    ...Object.entries(options.env).flatMap(([key, value]) => ['-e', `${key}=${value}`]),
    options.image,
  ]);
  const child = spawn(podman.path, args, { env: podman.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  const exited = new Promise<number>((resolve) => {
    child.once('error', () => resolve(127));
    child.once('close', (code) => resolve(code ?? 1));
  });
  return { name: options.name, output: () => text, exited, child };
}

/**
 * Removes the containers (`podman rm --force`, a 5 s stop) and waits for their `podman run`
 * children to end. Never throws: it runs after failures too.
 */
export async function removeContainers(
  podman: Podman,
  containers: readonly RunningContainer[],
): Promise<void> {
  if (containers.length === 0) return;
  await runPodman(podman, ['rm', '--force', '--time', '5', ...containers.map((c) => c.name)], {
    timeoutMs: 60_000,
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(containers.map((c) => c.exited)),
    new Promise((resolve) => (timer = setTimeout(resolve, 30_000))),
  ]);
  clearTimeout(timer);
  for (const c of containers) if (c.child.exitCode === null) c.child.kill('SIGKILL');
}

/** The same, synchronously: for a signal, when the process is about to end. */
export function removeContainersNow(podman: Podman, names: readonly string[]): void {
  if (names.length === 0) return;
  runPodmanNow(podman, ['rm', '--force', '--time', '2', ...names], 30_000);
}

/** True when a process of that id is alive. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes containers an earlier test run started and left behind (its process is gone). */
export async function removeLeftovers(podman: Podman): Promise<string[]> {
  const listed = await runPodman(podman, [
    'ps',
    '--all',
    '--filter',
    `label=${OWNER_LABEL}`,
    '--format',
    `{{.Names}} {{index .Labels "${OWNER_LABEL}"}}`,
  ]);
  const orphans = listed.stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([name, pid]) => name && pid && !alive(Number(pid)))
    .map(([name]) => name!);
  if (orphans.length > 0)
    await runPodman(podman, ['rm', '--force', '--time', '2', ...orphans], { timeoutMs: 60_000 });
  return orphans;
}

/** How pollHealthcheck watches the container it polls. */
export interface HealthWatch {
  /** Why the container can no longer become healthy (it stopped), or undefined while it runs. */
  stopped: () => Promise<string | undefined>;
  /** Its output so far, for the message when the time runs out. */
  output: () => string;
  /** Whether an image without a HEALTHCHECK passes once it runs (else it never does). */
  noneIsHealthy: boolean;
}

/**
 * Runs a container's HEALTHCHECK every second (`podman healthcheck run`; podman runs none by
 * itself without systemd) until it passes. Throws when `watch.stopped` says why it cannot, or
 * with its output when `timeoutMs` passed. Answers how many seconds it took.
 */
export async function pollHealthcheck(
  podman: Podman,
  name: string,
  timeoutMs: number,
  watch: HealthWatch,
): Promise<number> {
  const started = performance.now();
  let last = '';
  while (performance.now() - started < timeoutMs) {
    const why = await watch.stopped();
    if (why) throw new Error(why);
    const check = await runPodman(podman, ['healthcheck', 'run', name], { timeoutMs: 30_000 });
    last = `${check.stdout}${check.stderr}`.trim();
    if (check.code === 0 || (watch.noneIsHealthy && last.includes('has no defined healthcheck')))
      return Math.round((performance.now() - started) / 100) / 10;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(
    `${name} was not healthy within ${timeoutMs / 1000} s (last: ${last}):\n${watch.output()}`,
  );
}

/**
 * Runs the image's HEALTHCHECK every second until it passes (pollHealthcheck); throws with the
 * container's output when it has not within `timeoutMs` or the container ended. Answers how many
 * seconds it took.
 */
export async function waitHealthy(
  podman: Podman,
  container: RunningContainer,
  timeoutMs: number,
): Promise<number> {
  let ended = false;
  void container.exited.then(() => (ended = true));
  return pollHealthcheck(podman, container.name, timeoutMs, {
    stopped: async () =>
      ended ? `${container.name} stopped before it was healthy:\n${container.output()}` : undefined,
    output: () => container.output(),
    noneIsHealthy: false,
  });
}

/**
 * `count` free ports of `from`..`to` (on the host network the containers listen on the
 * machine's own ports), starting at a place of the range that depends on the process id, so two
 * runs at once rarely try the same ones. Throws when too few are free.
 */
export async function freePortsBetween(count: number, from = 3800, to = 3899): Promise<number[]> {
  const size = to - from + 1;
  const offset = process.pid % size;
  const found: number[] = [];
  for (let i = 0; i < size && found.length < count; i++) {
    const port = from + ((offset + i) % size);
    if (await isPortFree('127.0.0.1', port)) found.push(port);
  }
  if (found.length < count) throw new Error(`fewer than ${count} free ports in ${from}-${to}`);
  return found;
}
