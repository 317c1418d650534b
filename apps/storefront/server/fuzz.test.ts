import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALFORMED_HOSTS } from './origin/malformed-hosts.ts';
import { TEST_ORIGIN, buildTestServer, fakeClientBuild, startMockApi } from './test/test-stack.ts';

let api: Awaited<ReturnType<typeof startMockApi>>;
let app: FastifyInstance;

beforeAll(async () => {
  api = await startMockApi();
  app = await buildTestServer(api.origin, fakeClientBuild().dir, { pageCache: true });
});
afterAll(async () => {
  await app.close();
  await api.close();
});

/** Host headers a client may send: this site's, another's, and malformed ones. */
const hosts = fc.oneof(
  fc.constantFrom(
    'shop.test',
    'evil.example',
    'shop.test:4173',
    '[::1]:80',
    'ÿ.example',
    ...MALFORMED_HOSTS,
  ),
  fc.string({ maxLength: 40 }),
);

/** A path segment: words, numbers of any size and sign, %-escapes valid or not, odd characters. */
const segment = fc.oneof(
  fc.constantFrom(
    '1001',
    '-1',
    '0',
    '99999999999999999999',
    '1e3',
    '%ff%fe',
    '%',
    '%2F',
    '..',
    'SAVE10',
    '%E2%82%AC',
  ),
  fc.integer().map(String),
  fc.stringMatching(/^[\w.~%-]{0,12}$/),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);

/** Paths under the shop's routes and the server's own ones, and anywhere else. */
const paths = fc
  .tuple(
    fc.constantFrom(
      '',
      'productdetails',
      'category',
      'search',
      'cart',
      'wishlist',
      'checkout',
      'home',
      'claimcc',
      'fborder',
      'login',
      'register',
      'api/trini/GetProducts',
      'api/Product/loadproduct',
      'api/Product/loadproducts',
      'api/shop/validatecoupon',
      'api/shop/SaveOrder',
      'api/shop/GetWipayUrl',
      'api/customer/changepassword',
      'api/Auth/CLogin',
      'wipay/pay',
      'ready',
      'media/ERP/Images/Products',
      'assets',
      'health',
      'vitals',
      'account',
      '%ff',
    ),
    fc.array(segment, { maxLength: 3 }),
  )
  .map(([first, rest]) => `/${[first, ...rest].join('/')}`);

/** Query strings: the catalogue's own keys with wild values, and random pairs. */
const queries = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'sort',
          'show',
          'page',
          'from',
          'b',
          'stock',
          'min',
          'max',
          'text',
          'ProductNo',
          'ProductNos',
          'utm_source',
          'gclid',
          'fbclid',
        ),
        fc.string({ maxLength: 8 }),
      ),
      fc.oneof(segment, fc.string({ maxLength: 20 })),
    ),
    { maxLength: 4 },
  )
  .map((pairs) =>
    pairs.length === 0
      ? ''
      : `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')}`,
  );

/** A cart cookie's value of `n` well-formed lines from ProductNo 1001 (1 to 50 lines). */
const cartLines = (n: number) => Array.from({ length: n }, (_, i) => `${1001 + i}:1`).join('.');

/**
 * Cookies: none, a cart cookie with good or garbage lines or more lines than a page's cached
 * copies count, the coupon and XSRF cookies, other sites' cookies, or anything; alone or together.
 */
const cookie = fc.oneof(
  fc.constantFrom(
    'trini_cart=1001:1',
    'trini_cart=1001:1.1002:3',
    'trini_cart=%ff',
    'trini_cart=',
    'trini_coupon=SAVE10',
    'trini_coupon=%ff%00',
    'XSRF-TOKEN=abc',
    '_ga=GA1.2.3',
  ),
  fc.integer({ min: 1, max: 50 }).map((n) => `trini_cart=${cartLines(n)}`),
  fc.string({ maxLength: 60 }).map((v) => `trini_cart=${v}`),
  fc.string({ maxLength: 60 }),
);
const cookies = fc.option(
  fc.array(cookie, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('; ')),
  { nil: undefined },
);

/** Request headers the proxy and the page cache read: keys, credentials, a mock session, hop-by-hop ones. */
const extraHeaders = fc.dictionary(
  fc.constantFrom(
    'idempotency-key',
    'authorization',
    'x-mock-session',
    'x-forwarded-for',
    'referer',
    'expect',
    'upgrade',
    'keep-alive',
  ),
  fc.oneof(
    fc.constantFrom(
      'Bearer forged.token.x',
      '"a-key"',
      '100-continue',
      'websocket',
      '//evil.example',
    ),
    fc.string({ maxLength: 40 }),
  ),
  { maxKeys: 3 },
);

const requests = fc.record({
  method: fc.constantFrom<InjectOptions['method']>(
    'GET',
    'GET',
    'GET',
    'HEAD',
    'POST',
    'PUT',
    'DELETE',
    'OPTIONS',
    'PATCH',
  ),
  path: paths,
  query: queries,
  host: hosts,
  cookie: cookies,
  headers: extraHeaders,
  contentType: fc.constantFrom(
    'application/json',
    'application/x-www-form-urlencoded',
    'text/plain',
    'multipart/form-data; boundary=x',
  ),
  body: fc.oneof(fc.string({ maxLength: 200 }), fc.json().map(String)),
  acceptEncoding: fc.constantFrom('br, gzip', 'gzip', 'identity', '*', 'x-unknown'),
});

/** Characters a header value may not carry (Node refuses them before any route runs). */
const headerSafe = (value: string) => value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '');

describe('the storefront server under random requests (bad input gets a 4xx, never a 5xx)', () => {
  it('answers every method, path, query, Host, cookie and body without a server error, and never links to the Host it was sent', async () => {
    await fc.assert(
      fc.asyncProperty(requests, async (r) => {
        const withBody = !['GET', 'HEAD', 'OPTIONS'].includes(r.method ?? 'GET');
        const res = await app.inject({
          method: r.method,
          url: r.path + r.query,
          headers: {
            ...Object.fromEntries(
              Object.entries(r.headers).map(([name, value]) => [name, headerSafe(value)]),
            ),
            host: headerSafe(r.host),
            'accept-encoding': r.acceptEncoding,
            ...(r.cookie === undefined ? {} : { cookie: headerSafe(r.cookie) }),
            ...(withBody ? { 'content-type': r.contentType } : {}),
          },
          ...(withBody ? { payload: r.body } : {}),
        });
        expect(res.statusCode, `${r.method} ${r.path}${r.query} Host ${r.host}`).toBeLessThan(500);
        // A page the page cache answered is shared: it never carries a shopper's cart lines.
        const cache = res.headers['x-cache'];
        if (cache === 'HIT' || cache === 'STALE' || (cache === 'MISS' && res.statusCode === 200))
          expect(res.body).not.toMatch(/"cookieLines":\[\{/);
        if (
          res.headers['content-type']?.toString().startsWith('text/html') &&
          r.host !== 'shop.test'
        ) {
          const canonical = /<link rel="canonical" href="([^"]*)"/.exec(res.body)?.[1];
          if (canonical) expect(canonical.startsWith(`${TEST_ORIGIN}/`)).toBe(true);
        }
      }),
      { numRuns: 1500 },
    );
  }, 120_000);

  it("a page kept in the page cache shows each shopper their own cart count, and no shopper's lines", async () => {
    /** Up to 12 lines of distinct products from 1001 to 1160, in any order. */
    const cart = fc
      .uniqueArray(fc.integer({ min: 1001, max: 1160 }), { maxLength: 12 })
      .map((numbers) => numbers.map((n) => `${n}:1`).join('.'));
    const pagePaths = fc.constantFrom(
      '/',
      '/productdetails/1001',
      '/category/1',
      '/aboutus',
      '/cart',
      '/CART',
      '/cart/',
      '/Checkout',
      '/checkout/',
      '/cart/1002',
    );
    await fc.assert(
      fc.asyncProperty(pagePaths, cart, fc.boolean(), async (path, lines, coupon) => {
        const res = await app.inject({
          method: 'GET',
          url: path,
          headers: {
            host: 'shop.test',
            cookie: `XSRF-TOKEN=x; trini_cart=${lines}${coupon ? '; trini_coupon=SAVE10' : ''}`,
          },
        });
        expect(res.statusCode, path).toBeLessThan(500);
        const cache = res.headers['x-cache'];
        if (cache === 'BYPASS') return;
        const numbers = lines === '' ? [] : lines.split('.').map((line) => line.split(':')[0]);
        // cart/1002 puts product 1002 in the cart when it is not there yet.
        const adds = path === '/cart/1002' && !numbers.includes('1002');
        const count = numbers.length + (adds ? 1 : 0);
        expect(res.body, `${path} ${String(cache)}`).not.toMatch(/"cookieLines":\[\{/);
        const shown = /aria-label="Cart, (\d+) items?"/.exec(res.body)?.[1];
        expect(shown, `${path} ${lines}`).toBe(String(count));
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
