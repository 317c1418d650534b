/**
 * What a test or a tool starts, it stops: process groups (children spawned with
 * `detached: true`, each the leader of its own group) and temporary folders registered here are
 * stopped and removed when this process ends, however it ends: normally (`exit`), or by SIGINT
 * (Ctrl-C), SIGTERM (a runner or CI stopping it) or SIGHUP (a closed terminal). A group started
 * detached gets no Ctrl-C from the terminal and outlives its parent otherwise; an `afterAll` hook
 * does not run when the test process is killed.
 */
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

/** The signals on which the registered groups and folders go, before the signal is obeyed. */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

const groups = new Set<number>();
const folders = new Set<string>();
let installed = false;

/** Sends `signal` to every registered group that is still there. */
function signalGroups(signal: NodeJS.Signals): void {
  for (const leader of groups) {
    try {
      process.kill(-leader, signal);
    } catch {
      groups.delete(leader); // the group has ended
    }
  }
}

/** Stops every registered group (SIGTERM) and removes every registered folder, synchronously. */
export function leaveNothingNow(): void {
  signalGroups('SIGTERM');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  folders.clear();
}

function onSignal(signal: NodeJS.Signals): void {
  leaveNothingNow();
  // Then the signal's own effect: with this listener gone and no other, Node ends the process as
  // the signal would have.
  for (const name of SIGNALS) process.removeListener(name, onSignal);
  process.kill(process.pid, signal);
}

function install(): void {
  if (installed) return;
  installed = true;
  process.once('exit', leaveNothingNow);
  for (const name of SIGNALS) process.on(name, onSignal);
}

/**
 * Registers a child spawned with `detached: true` (its pid is its group's id): its whole group
 * gets SIGTERM when this process ends. Answers the child. Throws a TypeError for a child that
 * has no pid (it failed to start).
 */
export function ownGroup<T extends ChildProcess>(child: T): T {
  if (child.pid === undefined) throw new TypeError('ownGroup: the child has no pid (not started)');
  install();
  const leader = child.pid;
  groups.add(leader);
  // A group id is not reused while any process of the group is left (POSIX), so the group is
  // forgotten only once it is gone: when its leader exits, if no other member remains.
  child.once('exit', () => {
    try {
      process.kill(-leader, 0);
    } catch {
      groups.delete(leader);
    }
  });
  return child;
}

/** Registers a folder (a temporary checkout, a profile) to be removed when this process ends. */
export function ownFolder(path: string): string {
  install();
  folders.add(path);
  return path;
}

/** Unregisters a folder removed on purpose before the end. */
export function releaseFolder(path: string): void {
  folders.delete(path);
}
