import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, freePortAfter, freePorts, isPortFree } from './ports.ts';

/** A server listening on a port the system picks on 127.0.0.1, and that port. */
async function taken(): Promise<{ server: Server; port: number }> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, port: (server.address() as { port: number }).port };
}

function close(server: Server): Promise<void> {
  return new Promise((done) => server.close(() => done()));
}

describe('isPortFree', () => {
  it('answers false for a port something listens on, true once it is closed', async () => {
    const { server, port } = await taken();
    expect(await isPortFree('127.0.0.1', port)).toBe(false);
    await close(server);
    expect(await isPortFree('127.0.0.1', port)).toBe(true);
  });

  it('rejects when the host is no address of this machine, which no other port cures', async () => {
    // 192.0.2.1 is TEST-NET-1 (RFC 5737): never an address of this machine.
    await expect(isPortFree('192.0.2.1', 4173)).rejects.toMatchObject({ code: 'EADDRNOTAVAIL' });
  });
});

describe('freePortAfter', () => {
  it('suggests the next port that is free and none of those to avoid', async () => {
    const { server, port } = await taken();
    try {
      // port + 1 is the other server's: never suggested, whether free or not.
      const suggested = await freePortAfter('127.0.0.1', port - 1, [port + 1]);
      expect(suggested).toBeGreaterThan(port + 1);
      expect(suggested).toBeLessThanOrEqual(port + 99);
      expect(await isPortFree('127.0.0.1', suggested)).toBe(true);
    } finally {
      await close(server);
    }
  });

  it('suggests port + 1 when none of the 100 after it will do', async () => {
    const all = Array.from({ length: 100 }, (_, i) => 1025 + i);
    expect(await freePortAfter('127.0.0.1', 1024, all)).toBe(1025);
  });
});

describe('freePorts and freePort', () => {
  it('give distinct ports that are free again once they resolve', async () => {
    const ports = await freePorts(3);
    expect(ports).toHaveLength(3);
    expect(new Set(ports).size).toBe(3);
    const one = await freePort();
    for (const port of [...ports, one]) {
      expect(port).toBeGreaterThan(0);
      expect(await isPortFree('127.0.0.1', port)).toBe(true);
    }
  });

  it('reject when the host cannot be listened on', async () => {
    await expect(freePorts(2, '192.0.2.1')).rejects.toMatchObject({ code: 'EADDRNOTAVAIL' });
    await expect(freePort('192.0.2.1')).rejects.toMatchObject({ code: 'EADDRNOTAVAIL' });
  });
});
