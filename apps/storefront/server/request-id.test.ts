import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestServer, fakeClientBuild, testServerForFile } from './test/test-stack.ts';

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;

describe("the storefront server's request ids", () => {
  const server = testServerForFile();

  it("sends back a sane x-request-id as the request's id, and a new UUID for any other", async () => {
    const get = (headers: Record<string, string>) =>
      server().inject({ method: 'GET', url: '/health', headers });
    expect((await get({ 'x-request-id': 'lb-abc-123' })).headers['x-request-id']).toBe(
      'lb-abc-123',
    );
    const fresh = [await get({}), await get({ 'x-request-id': 'not sane' })].map(
      (res) => res.headers['x-request-id'],
    );
    for (const id of fresh) expect(id).toMatch(UUID);
    expect(fresh[0]).not.toBe(fresh[1]);
    const page = await server().inject({
      method: 'GET',
      url: '/productdetails/1001',
      headers: { 'x-request-id': 'page-1' },
    });
    expect(page.headers['x-request-id']).toBe('page-1');
  });

  it("the proxy passes the request's own id on to the API, never a client's unchecked one", async () => {
    const seen: unknown[] = [];
    const upstream = Fastify();
    upstream.get('/api/echo', async (req) => {
      seen.push(req.headers['x-request-id']);
      return {};
    });
    const echoOrigin = await upstream.listen({ host: '127.0.0.1', port: 0 });
    const proxying = await buildTestServer(echoOrigin, fakeClientBuild().dir);
    try {
      const sane = await proxying.inject({
        method: 'GET',
        url: '/api/echo',
        headers: { 'x-request-id': 'client-7' },
      });
      const insane = await proxying.inject({
        method: 'GET',
        url: '/api/echo',
        headers: { 'x-request-id': 'x'.repeat(500) },
      });
      expect(seen[0]).toBe('client-7');
      expect(seen[1]).toMatch(UUID);
      expect(sane.headers['x-request-id']).toBe('client-7');
      expect(insane.headers['x-request-id']).toBe(seen[1]);
    } finally {
      await proxying.close();
      await upstream.close();
    }
  });
});
