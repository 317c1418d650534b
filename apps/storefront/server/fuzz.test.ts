import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALFORMED_HOSTS } from './origin/malformed-hosts.ts';
import { TEST_ORIGIN, buildTestServer, fakeClientBuild, startMockApi } from './test-stack.ts';

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

/** Host headers a client may send: this site's, another's, and malformed ones (issue 25). */
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

/** Cookies: none, a cart cookie with good or garbage lines, or anything. */
const cookies = fc.option(
  fc.oneof(
    fc.constantFrom(
      'trini_cart=1001:1',
      'trini_cart=1001:1.1002:3',
      'trini_cart=%ff',
      'trini_cart=',
    ),
    fc.string({ maxLength: 60 }).map((v) => `trini_cart=${v}`),
    fc.string({ maxLength: 60 }),
  ),
  { nil: undefined },
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

describe('the storefront server under random requests (issue 25: bad input gets a 4xx, never a 5xx)', () => {
  it('answers every method, path, query, Host, cookie and body without a server error, and never links to the Host it was sent', async () => {
    await fc.assert(
      fc.asyncProperty(requests, async (r) => {
        const withBody = !['GET', 'HEAD', 'OPTIONS'].includes(r.method ?? 'GET');
        const res = await app.inject({
          method: r.method,
          url: r.path + r.query,
          headers: {
            host: headerSafe(r.host),
            'accept-encoding': r.acceptEncoding,
            ...(r.cookie === undefined ? {} : { cookie: headerSafe(r.cookie) }),
            ...(withBody ? { 'content-type': r.contentType } : {}),
          },
          ...(withBody ? { payload: r.body } : {}),
        });
        expect(res.statusCode, `${r.method} ${r.path}${r.query} Host ${r.host}`).toBeLessThan(500);
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
});
