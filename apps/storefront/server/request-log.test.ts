import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MAX_REQUEST_ID_LENGTH, saneRequestId } from './request-log.ts';
import { buildTestServer, fakeClientBuild, testServerForFile } from './test-stack.ts';

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;

describe('saneRequestId: an x-request-id taken as it is, or not', () => {
  it('takes ids of 1 to 128 letters, digits and _ . : @ / + = -', () => {
    for (const id of [
      'a',
      'req-42',
      '0b8a4c7e-5f1d-4e2a-9c3b-1d2e3f4a5b6c',
      '01J9ZK7Q3W8Y5V6X4T2S1R0P9N',
      'dGVzdA+/==',
      'edge:lb-1@eu/3.7_x',
      'x'.repeat(MAX_REQUEST_ID_LENGTH),
    ])
      expect(saneRequestId(id), id).toBe(id);
  });

  it('refuses anything else: empty, too long, spaces, quotes, markup, control characters, several values', () => {
    for (const id of [
      '',
      'x'.repeat(MAX_REQUEST_ID_LENGTH + 1),
      'two words',
      '"quoted"',
      '<script>',
      'a\nb',
      'tab\there',
      'é',
      ['a', 'b'],
      undefined,
    ])
      expect(saneRequestId(id), JSON.stringify(id)).toBeUndefined();
  });

  it('refuses an over-long id by its length, and the longest allowed id only by its characters', () => {
    // Linear time is the lint's to guard (regexp/no-super-linear-backtracking): here, what is refused.
    expect(saneRequestId(`${'a'.repeat(1_000_000)}`)).toBeUndefined();
    expect(saneRequestId('a'.repeat(MAX_REQUEST_ID_LENGTH + 1))).toBeUndefined();
    expect(saneRequestId(`${'a'.repeat(MAX_REQUEST_ID_LENGTH - 1)}!`)).toBeUndefined();
    expect(saneRequestId('a'.repeat(MAX_REQUEST_ID_LENGTH))).toBe(
      'a'.repeat(MAX_REQUEST_ID_LENGTH),
    );
  });
});

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
