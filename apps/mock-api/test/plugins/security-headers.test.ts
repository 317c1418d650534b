import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/trini/GetProducts?MaxRecords=1&HomePageProducts=true&PageNo=1'],
    ['the hosted payment page', '/wipay/pay/99999999'],
    ['the API docs', '/docs/'],
  ])('%s: nosniff, no framing, referrer policy', async (_what, url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
