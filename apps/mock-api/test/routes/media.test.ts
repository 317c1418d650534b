import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

describe('media', () => {
  it.each([
    '/media/ERP/Images/Banner/1.jpg',
    '/ERP/Images/Banner/1.jpg',
    '/erp/Images/Banner/1.jpg',
  ])('%s answers the image with a one-day public cache', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\//);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.length).toBeGreaterThan(0);
  });

  it('an unknown media path answers 404', async () => {
    for (const url of [
      '/media/nope/none.jpg',
      '/ERP/Images/Nothing/x.jpg',
      '/media/../etc/passwd',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
