/**
 * Podman and the programs next to it that build and run the images here (runc, mmdebstrap),
 * found or installed as `trini-chromium` and `trini-nginx` find theirs (@trini/find-tool), and
 * how podman is run: with a containers.conf of its own and runc, which work where the machine
 * refuses setrlimit and has hybrid cgroups (podman's defaults, crun and its ulimits, fail there).
 */
import { spawn, spawnSync } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureTool, systemHost } from '@trini/find-tool';
import type { FoundTool, ToolHost, ToolSpec } from '@trini/find-tool';

/** The programs the image build and the container test need, each found or installed alone. */
export const TOOLS = {
  podman: {
    envVar: 'PODMAN_PATH',
    what: 'podman',
    label: 'podman',
    purpose: 'building and running the images',
    commands: ['podman'],
    usualPlaces: ['/usr/bin/podman', '/usr/local/bin/podman', '/opt/homebrew/bin/podman'],
    debianPackage: 'podman',
    debianPath: '/usr/bin/podman',
    installSeconds: 60,
    notFoundMessage:
      'No podman found for building and running the images: install it (Debian/Ubuntu: `sudo apt-get install podman runc`) or set PODMAN_PATH to its executable.',
  },
  runc: {
    envVar: 'RUNC_PATH',
    what: 'runc',
    label: 'runc',
    purpose: 'running containers with podman',
    commands: ['runc'],
    usualPlaces: ['/usr/sbin/runc', '/usr/bin/runc', '/usr/local/sbin/runc'],
    debianPackage: 'runc',
    debianPath: '/usr/sbin/runc',
    installSeconds: 10,
    notFoundMessage:
      'No runc found for running containers with podman: install it (Debian/Ubuntu: `sudo apt-get install runc`) or set RUNC_PATH to its executable.',
  },
  mmdebstrap: {
    envVar: 'MMDEBSTRAP_PATH',
    what: 'mmdebstrap',
    label: 'mmdebstrap',
    purpose: 'making a Debian base image without a container registry',
    commands: ['mmdebstrap'],
    usualPlaces: ['/usr/bin/mmdebstrap'],
    debianPackage: 'mmdebstrap',
    debianPath: '/usr/bin/mmdebstrap',
    installSeconds: 15,
    notFoundMessage:
      'No mmdebstrap found to make a Debian base image (no container registry answers): install it (Debian/Ubuntu: `sudo apt-get install mmdebstrap`) or set MMDEBSTRAP_PATH, or NODE_IMAGE to a Node 24 image you have.',
  },
  catatonit: {
    envVar: 'CATATONIT_PATH',
    what: 'catatonit',
    label: 'catatonit',
    purpose: "the init of the pause image podman builds for a pod (podman's kube play)",
    commands: ['catatonit'],
    usualPlaces: ['/usr/libexec/podman/catatonit', '/usr/bin/catatonit'],
    debianPackage: 'catatonit',
    debianPath: '/usr/bin/catatonit',
    installSeconds: 10,
    notFoundMessage:
      "No catatonit found for the pause image of podman's pods: install it (Debian/Ubuntu: `sudo apt-get install catatonit`) or set CATATONIT_PATH to its executable.",
  },
  netavark: {
    envVar: 'NETAVARK_PATH',
    what: 'netavark',
    label: 'netavark',
    purpose: "podman's networks with names (a container finds another by its compose service name)",
    commands: [],
    usualPlaces: ['/usr/lib/podman/netavark', '/usr/libexec/podman/netavark'],
    debianPackage: 'netavark',
    debianPath: '/usr/lib/podman/netavark',
    installSeconds: 10,
    notFoundMessage:
      'No netavark found for podman networks with names: install it (Debian/Ubuntu: `sudo apt-get install netavark aardvark-dns`) or set NETAVARK_PATH to its executable.',
  },
  aardvarkDns: {
    envVar: 'AARDVARK_DNS_PATH',
    what: 'aardvark-dns',
    label: 'aardvark-dns',
    purpose: "the DNS server of podman's networks (nginx resolves the storefront copies with it)",
    commands: [],
    usualPlaces: ['/usr/lib/podman/aardvark-dns', '/usr/libexec/podman/aardvark-dns'],
    debianPackage: 'aardvark-dns',
    debianPath: '/usr/lib/podman/aardvark-dns',
    installSeconds: 10,
    notFoundMessage:
      'No aardvark-dns found for podman networks with names: install it (Debian/Ubuntu: `sudo apt-get install netavark aardvark-dns`) or set AARDVARK_DNS_PATH to its executable.',
  },
} as const satisfies Record<string, ToolSpec>;

/** Podman ready to run: its executable, runc's, and the environment to run it in. */
export interface Podman {
  path: string;
  runtime: string;
  env: NodeJS.ProcessEnv;
}

/**
 * The containers.conf podman runs with unless CONTAINERS_CONF names another: no default ulimits,
 * as the machine refuses setrlimit (with them every container fails to start); netavark's
 * networks, whose DNS (aardvark-dns) answers the containers' names. Debian's podman 4.3 falls
 * back to CNI without a DNS plugin when netavark was installed after it or any container exists:
 * there no container can find another by name.
 */
export const CONTAINERS_CONF =
  '[containers]\ndefault_ulimits = []\n\n[network]\nnetwork_backend = "netavark"\n';

/**
 * Finds podman, runc, catatonit, netavark and aardvark-dns (installing Debian's packages as root
 * on Debian or Ubuntu when missing: their tool installs leave out podman's recommended ones) and
 * writes the containers.conf they run with. Throws the one line saying what to install when
 * one is missing and cannot be installed.
 */
export function ensurePodman(host: ToolHost = systemHost()): Podman {
  const podman = ensureTool(TOOLS.podman, host);
  const runc = ensureTool(TOOLS.runc, host);
  ensureTool(TOOLS.catatonit, host);
  ensureTool(TOOLS.netavark, host);
  ensureTool(TOOLS.aardvarkDns, host);
  const env = { ...process.env };
  if (!env.CONTAINERS_CONF) {
    // One shared file, replaced whole (a podman started meanwhile reads the old one or the new).
    env.CONTAINERS_CONF = join(tmpdir(), 'trini-containers.conf');
    const next = `${env.CONTAINERS_CONF}.${process.pid}`;
    writeFileSync(next, CONTAINERS_CONF);
    renameSync(next, env.CONTAINERS_CONF);
  }
  return { path: podman.path, runtime: runc.path, env };
}

/** Finds mmdebstrap, installing Debian's package as root on Debian or Ubuntu when missing. */
export function ensureMmdebstrap(host: ToolHost = systemHost()): FoundTool {
  return ensureTool(TOOLS.mmdebstrap, host);
}

/** What a finished command printed and how it ended. */
export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** How runCommand runs a command. */
export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Killed (SIGTERM, then SIGKILL 10 s later) after this long; default 10 minutes. */
  timeoutMs?: number;
  /** Each chunk of output as it comes (a build's progress), besides keeping it. */
  onOutput?: (chunk: string) => void;
}

/**
 * Runs `command` with `args` (no shell) and resolves with its output and exit code, never
 * rejecting: a command that cannot start answers code 127, one killed at its timeout code 124.
 */
export function runCommand(
  command: string,
  args: readonly string[],
  options: RunOptions = {},
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      options.onOutput?.(chunk);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      options.onOutput?.(chunk);
    });
    const timer = setTimeout(
      () => {
        timedOut = true;
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      },
      options.timeoutMs ?? 10 * 60_000,
    );
    child.once('error', (error) => {
      clearTimeout(timer);
      resolve({ code: 127, stdout, stderr: `${stderr}${error.message}\n` });
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code: timedOut ? 124 : (code ?? 1), stdout, stderr });
    });
  });
}

/** The arguments every podman command starts with: runc as the runtime. */
export function podmanArgs(podman: Podman, args: readonly string[]): string[] {
  return ['--runtime', podman.runtime, ...args];
}

/** Runs `podman <args>` (with runc and the containers.conf); see runCommand. */
export function runPodman(
  podman: Podman,
  args: readonly string[],
  options: Omit<RunOptions, 'env'> = {},
): Promise<CommandResult> {
  return runCommand(podman.path, podmanArgs(podman, args), { ...options, env: podman.env });
}

/**
 * Runs `podman <args>` as runPodman does, synchronously: for a signal handler, when the process
 * is about to end, or for output a caller needs at once. Killed after `timeoutMs`.
 */
export function runPodmanNow(
  podman: Podman,
  args: readonly string[],
  timeoutMs = 60_000,
): CommandResult {
  const done = spawnSync(podman.path, podmanArgs(podman, args), {
    env: podman.env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: timeoutMs,
  });
  return { code: done.status ?? 1, stdout: done.stdout ?? '', stderr: done.stderr ?? '' };
}

/** The last `lines` lines of a command's output, for an error message. */
export function tail(text: string, lines = 30): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/**
 * Podman ready to run, or the one line saying why it cannot build and run containers here (the
 * container tests skip with it). A PODMAN_PATH or RUNC_PATH naming no program throws instead.
 */
export async function whyNoPodman(): Promise<{ reason: string } | { podman: Podman }> {
  if (process.platform !== 'linux')
    return { reason: `containers run on Linux here, not ${process.platform}` };
  let podman: Podman;
  try {
    podman = ensurePodman();
  } catch (error) {
    // A setting naming no program is a mistake to fix, not a machine without podman.
    if (process.env.PODMAN_PATH || process.env.RUNC_PATH) throw error;
    return { reason: error instanceof Error ? error.message : String(error) };
  }
  const info = await runPodman(podman, ['info', '--format', '{{.Store.GraphDriverName}}'], {
    timeoutMs: 120_000,
  });
  if (info.code !== 0) {
    const why = info.stderr.trim().split('\n').at(-1) ?? `exit ${info.code}`;
    return { reason: `podman cannot run here (${why})` };
  }
  return { podman };
}
