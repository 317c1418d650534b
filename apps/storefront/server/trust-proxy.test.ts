import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerSettings } from './settings.ts';
import { buildTestServer, fakeClientBuild, startMockApi } from './test/test-stack.ts';

/** The load balancer in front of the storefront in these tests. */
const PROXY = '10.0.0.5';
const LIMIT = 3;
const REPORT = JSON.stringify({ path: '/', metrics: [{ name: 'TTFB', value: 100 }] });

/** An API that answers every call with [] and keeps the headers of the last one. */
let api: Server;
let apiOrigin = '';
let lastHeaders: IncomingHttpHeaders = {};
let trusting: FastifyInstance;
let plain: FastifyInstance;

beforeAll(async () => {
  api = createServer((req, res) => {
    lastHeaders = req.headers;
    res.setHeader('content-type', 'application/json');
    res.end('[]');
  });
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  apiOrigin = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
  const dir = fakeClientBuild().dir;
  trusting = await buildTestServer(apiOrigin, dir, { vitalsPerMinute: LIMIT, trustProxy: [PROXY] });
  plain = await buildTestServer(apiOrigin, dir, { vitalsPerMinute: LIMIT });
});
afterAll(async () => {
  await Promise.all([trusting.close(), plain.close()]);
  await new Promise((done) => api.close(done));
});

/** A web vitals report sent from `remoteAddress`, with `forwardedFor` as X-Forwarded-For. */
const report = (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/vitals',
    remoteAddress,
    headers: {
      host: 'shop.test',
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    payload: REPORT,
  });

describe('TRUST_PROXY: the shopper behind a load balancer', () => {
  it('counts the web vitals limit per shopper behind a trusted proxy, not per proxy', async () => {
    for (let i = 0; i < LIMIT; i++)
      expect((await report(trusting, PROXY, '203.0.113.1')).statusCode).toBe(204);
    expect((await report(trusting, PROXY, '203.0.113.1')).statusCode).toBe(429);
    // Another shopper through the same proxy has a limit of their own.
    expect((await report(trusting, PROXY, '203.0.113.2')).statusCode).toBe(204);
  });

  it('ignores X-Forwarded-For from an address it does not trust: a client cannot choose its address', async () => {
    for (let i = 0; i < LIMIT; i++)
      expect((await report(plain, '198.51.100.7', `192.0.2.${i}`)).statusCode).toBe(204);
    expect((await report(plain, '198.51.100.7', '192.0.2.99')).statusCode).toBe(429);
    expect((await report(trusting, '198.51.100.8', '192.0.2.1')).statusCode).toBe(204);
  });

  it("sends the API the shopper's address in x-forwarded-for, the proxy's only when untrusted", async () => {
    const call = (app: FastifyInstance) =>
      app.inject({
        method: 'GET',
        url: '/api/Trini/GetCityList',
        remoteAddress: PROXY,
        headers: { host: 'shop.test', 'x-forwarded-for': '203.0.113.50' },
      });
    expect((await call(trusting)).statusCode).toBe(200);
    expect(lastHeaders['x-forwarded-for']).toBe('203.0.113.50');
    expect((await call(plain)).statusCode).toBe(200);
    expect(lastHeaders['x-forwarded-for']).toBe(PROXY);
  });

  it('reads TRUST_PROXY as a list of IPs, CIDR ranges and range names, and refuses anything else', () => {
    const base = { PUBLIC_ORIGIN: 'https://shop.test' };
    expect(loadServerSettings(base).trustProxy).toEqual([]);
    expect(
      loadServerSettings({ ...base, TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,uniquelocal,::1' })
        .trustProxy,
    ).toEqual(['10.0.0.5', '10.1.0.0/16', 'uniquelocal', '::1']);
    for (const bad of ['*', 'true', '10.0.0.0/33', 'nginx', '10.0.0.1/8/9', '1'])
      expect(() => loadServerSettings({ ...base, TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});

describe("TRUST_PROXY end to end: the mock API's login limit counts each shopper behind the storefront", () => {
  const LOGINS = 3;
  let mock: Awaited<ReturnType<typeof startMockApi>>;
  let behindBalancer: FastifyInstance;
  let exposed: FastifyInstance;
  beforeAll(async () => {
    // The mock trusts the storefront on this machine (its default, loopback) and counts logins.
    mock = await startMockApi({ loginRateLimit: LOGINS });
    const dir = fakeClientBuild().dir;
    behindBalancer = await buildTestServer(mock.origin, dir, { trustProxy: [PROXY] });
    exposed = await buildTestServer(mock.origin, dir);
  });
  afterAll(async () => {
    await Promise.all([behindBalancer.close(), exposed.close()]);
    await mock.close();
  });

  let guesses = 0;
  /** A wrong login through `app`'s API proxy from `remoteAddress`, an unknown mobile each time. */
  const guess = (app: FastifyInstance, remoteAddress: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/Auth/CLogin',
      remoteAddress,
      headers: {
        host: 'shop.test',
        'content-type': 'application/json',
        'x-forwarded-for': forwardedFor,
      },
      payload: JSON.stringify({
        Mobile: `79${String((guesses += 1)).padStart(5, '0')}`,
        Password: 'wrong-one',
      }),
    });

  it("passes each shopper's address on: one shopper's used-up logins leave another's", async () => {
    for (let i = 0; i < LOGINS; i++)
      expect((await guess(behindBalancer, PROXY, '203.0.113.60')).statusCode).toBe(401);
    expect((await guess(behindBalancer, PROXY, '203.0.113.60')).statusCode).toBe(429);
    expect((await guess(behindBalancer, PROXY, '203.0.113.61')).statusCode).toBe(401);
  });

  it('a client reaching an untrusting storefront cannot escape the limit by forging X-Forwarded-For', async () => {
    for (let i = 0; i < LOGINS; i++)
      expect((await guess(exposed, '198.51.100.9', `192.0.2.${i}`)).statusCode).toBe(401);
    expect((await guess(exposed, '198.51.100.9', '192.0.2.99')).statusCode).toBe(429);
  });
});
