import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build({ storefrontUrl: 'http://shop.example.tt' });
});
afterAll(() => app.close());

describe('GET /sitemap.xml and /robots.txt (SEO files of the storefront)', () => {
  it('the sitemap lists home, every category and every product as absolute storefront URLs', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>http://shop.example.tt/home</loc>');
    expect(res.body).toContain('<loc>http://shop.example.tt/productdetails/1001</loc>');
    expect(res.body).toContain('<loc>http://shop.example.tt/productdetails/1160</loc>');
    expect(res.body).toMatch(/<loc>http:\/\/shop\.example\.tt\/category\/\d+<\/loc>/);
    expect(res.body.match(/<url>/g)?.length).toBeGreaterThan(160);
  });
  it('robots.txt allows crawling, keeps the account and payment return out and names the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /account');
    expect(res.body).not.toContain('Disallow: /checkout');
    expect(res.body).toContain('Sitemap: http://shop.example.tt/sitemap.xml');
  });
});
