import { contracts } from '@trini/domain';
import type { ProductDetail } from '@trini/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, newSession } from '../helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

describe('routes are registered from the domain contracts', () => {
  it.each(Object.entries(contracts))('%s is served at its contract method and path', (_name, c) => {
    // ignoreTrailingSlash stores '/api/' (the wishlist stub) as '/api'
    const url = c.path.length > 1 ? c.path.replace(/\/$/, '') : c.path;
    expect(app.hasRoute({ method: c.method, url })).toBe(true);
  });

  it('a cached list is served again from the cache and refreshed after the state changes', async () => {
    const s = newSession();
    const url = '/api/Product/loadproduct?ProductNo=1001&LoadReviews=true';
    const get = () => app.inject({ method: 'GET', url, headers: { 'x-mock-session': s } });
    const first = await get();
    expect((await get()).body).toBe(first.body);
    await app.inject({
      method: 'POST',
      url: '/api/trini/saveproductreview',
      headers: { 'x-mock-session': s },
      payload: {
        ProductNo: 1001,
        CustomerMobile: '7000002',
        CustomerName: 'N',
        ReviewTitle: 'T',
        Comments: 'C',
        Rating: 2,
      },
    });
    expect((await get()).json<ProductDetail>().ProductReviewList[0]?.CustomerName).toBe('N');
  });
});
