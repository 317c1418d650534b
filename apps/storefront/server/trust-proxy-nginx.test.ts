import { request } from 'node:http';
import { nginxPath, prefixConfig, startNginx } from '@trini/nginx';
import type { RunningNginx } from '@trini/nginx';
import { freePorts } from '@trini/server-kit/ports';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, fakeClientBuild, startMockApi } from './test/test-stack.ts';

/** The login limit per address the mock counts: small, so the test is quick. */
const LOGINS = 3;

/** Two shoppers: Linux routes all of 127.0.0.0/8 to loopback, so each connects from its own. */
const SHOPPER_A = '127.0.0.5';
const SHOPPER_B = '127.0.0.6';

/** The address nginx connects to the storefront from (`proxy_bind`): the one proxy it trusts. */
const NGINX_UPSTREAM_ADDRESS = '127.0.0.1';

/** nginx as deploy/nginx/default.conf runs it in front of the shop: one storefront upstream. */
const nginxConfig = (port: number, storefrontPort: number) =>
  prefixConfig(`
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://127.0.0.1:${storefrontPort};
      proxy_bind ${NGINX_UPSTREAM_ADDRESS};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }`);

describe("TRUST_PROXY behind real nginx: the mock API's login limit counts each shopper, never a forged address", () => {
  let mock: Awaited<ReturnType<typeof startMockApi>> | undefined;
  let storefront: FastifyInstance | undefined;
  let nginx: RunningNginx | undefined;
  let nginxPort = 0;

  beforeAll(async () => {
    // The mock trusts the storefront on this machine (its default, loopback) and counts logins.
    mock = await startMockApi({ loginRateLimit: LOGINS });
    // The storefront trusts only nginx, as TRUST_PROXY=127.0.0.1 says.
    storefront = await buildTestServer(mock.origin, fakeClientBuild().dir, {
      trustProxy: [NGINX_UPSTREAM_ADDRESS],
    });
    const [port = 0, storefrontPort = 0] = await freePorts(2);
    await storefront.listen({ host: '127.0.0.1', port: storefrontPort });
    nginxPort = port;
    nginx = await startNginx({
      nginxPath: nginxPath(),
      config: nginxConfig(nginxPort, storefrontPort),
      port: nginxPort,
      timeoutMs: 30_000,
    });
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    await storefront?.close();
    await mock?.close();
  }, 30_000);

  let guesses = 0;
  /**
   * A wrong login through nginx to the storefront's API proxy, connecting from `shopper`, with
   * `forwardedFor` as the X-Forwarded-For the shopper sends itself; an unknown mobile each time,
   * so only the per-address limit can refuse it. Resolves with the status.
   */
  const guess = (shopper: string, forwardedFor?: string) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({
        Mobile: `78${String((guesses += 1)).padStart(5, '0')}`,
        Password: 'wrong-one',
      });
      const req = request(
        {
          host: '127.0.0.1',
          port: nginxPort,
          localAddress: shopper,
          // A connection of its own each time: no kept-alive socket from another shopper.
          agent: false,
          method: 'POST',
          path: '/api/Auth/CLogin',
          headers: {
            host: 'shop.test',
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
          },
        },
        (res) => {
          res.resume();
          res.once('end', () => resolve(res.statusCode ?? 0));
          res.once('error', reject);
        },
      );
      req.once('error', reject);
      req.end(body);
    });

  it("one shopper's used-up logins leave another shopper's alone", async () => {
    for (let i = 0; i < LOGINS; i++) expect(await guess(SHOPPER_A)).toBe(401);
    expect(await guess(SHOPPER_A)).toBe(429);
    // Another shopper through the same nginx and storefront has a limit of their own.
    expect(await guess(SHOPPER_B)).toBe(401);
  }, 60_000);

  it('a shopper forging X-Forwarded-For is still counted by the address nginx saw', async () => {
    // nginx appends the real address after the forged one; the storefront trusts only nginx,
    // so it takes the address nginx appended, and passes only that one on to the mock.
    expect(await guess(SHOPPER_A, '203.0.113.9')).toBe(429);
    expect(await guess(SHOPPER_A, `203.0.113.9, ${SHOPPER_B}`)).toBe(429);
  }, 60_000);
});
