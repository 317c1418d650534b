/**
 * TCP port helpers, one copy for every server, script and test of the repository: whether a port
 * is free now (`isPortFree`), a free port to suggest when one is taken (`freePortAfter`), and ports
 * the system picks for a test or a timing run (`freePorts`, `freePort`). Node's `net` alone, so a
 * script run before anything is built may import it (`@trini/server-kit/ports`).
 */
import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';

/**
 * Resolves true when `host:port` (`port` 1-65535) can be listened on now (the probe is closed
 * again at once), false when something listens there (EADDRINUSE) or the process may not
 * (EACCES). Rejects with the listen error for anything else (a host that is no address of this
 * machine, EADDRNOTAVAIL), which no other port would cure.
 */
export function isPortFree(host: string, port: number): Promise<boolean> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') done(false);
      else fail(error);
    });
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => done(true)));
  });
}

/**
 * The port to suggest when `port` is taken on `host`: the first after it (up to 100 further,
 * never above 65535) that is free on `host` now and is none of `avoid` (the other server's
 * port, which is often taken only later, when that server starts); `port + 1` when none is
 * found. Rejects as `isPortFree` does.
 */
export async function freePortAfter(
  host: string,
  port: number,
  avoid: readonly number[],
): Promise<number> {
  for (let candidate = port + 1; candidate <= Math.min(port + 100, 65535); candidate++)
    if (!avoid.includes(candidate) && (await isPortFree(host, candidate))) return candidate;
  return port + 1;
}

/** Listens on `host`, port 0 (the system picks a free port); resolves once it listens. */
function listenOnAnyPort(host: string): Promise<Server> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, host, () => done(server));
  });
}

/** The port `server` listens on. */
function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}

/** Closes `server`, resolving once it is closed. */
function close(server: Server): Promise<void> {
  return new Promise((done) => server.close(() => done()));
}

/**
 * `count` distinct ports the system picks as free on `host` (default 127.0.0.1) now: each is
 * listened on (port 0) until all are picked, then let go, so a test or a timing run can give them
 * to the servers it starts. Something else may take one before those servers do. Rejects when
 * `host` cannot be listened on.
 */
export async function freePorts(count: number, host = '127.0.0.1'): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i++) servers.push(await listenOnAnyPort(host));
    return servers.map(portOf);
  } finally {
    await Promise.all(servers.map(close));
  }
}

/** One port the system picks as free on `host` (default 127.0.0.1) now, as `freePorts` does. */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const server = await listenOnAnyPort(host);
  try {
    return portOf(server);
  } finally {
    await close(server);
  }
}
