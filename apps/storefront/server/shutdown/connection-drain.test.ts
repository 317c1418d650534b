import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestServer, fakeClientBuild, startMockApi } from '../test/test-stack.ts';
import {
  BALANCER_KEEPALIVE_TIMEOUT_MS,
  ConnectionDrain,
  DEFAULT_IDLE_CLOSE_MS,
} from './connection-drain.ts';

/** An answer read off the wire. */
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One keep-alive connection speaking HTTP/1.1 by hand, as a load balancer's pooled connection does. */
interface Connection {
  get: (path: string) => Promise<Answer>;
  /** True once the server has closed it. */
  isClosed: () => boolean;
  closed: Promise<void>;
}

/** Opens a connection to 127.0.0.1:port; rejects when it is refused. */
function openConnection(port: number): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let buffer = '';
    let waiting: ((answer: Answer) => void) | undefined;
    let isClosed = false;
    const closed = new Promise<void>((done) =>
      socket.once('close', () => {
        isClosed = true;
        done();
      }),
    );
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0 || !waiting) return;
      const [statusLine = '', ...lines] = buffer.slice(0, end).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [
          l.slice(0, l.indexOf(':')).toLowerCase(),
          l.slice(l.indexOf(':') + 1).trim(),
        ]),
      );
      const length = Number(headers['content-length'] ?? 0);
      if (buffer.length < end + 4 + length) return;
      const body = buffer.slice(end + 4, end + 4 + length);
      buffer = buffer.slice(end + 4 + length);
      const answer = waiting;
      waiting = undefined;
      answer({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.once('error', reject);
    socket.once('connect', () =>
      resolve({
        get: (path) =>
          new Promise((answer) => {
            waiting = answer;
            socket.write(`GET ${path} HTTP/1.1\r\nHost: shop.test\r\n\r\n`);
          }),
        isClosed: () => isClosed,
        closed,
      }),
    );
  });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A server with the drain attached: `/fast` answers at once, `/slow` once `release()` is called. */
async function drainedServer() {
  const drain = new ConnectionDrain();
  const server = Fastify();
  drain.attach(server);
  let release = () => undefined as void;
  let entered = () => undefined as void;
  const slowEntered = new Promise<void>((done) => (entered = done));
  const released = new Promise<void>((done) => (release = done));
  server.get('/fast', async () => 'fast');
  server.get('/slow', async () => {
    entered();
    await released;
    return 'slow';
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  app = server;
  const { port } = server.server.address() as { port: number };
  return { drain, server, port, release, slowEntered };
}

describe('ConnectionDrain: a copy behind a load balancer stops without failing a request', () => {
  it('refuses new connections, answers requests on the open ones as usual with Connection: close, lets the one in flight finish, and resolves once they are gone', async () => {
    const { drain, server, port, release, slowEntered } = await drainedServer();
    const idle = await openConnection(port);
    const first = await idle.get('/fast');
    expect(first.status).toBe(200);
    expect(first.headers.connection).toBe('keep-alive');
    const busy = await openConnection(port);
    const slow = busy.get('/slow');
    await slowEntered;

    const started = Date.now();
    const drained = drain.drain(server.server, { idleCloseMs: 3000, maxWaitMs: 5000 });
    expect(drain.draining).toBe(true);
    await expect(openConnection(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    // A pooled connection the balancer sends one more request on: answered, not a 503.
    const again = await idle.get('/fast');
    expect(again).toMatchObject({ status: 200, body: 'fast' });
    expect(again.headers.connection).toBe('close');
    await idle.closed;

    release();
    const slowAnswer = await slow;
    expect(slowAnswer).toMatchObject({ status: 200, body: 'slow' });
    expect(slowAnswer.headers.connection).toBe('close');
    await busy.closed;

    await drained;
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('leaves an idle connection open (the balancer may pick it for its next request) until it has been idle for idleCloseMs, longer than the balancer keeps one; app.close() then closes it', async () => {
    const { drain, server, port } = await drainedServer();
    const idle = await openConnection(port);
    await idle.get('/fast');
    const idleSince = Date.now();
    await sleep(200);
    const drained = drain.drain(server.server, { idleCloseMs: 600, maxWaitMs: 5000 });
    await sleep(200);
    expect(idle.isClosed()).toBe(false);
    await drained;
    expect(Date.now() - idleSince).toBeGreaterThanOrEqual(580);
    expect(idle.isClosed()).toBe(false);
    await server.close();
    await idle.closed;
  });

  it('is set above the balancer keepalive_timeout it is made for', () => {
    expect(BALANCER_KEEPALIVE_TIMEOUT_MS).toBeLessThan(DEFAULT_IDLE_CLOSE_MS);
  });

  it('waits maxWaitMs at most', async () => {
    const { drain, server, port } = await drainedServer();
    const idle = await openConnection(port);
    await idle.get('/fast');
    const started = Date.now();
    await drain.drain(server.server, { idleCloseMs: 10_000, maxWaitMs: 300 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  it("the storefront server's /health answers 503 {status: 'draining'} while it drains, so a balancer's health check takes it out, and its pages and API answers close their connection", async () => {
    const api = await startMockApi();
    const drain = new ConnectionDrain();
    const storefront = await buildTestServer(
      api.origin,
      fakeClientBuild().dir,
      {},
      undefined,
      drain,
    );
    try {
      const before = await storefront.inject({ url: '/health', headers: { host: 'shop.test' } });
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual({ status: 'ok' });
      await drain.drain(storefront.server);
      const during = await storefront.inject({ url: '/health', headers: { host: 'shop.test' } });
      expect(during.statusCode).toBe(503);
      expect(during.json()).toEqual({ status: 'draining' });
      expect(during.headers.connection).toBe('close');
      const page = await storefront.inject({
        url: '/productdetails/1001',
        headers: { host: 'shop.test' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers.connection).toBe('close');
      // An API answer passed on from the API keeps this server's Connection: close, not the
      // API's own keep-alive (a hop-by-hop header of the API's connection).
      const coupon = await storefront.inject({
        method: 'POST',
        url: '/api/shop/validatecoupon',
        headers: { host: 'shop.test', 'content-type': 'application/json' },
        payload: { CouponCode: 'SAVE10' },
      });
      expect(coupon.statusCode).toBe(200);
      expect(coupon.headers.connection).toBe('close');
      expect(coupon.headers['keep-alive']).toBeUndefined();
    } finally {
      await storefront.close();
      await api.close();
    }
  });
});
