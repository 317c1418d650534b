import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { nginxPath, startNginx } from '@trini/nginx';
import type { RunningNginx } from '@trini/nginx';
import { freePort } from '@trini/server-kit/ports';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestServer, fakeClientBuild, startMockApi } from '../test/test-stack.ts';
import { ConnectionDrain } from './connection-drain.ts';

/** The nginx config the e2e `lb` project runs (round robin, keep-alive to the copies). */
const LB_CONFIG = new URL('../../../../e2e/nginx/lb-test.conf', import.meta.url);

/** The shopper's coupon check: a POST, which nginx never passes on to another copy once sent. */
const COUPON_BODY = JSON.stringify({ CouponCode: 'SAVE10' });

/**
 * A client connection to nginx, opened before it is needed, so that `sendPost` writes its request
 * at once (a connected socket's write reaches the kernel before it returns).
 */
interface Shopper {
  /** Writes the POST now. */
  sendPost: () => void;
  /** The status nginx answered (0 when it closed without one). */
  status: Promise<number>;
}

async function openShopper(port: number): Promise<Shopper> {
  const socket: Socket = connect({ host: '127.0.0.1', port });
  await new Promise<void>((done, fail) => {
    socket.once('connect', done);
    socket.once('error', fail);
  });
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  const status = new Promise<number>((done) => {
    socket.on('data', () => {
      const line = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (line) {
        socket.destroy();
        done(Number(line[1]));
      }
    });
    socket.once('close', () => done(0));
    socket.once('error', () => done(0));
  });
  return {
    sendPost: () =>
      socket.write(
        `POST /api/shop/validatecoupon HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(COUPON_BODY)}\r\nConnection: close\r\n\r\n${COUPON_BODY}`,
      ),
    status,
  };
}

/** Blocks this process's event loop for `ms`, as a busy machine does: nothing is read meanwhile. */
function busyFor(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

const stops: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
}, 30_000);

describe('ConnectionDrain behind nginx with keep-alive upstreams (e2e/nginx/lb-test.conf)', () => {
  it('a POST nginx sends on a pooled connection to the draining copy just as it closes is answered, never a 502', async () => {
    const api = await startMockApi();
    stops.push(() => api.close());
    const client = fakeClientBuild().dir;
    const drain = new ConnectionDrain();
    const draining: FastifyInstance = await buildTestServer(
      api.origin,
      client,
      {},
      undefined,
      drain,
    );
    stops.push(() => draining.close());
    const other: FastifyInstance = await buildTestServer(api.origin, client);
    stops.push(() => other.close());
    await draining.listen({ host: '127.0.0.1', port: 0 });
    await other.listen({ host: '127.0.0.1', port: 0 });
    const portOf = (app: FastifyInstance) => (app.server.address() as { port: number }).port;
    const port = await freePort();
    const nginx: RunningNginx = await startNginx({
      nginxPath: nginxPath(),
      config: readFileSync(LB_CONFIG, 'utf8')
        .replaceAll('@LISTEN_PORT@', String(port))
        .replaceAll('@COPY_A_PORT@', String(portOf(draining)))
        .replaceAll('@COPY_B_PORT@', String(portOf(other))),
      port,
      timeoutMs: 30_000,
    });
    stops.push(() => nginx.stop());

    // Shoppers' requests leave nginx keep-alive connections to both copies in its pool.
    const warm = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const shopper = await openShopper(port);
        shopper.sendPost();
        return shopper.status;
      }),
    );
    expect(warm).toEqual(Array(8).fill(200));
    expect(await connectionsOf(draining)).toBeGreaterThan(0);

    // SIGTERM, as server/main.ts handles it: drain, then close. When the copy closes its idle
    // connections, the machine is busy: shoppers' POSTs reach nginx, which sends them on the
    // connections in its pool, and the copy reads nothing for a moment.
    const shoppers = await Promise.all(Array.from({ length: 4 }, () => openShopper(port)));
    const closeIdle = draining.server.closeIdleConnections.bind(draining.server);
    draining.server.closeIdleConnections = () => {
      for (const shopper of shoppers) shopper.sendPost();
      busyFor(300);
      closeIdle();
    };
    await drain.drain(draining.server);
    await draining.close();

    const statuses = await Promise.all(shoppers.map((s) => s.status));
    expect(statuses, `nginx said:\n${nginx.output()}`).toEqual(Array(4).fill(200));
  }, 60_000);
});

/** How many connections `app`'s server has open. */
function connectionsOf(app: FastifyInstance): Promise<number> {
  return new Promise((done) => app.server.getConnections((_error, count) => done(count)));
}
